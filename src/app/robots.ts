import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

// Rendered per request: the site's address is the one this server runs with, not the one the
// build machine had. Crawlers ask for it rarely, and it costs no database read.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/sign-in'] }],
    sitemap: `${env.serverUrl}/sitemap.xml`,
    host: env.serverUrl,
  }
}
