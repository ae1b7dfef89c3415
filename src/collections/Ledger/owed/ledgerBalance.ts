import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'

import { ledgerOpenAmount } from '@/lib/money/ledger'

import { byStay, readLedgerMoney, type MoneyEntryRead } from '../readLedger'
import { PAGE_SIZE } from '../endpoints/getMonth/pages'

/**
 * Keeps on the stay what its ledger says is left to settle (`ledgerBalance`, `ledgerOpenAmount`)
 * and how many entries that was read from (`ledgerTurns`), from the stay's entries its caller
 * holds (the writer's, or a page's in the conversion), so the balances owed are looked up
 * among the few stays not settled instead of reading ten years of stays and entries. Each entry
 * takes the next place on its stay, so the entries a reader sees are always the first N: the
 * figure is written only over one read from fewer entries, and of writers that cross, the one that
 * saw the most entries stays.
 */
export async function keepLedgerBalance(
  req: PayloadRequest,
  bookingId: string,
  entries: readonly MoneyEntryRead[],
): Promise<void> {
  await req.payload.db.updateOne({
    collection: 'bookings',
    where: {
      and: [
        { id: { equals: bookingId } },
        {
          or: [{ ledgerTurns: { exists: false } }, { ledgerTurns: { less_than: entries.length } }],
        },
      ],
    },
    data: { ledgerBalance: ledgerOpenAmount(entries), ledgerTurns: entries.length },
    req,
    returning: false,
  })
}

/**
 * Every stay without its figure gets it: a house from before the figure was kept, once, and the
 * house generator's history, which is written below the hooks. A page of stays and their entries
 * at a time. Returns how many stays it wrote.
 */
export async function fillLedgerBalances(payload: Payload): Promise<number> {
  const req = await createLocalReq({}, payload)
  let written = 0
  // Always the first page: the stays written leave the query, the next ones take their place.
  for (;;) {
    const { docs } = await req.payload.find({
      collection: 'bookings',
      where: { ledgerTurns: { exists: false } },
      sort: 'createdAt',
      limit: PAGE_SIZE,
      depth: 0,
      select: { ledgerTurns: true },
      overrideAccess: true,
      req,
    })
    if (!docs.length) return written
    const ids = docs.map((doc) => String(doc.id))
    const entries = byStay(await readLedgerMoney(req, ids))
    for (const id of ids) {
      await keepLedgerBalance(req, id, entries.get(id) ?? [])
      written += 1
    }
  }
}
