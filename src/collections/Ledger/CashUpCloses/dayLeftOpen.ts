import type { PayloadRequest } from 'payload'

import { addDays } from '@/lib/dates'

/** Entries that are money taken or owed on a day: a day with none has nothing to count. */
const OF_A_DAY = ['payment', 'refund', 'reversal', 'charge']

/**
 * Yesterday (before `today`, YYYY-MM-DD) when it had money entries and no close, for Today's
 * reminder; null otherwise. A day when no money moved is not asked for: the drawer holds the
 * float it held, and a reminder every quiet morning would teach the desk to look past it.
 */
export async function dayLeftOpen(req: PayloadRequest, today: string): Promise<string | null> {
  const day = addDays(today, -1)
  const [closes, entries] = await Promise.all([
    req.payload.count({
      collection: 'cash-up-closes',
      where: { day: { equals: day } },
      overrideAccess: true,
      req,
    }),
    req.payload.count({
      collection: 'ledger',
      where: {
        and: [
          { kind: { in: OF_A_DAY } },
          { date: { greater_than_equal: `${day}T00:00:00.000Z` } },
          { date: { less_than: `${today}T00:00:00.000Z` } },
        ],
      },
      overrideAccess: true,
      req,
    }),
  ])
  return closes.totalDocs === 0 && entries.totalDocs > 0 ? day : null
}
