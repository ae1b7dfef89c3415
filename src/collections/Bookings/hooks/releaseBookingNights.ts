import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { ghanaDay, stayNights, takesNights } from '@/lib/bookings'
import { releaseNights } from '../nightClaims'
import type { Booking } from '@/payload-types'
import { relationId } from '@/lib/relationId'

import { bookingOwner } from './bookingOwner'

/** A stay gives back the nights it no longer covers: all of them once it stops taking nights. */
export const releaseBookingNights: CollectionAfterChangeHook<Booking> = async ({ doc, req }) => {
  const keep = takesNights(doc.status)
    ? {
        roomId: relationId(doc.room),
        nights: stayNights(ghanaDay(doc.checkIn), ghanaDay(doc.checkOut)),
      }
    : null
  await releaseNights(req, bookingOwner(doc), keep)
  return doc
}

export const releaseDeletedBooking: CollectionAfterDeleteHook<Booking> = async ({ doc, req }) => {
  await releaseNights(req, bookingOwner(doc))
}
