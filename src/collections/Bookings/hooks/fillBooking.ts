import { randomUUID } from 'node:crypto'

import type { CollectionBeforeValidateHook } from 'payload'

import { ghanaDay, makeReference, stayNights } from '@/lib/bookings'

/** Stored dates are the Ghana day at midnight GMT, whatever time a date picker sent. */
function asDay(value: unknown): unknown {
  const day = ghanaDay(value as string)
  return day ? `${day}T00:00:00.000Z` : value
}

/**
 * Gives a new booking its reference and request id, and keeps the dates on whole days with the
 * number of nights beside them.
 */
export const fillBooking: CollectionBeforeValidateHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  if (data.checkIn) data.checkIn = asDay(data.checkIn)
  if (data.checkOut) data.checkOut = asDay(data.checkOut)
  const checkIn = ghanaDay(data.checkIn ?? originalDoc?.checkIn)
  const checkOut = ghanaDay(data.checkOut ?? originalDoc?.checkOut)
  data.nights = stayNights(checkIn, checkOut).length

  if (operation === 'create') {
    if (!data.requestId) data.requestId = randomUUID()
    if (!data.reference) {
      // About 700,000 codes: a clash is rare, and the unique index catches the one in a million
      // that two simultaneous requests would draw.
      for (let attempt = 0; attempt < 5; attempt++) {
        const reference = makeReference()
        const taken = await req.payload.count({
          collection: 'bookings',
          where: { reference: { equals: reference } },
          overrideAccess: true,
          req,
        })
        data.reference = reference
        if (taken.totalDocs === 0) break
      }
    }
  }
  return data
}
