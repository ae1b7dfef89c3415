/**
 * The owner's month: what the house sold and collected in one calendar month, from the same rules
 * the dashboard counts by, so for the same month the two agree to the pesewa.
 *
 * - Room revenue: what each night of an agreed stay that falls in the month owes, as its invoice
 *   line has it (`nightShares`), so a stay across two months counts only this month's nights here.
 * - Taxes and levies: each night's and taxable extra's split by the invoice's rule
 *   (`taxesCollected`), so they are the invoices' tax lines added up.
 * - Extras revenue: charges less charges reversed, each on its own day (`extrasRevenueOf`).
 * - Money received: payments less refunds dated in the month (`revenueOf`): the dashboard's
 *   revenue, the cash-up's total and the payments CSV's.
 * - Occupancy: occupied room-nights ÷ room-nights the rooms could be let (`roomNights`).
 * - ADR (average daily rate) = room revenue ÷ nights sold.
 * - RevPAR (revenue per available room) = room revenue ÷ room-nights available.
 */
import { BOOKING_SOURCE_LABELS, type BookingSource } from '@/lib/bookings/status'
import { month as MONTH_TEXTS } from '@/lib/messages/month'
import type { HouseTaxSettings, TaxRule } from '@/lib/taxes/rules'
import { houseNights, occupancyPercent, roomNights } from './occupancy'
import { nightShares } from './rates'
import { rangeMs, type DayRange } from './reportRanges'
import { movedWithin, perRoomFigures, staysSold, totalsOf } from './roomFigures'
import { daysOf, monthDays, shiftMonth, weeksOf } from './monthRange'
import {
  extraAmount,
  extrasRevenueOf,
  owedAfterLeaving,
  takingsByStaff,
  taxesByPayee,
  taxesCollected,
  type ExtraEntry,
  type OwingStay,
  type StaffTakings,
  type TakenEntry,
  type TaxCollected,
} from './monthMoney'
import type { DashboardBlockInput, DashboardBookingInput, DashboardRoomInput } from './types'

export type MonthStay = DashboardBookingInput & { source?: string | null }

export type MonthMoney = TakenEntry & { day: string }

export type MonthInput = {
  month: string
  rooms: readonly DashboardRoomInput[]
  /** Stays touching the month. */
  stays: readonly MonthStay[]
  blocks: readonly DashboardBlockInput[]
  /** Money dated in the month. */
  money: readonly MonthMoney[]
  /** Charges and their reversals dated in the month. */
  extras: readonly ExtraEntry[]
  /** Stays checked out with their balances now. */
  owing: readonly OwingStay[]
  taxRules: readonly TaxRule[]
  taxSettings: HouseTaxSettings
  /** The start of today (ms): an out-of-order room cannot be let tonight. */
  today: number
  /** The last 12 months' room and extras revenue, oldest first, summed by the caller. */
  lastTwelve: ReadonlyArray<{ month: string; revenue: number }>
}

export type Channel = { source: string; label: string; nights: number; revenue: number }

export type MonthData = {
  month: string
  range: DayRange
  previous: string
  next: string
  roomRevenue: number
  extrasRevenue: number
  /** Room and extras revenue. */
  revenue: number
  moneyReceived: number
  nightsSold: number
  occupiedNights: number
  availableNights: number
  occupancy: number
  adr: number
  revpar: number
  taxes: { lines: TaxCollected[]; byPayee: Array<{ payee: string; amount: number }>; total: number }
  channels: Channel[]
  owing: { stays: OwingStay[]; total: number }
  staff: StaffTakings[]
  byDay: Array<{ day: string; occupied: number; available: number; occupancy: number }>
  byWeek: Array<DayRange & { revenue: number }>
  lastTwelve: Array<{ month: string; revenue: number }>
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Each night sold in a range, its day and price share, stay by stay. */
export function nightsSoldIn(
  stays: readonly MonthStay[],
  rooms: ReadonlyMap<string, unknown>,
  range: DayRange,
): Array<{ stay: MonthStay; day: string; pesewas: number }> {
  const ms = rangeMs(range)
  return staysSold(stays, rooms).flatMap((stay) =>
    nightShares(stay, ms).map((night) => ({ stay, day: isoDay(night.at), pesewas: night.pesewas })),
  )
}

/** Room and extras revenue of each month asked for, from stays and extras of any dates. */
export function revenueByMonth(
  months: readonly string[],
  stays: readonly MonthStay[],
  rooms: ReadonlyMap<string, unknown>,
  extras: readonly ExtraEntry[],
): Map<string, number> {
  const totals = new Map(months.map((month) => [month, 0]))
  const from = monthDays(months[0]).from
  const to = monthDays(months[months.length - 1]).to
  const add = (day: string, pesewas: number) => {
    const month = day.slice(0, 7)
    if (totals.has(month)) totals.set(month, (totals.get(month) as number) + pesewas)
  }
  for (const night of nightsSoldIn(stays, rooms, { from, to })) add(night.day, night.pesewas)
  for (const entry of extras) add(entry.day, extraAmount(entry))
  return totals
}

function channelsOf(nights: ReturnType<typeof nightsSoldIn>, importedNights: number): Channel[] {
  const bySource = new Map<string, Channel>()
  for (const night of nights) {
    const source = night.stay.source || 'other'
    const channel = bySource.get(source) ?? {
      source,
      label: BOOKING_SOURCE_LABELS[source as BookingSource] ?? source,
      nights: 0,
      revenue: 0,
    }
    channel.nights += 1
    channel.revenue += night.pesewas
    bySource.set(source, channel)
  }
  const channels = [...bySource.values()].sort(
    (a, b) => b.revenue - a.revenue || b.nights - a.nights || a.label.localeCompare(b.label),
  )
  // A booking site's stay, imported from its calendar, fills nights at a price not known here.
  if (importedNights > 0) {
    channels.push({
      source: 'imported',
      label: MONTH_TEXTS.importedChannel,
      nights: importedNights,
      revenue: 0,
    })
  }
  return channels
}

export function buildMonth(input: MonthInput): MonthData {
  const { month, rooms, blocks, today } = input
  const range = monthDays(month)
  const ms = rangeMs(range)
  const money = movedWithin(
    input.money.map((entry) => ({ ...entry, room: '' })),
    ms,
  )
  const perRoom = perRoomFigures(rooms, input.stays, money, blocks, ms, today)
  const totals = totalsOf(perRoom, input.stays, money, ms)
  const nights = nightsSoldIn(input.stays, perRoom, range)
  const roomRevenue = nights.reduce((sum, night) => sum + night.pesewas, 0)
  const extras = input.extras.filter((entry) => entry.day >= range.from && entry.day <= range.to)
  const extrasRevenue = extrasRevenueOf(extras)
  const lines = taxesCollected(nights, extras, input.taxRules, input.taxSettings)
  // A day's occupancy by the dashboard's own rule, over a range of that one day.
  const nightsOn = (day: string) =>
    houseNights(
      perRoomFigures(rooms, input.stays, [], blocks, rangeMs({ from: day, to: day }), today),
    )
  const imported = houseNights(
    roomNights({
      rooms,
      stays: blocks.filter((b) => b.reason === 'external').map(span),
      closed: closedSpans(blocks),
      range: ms,
      today,
    }),
  ).occupied
  const owing = owedAfterLeaving(input.owing)
  const weekRevenue = (week: DayRange) =>
    nights
      .filter((night) => night.day >= week.from && night.day <= week.to)
      .reduce((sum, night) => sum + night.pesewas, 0) +
    extrasRevenueOf(extras.filter((entry) => entry.day >= week.from && entry.day <= week.to))

  return {
    month,
    range,
    previous: shiftMonth(month, -1),
    next: shiftMonth(month, 1),
    roomRevenue,
    extrasRevenue,
    revenue: roomRevenue + extrasRevenue,
    moneyReceived: totals.revenue,
    nightsSold: totals.nightsSold,
    occupiedNights: totals.occupiedNights,
    availableNights: totals.availableNights,
    occupancy: totals.occupancy,
    adr: totals.adr,
    revpar: totals.revpar,
    taxes: {
      lines,
      byPayee: taxesByPayee(lines),
      total: lines.reduce((sum, line) => sum + line.amountPesewas, 0),
    },
    channels: channelsOf(nights, imported),
    owing: { stays: owing, total: owing.reduce((sum, stay) => sum + stay.balance, 0) },
    staff: takingsByStaff(money),
    byDay: daysOf(range).map((day) => {
      const house = nightsOn(day)
      return { day, ...house, occupancy: occupancyPercent(house) }
    }),
    byWeek: weeksOf(month).map((week) => ({ ...week, revenue: weekRevenue(week) })),
    lastTwelve: [...input.lastTwelve],
  }
}

const span = (block: DashboardBlockInput) => ({
  room: block.room,
  from: block.startDate,
  to: block.endDate,
})

const closedSpans = (blocks: readonly DashboardBlockInput[]) =>
  blocks.filter((block) => block.reason !== 'external').map(span)
