/**
 * What a stay costs, night by night. A room has its everyday price (the offer price while an offer
 * runs) and may have seasons and events: a date range with its own nightly price, an optional
 * weekend price for Friday and Saturday nights, and an optional minimum stay. A party larger than
 * the guests the price includes pays the extra-guest price for each extra guest, every night.
 *
 * - A night belongs to a season when it falls from its first night to its last night, both included.
 * - Where seasons overlap, the one that starts latest wins (an event weekend inside December beats
 *   December); of two starting the same night, the shorter wins; then the later in the list.
 * - A season's price replaces the everyday price, offer included: an offer lowers the everyday
 *   price, and peak nights are priced on their own.
 * - The minimum stay is the largest asked by the seasons that price the stay's nights.
 * - Rooms keep their prices in cedis (at most two decimals); each night is converted to whole
 *   pesewas here, once, and the stay's price is the sum of its nights in pesewas.
 */
import { ISO_DATE } from '@/lib/dates'
import { toPesewas } from '@/lib/money/amounts'
import { nightlyPrice } from './index'
import type { RoomPricing } from './types'

/** A season or event as stored on the room: its dates may come as stored timestamps. */
export type RoomRate = {
  name?: string | null
  from: string
  to: string
  nightlyPrice: number
  weekendPrice?: number | null
  minNights?: number | null
}

export type RatedRoom = RoomPricing & {
  rates?: readonly RoomRate[] | null
  includedGuests?: number | null
  extraGuestPrice?: number | null
}

/** A night and its price in whole pesewas. */
export type NightPrice = { night: string; price: number }
/** The stay's nights, its price (their sum), both in whole pesewas, and the minimum stay asked. */
export type StayQuote = { nights: NightPrice[]; price: number; minNights: number }

/** The Ghana day a stored date falls on (stored dates are midnight GMT). */
function asDay(value: string): string {
  const day = String(value ?? '').slice(0, 10)
  return ISO_DATE.test(day) ? day : ''
}

/** Friday and Saturday nights: the nights before the two days most guests are not at work. */
export function isWeekendNight(night: string): boolean {
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay()
  return weekday === 5 || weekday === 6
}

/** The season that prices a night, by the rule above; null on everyday nights. */
export function seasonFor(night: string, rates: readonly RoomRate[]): RoomRate | null {
  let best: { rate: RoomRate; from: string; to: string } | null = null
  for (const rate of rates) {
    const from = asDay(rate.from)
    const to = asDay(rate.to)
    if (!from || !to || night < from || night > to) continue
    const wins = !best || from > best.from || (from === best.from && to <= best.to)
    if (wins) best = { rate, from, to }
  }
  return best?.rate ?? null
}

/** One night's price for a party of `guests`, in whole pesewas. */
export function priceOfNight(room: RatedRoom, night: string, guests: number): number {
  const season = seasonFor(night, room.rates ?? [])
  const base = season
    ? isWeekendNight(night) && typeof season.weekendPrice === 'number' && season.weekendPrice > 0
      ? season.weekendPrice
      : season.nightlyPrice
    : nightlyPrice(room)
  return toPesewas(base) + toPesewas(extraGuestsCharge(room, guests))
}

/** What the extra guests add to a night: nothing unless the room says how many its price includes. */
export function extraGuestsCharge(room: RatedRoom, guests: number): number {
  const included = room.includedGuests
  const price = room.extraGuestPrice
  if (typeof included !== 'number' || typeof price !== 'number' || price <= 0) return 0
  return Math.max(0, guests - included) * price
}

/** Every night of the stay with its price, the stay's price, and the minimum stay those nights ask. */
export function quoteNights(room: RatedRoom, nights: readonly string[], guests: number): StayQuote {
  const rates = room.rates ?? []
  let minNights = 1
  let price = 0
  const priced = nights.map((night) => {
    const season = seasonFor(night, rates)
    if (season?.minNights && season.minNights > minNights) minNights = season.minNights
    const nightPrice = priceOfNight(room, night, guests)
    price += nightPrice
    return { night, price: nightPrice }
  })
  return { nights: priced, price, minNights }
}

/**
 * The one nightly figure a room shows for a stay, in whole pesewas: the average of its nights, so a
 * stay whose nights all cost the same shows exactly that price.
 */
export function averageNightly(quote: Pick<StayQuote, 'nights' | 'price'>): number {
  if (!quote.nights.length) return 0
  return Math.round(quote.price / quote.nights.length)
}

/** Whether the stay's nights do not all cost the same: then the page lists them night by night. */
export function pricesVary(nights: readonly NightPrice[]): boolean {
  return nights.some((night) => night.price !== nights[0]?.price)
}

/** Whether a party fits the room; a room with no stated maximum takes any party the house takes. */
export function fitsRoom(room: { maxGuests?: number | null }, guests: number): boolean {
  return typeof room.maxGuests !== 'number' || guests <= room.maxGuests
}
