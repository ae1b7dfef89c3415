import type { Endpoint } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { amountPaid, asText, balanceDue, ghanaDay, toCsv } from '@/lib/bookings'
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
      const where =
        kind === 'bookings'
          ? { and: [{ checkIn: { greater_than_equal: start } }, { checkIn: { less_than: end } }] }
          : {
              and: [
                { 'payments.date': { greater_than_equal: start } },
                { 'payments.date': { less_than: end } },
              ],
            }
      const found = await req.payload.find({
        collection: 'bookings',
        where,
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
              found.docs.map((b) => [
                b.reference,
                b.status,
                b.source,
                roomName(b.room),
                ghanaDay(b.checkIn),
                ghanaDay(b.checkOut),
                b.nights,
                b.guests,
                b.guestName,
                asText(b.phone),
                b.total,
                amountPaid(b.payments),
                balanceDue(b.total, b.payments),
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
              found.docs.flatMap((b) =>
                (b.payments ?? [])
                  .filter((p) => p.date >= start && p.date < end)
                  .map((p) => [
                    ghanaDay(p.date),
                    b.reference,
                    b.guestName,
                    roomName(b.room),
                    p.amount,
                    p.method,
                    p.network,
                    asText(p.transactionId),
                  ]),
              ),
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
