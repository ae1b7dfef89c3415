import type { PayloadRequest } from 'payload'

import { stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { toCedis } from '@/lib/money/amounts'
import {
  averageNightly,
  quoteNights,
  type NightPrice,
  type RatedRoom,
  type StayQuote,
} from '@/lib/rooms/rates'
import { houseSeasonRates, type HouseSeason } from '@/lib/rooms/seasons'
import type { Room } from '@/payload-types'

import { owedNightPrices } from '@/lib/taxes/owed'

import { Refusal } from '@/http/refusal'
import { readHouseTaxes, type HouseTaxes } from '@/collections/Taxes/taxRules'

export type { NightPrice, StayQuote } from '@/lib/rooms/rates'

/** The room fields the price and capacity rules read: select them whenever a room is quoted. */
export const PRICED_ROOM_SELECT = {
  name: true,
  regularPrice: true,
  discountedPrice: true,
  offer: true,
  maxGuests: true,
  includedGuests: true,
  extraGuestPrice: true,
  rates: true,
  bedType: true,
} as const

/**
 * The house's seasons, which price every room they name or whose category they name: read once for
 * all the rooms a request quotes, and given to `ratedRoom` with each.
 */
export async function readHouseSeasons(req: PayloadRequest): Promise<HouseSeason[]> {
  const { docs } = await req.payload.find({
    collection: 'seasons',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

/** The room fields the price rule reads. */
export type PricedRoom = Pick<
  Room,
  | 'id'
  | 'bedType'
  | 'regularPrice'
  | 'discountedPrice'
  | 'offer'
  | 'includedGuests'
  | 'extraGuestPrice'
  | 'rates'
>

/**
 * A stored room as the pure price rule reads it: its own seasons (kept from before the house's
 * seasons) and the house's seasons that price it.
 */
export function ratedRoom(room: PricedRoom, seasons: readonly HouseSeason[]): RatedRoom {
  return {
    regularPrice: room.regularPrice,
    discountedPrice: room.discountedPrice ?? null,
    offer: room.offer ?? false,
    includedGuests: room.includedGuests ?? null,
    extraGuestPrice: room.extraGuestPrice ?? null,
    rates: [
      ...(room.rates ?? []).map((rate) => ({
        name: rate.name,
        from: rate.from,
        to: rate.to,
        nightlyPrice: rate.nightlyPrice,
        weekendPrice: rate.weekendPrice ?? null,
        minNights: rate.minNights ?? null,
      })),
      ...houseSeasonRates(room, seasons),
    ],
  }
}

/** The stay's nights priced by the room's rates as they are now (`@/lib/rooms/rates`). */
export function quoteRoom(
  room: PricedRoom,
  seasons: readonly HouseSeason[],
  stay: { checkIn: string; checkOut: string; guests: number },
): StayQuote {
  return quoteNights(ratedRoom(room, seasons), stayNights(stay.checkIn, stay.checkOut), stay.guests)
}

/**
 * A quote as guests are told it, in cedis as the rooms' own prices are (the availability answer,
 * the WhatsApp message): the one place a stay's pesewas become cedis again, each exact to the
 * pesewa.
 */
export function quoteInCedis(quote: StayQuote) {
  return {
    nightlyPrice: toCedis(averageNightly(quote)),
    total: toCedis(quote.price),
    nightPrices: quote.nights.map(({ night, price }) => ({ night, price: toCedis(price) })),
  }
}

/** The stored form of a quote's nights on a booking. */
export function storedNightPrices(nights: readonly NightPrice[]): NightPrice[] {
  return nights.map(({ night, price }) => ({ night, price }))
}

/**
 * A room with the fields the price and capacity rules read, and whether guests see it, hidden or
 * not; null when there is none.
 */
export function findPricedRoom(req: PayloadRequest, roomId: string) {
  return req.payload
    .findByID({
      collection: 'rooms',
      id: roomId,
      depth: 0,
      select: { ...PRICED_ROOM_SELECT, isAvailable: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    .catch(() => null)
}

/**
 * What a stay in a room costs now, night by night, and the minimum stay its nights ask. Hidden
 * rooms are quoted too: staff book them. A room that does not exist is the caller's mistake.
 */
export async function quoteStay(
  req: PayloadRequest,
  stay: { roomId: string; checkIn: string; checkOut: string; guests: number },
): Promise<StayQuote> {
  const [room, seasons] = await Promise.all([
    findPricedRoom(req, stay.roomId),
    readHouseSeasons(req),
  ])
  if (!room) throw new Refusal(MESSAGES.booking.roomUnknown, 400)
  return quoteRoom(room, seasons, stay)
}

/**
 * A quote as the guest owes it, the one place a stay's price meets the taxes: unchanged when the
 * house's prices include them, each night with its taxes added when they do not (`owedNightPrices`).
 * Guests are shown the published prices; the stay is priced, and the ledger written, at this.
 */
export function owedBy({ rules, settings }: HouseTaxes, quote: StayQuote): StayQuote {
  if (settings.pricesIncludeTax) return quote
  const nights = owedNightPrices(quote.nights, rules, settings)
  return { ...quote, nights, price: nights.reduce((sum, night) => sum + night.price, 0) }
}

/** `owedBy` with the house's taxes as they are now. */
export async function owedQuote(req: PayloadRequest, quote: StayQuote): Promise<StayQuote> {
  return owedBy(await readHouseTaxes(req), quote)
}
