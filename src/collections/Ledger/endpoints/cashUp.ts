import type { Endpoint } from 'payload'

import { moneyEntriesSeenBy } from '@/access/moneyEntriesReadBy'
import { moneyEntriesIn, moneyRecordedLate } from '@/collections/Ledger/moneyEntries'
import { moneyCsvRows } from '@/collections/Ledger/moneyCsvRows'
import { csvStream } from '@/http/csvStream'
import { errorResponse } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { cashUp as takingsOf } from '@/lib/money/cashUp'
import { MONEY_CSV_HEADER } from '@/lib/money/moneyCsv'
import { revenueOf } from '@/lib/money/ledger'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { isReportRange } from '@/lib/reports/reportRanges'

/**
 * `GET /api/bookings/cash-up?day=YYYY-MM-DD` (or `from` and `to`, both days included; today by
 * default) `&user=<id>&format=csv`: the money that moved in those days, with its total by method
 * and by mobile-money network and the entries behind each total, or the entries as a CSV; beside
 * them, the money written in those days but dated earlier (`recordedLate`).
 * Reception see the money they recorded themselves; an admin sees everyone's, or one person's
 * (`moneyEntriesSeenBy`).
 */
export const cashUp: Endpoint = {
  path: '/cash-up',
  method: 'get',
  handler: async (req) => {
    try {
      if (!req.user) throw new Refusal(MESSAGES.auth.notSignedIn, 401)
      const params = req.searchParams
      const day = params.get('day')
      const from = day ?? params.get('from') ?? todayInGhana()
      const to = day ?? params.get('to') ?? from
      if (!isReportRange(from, to)) throw new Refusal(MESSAGES.cashUp.range, 400)

      const asked = params.get('user') || undefined
      const seen = moneyEntriesSeenBy(req.user)
      if (!seen) throw new Refusal(MESSAGES.auth.forbidden, 403)
      if (!seen.all && asked !== undefined && asked !== seen.recordedBy) {
        throw new Refusal(MESSAGES.cashUp.ownOnly, 403)
      }
      const recordedBy = seen.all ? asked : seen.recordedBy
      // Reception's own takings hold what a gateway took by itself too: no one else records it.
      const orByGateway = !seen.all
      if (params.get('format') === 'csv') {
        const who = recordedBy ? `-${recordedBy}` : ''
        return await csvStream(req, {
          filename: `takings-${from}-to-${to}${who}.csv`,
          header: MONEY_CSV_HEADER,
          pages: moneyCsvRows(req, { from, to, recordedBy, orByGateway }),
          failure: MESSAGES.cashUp.fetchFailed,
        })
      }
      const entries = await moneyEntriesIn(req, { from, to, recordedBy, orByGateway })
      // Listed apart, not added in: they count on the day they are dated, as every report counts
      // them, but the day they were written shows them, so none hides behind an earlier date.
      const late = await moneyRecordedLate(req, { from, to, recordedBy, orByGateway })
      const recordedLate = { total: revenueOf(late), entries: late }
      return Response.json(
        {
          range: { from, to },
          recordedBy: recordedBy ?? null,
          ...takingsOf(entries),
          entries,
          recordedLate,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.cashUp.fetchFailed)
    }
  },
}
