/**
 * What a night sold earns: ADR (average daily rate: the money the nights sold were priced at ÷ the
 * nights sold) and RevPAR (the same money ÷ the nights the rooms could be let, occupancy's
 * denominator). A stay's nights earn what each owes (`nightsOwed`: as priced, or the
 * price agreed by hand spread over them), not the rate card's: a price set or kept at the desk is what the guest pays, and
 * every night the stay fills counts, as occupancy counts it. A booking site's imported stay fills a
 * room but its price is not known here, so it is left out of both.
 */
import { nightsOwed, type PricedNights } from '@/lib/money/stayPriceLines'
import { startOfDayOf } from '@/lib/dates'

/**
 * A stay as ADR and RevPAR read it: its nights and the price agreed for them, whole pesewas, and
 * the nights' own prices when it was priced night by night.
 */
export type SoldStay = PricedNights & { price: number }

/** Each night of a stay inside [from, to) in ms: its start (ms) and what it owes (`nightsOwed`). */
export function nightShares(
  stay: SoldStay,
  range: { from: number; to: number },
): Array<{ at: number; pesewas: number }> {
  return nightsOwed(stay)
    .map(({ day, pesewas }) => ({ at: startOfDayOf(day), pesewas }))
    .filter(({ at }) => at >= range.from && at < range.to)
}

/** The nights of agreed stays inside [from, to) in ms, and what they were sold for. */
export function nightsSold(
  stays: ReadonlyArray<SoldStay>,
  range: { from: number; to: number },
): { nights: number; price: number } {
  let nights = 0
  let price = 0
  for (const stay of stays) {
    for (const night of nightShares(stay, range)) {
      nights += 1
      price += night.pesewas
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
