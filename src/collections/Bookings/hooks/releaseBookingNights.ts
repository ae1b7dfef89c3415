import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { releaseAll, releaseReplaced } from '../nightRows'
import type { Booking } from '@/payload-types'

import { bookingOwner } from '../bookingOwner'

/**
 * A stay gives back the nights it no longer covers (all of them once it stops taking nights): the
 * rows still under the tag it was read with, every night it keeps having been taken over by this
 * write. Nights another write of the same stay claimed meanwhile are under that write's tag.
 */
export const releaseBookingNights: CollectionAfterChangeHook<Booking> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update') return doc
  await releaseReplaced(req, bookingOwner(doc), previousDoc?.nightsClaim, doc.nightsClaim)
  return doc
}

export const releaseDeletedBooking: CollectionAfterDeleteHook<Booking> = async ({ doc, req }) => {
  await releaseAll(req, bookingOwner(doc))
}
