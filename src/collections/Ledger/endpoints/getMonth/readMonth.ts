import type { PayloadRequest, Where } from 'payload'

import { moneyMovedIn } from '@/collections/Ledger/moneyEntries'
import { eachOwedStay } from '@/collections/Ledger/owed/eachOwedStay'
import { ghanaDay } from '@/lib/bookings/availability'
import { addDays } from '@/lib/dates'
import { revenueByMonth, type MonthStay } from '@/lib/reports/month'
import type { OwingStay } from '@/lib/reports/monthMoney'
import { monthDays, monthsEnding } from '@/lib/reports/monthRange'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { blockInput, bookingInput, roomInput } from '../getDashboard/dashboardInputs'
import { eachPage } from './pages'
import { readExtras } from './readExtras'

const AGREED = ['confirmed', 'checked-in', 'completed']

const touching = (from: string, to: string): { and: Where[] } => ({
  and: [
    { checkOut: { greater_than: `${from}T00:00:00.000Z` } },
    { checkIn: { less_than: `${addDays(to, 1)}T00:00:00.000Z` } },
  ],
})

/** What a stay's figures read of it. */
const STAY_FIELDS = {
  room: true,
  checkIn: true,
  checkOut: true,
  status: true,
  price: true,
  nightPrices: true,
  source: true,
} as const

const stayInput = (booking: Booking): MonthStay => ({
  ...bookingInput(booking),
  source: booking.source ?? null,
})

/**
 * What the owner's month is drawn from: every room, the stays and blocks touching the month, its
 * money and extras, the stays checked out by its end that still owe, and the last 12 months'
 * revenue, summed a page at a time.
 */
export async function readMonth(req: PayloadRequest, month: string) {
  const range = monthDays(month)
  const [rooms, blocks] = await Promise.all([
    req.payload.find({
      collection: 'rooms',
      depth: 0,
      pagination: false,
      select: {
        name: true,
        regularPrice: true,
        discountedPrice: true,
        offer: true,
        isAvailable: true,
        housekeeping: true,
      },
      overrideAccess: true,
      req,
    }),
    req.payload.find({
      collection: 'room-blocks',
      depth: 0,
      pagination: false,
      where: {
        and: [
          { endDate: { greater_than: `${range.from}T00:00:00.000Z` } },
          { startDate: { less_than: `${addDays(range.to, 1)}T00:00:00.000Z` } },
        ],
      },
      select: { room: true, startDate: true, endDate: true, reason: true },
      overrideAccess: true,
      req,
    }),
  ])
  const roomIds = new Map(rooms.docs.map((room) => [String(room.id), room.name]))
  const stays: MonthStay[] = []
  await eachPage(
    req,
    'bookings',
    touching(range.from, range.to),
    'checkIn',
    (docs) => {
      stays.push(...docs.map(stayInput))
    },
    STAY_FIELDS,
  )
  const [money, extras, owing, lastTwelve] = await Promise.all([
    moneyMovedIn(req, range),
    readExtras(req, range),
    readOwing(req, range.to, roomIds),
    readLastTwelve(req, month, roomIds),
  ])
  return {
    rooms: rooms.docs.map(roomInput),
    blocks: blocks.docs.map(blockInput),
    stays,
    money,
    extras,
    owing,
    lastTwelve,
  }
}

/** The stays checked out by `lastDay` that still owe, by the one rule (`eachOwedStay`). */
async function readOwing(
  req: PayloadRequest,
  lastDay: string,
  roomNames: ReadonlyMap<string, string>,
): Promise<OwingStay[]> {
  const owing: OwingStay[] = []
  await eachOwedStay(req, lastDay, (booking, balance) => {
    owing.push({
      id: String(booking.id),
      reference: booking.reference ?? '',
      guestName: booking.guestName,
      roomName: roomNames.get(relationId(booking.room)) ?? '',
      checkOut: ghanaDay(booking.checkOut),
      balance,
    })
  })
  return owing
}

/** The room and extras revenue of the 12 months ending with `month`, oldest first. */
async function readLastTwelve(
  req: PayloadRequest,
  month: string,
  rooms: ReadonlyMap<string, unknown>,
): Promise<Array<{ month: string; revenue: number }>> {
  const months = monthsEnding(month, 12)
  const range = { from: monthDays(months[0]).from, to: monthDays(month).to }
  const totals = new Map(months.map((m) => [m, 0]))
  const add = (sums: Map<string, number>) => {
    for (const [m, revenue] of sums) totals.set(m, (totals.get(m) ?? 0) + revenue)
  }
  const where: Where = { and: [{ status: { in: AGREED } }, ...touching(range.from, range.to).and] }
  await eachPage(
    req,
    'bookings',
    where,
    'checkIn',
    (docs) => {
      add(revenueByMonth(months, docs.map(stayInput), rooms, []))
    },
    STAY_FIELDS,
  )
  add(revenueByMonth(months, [], rooms, await readExtras(req, range)))
  return months.map((m) => ({ month: m, revenue: totals.get(m) ?? 0 }))
}
