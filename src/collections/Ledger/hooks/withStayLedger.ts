import type { CollectionAfterReadHook } from 'payload'

import { moneyEntriesSeenBy } from '@/access/moneyEntriesReadBy'
import { readLedger } from '@/collections/Ledger/readLedger'

/**
 * A stay read by reception carries all of its own ledger entries, whoever recorded them: the desk
 * takes a stay's balance from them. The ledger's read access leaves reception only the entries
 * they recorded, and the `ledger` join applies it, so the stay's entries are read again here
 * for a stay read with them. Admins' reads are left as they are: they see every entry.
 */
export const withStayLedger: CollectionAfterReadHook = async ({ doc, req }) => {
  const seen = moneyEntriesSeenBy(req.user)
  if (!seen || seen.all || !doc?.ledger || typeof doc.ledger !== 'object') return doc
  const entries = await readLedger(req, [doc.id])
  return { ...doc, ledger: { ...doc.ledger, docs: entries, totalDocs: entries.length } }
}
