import { formatDate } from '@/lib/dates'
import { indicativePrices as indicativeText } from '@/lib/messages/indicativePrices'

/**
 * Room prices shown also in pounds, dollars and euros for guests abroad, at rates the owner sets.
 * Only ever a guide beside the cedi price: nothing here is charged, invoiced or booked.
 */

export const FOREIGN_CURRENCIES = ['gbp', 'usd', 'eur'] as const
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number]

export const FOREIGN_CURRENCY_SYMBOLS: Record<ForeignCurrency, string> = {
  gbp: '£',
  usd: '$',
  eur: '€',
}

export const FOREIGN_CURRENCY_NAMES: Record<ForeignCurrency, string> = {
  gbp: 'pound',
  usd: 'US dollar',
  eur: 'euro',
}

/** Each currency's rate in pesewas for one unit (null: not shown), and the day they were set. */
export type IndicativeRates = {
  rates: Record<ForeignCurrency, number | null>
  /** YYYY-MM-DD */
  setOn: string
}

/** A rate is a whole number of pesewas above zero: 1580 is ₵15.80 for one pound. */
export function isRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
}

/**
 * A cedi amount in whole foreign units: a guide needs no pence or cents, and whole units read at a
 * glance. Rounded to the nearest unit, and never down to nothing for a price above zero.
 */
export function toForeignUnits(pesewas: number, pesewasPerUnit: number): number {
  if (pesewas <= 0) return 0
  return Math.max(1, Math.round(pesewas / pesewasPerUnit))
}

type StoredRates = {
  gbp?: number | null
  usd?: number | null
  eur?: number | null
  setOn?: string | null
}

/** The rates as the settings hold them, or null when no rate (or no date) is set: no line shows. */
export function indicativeRatesOf(stored: StoredRates | null | undefined): IndicativeRates | null {
  if (!stored?.setOn) return null
  const rates = Object.fromEntries(
    FOREIGN_CURRENCIES.map((currency) => {
      const rate = stored[currency]
      return [currency, isRate(rate) ? rate : null]
    }),
  ) as Record<ForeignCurrency, number | null>
  if (FOREIGN_CURRENCIES.every((currency) => rates[currency] === null)) return null
  return { rates, setOn: stored.setOn.slice(0, 10) }
}

/** "≈ £23 · $29 · €27, indicative, at rates of 1 Dec 2026"; null without rates. */
export function indicativePriceText(
  pesewas: number,
  indicative: IndicativeRates | null,
): string | null {
  if (!indicative || pesewas <= 0) return null
  const amounts = FOREIGN_CURRENCIES.flatMap((currency) => {
    const rate = indicative.rates[currency]
    return rate === null
      ? []
      : [
          `${FOREIGN_CURRENCY_SYMBOLS[currency]}${toForeignUnits(pesewas, rate).toLocaleString('en-GB')}`,
        ]
  })
  return indicativeText.line(amounts, formatDate(indicative.setOn))
}
