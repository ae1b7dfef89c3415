import type { CollectionBeforeChangeHook } from 'payload'

import { hasAdminRole } from '@/access/roles'
import { ghanaDay } from '@/lib/bookings/availability'
import { heldToMinStay } from '@/lib/bookings/minStay'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'
import { fitsRoom } from '@/lib/rooms/rates'
import type { Booking } from '@/payload-types'

import { Refusal } from '@/http/refusal'
import { findPricedRoom, owedQuote, quoteRoom, readHouseSeasons } from '../pricing'
import { settlePrice } from '../settlePrice'
import { DESK_INTENT, type DeskIntent } from './checkBooking'

/**
 * The room's own rules on every door (the guests' form, the desk, /cms, REST): a room hidden from
 * guests takes a stay from an admin only, a party no larger than the room takes, and a stay no
 * shorter than its nights' seasons ask (but a guest in the house may leave early). They are judged
 * when a stay is made and when its room, dates or party change; a status change alone leaves a stay
 * made under older rules as it was. The price is then settled (`settlePrice`): a stay made or
 * moved is priced by the rates, night by night (with each night's taxes when the house's prices
 * are before taxes: `owedQuote`), and a price set otherwise is checked.
 */
export const checkStayRules: CollectionBeforeChangeHook<Booking> = async ({
  context,
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
  const entersRoom = !before || relationId(before.room) !== stay.roomId
  const moved =
    entersRoom ||
    ghanaDay(before.checkIn) !== stay.checkIn ||
    ghanaDay(before.checkOut) !== stay.checkOut ||
    Number(before.guests) !== stay.guests
  const priceSent = before !== undefined && Number(data.price) !== Number(before.price)
  if ((!moved && !priceSent) || !stay.roomId || !stay.checkIn || !stay.checkOut) return data

  const room = await findPricedRoom(req, stay.roomId)
  // A room that does not exist is refused by the relationship's own validation, a stay without a
  // night by `checkBooking`.
  if (!room) return data
  const published = quoteRoom(room, await readHouseSeasons(req), stay)
  if (!published.nights.length) return data
  const quote = await owedQuote(req, published)
  if (moved) {
    // A room staff hid (out of order, being redone) is let only by an admin, knowingly. The
    // server's own writes (no one signed in) decide for themselves: the guests' request door
    // offers no hidden room at all.
    if (entersRoom && room.isAvailable === false && req.user && !hasAdminRole(req.user)) {
      throw new Refusal(MESSAGES.booking.roomHidden, 403)
    }
    if (!fitsRoom(room, stay.guests)) {
      throw new Refusal(MESSAGES.booking.tooManyGuests(room.name, room.maxGuests as number), 400)
    }
    const span = (booking: Booking) => ({
      roomId: relationId(booking.room),
      checkIn: ghanaDay(booking.checkIn),
      checkOut: ghanaDay(booking.checkOut),
      status: booking.status,
    })
    if (
      quote.nights.length < quote.minNights &&
      heldToMinStay(before && span(before), span(next))
    ) {
      throw new Refusal(MESSAGES.booking.minStay(room.name, quote.minNights), 400)
    }
  }
  const intent = (context?.[DESK_INTENT] ?? {}) as DeskIntent
  const price = await settlePrice(req, {
    before,
    data,
    quote,
    moved,
    keepPrice: intent.keepPrice === true,
  })
  return { ...data, ...price }
}
