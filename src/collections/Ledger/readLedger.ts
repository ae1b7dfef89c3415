import type { PayloadRequest } from 'payload'

import { relationId } from '@/lib/relationId'
import type { Ledger } from '@/payload-types'

/**
 * The entries of the given stays, in the order they were written, in one query. For the server's
 * own code after its checks: it reads past access, as the desk's endpoints write.
 */
export async function readLedger(
  req: PayloadRequest,
  bookingIds: readonly (string | number)[],
): Promise<Ledger[]> {
  if (!bookingIds.length) return []
  const found = await req.payload.find({
    collection: 'ledger',
    where: { booking: { in: bookingIds.map(String) } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs
}

/**
 * What a stay's money reads of its entries (`bookingMoney`, `ledgerOpenAmount`): the kind, the
 * amount, what it undoes and its place among the stay's entries.
 */
export type MoneyEntryRead = Pick<
  Ledger,
  'id' | 'booking' | 'kind' | 'amount' | 'reverses' | 'turn'
>

/**
 * The entries of the given stays as their money reads them (`MoneyEntryRead`), in the order
 * written, in one query straight from the database: lists that take the money of hundreds of
 * stays at once read only these fields, and the ledger has no read hooks to run.
 */
export async function readLedgerMoney(
  req: PayloadRequest,
  bookingIds: readonly (string | number)[],
): Promise<MoneyEntryRead[]> {
  if (!bookingIds.length) return []
  const found = await req.payload.db.find<MoneyEntryRead>({
    collection: 'ledger',
    where: { booking: { in: bookingIds.map(String) } },
    sort: 'createdAt',
    pagination: false,
    limit: 0,
    select: { booking: true, kind: true, amount: true, reverses: true, turn: true },
    req,
  })
  return found.docs
}

/** Entries by the stay they belong to, each stay's in the order given. */
export function byStay<T extends Pick<Ledger, 'booking'>>(entries: readonly T[]): Map<string, T[]> {
  const stays = new Map<string, T[]>()
  for (const entry of entries) {
    const id = relationId(entry.booking)
    const own = stays.get(id)
    if (own) own.push(entry)
    else stays.set(id, [entry])
  }
  return stays
}
