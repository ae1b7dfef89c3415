import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'
import { PUBLIC_PATHS } from '@/lib/site'

// Rendered per request: the site's address is the one this server runs with, not the one the
// build machine had. Crawlers ask for it rarely, and it costs no database read.
export const dynamic = 'force-dynamic'

/** The public pages; /home is the same page as / and /admin, /cms stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PATHS.map((path) => ({
    url: `${env.serverUrl}${path}`,
    changeFrequency: path === '/rooms' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : path === '/rooms' || path === '/bookings' ? 0.9 : 0.6,
  }))
}
