import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { bookingOwner } from '@/collections/Bookings/bookingOwner'
import { newCalendarToken } from '@/collections/Bookings/calendarSync/calendarFields'
import { ghanaDay, nightKey, stayNights, takesNights } from '@/lib/bookings/availability'
import { makeReference } from '@/lib/bookings/reference'
import { MESSAGES } from '@/lib/messages'
import { toPesewas } from '@/lib/money/amounts'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

/** A booking kept from before the desk: its one amount paid, and (on MongoDB) no price at all. */
type KeptBooking = Booking & { total?: number | null }

const day = (value: string) => `${ghanaDay(value)}T00:00:00.000Z`

async function freeReference(payload: Payload, drawn: Set<string>): Promise<string> {
  for (;;) {
    const reference = makeReference()
    if (drawn.has(reference)) continue
    drawn.add(reference)
    const taken = await payload.count({
      collection: 'bookings',
      where: { reference: { equals: reference } },
      overrideAccess: true,
    })
    if (taken.totalDocs === 0) return reference
  }
}

/**
 * Brings what an installed site kept from before the booking desk up to it, through Payload, so
 * SQLite and MongoDB sites end the same (MongoDB has no schema migration, SQLite's migration only
 * reshapes the table). Runs once, as a data conversion (conversions.ts), and changes nothing when run again:
 * - each room gets its private calendar token;
 * - each stay without a reference gets one, its request id, its nights and guests; the one amount
 *   paid it kept becomes the price of the stay in pesewas (when it had none) and one cash payment on its
 *   check-in day;
 * - a confirmed or checked-in stay takes its nights. Stays entered twice for one night before the
 *   rule existed keep the night for the first one entered; staff see the other on the list.
 * Answers how many stays it carried over.
 */
export async function carryOverKeptBookings(payload: Payload): Promise<number> {
  const rooms = await payload.find({
    collection: 'rooms',
    where: { calendarToken: { exists: false } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  // Written below the hooks (nothing else of the room changes), and whole: the SQLite adapter
  // writes a row as given.
  for (const { id, ...room } of rooms.docs) {
    await payload.db.updateOne({
      collection: 'rooms',
      id,
      data: { ...room, calendarToken: newCalendarToken() },
    })
  }

  const kept = await payload.find({
    collection: 'bookings',
    where: { reference: { exists: false } },
    pagination: false,
    depth: 0,
    sort: 'createdAt',
    overrideAccess: true,
  })
  const drawn = new Set<string>()
  for (const { id, ...doc } of kept.docs as KeptBooking[]) {
    const checkIn = ghanaDay(doc.checkIn)
    const checkOut = ghanaDay(doc.checkOut)
    const nights = stayNights(checkIn, checkOut)
    const paid = doc.amountPaid ?? 0
    const requestId = doc.requestId || String(id)
    await payload.db.updateOne({
      collection: 'bookings',
      id,
      data: {
        ...doc,
        reference: await freeReference(payload, drawn),
        requestId,
        checkIn: day(doc.checkIn),
        checkOut: day(doc.checkOut),
        nights: nights.length,
        guests: doc.guests || 1,
        // In whole pesewas, as every stay's price now is (`pricesInPesewas.ts` brings up the rest).
        price: doc.price || toPesewas(doc.total || paid),
        total: null,
        payments: [
          ...(doc.payments ?? []),
          ...(paid > 0
            ? [
                {
                  // Written below Payload's operations: the row id is made here, as Payload would.
                  id: randomBytes(12).toString('hex'),
                  amount: paid,
                  method: 'cash',
                  date: day(doc.checkIn),
                  note: MESSAGES.booking.keptPayment,
                },
              ]
            : []),
        ],
        amountPaid: null,
      },
    })
    if (!takesNights(doc.status)) continue
    const roomId = relationId(doc.room)
    for (const night of nights) {
      const key = nightKey(roomId, night)
      try {
        await payload.create({
          collection: 'booked-nights',
          data: { key, room: roomId, night, owner: bookingOwner({ requestId }) },
          overrideAccess: true,
        })
      } catch (error) {
        // Held by a stay entered earlier: the unique key keeps the first one. Anything else fails.
        const held = await payload.count({
          collection: 'booked-nights',
          where: { key: { equals: key } },
          overrideAccess: true,
        })
        if (held.totalDocs === 0) throw error
      }
    }
  }
  if (kept.docs.length) payload.logger.info(MESSAGES.booking.keptCarriedOver(kept.docs.length))
  return kept.docs.length
}
