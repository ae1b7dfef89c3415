import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

// Rendered per request: the site's address is the one this server runs with, not the one the
// build machine had. Crawlers ask for it rarely, and it costs no database read.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    // Only Disallow lines: everything else is crawlable by default, and a parser that takes the
    // first matching line cannot read an "Allow: /" before them as leave to crawl the staff pages.
    // No Host line: it is no standard and the canonical addresses already name the site.
    rules: [{ userAgent: '*', disallow: ['/admin', '/cms', '/sign-in'] }],
    sitemap: `${env.serverUrl}/sitemap.xml`,
  }
}
