import type { PayloadRequest } from 'payload'

import { stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { nightlyPrice } from '@/lib/rooms'

import { Refusal } from '@/endpoints/refusal'

/** One night of a stay and its price, in cedis as rooms store them; night is YYYY-MM-DD. */
export type NightPrice = { night: string; price: number }
export type StayQuote = { nights: NightPrice[]; total: number; minNights: number }

/**
 * The price of a stay in a room for these dates, night by night: each night at the room's nightly
 * price (the offer price while the room is on offer), the total their sum, one night the shortest
 * stay. Refuses with 404 a room that does not exist.
 */
export async function quoteStay(
  req: PayloadRequest,
  stay: { roomId: string; checkIn: string; checkOut: string; guests: number },
): Promise<StayQuote> {
  const found = await req.payload.find({
    collection: 'rooms',
    where: { id: { equals: stay.roomId } },
    limit: 1,
    depth: 0,
    select: { regularPrice: true, discountedPrice: true, offer: true },
    overrideAccess: true,
    req,
  })
  const room = found.docs[0]
  if (!room) throw new Refusal(MESSAGES.booking.roomUnknown, 404)
  const price = nightlyPrice({
    regularPrice: room.regularPrice,
    discountedPrice: room.discountedPrice ?? null,
    offer: room.offer ?? false,
  })
  const nights = stayNights(stay.checkIn, stay.checkOut).map((night) => ({ night, price }))
  const total = Math.round(nights.reduce((sum, night) => sum + night.price * 100, 0)) / 100
  return { nights, total, minNights: 1 }
}
