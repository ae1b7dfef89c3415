/**
 * The staff dashboard's figures, computed from real rooms and the bookings staff keep in /cms.
 * Pure: the endpoint reads the data and the clock, this turns them into numbers.
 *
 * A range is whole days, both ends included (`ranges.ts`). Days are UTC days, which are
 * Ghana's days too (GMT all year), and bookings are entered as whole days. Money is whole pesewas.
 */
import { startOfDayOf } from '@/lib/dates'
import { occupancyPercent } from './occupancy'
import { rangeMs, type DayRange } from './reportRanges'
import { hasOffer, isPremium } from '@/lib/rooms'
import { movedWithin, perRoomFigures, todaysDesk, totalsOf, type PerRoom } from './roomFigures'
import { trendText, type DashboardRange } from './ranges'
import type {
  DashboardBlockInput,
  DashboardBookingInput,
  DashboardData,
  DashboardMoneyInput,
  DashboardRoomInput,
  RoomPerformance,
} from './types'

export { countsForFigures, nightsWithin, todaysDesk } from './roomFigures'
export * from './ranges'
export type {
  DashboardBlockInput,
  DashboardBookingInput,
  DashboardData,
  DashboardMoneyInput,
  DashboardRoomInput,
  PeriodFigures,
  RoomPerformance,
} from './types'

export function buildDashboard(input: {
  rooms: readonly DashboardRoomInput[]
  bookings: readonly DashboardBookingInput[]
  /** Money moved in either range. */
  money?: readonly DashboardMoneyInput[]
  range: DashboardRange
  now: Date
  /** Room blocks touching either period: maintenance and imported booking-site stays. */
  blocks?: readonly DashboardBlockInput[]
  /** Guests' requests waiting for an answer, counted by the caller over all dates. */
  pending?: number
}): DashboardData {
  const { rooms, bookings, blocks = [], money = [], range, now, pending = 0 } = input
  const today = startOfDayOf(now)
  const figuresOf = (days: DayRange) => {
    const ms = rangeMs(days)
    const moved = movedWithin(money, ms)
    const perRoom = perRoomFigures(rooms, bookings, moved, blocks, ms, today)
    return { perRoom, totals: totalsOf(perRoom, bookings, moved, ms) }
  }
  const { perRoom: current, totals } = figuresOf(range.current)
  const previous = figuresOf(range.previous).totals
  const { against } = range

  const performance: RoomPerformance[] = rooms.map((room) => {
    const figures = current.get(room.id) as PerRoom
    return {
      _id: room.id,
      name: room.name,
      premium: isPremium(room),
      regularPrice: room.regularPrice,
      discountedPrice: hasOffer(room) ? room.discountedPrice : null,
      offer: hasOffer(room),
      isAvailable: room.isAvailable,
      bookings: figures.bookings,
      revenue: figures.revenue,
      occupancy: occupancyPercent(figures),
    }
  })
  // Best earners first; equal earners by bookings, then by name so the order never flickers.
  performance.sort(
    (a, b) => b.revenue - a.revenue || b.bookings - a.bookings || a.name.localeCompare(b.name),
  )

  const premiumRooms = rooms.filter((room) => isPremium(room))
  const offerRooms = rooms.filter((room) => hasOffer(room))
  const best = performance[0]

  return {
    period: range.period,
    range: range.current,
    previousRange: range.previous,
    against,
    totals: {
      rooms: rooms.length,
      premiumRooms: premiumRooms.length,
      standardRooms: rooms.length - premiumRooms.length,
      ...totals,
    },
    previous,
    trends: {
      bookings: trendText(totals.bookings, previous.bookings, against),
      revenue: trendText(totals.revenue, previous.revenue, against),
      occupancy: trendText(totals.occupancy, previous.occupancy, against, 'points'),
      adr: trendText(totals.adr, previous.adr, against),
      revpar: trendText(totals.revpar, previous.revpar, against),
    },
    premium: {
      count: premiumRooms.length,
      averagePrice:
        premiumRooms.length > 0
          ? Math.round(
              premiumRooms.reduce((sum, room) => sum + room.regularPrice, 0) / premiumRooms.length,
            )
          : 0,
    },
    today: { ...todaysDesk(bookings, now), pending },
    offers: {
      count: offerRooms.length,
      totalSavings: offerRooms.reduce(
        (sum, room) => sum + (room.regularPrice - (room.discountedPrice as number)),
        0,
      ),
    },
    topPerformer:
      best && best.revenue > 0
        ? { _id: best._id, name: best.name, revenue: best.revenue, bookings: best.bookings }
        : null,
    rooms: performance,
  }
}
