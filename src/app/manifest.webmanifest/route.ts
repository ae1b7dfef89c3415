import { getSiteSettings } from '@/data/content'
import { webAppManifest } from '@/lib/manifest'

// Read per request from the data cache: the name is the one the owner set in /cms on this
// server, never the build machine's.
export const dynamic = 'force-dynamic'

/** What a phone needs to add the site to its home screen. */
export async function GET(): Promise<Response> {
  const { houseName } = await getSiteSettings()
  return new Response(JSON.stringify(webAppManifest(houseName)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      // A renamed house shows within a day; phones do not ask for it again on every page.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
