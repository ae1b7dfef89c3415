import type { Endpoint } from 'payload'

import { errorResponse } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'

import { historyEntry, pushHistory } from '../../hooks/history'
import { readBack, requireBookingsStaff, routeBooking } from '@/http/staffRequest'

/**
 * `POST /api/bookings/{id}/dismiss-cancel`: the guest who asked to cancel from their page keeps
 * the stay after all. The request leaves Today's list, the history says who dismissed it, and the
 * guest may ask again from their page. Bookings staff only.
 */
export const dismissCancelRequest: Endpoint = {
  path: '/:id/dismiss-cancel',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const booking = await routeBooking(req)
      const db = req.payload.db
      // A compare-and-set on the request itself: two taps (or two desks) dismiss it once.
      const cleared = await db.updateOne({
        collection: 'bookings',
        where: {
          and: [{ id: { equals: booking.id } }, { cancelRequestedAt: { not_equals: null } }],
        },
        data: { cancelRequestedAt: null },
        returning: true,
        req,
        ...(db.name === 'mongoose' ? {} : { options: { atomic: true } }),
      })
      if (!cleared) throw new Refusal(MESSAGES.stayMessages.noCancelRequest, 409)
      const entry = historyEntry(
        req,
        booking.source,
        MESSAGES.stayMessages.cancelDismissed,
        MESSAGES.stayMessages.cancelDismissedDetail,
      )
      await pushHistory(req, booking.id, entry)
      return Response.json({ booking: await readBack(req, String(booking.id)) })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.booking.saveFailed)
    }
  },
}
