import {
  buildDashboard,
  nightsWithin,
  parsePeriod,
  periodRanges,
  trendText,
  type DashboardBookingInput,
  type DashboardRoomInput,
} from '@/lib/dashboard'

const now = new Date('2025-06-30T15:00:00.000Z')
/** Noon on the day `offset` days from `now`, as /cms stores day-only dates. */
const day = (offset: number) => new Date(Date.UTC(2025, 5, 30 + offset, 12)).toISOString()

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
): DashboardBookingInput => ({
  room,
  checkIn: day(checkIn),
  checkOut: day(checkOut),
  // Paid on arrival, as most guests of the house pay.
  payments: paid ? [{ amount: paid, date: day(checkIn) }] : [],
  status,
})

describe('periods', () => {
  it('7/30/90 days, default 30', () => {
    expect(parsePeriod('7')).toBe(7)
    expect(parsePeriod('90')).toBe(90)
    expect(parsePeriod(null)).toBe(30)
    expect(parsePeriod('45')).toBe(30)
    expect(parsePeriod('x')).toBe(30)
  })

  it('a period is the N days ending with today, the previous one just before it', () => {
    const { current, previous } = periodRanges(now, 7)
    expect(new Date(current.from).toISOString()).toBe('2025-06-24T00:00:00.000Z')
    expect(new Date(current.to).toISOString()).toBe('2025-07-01T00:00:00.000Z')
    expect(new Date(previous.from).toISOString()).toBe('2025-06-17T00:00:00.000Z')
    expect(previous.to).toBe(current.from)
  })

  it('counts only the nights inside a range', () => {
    const range = periodRanges(now, 7).current
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
    const data = buildDashboard({ rooms, bookings, period: 30, now })
    expect(data.totals).toMatchObject({ rooms: 4, premiumRooms: 2, standardRooms: 2 })
    expect(data.premium).toEqual({ count: 2, averagePrice: 475 })
    expect(data.offers).toEqual({ count: 2, totalSavings: 100 })
  })

  it('bookings and revenue count check-ins within the period; cancelled and deleted rooms count for nothing', () => {
    const week = buildDashboard({ rooms, bookings, period: 7, now })
    expect(week.totals).toMatchObject({ bookings: 1, revenue: 400 })
    const month = buildDashboard({ rooms, bookings, period: 30, now })
    expect(month.totals).toMatchObject({ bookings: 2, revenue: 1900 })
    const quarter = buildDashboard({ rooms, bookings, period: 90, now })
    expect(quarter.totals).toMatchObject({ bookings: 3, revenue: 3100 })
  })

  it('occupancy: booked nights over rooms × days, per room and on average', () => {
    const week = buildDashboard({ rooms, bookings, period: 7, now })
    // 2 nights of 4 rooms × 7 days.
    expect(week.totals.occupancy).toBe(7.1)
    expect(week.rooms.find((r) => r._id === 'studio')?.occupancy).toBe(28.6)
    expect(week.rooms.find((r) => r._id === 'suite')?.occupancy).toBe(0)
  })

  it('overlapping stays never fill a room past 100%', () => {
    const data = buildDashboard({
      rooms: [rooms[3]],
      bookings: [booking('studio', -6, 1, 100), booking('studio', -6, 1, 100)],
      period: 7,
      now,
    })
    expect(data.rooms[0].occupancy).toBe(100)
    expect(data.totals.occupancy).toBe(100)
  })

  it('top performer is the highest revenue of the period; none without revenue', () => {
    expect(buildDashboard({ rooms, bookings, period: 7, now }).topPerformer).toEqual({
      _id: 'studio',
      name: 'Studio',
      revenue: 400,
      bookings: 1,
    })
    expect(buildDashboard({ rooms, bookings, period: 30, now }).topPerformer?.name).toBe(
      'Executive Suite',
    )
    expect(buildDashboard({ rooms, bookings: [], period: 30, now }).topPerformer).toBeNull()
  })

  it('the performance table is ordered by revenue and marks offers and visibility', () => {
    const data = buildDashboard({ rooms, bookings, period: 90, now })
    expect(data.rooms.map((r) => r._id)).toEqual(['suite', 'deluxe', 'studio', 'double'])
    expect(data.rooms.find((r) => r._id === 'double')).toMatchObject({
      premium: false,
      offer: true,
      isAvailable: false,
      discountedPrice: 250,
    })
  })

  it('trends compare with the previous period of the same length', () => {
    const week = buildDashboard({ rooms, bookings, period: 7, now })
    // Previous 7 days (17-23 June) had the suite's stay: one check-in of ₵1,500.
    expect(week.previous).toMatchObject({ bookings: 1, revenue: 1500 })
    expect(week.trends.bookings).toEqual({
      direction: 'flat',
      text: 'No change vs previous 7 days',
    })
    expect(week.trends.revenue).toEqual({ direction: 'down', text: '-73% vs previous 7 days' })
  })

  it('empty house: zeros, no division by zero', () => {
    const data = buildDashboard({ rooms: [], bookings: [], period: 30, now })
    expect(data.totals).toEqual({
      rooms: 0,
      premiumRooms: 0,
      standardRooms: 0,
      bookings: 0,
      revenue: 0,
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
    expect(trendText(current, previous, 30, unit)).toEqual({ direction, text })
  })
})

describe('revenue is money received, and the desk’s day', () => {
  it('counts payments on the day they were received, whatever the stay’s dates', () => {
    const stay: DashboardBookingInput = {
      room: 'studio',
      checkIn: day(-40),
      checkOut: day(-38),
      status: 'completed',
      payments: [
        { amount: 100, date: day(-40) },
        { amount: 250, date: day(-2) },
      ],
    }
    const week = buildDashboard({ rooms, bookings: [stay], period: 7, now })
    expect(week.totals).toMatchObject({ bookings: 0, revenue: 250 })
    const quarter = buildDashboard({ rooms, bookings: [stay], period: 90, now })
    expect(quarter.totals).toMatchObject({ bookings: 1, revenue: 350 })
    const noShow = buildDashboard({
      rooms,
      bookings: [{ ...stay, status: 'no-show' }],
      period: 7,
      now,
    })
    expect(noShow.totals.revenue).toBe(250)
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
      period: 7,
      now,
      pending: 4,
    })
    expect(data.today).toEqual({ arrivals: 2, departures: 2, pending: 4 })
  })
})
