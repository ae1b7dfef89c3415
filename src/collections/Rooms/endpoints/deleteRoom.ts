import type { Endpoint } from 'payload'

import { errorResponse, fail, requireAdmin } from '@/http/responses'
import { MESSAGES } from '@/lib/messages'

import { findRoom } from './findRoom'

/** The room's images go with it (see the collection's afterDelete hook). */
export const deleteRoom: Endpoint = {
  path: '/room/delete/:id',
  method: 'delete',
  handler: async (req) => {
    try {
      requireAdmin(req)
      const room = await findRoom(req, String(req.routeParams?.id ?? ''))
      if (!room) return fail(404, MESSAGES.rooms.notFound)
      await req.payload.delete({
        collection: 'rooms',
        id: room.id,
        overrideAccess: false,
        user: req.user,
        req,
      })
      return Response.json({ success: true, message: MESSAGES.rooms.deleted })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.rooms.deleteFailed)
    }
  },
}
