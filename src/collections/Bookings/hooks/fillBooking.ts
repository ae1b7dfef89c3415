import { randomUUID } from 'node:crypto'

import type { CollectionBeforeValidateHook } from 'payload'
import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import { makeReference } from '@/lib/bookings/reference'
import { asStoredDay } from '../storedDay'

/**
 * Gives a new booking its reference and request id, and keeps the dates on whole days with the
 * number of nights beside them. The reference is always drawn here: one sent with the booking
 * (through any API) is not kept, so every reference is one a guest can read aloud and no other.
 */
export const fillBooking: CollectionBeforeValidateHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  if (data.checkIn) data.checkIn = asStoredDay(data.checkIn)
  if (data.checkOut) data.checkOut = asStoredDay(data.checkOut)
  const checkIn = ghanaDay(data.checkIn ?? originalDoc?.checkIn)
  const checkOut = ghanaDay(data.checkOut ?? originalDoc?.checkOut)
  data.nights = stayNights(checkIn, checkOut).length

  if (operation === 'create') {
    if (!data.requestId) data.requestId = randomUUID()
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
  return data
}
