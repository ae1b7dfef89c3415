import type { Endpoint } from 'payload'

import { moneyEntriesSeenBy, seesEntry } from '@/access/moneyEntriesReadBy'
import { closesOf, lastCloseBefore } from '@/collections/Ledger/CashUpCloses/readCloses'
import { dayTakings } from '@/collections/Ledger/CashUpCloses/dayTakings'
import { Refusal } from '@/http/refusal'
import { errorResponse } from '@/http/responses'
import { requireBookingsStaff } from '@/http/staffRequest'
import { isCalendarDay, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

/**
 * `GET /api/bookings/cash-up-close?day=YYYY-MM-DD` (today by default): what closing the day works
 * from. The day's closes (the one in force last), the float the last close kept, and the day's
 * takings by method and network for everyone's entries, as the close counts them; each group lists
 * the entries the reader may see (`moneyEntriesSeenBy`: reception their own) and how many more
 * are in its total. Admins and reception.
 */
export const getDayClose: Endpoint = {
  path: '/cash-up-close',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const day = req.searchParams.get('day') ?? todayInGhana()
      if (!isCalendarDay(day)) throw new Refusal(MESSAGES.cashUp.dayRequired, 400)
      const seen = moneyEntriesSeenBy(req.user)
      const shown = <E extends { recordedBy: string | null; byGateway: boolean }>(entries: E[]) =>
        entries.filter((entry) => seesEntry(seen, entry))
      const [closes, last, takings] = await Promise.all([
        closesOf(req, day),
        lastCloseBefore(req, day),
        dayTakings(req, day),
      ])
      const visible = <G extends { entries: { recordedBy: string | null; byGateway: boolean }[] }>(
        group: G,
      ) => {
        const entries = shown(group.entries)
        return { ...group, entries, hidden: group.entries.length - entries.length }
      }
      return Response.json(
        {
          day,
          today: todayInGhana(),
          closes,
          openingFloat: last?.floatKept ?? 0,
          takings: {
            total: takings.total,
            byMethod: takings.byMethod.map(visible),
            byNetwork: takings.byNetwork.map(visible),
          },
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.cashUp.closesFetchFailed)
    }
  },
}
