import type { Endpoint, PayloadRequest } from 'payload'

import { csvFile } from '@/http/csvStream'
import { errorResponse, requireAdmin } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { startOfDayOf, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { buildMonth } from '@/lib/reports/month'
import { monthCsv } from '@/lib/reports/monthCsv'
import { monthOf, parseMonth } from '@/lib/reports/monthRange'

import { readHouseTaxes } from '@/collections/Taxes/taxRules'
import { readMonth } from './getMonth/readMonth'

/**
 * `GET /api/month?month=YYYY-MM` (this month when none is asked; `&format=csv` for the CSV): the
 * owner's month, for admins only. Its money is read as the dashboard reads it and counted by the
 * same rules (`buildMonth`), so the two agree to the pesewa for the same month.
 */
export const getMonth: Endpoint = {
  path: '/month',
  method: 'get',
  handler: async (req) => {
    try {
      requireAdmin(req)
      const now = new Date()
      const month = askedMonth(req, now)
      const [records, taxes] = await Promise.all([readMonth(req, month), readHouseTaxes(req)])
      const data = buildMonth({
        month,
        ...records,
        taxRules: taxes.rules,
        taxSettings: taxes.settings,
        today: startOfDayOf(todayInGhana(now)),
      })
      if (req.searchParams.get('format') === 'csv') {
        // A month's figures, a line each: small by what they are, so made whole.
        return csvFile(`month-${month}.csv`, monthCsv(data))
      }
      return Response.json(data, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.month.fetchFailed)
    }
  },
}

function askedMonth(req: PayloadRequest, now: Date): string {
  const asked = req.searchParams.get('month')
  if (asked === null || asked === '') return monthOf(todayInGhana(now))
  const month = parseMonth(asked)
  if (!month) throw new Refusal(MESSAGES.month.badMonth, 400)
  return month
}
