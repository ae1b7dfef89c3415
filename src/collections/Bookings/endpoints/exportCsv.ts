import type { Endpoint } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { moneyEntriesIn } from '@/collections/Ledger/moneyEntries'
import { bookingMoney, ghanaDay, revenueOf, toCsv } from '@/lib/bookings'
import { toCedis } from '@/lib/money'
import { addDays, ISO_DATE, nightsBetween } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { errorResponse } from '@/endpoints/http'
import { Refusal } from '@/endpoints/refusal'

const MAX_EXPORT_DAYS = 366

/**
 * `GET /api/bookings/export?from=YYYY-MM-DD&to=YYYY-MM-DD&kind=bookings|payments`: a CSV for the
 * accountant. Bookings whose check-in falls in the range (both days included), or payments
 * received in it. Staff only.
 */
export const exportCsv: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    try {
      if (!req.user) throw new Refusal(MESSAGES.auth.notSignedIn, 401)
      if (!hasBookingsRole(req.user)) throw new Refusal(MESSAGES.auth.forbidden, 403)
      const from = req.searchParams.get('from') ?? ''
      const to = req.searchParams.get('to') ?? ''
      const kind = req.searchParams.get('kind') === 'payments' ? 'payments' : 'bookings'
      if (!ISO_DATE.test(from) || !ISO_DATE.test(to) || to < from) {
        throw new Refusal(MESSAGES.booking.exportRange, 400)
      }
      if (nightsBetween(from, to) > MAX_EXPORT_DAYS) {
        throw new Refusal(MESSAGES.booking.exportRange, 400)
      }
      const end = `${addDays(to, 1)}T00:00:00.000Z`
      const start = `${from}T00:00:00.000Z`
      const found = await req.payload.find({
        collection: 'bookings',
        where: {
          and: [{ checkIn: { greater_than_equal: start } }, { checkIn: { less_than: end } }],
        },
        pagination: false,
        depth: 1,
        sort: 'checkIn',
        overrideAccess: false,
        user: req.user,
        req,
      })
      const roomName = (room: unknown) =>
        room && typeof room === 'object' && 'name' in room ? String(room.name) : ''
      const csv =
        kind === 'bookings'
          ? toCsv(
              [
                'Reference',
                'Status',
                'Source',
                'Room',
                'Check-in',
                'Check-out',
                'Nights',
                'Guests',
                'Guest',
                'Phone',
                'Price (GHS)',
                'Paid (GHS)',
                'Balance due (GHS)',
              ],
              found.docs
                .map((b) => [b, bookingMoney(b)] as const)
                .map(([b, money]) => [
                  b.reference,
                  b.status,
                  b.source,
                  roomName(b.room),
                  ghanaDay(b.checkIn),
                  ghanaDay(b.checkOut),
                  b.nights,
                  b.guests,
                  b.guestName,
                  b.phone,
                  b.total,
                  toCedis(money.received),
                  toCedis(money.balance),
                ]),
            )
          : toCsv(
              [
                'Date',
                'Reference',
                'Guest',
                'Room',
                'Amount (GHS)',
                'Method',
                'Network',
                'Transaction ID',
              ],
              // Each payment, refund and reversal on the day the money moved, as what it adds
              // to the money received (a refund or a reversal of a payment takes away).
              (await moneyEntriesIn(req, { from, to })).map((entry) => [
                entry.day,
                entry.booking.reference,
                entry.booking.guestName,
                entry.booking.roomName,
                toCedis(revenueOf([entry])),
                entry.method,
                entry.network,
                entry.transactionId,
              ]),
            )
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${kind}-${from}-to-${to}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.booking.exportFailed)
    }
  },
}
