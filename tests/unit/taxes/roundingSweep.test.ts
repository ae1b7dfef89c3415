import { describe, expect, it } from '@jest/globals'

import { taxesOfCharge } from '@/lib/taxes/amount'
import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'

/**
 * Every price from ₵0.01 to ₵999.99, in each regime, with prices that include the taxes and prices
 * they are added to, checked against figures worked here apart from the module: whole-number
 * arithmetic on each tax's share of the net in hundred-millionths (2.5% is 2_500_000; VAT on the
 * price plus 6% of levies is 15% × 1.06 = 15_900_000).
 */
const PER_WHOLE = 100_000_000
const LAST_PRICE = 99_999

type Share = { code: string; ofNet: number; baseOfNet: number }
const levy = (code: string, ofNet: number): Share => ({ code, ofNet, baseOfNet: PER_WHOLE })

const CASCADE: Share[] = [
  levy('NHIL', 2_500_000),
  levy('GETFUND', 2_500_000),
  levy('COVID', 1_000_000),
  { code: 'VAT', ofNet: 15_900_000, baseOfNet: 106_000_000 },
  levy('TOURISM', 1_000_000),
]
const UNIFIED: Share[] = [
  levy('NHIL', 2_500_000),
  levy('GETFUND', 2_500_000),
  levy('VAT', 15_000_000),
  levy('TOURISM', 1_000_000),
]
const TOURISM_ONLY: Share[] = [levy('TOURISM', 1_000_000)]

/** numerator ÷ denominator to the nearest whole number, a half going up, in exact integers. */
function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(2 * numerator + denominator)) throw new RangeError('Not exact')
  const doubled = 2 * numerator + denominator
  return (doubled - (doubled % (2 * denominator))) / (2 * denominator)
}

describe.each([
  ['before 2026, VAT-registered', '2025-12-31', true, CASCADE],
  ['from 2026, VAT-registered', '2026-01-01', true, UNIFIED],
  ['before 2026, not registered for VAT', '2025-12-31', false, TOURISM_ONLY],
  ['from 2026, not registered for VAT', '2026-01-01', false, TOURISM_ONLY],
])('%s', (_regime, day, vatRegistered, shares) => {
  const allShares = shares.reduce((sum, share) => sum + share.ofNet, 0)

  it.each([
    ['taxes added', false],
    ['taxes included', true],
  ])('with %s, every price from ₵0.01 to ₵999.99 adds up and rounds each line', (_, inclusive) => {
    expect.assertions(2)
    const wrong: string[] = []
    let checked = 0
    for (let price = 1; price <= LAST_PRICE; price++) {
      const breakdown = taxesOfCharge(price, day, 'room', DEFAULT_TAX_RULES, {
        pricesIncludeTax: inclusive,
        vatRegistered,
      })
      // Net is the price, or the price ÷ (1 + every share): a share of it is price × share ÷ this.
      const perNet = inclusive ? PER_WHOLE + allShares : PER_WHOLE
      const expectedLines = shares.map((share) => ({
        code: share.code,
        amountPesewas: roundHalfUp(price * share.ofNet, perNet),
        basePesewas: roundHalfUp(price * share.baseOfNet, perNet),
      }))
      const lines = breakdown.lines.map(({ code, amountPesewas, basePesewas }) => ({
        code,
        amountPesewas,
        basePesewas,
      }))
      const taxes = lines.reduce((sum, line) => sum + line.amountPesewas, 0)
      const adds =
        breakdown.netPesewas + taxes === breakdown.grossPesewas &&
        breakdown.taxPesewas === taxes &&
        breakdown.netPesewas >= 0 &&
        (inclusive ? breakdown.grossPesewas === price : breakdown.netPesewas === price) &&
        // The net takes the residual: at most half a pesewa per line from the exact net.
        2 * Math.abs(breakdown.netPesewas * perNet - price * PER_WHOLE) <= lines.length * perNet
      if (!adds || JSON.stringify(lines) !== JSON.stringify(expectedLines)) {
        wrong.push(`${price}: ${JSON.stringify(breakdown)}`)
      }
      checked++
    }
    expect(checked).toBe(99_999)
    expect(wrong.slice(0, 5)).toEqual([])
  })
})
