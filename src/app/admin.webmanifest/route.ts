import { getSiteSettings } from '@/data/content'
import { portalManifest } from '@/lib/manifest'

// Read per request from the data cache, as the site's own manifest is.
export const dynamic = 'force-dynamic'

/** What a phone needs to install the staff portal, which opens offline (its service worker). */
export async function GET(): Promise<Response> {
  const { houseName } = await getSiteSettings()
  return new Response(JSON.stringify(portalManifest(houseName)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
