import { pageShareImageJpeg } from '@/data/shareImage'

// The picture comes from this server's content, never from the build machine's.
export const dynamic = 'force-dynamic'

/**
 * The share preview of the public pages at 1200×630: the picture editors chose for the page named
 * by `?page=`, else the first banner picture.
 */
export async function GET(request: Request): Promise<Response> {
  const jpeg = await pageShareImageJpeg(new URL(request.url).searchParams.get('page'))
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      // Share sheets and crawlers fetch it rarely; a changed banner shows within a day.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
