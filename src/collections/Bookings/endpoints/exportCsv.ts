import type { Endpoint } from 'payload'

import { moneyEntriesSeenBy } from '@/access/moneyEntriesReadBy'
import { moneyCsvRows } from '@/collections/Ledger/moneyCsvRows'
import { BOOKINGS_CSV_HEADER } from '@/lib/bookings/bookingsCsv'
import { MESSAGES } from '@/lib/messages'
import { MONEY_CSV_HEADER } from '@/lib/money/moneyCsv'
import { isReportRange } from '@/lib/reports/reportRanges'

import { csvStream } from '@/http/csvStream'
import { errorResponse } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { requireBookingsStaff } from '@/http/staffRequest'

import { stayRows } from './exportCsv/stayRows'

/**
 * `GET /api/bookings/export?from=YYYY-MM-DD&to=YYYY-MM-DD&kind=bookings|payments`: a CSV for the
 * accountant. Bookings whose check-in falls in the range (both days included), or the money
 * received in it (refunds subtracted), in the order it moved, as the day's takings write it, with
 * the extras charged on those days beside it: for reception, what they recorded themselves. Staff
 * only. Written a page at a time as it is read (`csvStream`): a year is never held whole.
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
      const file = {
        filename: `${kind}-${from}-to-${to}.csv`,
        failure: MESSAGES.booking.exportFailed,
      }
      return await csvStream(
        req,
        kind === 'payments'
          ? {
              ...file,
              header: MONEY_CSV_HEADER,
              pages: moneyCsvRows(req, {
                from,
                to,
                recordedBy,
                orByGateway: true,
                withCharges: true,
              }),
            }
          : { ...file, header: BOOKINGS_CSV_HEADER, pages: stayRows(req, { from, to }) },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.booking.exportFailed)
    }
  },
}
