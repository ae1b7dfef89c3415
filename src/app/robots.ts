import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/sign-in'] }],
    sitemap: `${env.serverUrl}/sitemap.xml`,
    host: env.serverUrl,
  }
}
