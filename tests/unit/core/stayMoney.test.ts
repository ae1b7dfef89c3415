import { describe, expect, it } from '@jest/globals'

import { spreadPrice, stayPriceLines } from '@/lib/money/stayPriceLines'

describe('a stay’s price, line by line', () => {
  const nights = [
    { night: '2026-11-21', price: 30_000 },
    { night: '2026-11-22', price: 30_050 },
  ]

  it('adjusts the nights to the price agreed, so the lines add up to it', () => {
    expect(stayPriceLines(nights, 60_050).adjustment).toBe(0)
    expect(stayPriceLines(nights, 65_000).adjustment).toBe(4950)
    expect(stayPriceLines(nights, 55_000).adjustment).toBe(-5050)
    expect(stayPriceLines(nights, 55_000).nights).toBe(nights)
  })

  it('lists no nights and no adjustment when the nights were never priced one by one', () => {
    expect(stayPriceLines([], 45_000)).toEqual({ nights: [], adjustment: 0 })
  })
})

describe('the agreed price spread over the nights', () => {
  it.each([
    [90_000, 3, [30_000, 30_000, 30_000]],
    [100_000, 3, [33_334, 33_333, 33_333]],
    [100_001, 3, [33_334, 33_334, 33_333]],
    [2, 3, [1, 1, 0]],
    [0, 2, [0, 0]],
    [50_000, 0, []],
  ])('%p pesewas over %p nights is %p, adding up to the price', (price, count, shares) => {
    expect(spreadPrice(price, count)).toEqual(shares)
    expect(spreadPrice(price, count).reduce((sum, share) => sum + share, 0)).toBe(count ? price : 0)
  })
})
