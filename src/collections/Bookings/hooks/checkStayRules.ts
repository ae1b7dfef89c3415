import type { CollectionBeforeChangeHook } from 'payload'

import { ghanaDay } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'
import { fitsRoom } from '@/lib/rooms/rates'
import type { Booking } from '@/payload-types'

import { Refusal } from '@/endpoints/refusal'
import { findPricedRoom, quoteRoom, storedNightPrices } from '../pricing'

/**
 * The room's own rules on every door (the guests' form, the desk, /cms, REST): a party no larger
 * than the room takes, and a stay no shorter than its nights' seasons ask. They are judged when a
 * stay is made and when its room, dates or party change; a status change alone leaves a stay made
 * under older rules as it was. A new stay without its nights' prices gets them as the rates ask
 * now, so the price stays as it was quoted when the rates change later.
 */
export const checkStayRules: CollectionBeforeChangeHook<Booking> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const before = operation === 'update' ? originalDoc : undefined
  const next = { ...before, ...data } as Booking
  const stay = {
    roomId: relationId(next.room),
    checkIn: ghanaDay(next.checkIn),
    checkOut: ghanaDay(next.checkOut),
    guests: Number(next.guests ?? 1),
  }
  const changed =
    !before ||
    relationId(before.room) !== stay.roomId ||
    ghanaDay(before.checkIn) !== stay.checkIn ||
    ghanaDay(before.checkOut) !== stay.checkOut ||
    Number(before.guests) !== stay.guests
  if (!changed || !stay.roomId || !stay.checkIn || !stay.checkOut) return data

  const room = await findPricedRoom(req, stay.roomId)
  // A room that does not exist is refused by the relationship's own validation.
  if (!room) return data
  if (!fitsRoom(room, stay.guests)) {
    throw new Refusal(MESSAGES.booking.tooManyGuests(room.name, room.maxGuests as number), 400)
  }
  const quote = quoteRoom(room, stay)
  if (quote.nights.length && quote.nights.length < quote.minNights) {
    throw new Refusal(MESSAGES.booking.minStay(room.name, quote.minNights), 400)
  }
  if (!before && !data.nightPrices?.length) {
    return { ...data, nightPrices: storedNightPrices(quote.nights) }
  }
  // A stay moved without new prices (through REST or /cms, or at the desk keeping its price) no
  // longer has the nights its stored prices name: they are dropped rather than shown wrong.
  const storedNights = Array.isArray(before?.nightPrices)
    ? (before.nightPrices as { night?: unknown }[]).map((entry) => entry.night).join()
    : ''
  if (
    before &&
    data.nightPrices === undefined &&
    storedNights !== quote.nights.map((n) => n.night).join()
  ) {
    return { ...data, nightPrices: null }
  }
  return data
}
