import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import { signedAmount, type StayMoney } from './ledger'

export type { StayMoney }

/**
 * The lines that make up a stay's price as the guest's page and the invoice list them: each night
 * at the price it was quoted, then, when the price agreed differs from their sum (a price set or
 * kept at the desk), the adjustment that brings them to it, so the lines always add up to the price
 * of the stay. A stay whose nights were never priced one by one lists none, and no adjustment.
 */
export function stayPriceLines<N extends { price: number }>(
  nightPrices: readonly N[],
  price: number,
): { nights: readonly N[]; adjustment: number } {
  if (!nightPrices.length) return { nights: nightPrices, adjustment: 0 }
  const quoted = nightPrices.reduce((sum, night) => sum + Math.round(night.price), 0)
  return { nights: nightPrices, adjustment: Math.round(price) - quoted }
}

/**
 * The price a stay was agreed at, spread over its nights in whole pesewas: equal shares, the odd
 * pesewas on the first nights, so the nights always add up to the price. What the reports count a
 * night sold for (ADR, RevPAR): the money the stay is priced at, whatever the rate card said.
 */
export function spreadPrice(price: number, nights: number): number[] {
  if (nights <= 0) return []
  const whole = Math.max(Math.round(price), 0)
  const share = Math.floor(whole / nights)
  const odd = whole - share * nights
  return Array.from({ length: nights }, (_, i) => share + (i < odd ? 1 : 0))
}

/** A stay as its nights are priced: the price it owes and the nights it was priced by, if any. */
export type PricedNights = {
  price: number
  nightPrices?: readonly { night: string; price: number }[] | null
  checkIn: string | Date
  checkOut: string | Date
}

/**
 * What each night of a stay owes, the one rule the invoice, the month and the dashboard read a
 * night by: the nights as priced when they add up to the stay's price (a house adding its taxes
 * prices each night with that night's rates, so nights either side of a change of rates differ);
 * otherwise (a price set by hand) the price spread over the nights (`spreadPrice`).
 */
export function nightsOwed(stay: PricedNights): Array<{ day: string; pesewas: number }> {
  const price = Math.round(stay.price)
  const nightPrices = stay.nightPrices ?? []
  const priced = nightPrices.reduce((sum, night) => sum + Math.round(night.price), 0)
  if (nightPrices.length && priced === price) {
    return nightPrices.map((night) => ({ day: night.night, pesewas: Math.round(night.price) }))
  }
  const days = stayNights(ghanaDay(stay.checkIn), ghanaDay(stay.checkOut))
  return spreadPrice(price, days.length).map((pesewas, index) => ({ day: days[index], pesewas }))
}

/** A payment or refund as the guest's page lists it: signed pesewas (a refund is negative). */
export type StayPayment = { amount: number; date: string; method: string; receipt: string | null }

type Entry = {
  id: string | number
  kind: string
  amount: number
  reverses?: string | number | { id: string | number } | null
  method?: string | null
  date?: string | null
  createdAt: string
  receipt?: string | null
}

/** Payments and refunds still standing (a reversed one is left out), in the order they came. */
export function guestPayments(entries: readonly Entry[]): StayPayment[] {
  const reversed = new Set(
    entries
      .filter((entry) => entry.kind === 'reversal' && entry.reverses)
      .map((entry) =>
        String(typeof entry.reverses === 'object' ? entry.reverses?.id : entry.reverses),
      ),
  )
  return entries
    .filter(
      (entry) =>
        (entry.kind === 'payment' || entry.kind === 'refund') && !reversed.has(String(entry.id)),
    )
    .map((entry) => ({
      amount: signedAmount(entry),
      date: (entry.date ?? entry.createdAt).slice(0, 10),
      method: entry.method ?? '',
      receipt: entry.receipt ?? null,
    }))
}
