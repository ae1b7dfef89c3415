/** What the dashboard counts per room and for the house, over one range of days. */
import { revenueOf } from '@/lib/money/ledger'
import { DAY_MS, startOfDayOf } from '@/lib/dates'
import { houseNights, occupancyPercent, roomNights, type NightSpan } from './occupancy'
import { nightsSold, roomRates } from './rates'
import type {
  DashboardBlockInput,
  DashboardBookingInput,
  DashboardMoneyInput,
  DashboardRoomInput,
  PeriodFigures,
} from './types'

/** Nights of a stay that fall inside [from, to): a night belongs to the day it starts. */
export function nightsWithin(
  checkIn: string | Date,
  checkOut: string | Date,
  range: { from: number; to: number },
): number {
  const start = Math.max(startOfDayOf(checkIn), range.from)
  const end = Math.min(startOfDayOf(checkOut), range.to)
  return end > start ? Math.round((end - start) / DAY_MS) : 0
}

/** Only stays that were agreed fill rooms: requests, and cancelled, declined or missed stays, do not. */
export function countsForFigures(booking: Pick<DashboardBookingInput, 'status'>): boolean {
  return ['confirmed', 'checked-in', 'completed'].includes(booking.status)
}

/** Money whose day falls inside [from, to). */
export function movedWithin<M extends DashboardMoneyInput>(money: readonly M[], range: Range): M[] {
  return money.filter((entry) => {
    const day = Date.parse(`${entry.day}T00:00:00.000Z`)
    return day >= range.from && day < range.to
  })
}

/** Stays arriving today (still to come or already in) and leaving today (still in or gone). */
export function todaysDesk(bookings: readonly DashboardBookingInput[], now: Date) {
  const today = startOfDayOf(now)
  return {
    arrivals: bookings.filter(
      (b) => ['confirmed', 'checked-in'].includes(b.status) && startOfDayOf(b.checkIn) === today,
    ).length,
    departures: bookings.filter(
      (b) => countsForFigures(b) && b.status !== 'confirmed' && startOfDayOf(b.checkOut) === today,
    ).length,
  }
}

/** A booking belongs to the period its check-in day falls in (the bookings figure).*/
function checksInWithin(
  booking: DashboardBookingInput,
  range: { from: number; to: number },
): boolean {
  const day = startOfDayOf(booking.checkIn)
  return day >= range.from && day < range.to
}

export type PerRoom = { bookings: number; revenue: number; occupied: number; available: number }

export type Range = { from: number; to: number }

export function perRoomFigures(
  rooms: readonly DashboardRoomInput[],
  bookings: readonly DashboardBookingInput[],
  money: readonly DashboardMoneyInput[],
  blocks: readonly DashboardBlockInput[],
  range: Range,
  today: number,
): Map<string, PerRoom> {
  const nights = roomNights({
    rooms,
    stays: [
      ...bookings
        .filter(countsForFigures)
        .map((b): NightSpan => ({ room: b.room, from: b.checkIn, to: b.checkOut })),
      ...blocks
        .filter((b) => b.reason === 'external')
        .map((b): NightSpan => ({ room: b.room, from: b.startDate, to: b.endDate })),
    ],
    closed: blocks
      .filter((b) => b.reason !== 'external')
      .map((b) => ({ room: b.room, from: b.startDate, to: b.endDate })),
    range,
    today,
  })
  const figures = new Map<string, PerRoom>(
    rooms.map((room) => [room.id, { bookings: 0, revenue: 0, ...nights.get(room.id)! }]),
  )
  // A room earns the money moved on its stays, by the one revenue rule: a cancelled stay's money
  // counts until it is refunded.
  for (const [id, room] of figures) {
    room.revenue = revenueOf(money.filter((entry) => entry.room === id))
  }
  for (const booking of bookings) {
    const room = figures.get(booking.room)
    // Bookings of a room no longer listed have no room to count against.
    if (!room || !countsForFigures(booking)) continue
    if (checksInWithin(booking, range)) room.bookings += 1
  }
  return figures
}

/**
 * The stays whose nights are sold (ADR, RevPAR, room revenue): agreed stays in the rooms counted,
 * at the price agreed.
 */
export function staysSold<B extends DashboardBookingInput>(
  bookings: readonly B[],
  rooms: ReadonlyMap<string, unknown>,
): Array<B & { price: number }> {
  return bookings
    .filter((booking) => countsForFigures(booking) && rooms.has(booking.room))
    .map((booking) => ({ ...booking, price: booking.price ?? 0 }))
}

/**
 * The house's figures. Revenue is every entry of the range by `revenueOf`, so money on a stay in a
 * room no longer listed still counts, and the dashboard agrees with the takings and the CSV.
 */
export function totalsOf(
  figures: Map<string, PerRoom>,
  bookings: readonly DashboardBookingInput[],
  money: readonly DashboardMoneyInput[],
  range: Range,
): PeriodFigures {
  let bookingCount = 0
  for (const room of figures.values()) bookingCount += room.bookings
  const house = houseNights(figures)
  const sold = nightsSold(staysSold(bookings, figures), range)
  return {
    bookings: bookingCount,
    revenue: revenueOf(money),
    ...roomRates(sold, house.available),
    nightsSold: sold.nights,
    occupancy: occupancyPercent(house),
    occupiedNights: house.occupied,
    availableNights: house.available,
  }
}
