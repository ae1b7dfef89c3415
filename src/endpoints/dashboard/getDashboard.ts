import type { Endpoint } from 'payload'

import { errorResponse, requireAdmin } from '@/endpoints/http'
import {
  buildDashboard,
  parsePeriod,
  periodRanges,
  type DashboardBlockInput,
  type DashboardBookingInput,
  type DashboardRoomInput,
} from '@/lib/dashboard'
import { moneyEntriesIn } from '@/collections/Ledger/moneyEntries'
import { revenueOf } from '@/lib/bookings'
import { MESSAGES } from '@/lib/messages'
import { toCedis } from '@/lib/money'
import { relationId } from '@/lib/relationId'

/**
 * `GET /api/dashboard?period=7|30|90`: the staff dashboard from the real rooms and bookings.
 * Only the bookings that touch the period or the one before it, or were paid in them, are read.
 * Revenue is the payments received; occupancy counts booking-sites' stays as occupied and leaves
 * out the nights rooms were closed; `today` adds the desk's arrivals, departures and requests.
 */
export const getDashboard: Endpoint = {
  path: '/dashboard',
  method: 'get',
  handler: async (req) => {
    try {
      requireAdmin(req)
      const period = parsePeriod(req.searchParams.get('period'))
      const now = new Date()
      const ranges = periodRanges(now, period)
      const from = new Date(ranges.previous.from).toISOString()
      const to = new Date(ranges.current.to).toISOString()
      // The money moved in either period, from the ledger: a day range, both days included.
      const money = await moneyEntriesIn(req, {
        from: from.slice(0, 10),
        to: new Date(ranges.current.to - 1).toISOString().slice(0, 10),
      })
      const paidStays = [...new Set(money.map((entry) => entry.booking.id))]

      const [rooms, bookings, blocks, pending] = await Promise.all([
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
          // Stays touching either period, and stays with a payment received in them.
          where: {
            or: [
              {
                and: [{ checkOut: { greater_than: from } }, { checkIn: { less_than: to } }],
              },
              ...(paidStays.length ? [{ id: { in: paidStays } }] : []),
            ],
          },
          select: { room: true, checkIn: true, checkOut: true, status: true },
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
      ])

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
        // Each entry as what it adds to the money received, in cedis (a refund or a reversal of a
        // payment takes away), on the day the money moved.
        payments: money
          .filter((entry) => entry.booking.id === String(booking.id))
          .map((entry) => ({
            amount: toCedis(revenueOf([entry])),
            date: `${entry.day}T00:00:00.000Z`,
          })),
        status: booking.status,
      }))

      return Response.json(
        buildDashboard({
          rooms: roomInputs,
          bookings: bookingInputs,
          blocks: blockInputs,
          period,
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
