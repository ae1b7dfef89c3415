import type { MetadataRoute } from 'next'

import { getAvailableRooms } from '@/data/rooms'
import { env } from '@/lib/env'
import { PUBLIC_PATHS, roomPagePath } from '@/lib/site'

// Rendered per request: the site's address is the one this server runs with, not the one the
// build machine had. The rooms come from the rooms cache, which a staff change expires.
export const dynamic = 'force-dynamic'

/**
 * The public pages and each room guests may see (its own page is what a shared link opens, and
 * search engines find it here); /home is the same page as / and /admin, /cms stay out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const rooms = await getAvailableRooms()
  const pages: MetadataRoute.Sitemap = PUBLIC_PATHS.map((path) => ({
    url: `${env.serverUrl}${path}`,
    changeFrequency: path === '/rooms' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : path === '/rooms' || path === '/bookings' ? 0.9 : 0.6,
  }))
  return [
    ...pages,
    ...rooms.map((room) => ({
      url: `${env.serverUrl}${roomPagePath(room._id)}`,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ]
}
