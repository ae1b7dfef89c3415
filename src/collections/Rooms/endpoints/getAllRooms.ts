import type { Endpoint } from 'payload'

import { errorResponse } from '@/http/responses'
import { MESSAGES } from '@/lib/messages'
import { toContractRoom } from '@/lib/rooms/contract'

/** Guests get the rooms visible to customers; staff get every room. Newest created first. */
export const getAllRooms: Endpoint = {
  path: '/room/get-all-rooms',
  method: 'get',
  handler: async (req) => {
    try {
      // Cookie-less guests never get here: next.config.mjs rewrites them to the cached list of
      // src/pages/api/public-rooms.ts. What reaches this handler carries a session cookie (valid or
      // stale), so Payload's read access decides: hidden rooms for staff only.
      const { docs } = await req.payload.find({
        collection: 'rooms',
        depth: 1,
        pagination: false,
        sort: '-createdAt',
        overrideAccess: false,
        user: req.user,
        req,
      })
      return Response.json(docs.map(toContractRoom))
    } catch (error) {
      return errorResponse(req, error, MESSAGES.rooms.fetchFailed)
    }
  },
}
