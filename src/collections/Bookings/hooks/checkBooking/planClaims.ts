import { takesNights } from '@/lib/bookings/availability'
import { relationId } from '@/lib/relationId'

import { planWrite } from '../../nightClaims'
import { bookingOwner } from '../../bookingOwner'
import type { BookingWrite } from './bookingWrite'

/**
 * Leaves the plan the database adapter carries out as the booking is written: the nights a
 * status that takes them claims, and for an update the status and claim it was read with, so a
 * write that raced another is refused and gives back only what it took.
 */
export function planNightClaims({ req, before, next, status, nights }: BookingWrite): void {
  planWrite(req, 'bookings', before?.id, {
    claim: takesNights(status)
      ? { owner: bookingOwner(next), roomId: relationId(next.room), nights }
      : null,
    ...(before
      ? {
          expectStatus: before.status,
          heldUnder: before.nightsClaim ?? null,
          was: {
            status: before.status,
            room: relationId(before.room),
            checkIn: before.checkIn,
            checkOut: before.checkOut,
          },
        }
      : {}),
  })
}
