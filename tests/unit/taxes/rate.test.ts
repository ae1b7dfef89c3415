import { describe, expect, it } from '@jest/globals'

import { formatRatePercent, parseRatePercent } from '@/lib/taxes/rate'

describe('rates as admins type them and invoices print them', () => {
  it.each([
    ['15', 1500],
    ['2.5', 250],
    ['2.50', 250],
    ['0.75', 75],
    [' 1% ', 100],
    ['100', 10_000],
  ])('reads %p as %p basis points', (text, basisPoints) => {
    expect(parseRatePercent(text)).toBe(basisPoints)
  })

  it.each(['', '2.555', '-1', 'fifteen', '2,5', '1000'])('does not read %p as a rate', (text) => {
    expect(parseRatePercent(text)).toBeNull()
  })

  it('prints every rate from 0.01% to 100% so that it reads back as typed', () => {
    expect.assertions(1)
    const wrong: string[] = []
    for (let basisPoints = 1; basisPoints <= 10_000; basisPoints++) {
      const printed = formatRatePercent(basisPoints)
      if (parseRatePercent(printed) !== basisPoints) wrong.push(printed)
    }
    expect(wrong).toEqual([])
  })

  it.each([
    [1500, '15%'],
    [250, '2.5%'],
    [75, '0.75%'],
    [10_000, '100%'],
  ])('prints %p basis points as %p', (basisPoints, text) => {
    expect(formatRatePercent(basisPoints)).toBe(text)
  })
})
