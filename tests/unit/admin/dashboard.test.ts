import {
  buildDashboard,
  dashboardRange,
  nightsWithin,
  parsePeriod,
  trendText,
  type DashboardBookingInput,
  type DashboardMoneyInput,
  type DashboardRoomInput,
} from '@/lib/reports'
import { rangeMs } from '@/lib/reports/reportRanges'

const now = new Date('2025-06-30T15:00:00.000Z')
/** Noon on the day `offset` days from `now`, as /cms stores day-only dates. */
const day = (offset: number) => new Date(Date.UTC(2025, 5, 30 + offset, 12)).toISOString()

/** The rolling `days` days ending with `now`'s day. */
const span = (days: number) => dashboardRange({ period: String(days) }, '2025-06-30')!

const rooms: DashboardRoomInput[] = [
  {
    id: 'suite',
    name: 'Executive Suite',
    regularPrice: 500,
    discountedPrice: null,
    offer: false,
    isAvailable: true,
  },
  {
    id: 'deluxe',
    name: 'Deluxe King',
    regularPrice: 450,
    discountedPrice: 400,
    offer: true,
    isAvailable: true,
  },
  {
    id: 'double',
    name: 'Double Bed',
    regularPrice: 300,
    discountedPrice: 250,
    offer: true,
    isAvailable: false,
  },
  {
    id: 'studio',
    name: 'Studio',
    regularPrice: 200,
    discountedPrice: null,
    offer: false,
    isAvailable: true,
  },
]

const booking = (
  room: string,
  checkIn: number,
  checkOut: number,
  paid: number,
  status = 'confirmed',
): DashboardBookingInput & { paid: DashboardMoneyInput[] } => ({
  room,
  checkIn: day(checkIn),
  checkOut: day(checkOut),
  // Paid on arrival, as most guests of the house pay (in whole pesewas).
  paid: paid ? [payment(room, paid * 100, checkIn)] : [],
  status,
})

let entryIds = 0
function payment(room: string, amount: number, on: number, kind = 'payment'): DashboardMoneyInput {
  entryIds += 1
  return { id: `e${entryIds}`, kind, amount, room, day: day(on).slice(0, 10) }
}

/** The money of the stays given. */
const moneyOf = (stays: ReadonlyArray<{ paid: DashboardMoneyInput[] }>) =>
  stays.flatMap((stay) => stay.paid)

describe('periods', () => {
  it('7/30/90 days, default 30', () => {
    expect(parsePeriod('7')).toBe(7)
    expect(parsePeriod('90')).toBe(90)
    expect(parsePeriod(null)).toBe(30)
    expect(parsePeriod('45')).toBe(30)
    expect(parsePeriod('x')).toBe(30)
  })

  it('a period is the N days ending with today, the previous one just before it', () => {
    expect(span(7)).toEqual({
      period: '7',
      current: { from: '2025-06-24', to: '2025-06-30' },
      previous: { from: '2025-06-17', to: '2025-06-23' },
      against: 'previous 7 days',
    })
  })

  it('calendar months run from the 1st to the last day, compared with the month before', () => {
    expect(dashboardRange({ period: 'this-month' }, '2025-06-03')).toEqual({
      period: 'this-month',
      current: { from: '2025-06-01', to: '2025-06-30' },
      previous: { from: '2025-05-01', to: '2025-05-31' },
      against: 'previous month',
    })
    expect(dashboardRange({ period: 'last-month' }, '2025-03-31')?.current).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    })
  })

  it('any two days make a range; days out of order or more than a year apart do not', () => {
    expect(dashboardRange({ from: '2025-06-10', to: '2025-06-12' }, '2025-06-30')).toMatchObject({
      period: 'custom',
      previous: { from: '2025-06-07', to: '2025-06-09' },
      against: 'previous 3 days',
    })
    expect(dashboardRange({ from: '2025-06-12', to: '2025-06-10' }, '2025-06-30')).toBeNull()
    expect(dashboardRange({ from: '2024-01-01', to: '2025-06-10' }, '2025-06-30')).toBeNull()
    expect(dashboardRange({ from: '2025-06-10' }, '2025-06-30')).toBeNull()
  })

  it('counts only the nights inside a range', () => {
    const range = rangeMs(span(7).current)
    expect(nightsWithin(day(-3), day(-1), range)).toBe(2)
    expect(nightsWithin(day(-10), day(-5), range)).toBe(1)
    // Tonight belongs to today, so to the period; later nights do not.
    expect(nightsWithin(day(-1), day(3), range)).toBe(2)
    expect(nightsWithin(day(-20), day(-10), range)).toBe(0)
  })
})

describe('buildDashboard', () => {
  const bookings = [
    booking('studio', -3, -1, 400),
    booking('suite', -10, -7, 1500),
    booking('deluxe', -60, -57, 1200),
    booking('deluxe', -2, -1, 999, 'cancelled'),
    booking('gone', -2, -1, 700),
  ]

  it('room counts, premium and offer panels do not depend on the period', () => {
    const data = buildDashboard({ rooms, bookings, money: moneyOf(bookings), range: span(30), now })
    expect(data.totals).toMatchObject({ rooms: 4, premiumRooms: 2, standardRooms: 2 })
    expect(data.premium).toEqual({ count: 2, averagePrice: 475 })
    expect(data.offers).toEqual({ count: 2, totalSavings: 100 })
  })

  it('bookings count agreed check-ins; revenue is all money received, on cancelled stays and rooms no longer listed too', () => {
    const week = buildDashboard({ rooms, bookings, money: moneyOf(bookings), range: span(7), now })
    // ₵400 studio + ₵999 on the cancelled deluxe stay + ₵700 on a room no longer listed.
    expect(week.totals).toMatchObject({ bookings: 1, revenue: 209_900 })
    const month = buildDashboard({
      rooms,
      bookings,
      money: moneyOf(bookings),
      range: span(30),
      now,
    })
    expect(month.totals).toMatchObject({ bookings: 2, revenue: 359_900 })
    const quarter = buildDashboard({
      rooms,
      bookings,
      money: moneyOf(bookings),
      range: span(90),
      now,
    })
    expect(quarter.totals).toMatchObject({ bookings: 3, revenue: 479_900 })
    // The rooms' rows hold what their stays received; the room no longer listed has no row.
    expect(quarter.rooms.reduce((sum, room) => sum + room.revenue, 0)).toBe(479_900 - 70_000)
  })

  it('a refund subtracts on its day and a reversal undoes what it reverses', () => {
    const money = [
      payment('studio', 10_115, -2),
      payment('studio', 500, -1, 'refund'),
      { ...payment('studio', 115, 0, 'reversal'), reversesKind: 'payment' },
    ]
    const week = buildDashboard({ rooms, bookings: [], money, range: span(7), now })
    expect(week.totals.revenue).toBe(10_115 - 500 - 115)
    expect(week.rooms.find((r) => r._id === 'studio')?.revenue).toBe(9_500)
  })

  it('ADR is the price agreed for the nights sold over the nights sold; RevPAR over the nights available', () => {
    const priced = (stay: DashboardBookingInput, price: number) => ({ ...stay, price })
    const stays = [
      priced(booking('studio', -3, -1, 0), 45_050),
      priced(booking('suite', -1, 2, 0), 150_000),
      // Not agreed: sells nothing.
      priced(booking('deluxe', -2, -1, 0, 'cancelled'), 40_000),
    ]
    const week = buildDashboard({ rooms, bookings: stays, range: span(7), now })
    // Nights sold in the week: the studio's two, the suite's last night and tonight (its third is
    // tomorrow's), each earning an equal share of its stay's price.
    expect(week.totals.nightsSold).toBe(4)
    expect(week.totals.adr).toBe(Math.round((45_050 + 100_000) / 4))
    expect(week.totals.availableNights).toBe(28)
    expect(week.totals.revpar).toBe(Math.round((45_050 + 100_000) / 28))
    const empty = buildDashboard({ rooms: [], bookings: [], range: span(7), now })
    expect(empty.totals).toMatchObject({ adr: 0, revpar: 0, nightsSold: 0 })
  })

  it('a stay kept at its agreed price after a move still sells its nights at that price', () => {
    // "Keep the price agreed": the stay's nights were moved, its night-by-night quote dropped, and
    // ₵900 agreed for three nights where the rate card says ₵1,200.
    const kept = {
      ...booking('studio', -3, 0, 0),
      nightPrices: null,
      price: 90_000,
    } as DashboardBookingInput
    const week = buildDashboard({ rooms, bookings: [kept], range: span(7), now })
    expect(week.totals.nightsSold).toBe(3)
    expect(week.totals.occupiedNights).toBe(3)
    expect(week.totals.adr).toBe(30_000)
    expect(week.totals.revpar).toBe(Math.round(90_000 / 28))
  })

  it('occupancy: booked nights over rooms × days, per room and on average', () => {
    const week = buildDashboard({ rooms, bookings, money: moneyOf(bookings), range: span(7), now })
    // 2 nights of 4 rooms × 7 days.
    expect(week.totals.occupancy).toBe(7.1)
    expect(week.rooms.find((r) => r._id === 'studio')?.occupancy).toBe(28.6)
    expect(week.rooms.find((r) => r._id === 'suite')?.occupancy).toBe(0)
  })

  it('overlapping stays never fill a room past 100%', () => {
    const data = buildDashboard({
      rooms: [rooms[3]],
      bookings: [booking('studio', -6, 1, 100), booking('studio', -6, 1, 100)],
      range: span(7),
      now,
    })
    expect(data.rooms[0].occupancy).toBe(100)
    expect(data.totals.occupancy).toBe(100)
  })

  it('top performer is the highest revenue of the period; none without revenue', () => {
    expect(
      buildDashboard({ rooms, bookings, money: moneyOf(bookings), range: span(7), now })
        .topPerformer,
    ).toEqual({
      _id: 'deluxe',
      name: 'Deluxe King',
      revenue: 99_900,
      bookings: 0,
    })
    expect(
      buildDashboard({ rooms, bookings, money: moneyOf(bookings), range: span(30), now })
        .topPerformer?.name,
    ).toBe('Executive Suite')
    expect(buildDashboard({ rooms, bookings: [], range: span(30), now }).topPerformer).toBeNull()
  })

  it('the performance table is ordered by revenue and marks offers and visibility', () => {
    const data = buildDashboard({ rooms, bookings, money: moneyOf(bookings), range: span(90), now })
    // The deluxe's ₵1,200 stay and the ₵999 kept on its cancelled one.
    expect(data.rooms.map((r) => r._id)).toEqual(['deluxe', 'suite', 'studio', 'double'])
    expect(data.rooms.find((r) => r._id === 'double')).toMatchObject({
      premium: false,
      offer: true,
      isAvailable: false,
      discountedPrice: 250,
    })
  })

  it('trends compare with the previous period of the same length', () => {
    const week = buildDashboard({ rooms, bookings, money: moneyOf(bookings), range: span(7), now })
    // Previous 7 days (17-23 June) had the suite's stay: one check-in of ₵1,500.
    expect(week.previous).toMatchObject({ bookings: 1, revenue: 150_000 })
    expect(week.trends.bookings).toEqual({
      direction: 'flat',
      text: 'No change vs previous 7 days',
    })
    expect(week.trends.revenue).toEqual({ direction: 'up', text: '+40% vs previous 7 days' })
  })

  it('empty house: zeros, no division by zero', () => {
    const data = buildDashboard({ rooms: [], bookings: [], range: span(30), now })
    expect(data.totals).toEqual({
      rooms: 0,
      premiumRooms: 0,
      standardRooms: 0,
      bookings: 0,
      revenue: 0,
      adr: 0,
      revpar: 0,
      nightsSold: 0,
      occupancy: 0,
      occupiedNights: 0,
      availableNights: 0,
    })
    expect(data.premium.averagePrice).toBe(0)
  })
})

describe('trendText', () => {
  it.each([
    [112, 100, 'percent', 'up', '+12% vs previous 30 days'],
    [50, 100, 'percent', 'down', '-50% vs previous 30 days'],
    [3, 0, 'percent', 'up', 'Up from none vs previous 30 days'],
    [0, 0, 'percent', 'flat', 'No change vs previous 30 days'],
    [12.5, 7.5, 'points', 'up', '+5 pts vs previous 30 days'],
    [2, 4.5, 'points', 'down', '-2.5 pts vs previous 30 days'],
  ] as const)('%s vs %s (%s)', (current, previous, unit, direction, text) => {
    expect(trendText(current, previous, 'previous 30 days', unit)).toEqual({ direction, text })
  })
})

describe('revenue is money received, and the desk’s day', () => {
  it('counts payments on the day they were received, whatever the stay’s dates', () => {
    const stay: DashboardBookingInput = {
      room: 'studio',
      checkIn: day(-40),
      checkOut: day(-38),
      status: 'completed',
    }
    const money = [payment('studio', 10_000, -40), payment('studio', 25_000, -2)]
    const week = buildDashboard({ rooms, bookings: [stay], money, range: span(7), now })
    expect(week.totals).toMatchObject({ bookings: 0, revenue: 25_000 })
    const quarter = buildDashboard({ rooms, bookings: [stay], money, range: span(90), now })
    expect(quarter.totals).toMatchObject({ bookings: 1, revenue: 35_000 })
    const noShow = buildDashboard({
      rooms,
      bookings: [{ ...stay, status: 'no-show' }],
      money,
      range: span(7),
      now,
    })
    expect(noShow.totals.revenue).toBe(25_000)
  })

  it('today: arrivals still to come or in, departures in or gone, and the waiting requests', () => {
    const data = buildDashboard({
      rooms,
      bookings: [
        booking('studio', 0, 2, 0),
        booking('suite', 0, 1, 0, 'checked-in'),
        booking('deluxe', 0, 3, 0, 'requested'),
        booking('studio', -2, 0, 0, 'checked-in'),
        booking('suite', -3, 0, 0, 'completed'),
        booking('deluxe', -3, 0, 0, 'confirmed'),
      ],
      range: span(7),
      now,
      pending: 4,
    })
    expect(data.today).toEqual({ arrivals: 2, departures: 2, pending: 4 })
  })
})
