import type { Endpoint } from 'payload'

import { Refusal } from '@/http/refusal'
import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@/lib/bookings/status'
import { ghanaDay, TAKING_STATUSES } from '@/lib/bookings/availability'
import { ISO_DATE } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'
import { BOOKING_MESSAGES } from '@/lib/validation/booking'
import { GUESTS_MAX, GUESTS_MIN } from '@/lib/validation/contact'

import { DESK_INTENT, type DeskIntent } from '../hooks/checkBooking'
import { staleRefusal } from '../nightClaims'
import { findPricedRoom } from '../pricing'
import { readBack, requireBookingsStaff, routeBooking } from '@/http/staffRequest'

/** A request waiting for an answer can still change too: the guest may call with new dates. */
const CHANGEABLE: readonly BookingStatus[] = ['requested', ...TAKING_STATUSES]

function guestsFrom(value: unknown, current: number): number {
  if (value === undefined || value === null || value === '') return current
  const guests = typeof value === 'string' ? Number(value) : value
  if (typeof guests !== 'number' || !Number.isInteger(guests)) {
    throw new Refusal(BOOKING_MESSAGES.guestsRange, 400)
  }
  if (guests < GUESTS_MIN || guests > GUESTS_MAX) {
    throw new Refusal(BOOKING_MESSAGES.guestsRange, 400)
  }
  return guests
}

/**
 * `POST /api/bookings/{id}/change` with `{ seenStatus, roomId, checkIn, checkOut, guests?,
 * keepPrice?, reason? }`: new dates, another room, a longer or shorter stay. The price is quoted
 * again for the new stay unless `keepPrice`, which needs a reason and, beyond the house's limit
 * for reception, an admin. The new nights are taken before the old ones are given back
 * (see `withClaimsOnWrite`), so two stays moved into the same free night cannot both get it and the
 * loser keeps its own; 409 when they are taken or the status is no longer `seenStatus`. The
 * history says who changed what, from what to what. Bookings staff only.
 */
export const changeStay: Endpoint = {
  path: '/:id/change',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const body = await readJsonObject(req)
      const seenStatus = optionalString(body, 'seenStatus')
      const roomId = optionalString(body, 'roomId')
      const checkIn = optionalString(body, 'checkIn')
      const checkOut = optionalString(body, 'checkOut')
      if (!roomId || !ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut)) {
        throw new Refusal(MESSAGES.booking.changeStay, 400)
      }
      const booking = await routeBooking(req)
      const status = booking.status as BookingStatus
      if (seenStatus !== status) throw staleRefusal(status)
      if (!CHANGEABLE.includes(status)) {
        throw new Refusal(
          MESSAGES.booking.notChangeable(BOOKING_STATUS_LABELS[status].toLowerCase()),
          400,
        )
      }
      const guests = guestsFrom(body.guests, booking.guests)
      if (
        relationId(booking.room) === roomId &&
        ghanaDay(booking.checkIn) === checkIn &&
        ghanaDay(booking.checkOut) === checkOut &&
        guests === booking.guests
      ) {
        throw new Refusal(MESSAGES.booking.nothingChanged, 400)
      }
      if (!(await findPricedRoom(req, roomId))) throw new Refusal(MESSAGES.booking.roomUnknown, 400)
      // Priced again by the rates as they are now, night by night (`checkStayRules`), unless the
      // agreed price is kept: an admin's, or reception's within the house's limit, with a reason.
      // A room hidden from guests is refused there too, as on every door.
      const keepPrice = body.keepPrice === true
      const intent: DeskIntent = { seenStatus, keepPrice }
      await req.payload.update({
        collection: 'bookings',
        id: booking.id,
        data: {
          room: roomId,
          checkIn,
          checkOut,
          guests,
          ...(keepPrice ? { priceReason: optionalString(body, 'reason') } : {}),
        },
        context: { [DESK_INTENT]: intent },
        overrideAccess: false,
        user: req.user,
        req,
      })
      return Response.json({ success: true, booking: await readBack(req, booking.id) })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.booking.changeFailed)
    }
  },
}
