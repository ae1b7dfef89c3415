/**
 * The staff dashboard's figures, computed from real rooms and the bookings staff keep in /cms.
 * Pure: the endpoint reads the data and the clock, this turns them into numbers.
 *
 * A range is whole days, both ends included (`dashboardRanges.ts`). Days are UTC days, which are
 * Ghana's days too (GMT all year), and bookings are entered as whole days. Money is whole pesewas.
 */
import { revenueOf, type LedgerEntryLike } from './bookings/ledger'
import { DAY_MS, startOfDayOf } from './dates'
import { trendText, type DashboardRange, type Trend } from './dashboardRanges'
import { nightsSold, roomRates, type PricedNight } from './dashboardRates'
import { houseNights, occupancyPercent, roomNights, type NightSpan } from './occupancy'
import { rangeMs, type DayRange } from './reportRanges'
import { hasOffer, isPremium, type RoomRecord } from './rooms'

export * from './dashboardRanges'

type RoomFigures = Pick<
  RoomRecord,
  'name' | 'regularPrice' | 'discountedPrice' | 'offer' | 'isAvailable'
>

export type DashboardRoomInput = RoomFigures & {
  id: string
  /** Out of order now: tonight it cannot be let. */
  outOfOrder?: boolean
}

/** A room block: maintenance closes nights, an imported booking-site stay fills them. */
export type DashboardBlockInput = {
  room: string
  startDate: string | Date
  endDate: string | Date
  reason: string
}

export type DashboardBookingInput = {
  room: string
  checkIn: string | Date
  checkOut: string | Date
  status: string
  /** Each night of the stay and its room price in whole pesewas. */
  nightPrices?: readonly PricedNight[]
}

/** Money that moved (a payment, refund or reversal) on a day, against a stay in a room. */
export type DashboardMoneyInput = LedgerEntryLike & { day: string; room: string }

export type RoomPerformance = RoomFigures & {
  _id: string
  premium: boolean
  bookings: number
  revenue: number
  /** Percent of the period's nights this room could be let that it was occupied, 0-100, one decimal. */
  occupancy: number
}

export type PeriodFigures = {
  bookings: number
  /** Money received in the range, refunds subtracted (`revenueOf`), whatever the stays' status. */
  revenue: number
  /** Room price of the nights sold ÷ nights sold, and ÷ nights available. */
  adr: number
  revpar: number
  nightsSold: number
  occupancy: number
  /** The nights behind `occupancy`: occupied, and those the rooms could be let. */
  occupiedNights: number
  availableNights: number
}

export type DashboardData = {
  period: string
  /** First and last day, both included. */
  range: DayRange
  previousRange: DayRange
  /** What the trends compare with: "previous 30 days", "previous month". */
  against: string
  totals: {
    rooms: number
    premiumRooms: number
    standardRooms: number
  } & PeriodFigures
  previous: PeriodFigures
  trends: { bookings: Trend; revenue: Trend; occupancy: Trend; adr: Trend; revpar: Trend }
  premium: { count: number; averagePrice: number }
  offers: { count: number; totalSavings: number }
  topPerformer: { _id: string; name: string; revenue: number; bookings: number } | null
  rooms: RoomPerformance[]
  /** The desk's day: stays arriving and leaving today, and guests' requests waiting for an answer. */
  today: { arrivals: number; departures: number; pending: number }
}

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
function movedWithin(money: readonly DashboardMoneyInput[], range: Range) {
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

type PerRoom = { bookings: number; revenue: number; occupied: number; available: number }

type Range = { from: number; to: number }

function perRoomFigures(
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
 * The house's figures. Revenue is every entry of the range by `revenueOf`, so money on a stay in a
 * room no longer listed still counts, and the dashboard agrees with the takings and the CSV.
 */
function totalsOf(
  figures: Map<string, PerRoom>,
  bookings: readonly DashboardBookingInput[],
  money: readonly DashboardMoneyInput[],
  range: Range,
): PeriodFigures {
  let bookingCount = 0
  for (const room of figures.values()) bookingCount += room.bookings
  const house = houseNights(figures)
  const sold = nightsSold(
    bookings
      .filter((booking) => countsForFigures(booking) && figures.has(booking.room))
      .map((booking) => ({ nightPrices: booking.nightPrices ?? [] })),
    range,
  )
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
