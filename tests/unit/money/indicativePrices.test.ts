import { describe, expect, it } from '@jest/globals'

import {
  indicativePriceText,
  indicativeRatesOf,
  toForeignUnits,
} from '@/lib/money/indicativePrices'

/** £1 = ₵15.80, $1 = ₵12.40, €1 = ₵13.30, set on 1 Dec 2026. */
const STORED = { gbp: 1580, usd: 1240, eur: 1330, setOn: '2026-12-01T00:00:00.000Z' }

describe('indicative prices', () => {
  it('turn pesewas into whole foreign units, rounded to the nearest, never to nothing', () => {
    expect(toForeignUnits(36_000, 1580)).toBe(23) // ₵360 = £22.78
    expect(toForeignUnits(36_000, 1240)).toBe(29) // ₵360 = $29.03
    expect(toForeignUnits(36_000, 1330)).toBe(27) // ₵360 = €27.07
    expect(toForeignUnits(790, 1580)).toBe(1) // ₵7.90 = £0.50
    expect(toForeignUnits(500, 1580)).toBe(1) // ₵5 = £0.32: a price is never "£0"
    expect(toForeignUnits(0, 1580)).toBe(0)
  })

  it('read as one line with the day the rates were set', () => {
    expect(indicativePriceText(36_000, indicativeRatesOf(STORED))).toBe(
      '≈ £23 · $29 · €27, indicative, at rates of 1 Dec 2026',
    )
    expect(indicativePriceText(1_200_000, indicativeRatesOf(STORED))).toBe(
      '≈ £759 · $968 · €902, indicative, at rates of 1 Dec 2026',
    )
  })

  it('leave out a currency without a rate, and show nothing without any', () => {
    expect(indicativePriceText(36_000, indicativeRatesOf({ ...STORED, usd: null }))).toBe(
      '≈ £23 · €27, indicative, at rates of 1 Dec 2026',
    )
    expect(indicativeRatesOf({ gbp: null, usd: null, eur: null, setOn: STORED.setOn })).toBeNull()
    expect(indicativeRatesOf({ ...STORED, setOn: null })).toBeNull()
    expect(indicativeRatesOf(undefined)).toBeNull()
    expect(indicativePriceText(36_000, null)).toBeNull()
  })
})
