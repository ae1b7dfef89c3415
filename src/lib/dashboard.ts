/**
 * The staff dashboard's figures, computed from real rooms and the bookings staff keep in /cms.
 * Pure: the endpoint reads the data and the clock, this turns them into numbers.
 *
 * A period of N days is the N calendar days ending today (today included). Days are UTC days,
 * which are Ghana's days too (GMT all year), and bookings are entered as whole days.
 */
import { DAY_MS, startOfDayOf } from './dates'
import { houseNights, occupancyPercent, roomNights, type NightSpan } from './occupancy'
import { hasOffer, isPremium, type RoomRecord } from './rooms'

export const DASHBOARD_PERIODS = [7, 30, 90] as const
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30

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
  /** The payments received against the stay, each on the day it was received. */
  payments: ReadonlyArray<{ amount: number; date: string | Date }>
  status: string
}

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
  revenue: number
  occupancy: number
  /** The nights behind `occupancy`: occupied, and those the rooms could be let. */
  occupiedNights: number
  availableNights: number
}

export type Trend = { direction: 'up' | 'down' | 'flat'; text: string }

export type DashboardData = {
  period: DashboardPeriod
  range: { from: string; to: string }
  previousRange: { from: string; to: string }
  totals: {
    rooms: number
    premiumRooms: number
    standardRooms: number
  } & PeriodFigures
  previous: PeriodFigures
  trends: { bookings: Trend; revenue: Trend; occupancy: Trend }
  premium: { count: number; averagePrice: number }
  offers: { count: number; totalSavings: number }
  topPerformer: { _id: string; name: string; revenue: number; bookings: number } | null
  rooms: RoomPerformance[]
  /** The desk's day: stays arriving and leaving today, and guests' requests waiting for an answer. */
  today: { arrivals: number; departures: number; pending: number }
}

export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly number[]).includes(Number(value))
}

export function parsePeriod(value: string | null | undefined): DashboardPeriod {
  return isDashboardPeriod(value) ? (Number(value) as DashboardPeriod) : DEFAULT_DASHBOARD_PERIOD
}

/** [from, to) in ms: the `days` days ending with today, and the same length just before. */
export function periodRanges(now: Date, days: number) {
  const to = startOfDayOf(now) + DAY_MS
  const from = to - days * DAY_MS
  return { current: { from, to }, previous: { from: from - days * DAY_MS, to: from } }
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

/** Revenue is money received: the payments dated inside the range, whatever the stay's dates. */
function receivedWithin(booking: DashboardBookingInput, range: { from: number; to: number }) {
  return booking.payments.reduce((sum, payment) => {
    const day = startOfDayOf(payment.date)
    const amount = Number.isFinite(payment.amount) ? payment.amount : 0
    return day >= range.from && day < range.to ? sum + amount : sum
  }, 0)
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

const round1 = (value: number) => Math.round(value * 10) / 10

type PerRoom = { bookings: number; revenue: number; occupied: number; available: number }

type Range = { from: number; to: number }

function perRoomFigures(
  rooms: readonly DashboardRoomInput[],
  bookings: readonly DashboardBookingInput[],
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
  for (const booking of bookings) {
    const room = figures.get(booking.room)
    // Bookings of a deleted room have no room to count against.
    if (!room) continue
    // Money on a cancelled or declined booking is taken as given back (there is no refund
    // record); a no-show's money was kept.
    if (!['cancelled', 'declined'].includes(booking.status)) {
      room.revenue += receivedWithin(booking, range)
    }
    if (!countsForFigures(booking)) continue
    if (checksInWithin(booking, range)) room.bookings += 1
  }
  return figures
}

function totalsOf(figures: Map<string, PerRoom>): PeriodFigures {
  let bookings = 0
  let revenue = 0
  for (const room of figures.values()) {
    bookings += room.bookings
    revenue += room.revenue
  }
  const house = houseNights(figures)
  return {
    bookings,
    revenue,
    occupancy: occupancyPercent(house),
    occupiedNights: house.occupied,
    availableNights: house.available,
  }
}

/** "+12% vs previous 30 days"; occupancy moves in percentage points. */
export function trendText(
  current: number,
  previous: number,
  days: number,
  unit: 'percent' | 'points' = 'percent',
): Trend {
  const against = `vs previous ${days} days`
  if (unit === 'points') {
    const change = round1(current - previous)
    if (change === 0) return { direction: 'flat', text: `No change ${against}` }
    return {
      direction: change > 0 ? 'up' : 'down',
      text: `${change > 0 ? '+' : ''}${change} pts ${against}`,
    }
  }
  if (current === previous) return { direction: 'flat', text: `No change ${against}` }
  if (previous === 0) return { direction: 'up', text: `Up from none ${against}` }
  const change = Math.round(((current - previous) / previous) * 100)
  return {
    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
    text: `${change > 0 ? '+' : ''}${change}% ${against}`,
  }
}

export function buildDashboard(input: {
  rooms: readonly DashboardRoomInput[]
  bookings: readonly DashboardBookingInput[]
  period: DashboardPeriod
  now: Date
  /** Room blocks touching either period: maintenance and imported booking-site stays. */
  blocks?: readonly DashboardBlockInput[]
  /** Guests' requests waiting for an answer, counted by the caller over all dates. */
  pending?: number
}): DashboardData {
  const { rooms, bookings, blocks = [], period, now, pending = 0 } = input
  const ranges = periodRanges(now, period)
  const today = startOfDayOf(now)
  const current = perRoomFigures(rooms, bookings, blocks, ranges.current, today)
  const totals = totalsOf(current)
  const previous = totalsOf(perRoomFigures(rooms, bookings, blocks, ranges.previous, today))

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
    period,
    range: {
      from: new Date(ranges.current.from).toISOString(),
      to: new Date(ranges.current.to).toISOString(),
    },
    previousRange: {
      from: new Date(ranges.previous.from).toISOString(),
      to: new Date(ranges.previous.to).toISOString(),
    },
    totals: {
      rooms: rooms.length,
      premiumRooms: premiumRooms.length,
      standardRooms: rooms.length - premiumRooms.length,
      ...totals,
    },
    previous,
    trends: {
      bookings: trendText(totals.bookings, previous.bookings, period),
      revenue: trendText(totals.revenue, previous.revenue, period),
      occupancy: trendText(totals.occupancy, previous.occupancy, period, 'points'),
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
