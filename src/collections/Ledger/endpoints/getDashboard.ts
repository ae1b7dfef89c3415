import type { Endpoint, PayloadRequest } from 'payload'

import { errorResponse, requireAdmin } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { buildDashboard, dashboardRange, type DashboardRange } from '@/lib/reports'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { blockInput, bookingInput, moneyInput, roomInput } from './getDashboard/dashboardInputs'
import { readDashboard, roomsOfPaidStays } from './getDashboard/readDashboard'
import { owedSum } from '../owed/readOwed'
import { countReviewsWaiting } from '@/collections/Content/reviewsWaiting'

/**
 * `GET /api/dashboard?period=7|30|90|this-month|last-month` (or `from` and `to`, any two days):
 * the staff dashboard from the real rooms and bookings. Only the bookings that touch the range or
 * the one before it are read. Revenue is the money that moved in the range, read through
 * `moneyEntriesIn` and counted by `revenueOf`, as the day's takings and the CSV count it; occupancy counts booking-sites' stays as occupied and leaves
 * out the nights rooms were closed; `today` adds the desk's arrivals, departures and requests; `owed` what guests who have left
 * still owe (`owedSum`); `reviewsWaiting` the guests' reviews not published yet.
 */
export const getDashboard: Endpoint = {
  path: '/dashboard',
  method: 'get',
  handler: async (req) => {
    try {
      requireAdmin(req)
      const now = new Date()
      const range = askedRange(req, now)
      const records = await readDashboard(req, range)
      const [roomOf, owed, reviewsWaiting] = await Promise.all([
        roomsOfPaidStays(req, records.bookings, records.money),
        owedSum(req, todayInGhana(now)),
        countReviewsWaiting(req.payload),
      ])
      return Response.json(
        {
          ...buildDashboard({
            rooms: records.rooms.map(roomInput),
            bookings: records.bookings.map(bookingInput),
            blocks: records.blocks.map(blockInput),
            money: records.money.map((entry) => moneyInput(entry, roomOf)),
            range,
            now,
            pending: records.pending,
          }),
          // What guests who have left still owe, today: by the list's own rule, so the two agree.
          owed,
          // Guests' reviews nobody has published yet, counted as /cms counts them.
          reviewsWaiting,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.dashboard.fetchFailed)
    }
  },
}

/** The range the query asks for (a period, or two days), or a 400. */
function askedRange(req: PayloadRequest, now: Date): DashboardRange {
  const params = req.searchParams
  const range = dashboardRange(
    { period: params.get('period'), from: params.get('from'), to: params.get('to') },
    todayInGhana(now),
  )
  if (!range) throw new Refusal(MESSAGES.dashboard.range, 400)
  return range
}
