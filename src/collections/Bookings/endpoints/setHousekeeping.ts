import type { Endpoint } from 'payload'

import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { HOUSEKEEPING_LABELS, isHousekeepingStatus } from '@/lib/bookings/housekeeping'
import { MESSAGES } from '@/lib/messages'

import { requireBookingsStaff } from '@/http/staffRequest'

/**
 * `POST /api/bookings/housekeeping` with `{ roomId, status }`: sets a room's housekeeping state.
 * Admins and reception: reception cannot edit rooms, but marks them clean all day. Only that
 * field is written, so the room's public pages and its other fields are untouched.
 */
export const setHousekeeping: Endpoint = {
  path: '/housekeeping',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const body = await readJsonObject(req)
      const roomId = optionalString(body, 'roomId')
      const status = body.status
      if (!isHousekeepingStatus(status)) throw new Refusal(MESSAGES.today.badHousekeeping, 400)
      const found = await req.payload.find({
        collection: 'rooms',
        where: { id: { equals: roomId } },
        limit: 1,
        depth: 0,
        select: { name: true },
        overrideAccess: false,
        user: req.user,
        req,
      })
      const room = found.docs[0]
      if (!roomId || !room) throw new Refusal(MESSAGES.today.roomNotFound, 404)
      await req.payload.db.updateOne({
        collection: 'rooms',
        id: room.id,
        data: { housekeeping: status },
        req,
        returning: false,
      })
      return Response.json({
        success: true,
        message: MESSAGES.today.housekeepingSet(room.name, HOUSEKEEPING_LABELS[status]),
        room: { id: String(room.id), name: room.name, housekeeping: status },
      })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.today.housekeepingFailed)
    }
  },
}
