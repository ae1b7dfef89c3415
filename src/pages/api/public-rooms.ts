import type { NextApiRequest, NextApiResponse } from 'next'

import { getAvailableRooms } from '@/data/rooms'

/**
 * What guests get from GET /api/room/get-all-rooms (next.config.mjs rewrites cookie-less requests
 * here): the same list for everyone, from the rooms data cache that the rooms and media cache tags
 * refresh, so the Rooms page's live check costs little more than a static file.
 *
 * A Pages Router API route on purpose: it answers with Node's request and response objects, where
 * an App Router route handler builds a web Request, a Response and a stream for every call, which
 * made this, the busiest endpoint of the site, cost 2.5 times a static file of the same bytes.
 */
export default async function publicRooms(request: NextApiRequest, response: NextApiResponse) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD')
    response.status(405).json({ success: false, message: 'Method not allowed' })
    return
  }
  const rooms = await getAvailableRooms()
  response.setHeader('Cache-Control', 's-maxage=600, stale-while-revalidate=31535400')
  response.status(200).json(rooms)
}
