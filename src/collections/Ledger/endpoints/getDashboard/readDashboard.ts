import type { PayloadRequest } from 'payload'

import { moneyMovedIn, type MoneyMoved } from '@/collections/Ledger/moneyEntries'
import type { DashboardRange } from '@/lib/reports'
import { addDays } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

type DashboardStay = Pick<
  Booking,
  'id' | 'room' | 'checkIn' | 'checkOut' | 'status' | 'price' | 'nightPrices'
>

/**
 * What the dashboard is drawn from, read as the signed-in admin may read it: every room, the
 * stays and blocks touching the range or the one before it, the requests waiting, and the money
 * moved in both ranges.
 */
export async function readDashboard(req: PayloadRequest, range: DashboardRange) {
  const from = `${range.previous.from}T00:00:00.000Z`
  const to = `${addDays(range.current.to, 1)}T00:00:00.000Z`
  const [rooms, bookings, blocks, pending, money] = await Promise.all([
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
      overrideAccess: false,
      user: req.user,
      req,
    }),
    // Straight from the database: only an admin reads the dashboard, and every field read is
    // stored as shown; a year's stays through the read hooks cost most of the dashboard's time.
    req.payload.db.find<DashboardStay>({
      collection: 'bookings',
      pagination: false,
      limit: 0,
      // Stays touching either range.
      where: { and: [{ checkOut: { greater_than: from } }, { checkIn: { less_than: to } }] },
      select: {
        room: true,
        checkIn: true,
        checkOut: true,
        status: true,
        price: true,
        nightPrices: true,
      },
      req,
    }),
    // Booking-site stays fill nights and maintenance closes them, both in either period.
    req.payload.find({
      collection: 'room-blocks',
      depth: 0,
      pagination: false,
      where: { and: [{ endDate: { greater_than: from } }, { startDate: { less_than: to } }] },
      select: { room: true, startDate: true, endDate: true, reason: true },
      overrideAccess: false,
      user: req.user,
      req,
    }),
    req.payload.count({
      collection: 'bookings',
      where: { status: { equals: 'requested' } },
      overrideAccess: false,
      user: req.user,
      req,
    }),
    moneyMovedIn(req, { from: range.previous.from, to: range.current.to }),
  ])
  return {
    rooms: rooms.docs,
    bookings: bookings.docs,
    blocks: blocks.docs,
    pending: pending.totalDocs,
    money,
  }
}

export type DashboardRecords = Awaited<ReturnType<typeof readDashboard>>

/**
 * Each money entry's room, from its stay: the stays paid in the range are not all among those
 * touching it (a deposit taken months ahead), so those are read too.
 */
export async function roomsOfPaidStays(
  req: PayloadRequest,
  bookings: DashboardRecords['bookings'],
  money: readonly MoneyMoved[],
): Promise<Map<string, string>> {
  const roomOf = new Map(bookings.map((b) => [String(b.id), relationId(b.room)]))
  const missing = [...new Set(money.map((entry) => entry.booking.id))].filter(
    (id) => !roomOf.has(id),
  )
  if (missing.length > 0) {
    // Straight from the database, as the stays above: only an admin reads the dashboard.
    const paid = await req.payload.db.find<Pick<Booking, 'id' | 'room'>>({
      collection: 'bookings',
      pagination: false,
      limit: 0,
      where: { id: { in: missing } },
      select: { room: true },
      req,
    })
    for (const b of paid.docs) roomOf.set(String(b.id), relationId(b.room))
  }
  return roomOf
}
