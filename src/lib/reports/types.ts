/** The dashboard's input, as its endpoint reads it, and the figures it answers with. */
import type { LedgerEntryLike } from '@/lib/money/ledger'
import type { DayRange } from './reportRanges'
import type { RoomRecord } from '@/lib/rooms'
import type { Trend } from './ranges'

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
  /** The price the stay was agreed at, whole pesewas. */
  price?: number | null
  /** Each night's price when the stay was priced night by night, whole pesewas. */
  nightPrices?: readonly { night: string; price: number }[] | null
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
