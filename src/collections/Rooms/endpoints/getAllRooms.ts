import type { Endpoint } from 'payload'

import { errorResponse } from '@/endpoints/http'
import { getAvailableRooms } from '@/lib/data/rooms'
import { MESSAGES } from '@/lib/messages'
import { toContractRoom } from '@/lib/roomContract'

/** Guests get the rooms visible to customers; staff get every room. Newest created first. */
export const getAllRooms: Endpoint = {
  path: '/room/get-all-rooms',
  method: 'get',
  handler: async (req) => {
    try {
      // Guests all see the same list: inside the Next.js server it comes from the tagged cache
      // that the public Rooms page also reads, refreshed whenever a room or photo changes.
      if (!req.user && process.env.NEXT_RUNTIME === 'nodejs') {
        return Response.json(await getAvailableRooms())
      }
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
