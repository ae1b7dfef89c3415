import { shareImageJpeg } from '@/data/shareImage'

// The picture comes from this server's content, never from the build machine's.
export const dynamic = 'force-dynamic'

/** The share preview of the public pages: the first banner picture at 1200×630. */
export async function GET(): Promise<Response> {
  const jpeg = await shareImageJpeg()
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      // Share sheets and crawlers fetch it rarely; a changed banner shows within a day.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
