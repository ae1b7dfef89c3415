/**
 * What a night sold earns: ADR (average daily rate: the room price of the nights sold ÷ the nights
 * sold) and RevPAR (the same price ÷ the nights the rooms could be let, occupancy's denominator).
 * Prices are the stay's own night prices in whole pesewas; a booking site's imported stay fills a
 * room but its price is not known here, so it is left out of both.
 */
import { startOfDayOf } from '../dates'

export type PricedNight = { night: string; price: number }

/** The nights of agreed stays inside [from, to) in ms, and what they were sold for. */
export function nightsSold(
  stays: ReadonlyArray<{ nightPrices: readonly PricedNight[] }>,
  range: { from: number; to: number },
): { nights: number; price: number } {
  let nights = 0
  let price = 0
  for (const stay of stays) {
    for (const night of stay.nightPrices) {
      const at = startOfDayOf(night.night)
      if (at < range.from || at >= range.to) continue
      nights += 1
      price += Math.round(night.price)
    }
  }
  return { nights, price }
}

/** ADR and RevPAR in whole pesewas; none (0) when nothing was sold or nothing could be let. */
export function roomRates(sold: { nights: number; price: number }, availableNights: number) {
  return {
    adr: sold.nights > 0 ? Math.round(sold.price / sold.nights) : 0,
    revpar: availableNights > 0 ? Math.round(sold.price / availableNights) : 0,
  }
}
