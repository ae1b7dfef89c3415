import { describe, expect, it } from '@jest/globals'

import { stayNights } from '@/lib/bookings/availability'
import {
  averageNightly,
  extraGuestsCharge,
  fitsRoom,
  isWeekendNight,
  priceOfNight,
  pricesVary,
  quoteNights,
  seasonFor,
  type RatedRoom,
  type RoomRate,
} from '@/lib/rooms/rates'

const december: RoomRate = {
  name: 'December',
  from: '2026-12-01',
  to: '2026-12-31',
  nightlyPrice: 500,
  weekendPrice: 600,
  minNights: 3,
}

function room(change: Partial<RatedRoom> = {}): RatedRoom {
  return { regularPrice: 300, discountedPrice: null, offer: false, rates: [december], ...change }
}

const quote = (r: RatedRoom, checkIn: string, checkOut: string, guests = 1) =>
  quoteNights(r, stayNights(checkIn, checkOut), guests)

describe('weekend nights', () => {
  it('are Friday and Saturday nights only', () => {
    // 3 Dec 2026 is a Thursday.
    expect(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map(isWeekendNight)).toEqual([
      false,
      true,
      true,
      false,
    ])
  })
})

describe('season boundaries', () => {
  it('prices the first and the last night of a season and not the nights either side', () => {
    const prices = quote(
      room({ rates: [{ ...december, weekendPrice: null }] }),
      '2026-11-30',
      '2027-01-02',
    )
    const byNight = new Map(prices.nights.map((n) => [n.night, n.price]))
    expect(byNight.get('2026-11-30')).toBe(30000)
    expect(byNight.get('2026-12-01')).toBe(50000)
    expect(byNight.get('2026-12-31')).toBe(50000)
    expect(byNight.get('2027-01-01')).toBe(30000)
  })

  it('reads seasons whose dates are stored timestamps at midnight GMT', () => {
    const stored = { ...december, from: '2026-12-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' }
    expect(seasonFor('2026-12-31', [stored])).toBe(stored)
    expect(seasonFor('2027-01-01', [stored])).toBeNull()
  })

  it('sums each night in pesewas: a stay across the start of a season pays both prices', () => {
    // 29 and 30 Nov everyday (₵300 each), 1 Dec a Tuesday in December (₵500).
    expect(quote(room(), '2026-11-29', '2026-12-02')).toEqual({
      nights: [
        { night: '2026-11-29', price: 30000 },
        { night: '2026-11-30', price: 30000 },
        { night: '2026-12-01', price: 50000 },
      ],
      price: 110000,
      minNights: 3,
    })
  })
})

describe('weekend price', () => {
  it('applies to Friday and Saturday nights inside the season', () => {
    const q = quote(room(), '2026-12-03', '2026-12-07')
    expect(q.nights.map((n) => n.price)).toEqual([50000, 60000, 60000, 50000])
    expect(q.price).toBe(220000)
  })

  it('is the season price when the season has none', () => {
    const r = room({ rates: [{ ...december, weekendPrice: null }] })
    expect(priceOfNight(r, '2026-12-04', 1)).toBe(50000)
  })

  it('does not touch weekends outside any season', () => {
    expect(priceOfNight(room(), '2026-11-27', 1)).toBe(30000)
  })
})

describe('overlapping seasons', () => {
  const event: RoomRate = {
    name: 'Festival',
    from: '2026-12-04',
    to: '2026-12-05',
    nightlyPrice: 800,
  }

  it('the one that starts later wins, whatever the order of the list', () => {
    for (const rates of [
      [december, event],
      [event, december],
    ]) {
      expect(quote(room({ rates }), '2026-12-03', '2026-12-07').nights.map((n) => n.price)).toEqual(
        [50000, 80000, 80000, 50000],
      )
    }
  })

  it('of two starting the same night, the shorter wins', () => {
    const week: RoomRate = { name: 'Week', from: '2026-12-01', to: '2026-12-07', nightlyPrice: 450 }
    expect(seasonFor('2026-12-02', [week, december])).toBe(week)
    expect(seasonFor('2026-12-02', [december, week])).toBe(week)
    expect(seasonFor('2026-12-09', [december, week])).toBe(december)
  })
})

describe('minimum stay', () => {
  it('is 1 night when no season asks more', () => {
    expect(quote(room({ rates: [] }), '2026-11-10', '2026-11-11').minNights).toBe(1)
  })

  it('is asked by any season pricing a night of the stay, the largest winning', () => {
    const event: RoomRate = { ...december, from: '2026-12-24', to: '2026-12-26', minNights: 5 }
    expect(quote(room({ rates: [december, event] }), '2026-12-20', '2026-12-22').minNights).toBe(3)
    expect(quote(room({ rates: [december, event] }), '2026-12-23', '2026-12-25').minNights).toBe(5)
    // One December night is enough to bring December's rule in.
    expect(quote(room(), '2026-11-28', '2026-12-02').minNights).toBe(3)
  })
})

describe('extra guests', () => {
  it('charge each guest beyond those included, every night', () => {
    const r = room({ rates: [], includedGuests: 2, extraGuestPrice: 50 })
    expect(extraGuestsCharge(r, 2)).toBe(0)
    expect(extraGuestsCharge(r, 4)).toBe(100)
    expect(quote(r, '2026-11-10', '2026-11-12', 3).price).toBe(70000)
  })

  it('charge nothing unless the room says how many its price includes', () => {
    expect(extraGuestsCharge(room({ extraGuestPrice: 50 }), 6)).toBe(0)
    expect(extraGuestsCharge(room({ includedGuests: 1 }), 6)).toBe(0)
  })

  it('come on top of a season price', () => {
    const r = room({ includedGuests: 2, extraGuestPrice: 75 })
    expect(priceOfNight(r, '2026-12-04', 3)).toBe(67500)
  })
})

describe('offers', () => {
  const onOffer = room({ offer: true, discountedPrice: 250 })

  it('price the everyday nights', () => {
    expect(priceOfNight(onOffer, '2026-11-10', 1)).toBe(25000)
  })

  it('give way to a season: peak nights keep their own price', () => {
    expect(priceOfNight(onOffer, '2026-12-10', 1)).toBe(50000)
  })

  it('do nothing when the discounted price is not below the regular one', () => {
    expect(priceOfNight(room({ offer: true, discountedPrice: 350 }), '2026-11-10', 1)).toBe(30000)
  })
})

describe('rounding to the pesewa', () => {
  it('rounds each night, and the price is the sum of the rounded nights', () => {
    // 33.333 a night is 3333 pesewas; three nights are 9999 (rounding 99.999 once would give 100.00).
    const q = quote(room({ regularPrice: 33.333, rates: [] }), '2026-11-10', '2026-11-13')
    expect(q.nights.map((n) => n.price)).toEqual([3333, 3333, 3333])
    expect(q.price).toBe(9999)
  })

  it('stores three nights at ₵46.64 as 13992 pesewas, never 139.92999999999998', () => {
    expect(46.64 * 3).not.toBe(139.92)
    const q = quote(room({ regularPrice: 46.64, rates: [] }), '2026-11-10', '2026-11-13')
    expect(q.nights.map((n) => n.price)).toEqual([4664, 4664, 4664])
    expect(q.price).toBe(13992)
    expect(q.nights.every((n) => Number.isInteger(n.price))).toBe(true)
  })

  it('rounds the extra guests with the night they are added to', () => {
    const r = room({ rates: [], includedGuests: 1, extraGuestPrice: 10.004 })
    expect(priceOfNight(r, '2026-11-10', 2)).toBe(31000)
  })

  it('adds decimal prices without float drift', () => {
    const r = room({ regularPrice: 0.1, rates: [] })
    expect(quote(r, '2026-11-10', '2026-11-13').price).toBe(30)
  })

  it('the nightly figure is the average, in whole pesewas', () => {
    expect(
      averageNightly({
        nights: [
          { night: 'a', price: 10000 },
          { night: 'b', price: 20000 },
        ],
        price: 30000,
      }),
    ).toBe(15000)
    expect(averageNightly(quote(room({ rates: [] }), '2026-11-10', '2026-11-13'))).toBe(30000)
    expect(
      averageNightly({ nights: [1, 2, 3].map(() => ({ night: 'x', price: 0 })), price: 10000 }),
    ).toBe(3333)
    expect(averageNightly({ nights: [], price: 0 })).toBe(0)
  })
})

describe('prices that vary', () => {
  it('are told apart from a stay whose nights all cost the same', () => {
    expect(pricesVary(quote(room(), '2026-12-03', '2026-12-05').nights)).toBe(true)
    expect(pricesVary(quote(room(), '2026-12-06', '2026-12-09').nights)).toBe(false)
  })
})

describe('capacity', () => {
  it('takes a party up to the room’s maximum', () => {
    expect(fitsRoom({ maxGuests: 2 }, 2)).toBe(true)
    expect(fitsRoom({ maxGuests: 2 }, 3)).toBe(false)
  })

  it('takes any party when the room states no maximum', () => {
    expect(fitsRoom({ maxGuests: null }, 6)).toBe(true)
    expect(fitsRoom({}, 6)).toBe(true)
  })
})
