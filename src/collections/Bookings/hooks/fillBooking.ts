import { randomUUID } from 'node:crypto'

import type { CollectionBeforeValidateHook } from 'payload'

import { ghanaDay, makeReference, stayNights } from '@/lib/bookings'
import { isCalendarDay } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { Refusal } from '@/endpoints/refusal'

/** The YYYY-MM-DD a date sent as text begins with, if it begins with one. */
const LEADING_DAY = /^(\d{4}-\d{2}-\d{2})/

/**
 * Stored dates are the Ghana day at midnight GMT, whatever time a date picker sent. A day that is
 * not in the calendar (30 February) is refused: read loosely it would be 2 March, and the stay
 * would keep one day while its nights were claimed on another.
 */
function asDay(value: unknown): unknown {
  const sent = typeof value === 'string' ? LEADING_DAY.exec(value)?.[1] : undefined
  if (sent && !isCalendarDay(sent)) throw new Refusal(MESSAGES.booking.notACalendarDay(sent), 400)
  const day = ghanaDay(value as string)
  return day ? `${day}T00:00:00.000Z` : value
}

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
  if (data.checkIn) data.checkIn = asDay(data.checkIn)
  if (data.checkOut) data.checkOut = asDay(data.checkOut)
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
