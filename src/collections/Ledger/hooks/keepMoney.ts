import type { CollectionBeforeDeleteHook } from 'payload'

import { Refusal } from '@/http/refusal'
import { MONEY_KINDS } from '@/lib/money/ledger'
import { MESSAGES } from '@/lib/messages'

/**
 * Every kind that records money moving or owed, reversals included: a stay with any keeps its
 * ledger.
 */
const MOVED: string[] = [...MONEY_KINDS, 'charge', 'reversal']

/**
 * A booking with any money in its ledger is never deleted, whichever door asks (REST by id or by
 * `where`, /cms, the Local API): its entries would be left pointing at nothing, and the money with
 * them. Cancelling ends such a stay.
 *
 * The price and deposit entries of a stay an admin may delete (one that never held money) go
 * first, as the row's own key needs: left, they would describe a stay no one can open. Below the
 * ledger's hooks, which refuse every removal, because this is the one removal the ledger allows.
 */
export const keepMoney: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const entries = await req.payload.count({
    collection: 'ledger',
    where: { and: [{ booking: { equals: id } }, { kind: { in: MOVED } }] },
    overrideAccess: true,
    req,
  })
  if (entries.totalDocs > 0) throw new Refusal(MESSAGES.booking.deleteWithMoney, 409)
  await req.payload.db.deleteMany({
    collection: 'ledger',
    where: { and: [{ booking: { equals: id } }, { kind: { in: ['price', 'deposit'] } }] },
    req,
  })
}
