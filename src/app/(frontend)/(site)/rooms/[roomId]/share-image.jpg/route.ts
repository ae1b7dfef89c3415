import { roomShareImageJpeg } from '@/data/shareImage'
import { getVisibleRoom } from '@/data/rooms'

// The picture comes from this server's content, and a hidden room's must stop at once.
export const dynamic = 'force-dynamic'

/** The share preview of one room: its first picture at 1200×630; nothing for a hidden room. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ roomId: string }> },
): Promise<Response> {
  const room = await getVisibleRoom((await params).roomId)
  if (!room) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const jpeg = await roomShareImageJpeg(room)
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      // Its address names the picture, so a new first picture is a new address; an hour bounds
      // how long a shared cache may keep the picture of a room that has since been hidden.
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
