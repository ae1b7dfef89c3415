import type { Endpoint } from 'payload'

import { moneyEntriesIn } from '@/collections/Ledger/moneyEntries'
import { errorResponse, requireAdmin } from '@/endpoints/http'
import { Refusal } from '@/endpoints/refusal'
import {
  buildDashboard,
  dashboardRange,
  type DashboardBlockInput,
  type DashboardBookingInput,
  type DashboardRoomInput,
} from '@/lib/dashboard'
import { addDays, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'

/**
 * `GET /api/dashboard?period=7|30|90|this-month|last-month` (or `from` and `to`, any two days):
 * the staff dashboard from the real rooms and bookings. Only the bookings that touch the range or
 * the one before it are read. Revenue is the money that moved in the range, read through
 * `moneyEntriesIn` and counted by `revenueOf`, as the day's takings and the CSV count it; occupancy counts booking-sites' stays as occupied and leaves
 * out the nights rooms were closed; `today` adds the desk's arrivals, departures and requests.
 */
export const getDashboard: Endpoint = {
  path: '/dashboard',
  method: 'get',
  handler: async (req) => {
    try {
      requireAdmin(req)
      const now = new Date()
      const params = req.searchParams
      const range = dashboardRange(
        { period: params.get('period'), from: params.get('from'), to: params.get('to') },
        todayInGhana(now),
      )
      if (!range) throw new Refusal(MESSAGES.dashboard.range, 400)
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
        req.payload.find({
          collection: 'bookings',
          depth: 0,
          pagination: false,
          // Stays touching either range.
          where: { and: [{ checkOut: { greater_than: from } }, { checkIn: { less_than: to } }] },
          select: {
            room: true,
            checkIn: true,
            checkOut: true,
            status: true,
            price: true,
          },
          overrideAccess: false,
          user: req.user,
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
        moneyEntriesIn(req, { from: range.previous.from, to: range.current.to }),
      ])
      // Each entry's room, from its stay: the stays paid in the range are not all among those
      // touching it (a deposit taken months ahead).
      const roomOf = new Map(bookings.docs.map((b) => [String(b.id), relationId(b.room)]))
      const missing = [...new Set(money.map((entry) => entry.booking.id))].filter(
        (id) => !roomOf.has(id),
      )
      if (missing.length > 0) {
        const paid = await req.payload.find({
          collection: 'bookings',
          depth: 0,
          pagination: false,
          where: { id: { in: missing } },
          select: { room: true },
          overrideAccess: false,
          user: req.user,
          req,
        })
        for (const b of paid.docs) roomOf.set(String(b.id), relationId(b.room))
      }

      const roomInputs: DashboardRoomInput[] = rooms.docs.map((room) => ({
        id: String(room.id),
        name: room.name,
        regularPrice: room.regularPrice,
        discountedPrice: room.discountedPrice ?? null,
        offer: room.offer === true,
        isAvailable: room.isAvailable !== false,
        outOfOrder: room.housekeeping === 'out-of-order',
      }))
      const blockInputs: DashboardBlockInput[] = blocks.docs.map((block) => ({
        room: relationId(block.room),
        startDate: block.startDate,
        endDate: block.endDate,
        reason: block.reason,
      }))
      const bookingInputs: DashboardBookingInput[] = bookings.docs.map((booking) => ({
        room: relationId(booking.room),
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        status: booking.status,
        // Whole pesewas, the price the stay was agreed at.
        price: booking.price,
      }))

      return Response.json(
        buildDashboard({
          rooms: roomInputs,
          bookings: bookingInputs,
          blocks: blockInputs,
          money: money.map((entry) => ({ ...entry, room: roomOf.get(entry.booking.id) ?? '' })),
          range,
          now,
          pending: pending.totalDocs,
        }),
        {
          headers: { 'Cache-Control': 'no-store' },
        },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.dashboard.fetchFailed)
    }
  },
}
