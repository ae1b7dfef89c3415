import type { PayloadRequest } from 'payload'

import { ghanaDay } from '@/lib/bookings/availability'
import type { ChargeCsvEntry } from '@/lib/money/moneyEntry'
import { relationId } from '@/lib/relationId'
import type { Ledger } from '@/payload-types'

import { staysOf } from './moneyEntries'

type ChargeRange = { from: string; to: string; recordedBy?: string }

/**
 * The extras charged on days in [from, to] (both YYYY-MM-DD, included), and the reversals of
 * charges made on those days, optionally those one member of staff recorded, in the order they
 * were written: each with what it did to the extras owed (a reversal negative). For the server's
 * own code after its checks: it reads past access.
 */
export async function chargesIn(
  req: PayloadRequest,
  range: ChargeRange,
): Promise<ChargeCsvEntry[]> {
  const read = async (kind: 'charge' | 'reversal') =>
    (
      await req.payload.find({
        collection: 'ledger',
        where: {
          and: [
            { kind: { equals: kind } },
            { date: { greater_than_equal: `${range.from}T00:00:00.000Z` } },
            { date: { less_than_equal: `${range.to}T23:59:59.999Z` } },
            ...(range.recordedBy ? [{ recordedBy: { equals: range.recordedBy } }] : []),
          ],
        },
        sort: 'createdAt',
        pagination: false,
        depth: 1,
        overrideAccess: true,
        req,
      })
    ).docs
  const [charges, reversals] = await Promise.all([read('charge'), read('reversal')])
  const undone = (entry: Ledger): Ledger | null =>
    typeof entry.reverses === 'object' && entry.reverses?.kind === 'charge' ? entry.reverses : null
  const entries = [...charges, ...reversals.filter(undone)].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  )
  const stayOf = await staysOf(req, entries)
  return entries.map((entry) => chargeEntryOf(entry, undone(entry), stayOf))
}

/**
 * An extra charged, or the reversal of one (`undone` the charge it undoes), as the payments CSV
 * writes it: what it did to the extras owed, a reversal negative, with the charge's item.
 */
export function chargeEntryOf(
  entry: Ledger,
  undone: Ledger | null,
  stayOf: (entry: Ledger) => ChargeCsvEntry['booking'],
): ChargeCsvEntry {
  const charge = undone ?? entry
  return {
    id: String(entry.id),
    kind: entry.kind === 'charge' ? 'charge' : 'reversal',
    charged: entry.kind === 'charge' ? entry.amount : -entry.amount,
    description: charge.description ?? '',
    quantity: charge.quantity ?? null,
    day: ghanaDay(entry.date ?? entry.createdAt),
    recordedAt: entry.createdAt,
    recordedBy: relationId(entry.recordedBy) || null,
    recordedByName: entry.recordedByName,
    booking: stayOf(entry),
  }
}
