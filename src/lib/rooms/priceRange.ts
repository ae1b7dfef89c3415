/**
 * The prices a room asks over the coming months, told before any dates are chosen, so the card's
 * price is never the only figure a guest sees before a dearer quote. Every night of the horizon is
 * priced by the same rule and the same taxes as a quote (`quoteNights`, then `owedNightPrices`), so
 * the range can never disagree with what the booking form asks for those nights.
 */
import { addDays, formatNightSpan } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import { rooms as roomsText } from '@/lib/messages/rooms'
import { owedNightPrices } from '@/lib/taxes/owed'
import type { HouseTaxSettings, TaxRule } from '@/lib/taxes/rules'

import { isWeekendNight, quoteNights, seasonFor, type RatedRoom, type RoomRate } from './rates'

/** How far ahead guests are told prices: a year, so every season comes round once. */
export const PRICE_HORIZON_DAYS = 365

/** The lowest and highest of some nights' prices, in whole pesewas. */
export type PriceSpan = { lowest: number; highest: number }

/** Consecutive nights one season prices, with its weekday and Friday-and-Saturday prices. */
export type SeasonRun = {
  first: string
  last: string
  weekdays: PriceSpan | null
  weekends: PriceSpan | null
}

/** Every price the horizon's nights ask, and the runs of nights seasons price, in date order. */
export type PriceOutlook = PriceSpan & { seasons: SeasonRun[]; taxesAdded: boolean }

function widen(span: PriceSpan | null, price: number): PriceSpan {
  return span
    ? { lowest: Math.min(span.lowest, price), highest: Math.max(span.highest, price) }
    : { lowest: price, highest: price }
}

/**
 * Every night from `today` for `days` nights, priced for one guest (extra guests pay on top, as
 * the form shows) as the guest will be asked: with the taxes added when the house's published
 * prices leave them out.
 */
export function priceOutlook(
  room: RatedRoom,
  today: string,
  taxes: { rules: readonly TaxRule[]; settings: HouseTaxSettings },
  days: number = PRICE_HORIZON_DAYS,
): PriceOutlook {
  const nights = Array.from({ length: days }, (_, index) => addDays(today, index))
  const owed = owedNightPrices(quoteNights(room, nights, 1).nights, taxes.rules, taxes.settings)
  const rates = room.rates ?? []
  let all: PriceSpan | null = null
  const seasons: SeasonRun[] = []
  let current = null as { season: RoomRate; run: SeasonRun } | null
  for (const { night, price } of owed) {
    all = widen(all, price)
    const season = seasonFor(night, rates)
    if (!season) {
      current = null
      continue
    }
    if (current?.season !== season) {
      current = { season, run: { first: night, last: night, weekdays: null, weekends: null } }
      seasons.push(current.run)
    }
    const run = current.run
    run.last = night
    if (isWeekendNight(night)) run.weekends = widen(run.weekends, price)
    else run.weekdays = widen(run.weekdays, price)
  }
  return {
    lowest: all?.lowest ?? 0,
    highest: all?.highest ?? 0,
    seasons,
    taxesAdded: !taxes.settings.pricesIncludeTax,
  }
}

function spanText({ lowest, highest }: PriceSpan): string {
  return lowest === highest
    ? formatPesewas(lowest)
    : `${formatPesewas(lowest)}–${formatPesewas(highest)}`
}

function sameSpan(a: PriceSpan, b: PriceSpan): boolean {
  return a.lowest === b.lowest && a.highest === b.highest
}

function seasonText(run: SeasonRun): string {
  const nights = formatNightSpan(run.first, run.last)
  const main = run.weekdays ?? run.weekends
  if (!main) return nights
  const weekends =
    run.weekdays && run.weekends && !sameSpan(run.weekdays, run.weekends)
      ? `, ${roomsText.priceRange.weekends(spanText(run.weekends))}`
      : ''
  return `${roomsText.priceRange.season(nights, spanText(main))}${weekends}`
}

/**
 * The outlook as the card reads it: "₵350–₵500 a night; 7–23 Dec ₵420, weekends ₵450; 24 Dec–1 Jan
 * ₵500". Nights in no season cost the card's price (with the taxes when they are added), so only
 * the seasons are listed.
 */
export function priceRangeText(outlook: PriceOutlook): string {
  const text = roomsText.priceRange
  const parts = [
    outlook.lowest === outlook.highest
      ? text.single(formatPesewas(outlook.lowest))
      : text.range(formatPesewas(outlook.lowest), formatPesewas(outlook.highest)),
    ...outlook.seasons.map(seasonText),
  ]
  if (outlook.taxesAdded) parts.push(text.withTaxes)
  return parts.join(text.separator)
}
