import type { Endpoint, PayloadRequest } from 'payload'

import { answerOnce, isSentLater } from '@/http/actionKeys'
import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { HOUSEKEEPING_LABELS, isHousekeepingStatus } from '@/lib/bookings/housekeeping'
import { MESSAGES } from '@/lib/messages'

import { requireBookingsStaff } from '@/http/staffRequest'

/**
 * `POST /api/bookings/housekeeping` with `{ roomId, status, seenHousekeeping? }`: sets a room's
 * housekeeping state. Admins and reception: reception cannot edit rooms, but marks them clean all
 * day. Only that field is written, so the room's public pages and its other fields are untouched.
 *
 * `seenHousekeeping` is the state the room showed when the mark was made. A room already in the
 * state asked for is left as it is and the mark answered as done (two people marked it clean).
 * Otherwise a room whose state is no longer the one seen is refused (409): it changed meanwhile (a
 * guest checked out and left it dirty after it was cleaned), so a late mark must not cover that.
 * A mark made offline on the phone is sent later with the header `Idempotency-Key: <uuid>`
 * (`answerOnce`), and must say `seenHousekeeping`.
 */
export const setHousekeeping: Endpoint = {
  path: '/housekeeping',
  method: 'post',
  handler: (req) =>
    answerOnce(req, 'housekeeping', MESSAGES.today.housekeepingFailed, () => markRoom(req)),
}

async function markRoom(req: PayloadRequest): Promise<Response> {
  try {
    requireBookingsStaff(req)
    const body = await readJsonObject(req)
    const roomId = optionalString(body, 'roomId')
    const status = body.status
    if (!isHousekeepingStatus(status)) throw new Refusal(MESSAGES.today.badHousekeeping, 400)
    const seen = body.seenHousekeeping
    if (seen !== undefined && !isHousekeepingStatus(seen)) {
      throw new Refusal(MESSAGES.today.badHousekeeping, 400)
    }
    if (seen === undefined && isSentLater(req)) {
      throw new Refusal(MESSAGES.offline.seenRoomMissing, 400)
    }
    const found = await req.payload.find({
      collection: 'rooms',
      where: { id: { equals: roomId } },
      limit: 1,
      depth: 0,
      select: { name: true, housekeeping: true },
      overrideAccess: false,
      user: req.user,
      req,
    })
    const room = found.docs[0]
    if (!roomId || !room) throw new Refusal(MESSAGES.today.roomNotFound, 404)
    const now = room.housekeeping ?? 'clean'
    if (seen !== undefined && now !== status && now !== seen) {
      throw new Refusal(MESSAGES.offline.staleRoom(room.name, HOUSEKEEPING_LABELS[now]), 409)
    }
    if (now !== status) {
      await req.payload.db.updateOne({
        collection: 'rooms',
        id: room.id,
        data: { housekeeping: status },
        req,
        returning: false,
      })
    }
    return Response.json({
      success: true,
      message: MESSAGES.today.housekeepingSet(room.name, HOUSEKEEPING_LABELS[status]),
      room: { id: String(room.id), name: room.name, housekeeping: status },
    })
  } catch (error) {
    return errorResponse(req, error, MESSAGES.today.housekeepingFailed)
  }
}
