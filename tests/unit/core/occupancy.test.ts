import { describe, expect, it } from '@jest/globals'

import { buildDashboard, dashboardRange, type DashboardRoomInput } from '@/lib/reports'
import { DAY_MS } from '@/lib/dates'
import { houseNights, occupancyPercent, roomNights } from '@/lib/reports/occupancy'

/** A week of nights, 1 to 7 June 2026. */
const range = { from: Date.UTC(2026, 5, 1), to: Date.UTC(2026, 5, 8) }
const on = (date: number) => `2026-06-${String(date).padStart(2, '0')}`
const today = Date.UTC(2026, 5, 7)

describe('roomNights', () => {
  it('counts a booking-site stay as occupied, as an agreed stay is', () => {
    const nights = roomNights({
      rooms: [{ id: 'a' }],
      stays: [
        { room: 'a', from: on(1), to: on(3) },
        // Imported from a booking site's calendar.
        { room: 'a', from: on(5), to: on(7) },
      ],
      closed: [],
      range,
      today,
    })
    expect(nights.get('a')).toEqual({ occupied: 4, available: 7 })
  })

  it('takes maintenance nights and tonight of an out-of-order room out of the denominator', () => {
    const nights = roomNights({
      rooms: [{ id: 'a' }, { id: 'b', outOfOrder: true }],
      stays: [
        { room: 'a', from: on(1), to: on(3) },
        { room: 'b', from: on(1), to: on(2) },
      ],
      closed: [{ room: 'a', from: on(4), to: on(8) }],
      range,
      today,
    })
    expect(nights.get('a')).toEqual({ occupied: 2, available: 3 })
    expect(nights.get('b')).toEqual({ occupied: 1, available: 6 })
    expect(occupancyPercent(nights.get('a')!)).toBe(66.7)
    expect(houseNights(nights)).toEqual({ occupied: 3, available: 9 })
  })

  it('counts a night once when two stays cover it, and nothing outside the range or of other rooms', () => {
    const nights = roomNights({
      rooms: [{ id: 'a' }],
      stays: [
        { room: 'a', from: on(1), to: on(4) },
        { room: 'a', from: on(3), to: on(5) },
        { room: 'a', from: '2026-05-20', to: on(2) },
        { room: 'gone', from: on(1), to: on(8) },
      ],
      closed: [{ room: 'a', from: '2026-05-01', to: '2026-05-10' }],
      range,
      today,
    })
    expect(nights.get('a')).toEqual({ occupied: 4, available: 7 })
  })

  it('a room closed all week is 0%, not a division by zero, and an out-of-order room today is only tonight', () => {
    const closedAll = roomNights({
      rooms: [{ id: 'a', outOfOrder: true }],
      stays: [],
      closed: [{ room: 'a', from: on(1), to: on(8) }],
      range,
      today,
    })
    expect(closedAll.get('a')).toEqual({ occupied: 0, available: 0 })
    expect(occupancyPercent(closedAll.get('a')!)).toBe(0)
    const lastWeek = { from: range.from - 7 * DAY_MS, to: range.from }
    const before = roomNights({
      rooms: [{ id: 'a', outOfOrder: true }],
      stays: [],
      closed: [],
      range: lastWeek,
      today,
    })
    expect(before.get('a')).toEqual({ occupied: 0, available: 7 })
  })
})

describe('the dashboard reads the rule', () => {
  const room = (id: string, outOfOrder = false): DashboardRoomInput => ({
    id,
    name: id,
    regularPrice: 300,
    discountedPrice: null,
    offer: false,
    isAvailable: true,
    outOfOrder,
  })
  const now = new Date('2026-06-07T15:00:00.000Z')

  it('imported stays fill rooms and maintenance leaves the denominator, in the house and per room', () => {
    const data = buildDashboard({
      rooms: [room('a'), room('b', true)],
      bookings: [
        {
          room: 'a',
          checkIn: on(1),
          checkOut: on(3),
          status: 'completed',
        },
        // A request takes no night.
        { room: 'b', checkIn: on(1), checkOut: on(7), status: 'requested' },
      ],
      blocks: [
        { room: 'a', startDate: on(3), endDate: on(5), reason: 'external' },
        { room: 'b', startDate: on(1), endDate: on(4), reason: 'maintenance' },
      ],
      range: dashboardRange({ period: '7' }, '2026-06-07')!,
      now,
    })
    // a: 4 of 7 nights; b: 0 of 7 - 3 maintenance - tonight out of order = 3.
    expect(data.totals).toMatchObject({ occupiedNights: 4, availableNights: 10, occupancy: 40 })
    expect(data.rooms.find((r) => r._id === 'a')?.occupancy).toBe(57.1)
    expect(data.rooms.find((r) => r._id === 'b')?.occupancy).toBe(0)
    // Imported stays are occupancy, not bookings of the house.
    expect(data.totals.bookings).toBe(1)
  })
})
