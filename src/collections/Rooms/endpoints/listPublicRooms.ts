import type { NextApiRequest, NextApiResponse } from 'next'

import { MESSAGES } from '@/lib/messages'
import type { ContractRoom } from '@/lib/rooms/contract'

/**
 * What guests get from GET /api/room/get-all-rooms (next.config.mjs rewrites cookie-less requests
 * to src/pages/api/public-rooms.ts, which hands this handler the rooms data cache): the same list
 * for everyone, refreshed by the rooms and media cache tags, so the Rooms page's live check costs
 * little more than a static file.
 *
 * A Pages Router API handler on purpose: it answers with Node's request and response objects,
 * where an App Router route handler builds a web Request, a Response and a stream for every call,
 * which made this, the busiest endpoint of the site, cost 2.5 times a static file of the same bytes.
 * The list comes in as a function so this layer never imports the data layer above it.
 */
export function listPublicRooms(readAvailableRooms: () => Promise<ContractRoom[]>) {
  return async function publicRooms(request: NextApiRequest, response: NextApiResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD')
      response.status(405).json({ success: false, message: MESSAGES.request.methodNotAllowed })
      return
    }
    const rooms = await readAvailableRooms()
    response.setHeader('Cache-Control', 's-maxage=600, stale-while-revalidate=31535400')
    // Only cookie-less requests reach this list (staff get theirs from Payload): a shared cache
    // must keep the two apart.
    response.setHeader('Vary', 'Cookie')
    response.status(200).json(rooms)
  }
}
