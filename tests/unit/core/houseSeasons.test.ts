import { describe, expect, it } from '@jest/globals'

import { quoteNights } from '@/lib/rooms/rates'
import {
  houseSeasonRates,
  overlappingSeason,
  repeatedTarget,
  type HouseSeason,
} from '@/lib/rooms/seasons'

const CHRISTMAS: HouseSeason = {
  id: 's1',
  name: 'Christmas',
  from: '2026-12-24T00:00:00.000Z',
  to: '2027-01-01T00:00:00.000Z',
  minNights: 2,
  prices: [
    { category: 'King Size', nightlyPrice: 700, weekendPrice: 750 },
    { category: 'Queen Size', nightlyPrice: 500 },
    { room: { id: 'suite' }, nightlyPrice: 800 },
  ],
}

const room = (id: string, bedType: 'King Size' | 'Queen Size' | 'Single Size') => ({
  id,
  bedType,
})

describe('a house season as one room’s rates', () => {
  it('takes the room’s own price first, then its category’s, and none for a room it does not name', () => {
    expect(houseSeasonRates(room('suite', 'King Size'), [CHRISTMAS])).toEqual([
      {
        name: 'Christmas',
        from: CHRISTMAS.from,
        to: CHRISTMAS.to,
        nightlyPrice: 800,
        weekendPrice: null,
        minNights: 2,
      },
    ])
    expect(houseSeasonRates(room('deluxe', 'King Size'), [CHRISTMAS])[0]).toMatchObject({
      nightlyPrice: 700,
      weekendPrice: 750,
    })
    expect(houseSeasonRates(room('studio', 'Single Size'), [CHRISTMAS])).toEqual([])
  })

  it('prices the season’s nights, weekend nights included, and asks its minimum stay', () => {
    const rates = houseSeasonRates(room('deluxe', 'King Size'), [CHRISTMAS])
    // 24 Dec 2026 is a Thursday, 25 a Friday; 23 is before the season.
    const quote = quoteNights(
      { regularPrice: 450, discountedPrice: 400, offer: true, rates },
      ['2026-12-23', '2026-12-24', '2026-12-25'],
      1,
    )
    expect(quote.nights.map((night) => night.price)).toEqual([40_000, 70_000, 75_000])
    expect(quote.minNights).toBe(2)
  })
})

describe('house seasons never overlap', () => {
  it('finds the season sharing a night, first and last nights included, but not the season itself', () => {
    const newYear = { from: '2027-01-01', to: '2027-01-03' }
    expect(overlappingSeason(newYear, [CHRISTMAS])?.name).toBe('Christmas')
    expect(overlappingSeason({ from: '2027-01-02', to: '2027-01-03' }, [CHRISTMAS])).toBeNull()
    expect(overlappingSeason({ from: '2026-12-20', to: '2026-12-23' }, [CHRISTMAS])).toBeNull()
    expect(overlappingSeason({ ...CHRISTMAS }, [CHRISTMAS])).toBeNull()
  })

  it('sees one room or one category priced twice', () => {
    expect(repeatedTarget(CHRISTMAS.prices ?? [])).toBe(false)
    expect(
      repeatedTarget([
        { category: 'King Size', nightlyPrice: 700 },
        { category: 'King Size', nightlyPrice: 650 },
      ]),
    ).toBe(true)
    expect(
      repeatedTarget([
        { room: 'suite', nightlyPrice: 700 },
        { room: { id: 'suite' }, nightlyPrice: 650 },
      ]),
    ).toBe(true)
  })
})
