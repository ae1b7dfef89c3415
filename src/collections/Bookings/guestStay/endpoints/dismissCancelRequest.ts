import type { Endpoint } from 'payload'

import { errorResponse } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'

import { staysOfGroup } from '../../groupStays'
import { historyEntry, pushHistory } from '../../hooks/history'
import { readBack, requireBookingsStaff, routeBooking } from '@/http/staffRequest'

/**
 * `POST /api/bookings/{id}/dismiss-cancel`: the guest who asked to cancel from their page keeps
 * the stay after all (a group's guest, every room: their page asked for all of them). The request
 * leaves Today's list, each room's history says who dismissed it, and the guest may ask again from
 * their page. Bookings staff only.
 */
export const dismissCancelRequest: Endpoint = {
  path: '/:id/dismiss-cancel',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const booking = await routeBooking(req)
      const db = req.payload.db
      let dismissed = 0
      for (const room of await staysOfGroup(req, booking)) {
        // A compare-and-set on the request itself: two taps (or two desks) dismiss it once.
        const cleared = await db.updateOne({
          collection: 'bookings',
          where: {
            and: [{ id: { equals: room.id } }, { cancelRequestedAt: { not_equals: null } }],
          },
          data: { cancelRequestedAt: null },
          returning: true,
          req,
          ...(db.name === 'mongoose' ? {} : { options: { atomic: true } }),
        })
        if (!cleared) continue
        const entry = historyEntry(
          req,
          booking.source,
          MESSAGES.stayMessages.cancelDismissed,
          MESSAGES.stayMessages.cancelDismissedDetail,
        )
        await pushHistory(req, room.id, entry)
        dismissed += 1
      }
      if (!dismissed) throw new Refusal(MESSAGES.stayMessages.noCancelRequest, 409)
      return Response.json({ booking: await readBack(req, String(booking.id)) })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.booking.saveFailed)
    }
  },
}
