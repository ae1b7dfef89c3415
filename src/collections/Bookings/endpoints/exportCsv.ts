import type { Endpoint } from 'payload'

import { moneyEntriesSeenBy } from '@/access/moneyEntriesReadBy'
import { chargesIn } from '@/collections/Ledger/chargeEntries'
import { moneyEntriesIn } from '@/collections/Ledger/moneyEntries'
import { asText, toCsv } from '@/lib/csv'
import { lineBalance } from '@/lib/money/groupMoney'
import { bookingMoney } from '@/lib/money/ledger'
import { ghanaDay } from '@/lib/bookings/availability'
import { moneyCsv } from '@/lib/money/moneyCsv'
import { stayPricePesewas } from '@/lib/money/stayPrice'
import { addDays } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { amountText } from '@/lib/money/amounts'
import { isReportRange } from '@/lib/reports/reportRanges'
import type { Booking } from '@/payload-types'

import { errorResponse } from '@/http/responses'
import { Refusal } from '@/http/refusal'

import { requireBookingsStaff } from '@/http/staffRequest'

const roomName = (room: Booking['room']) => (room && typeof room === 'object' ? room.name : '')

/**
 * One line per stay. Its extras, what was paid and what is due come from the ledger rules (the
 * balance counts the extras charged), so a cancelled,
 * declined or no-show stay shows nothing due, as it does at the desk. A group's balance and credit
 * stand once, on its lead room's line (`lineBalance`): its rooms are paid as one.
 */
function bookingsCsv(bookings: readonly Booking[]): string {
  return toCsv(
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
      'Extras (GHS)',
      'Paid (GHS)',
      'Balance due (GHS)',
      'Credit (GHS)',
    ],
    bookings.map((b) => {
      const money = bookingMoney(b)
      const owed = lineBalance(b)
      return [
        asText(b.reference),
        b.status,
        b.source,
        roomName(b.room),
        ghanaDay(b.checkIn),
        ghanaDay(b.checkOut),
        b.nights,
        b.guests,
        b.guestName,
        asText(b.phone),
        amountText(stayPricePesewas(b)),
        amountText(money.charges),
        amountText(money.received),
        amountText(owed.balance),
        amountText(owed.credit),
      ]
    }),
  )
}

/**
 * `GET /api/bookings/export?from=YYYY-MM-DD&to=YYYY-MM-DD&kind=bookings|payments`: a CSV for the
 * accountant. Bookings whose check-in falls in the range (both days included), or the money
 * received in it (refunds subtracted), in the order it moved, as the day's takings write it, with
 * the extras charged on those days beside it: for reception, what they recorded themselves. Staff only.
 */
export const exportCsv: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const from = req.searchParams.get('from') ?? ''
      const to = req.searchParams.get('to') ?? ''
      const kind = req.searchParams.get('kind') === 'payments' ? 'payments' : 'bookings'
      if (!isReportRange(from, to)) {
        throw new Refusal(MESSAGES.booking.exportRange, 400)
      }
      // The payments are those the caller may read: reception their own (`moneyEntriesSeenBy`).
      const seen = moneyEntriesSeenBy(req.user)
      const recordedBy = seen && !seen.all ? seen.recordedBy : undefined
      const csv =
        kind === 'payments'
          ? moneyCsv(
              await moneyEntriesIn(req, { from, to, recordedBy, orByGateway: true }),
              await chargesIn(req, { from, to, recordedBy }),
            )
          : bookingsCsv(
              (
                await req.payload.find({
                  collection: 'bookings',
                  where: {
                    and: [
                      { checkIn: { greater_than_equal: `${from}T00:00:00.000Z` } },
                      { checkIn: { less_than: `${addDays(to, 1)}T00:00:00.000Z` } },
                    ],
                  },
                  pagination: false,
                  depth: 1,
                  sort: 'checkIn',
                  overrideAccess: false,
                  user: req.user,
                  req,
                })
              ).docs,
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
