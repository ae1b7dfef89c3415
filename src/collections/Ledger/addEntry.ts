import { createLocalReq, type PayloadRequest } from 'payload'

import { actorName } from '@/collections/Bookings/hooks/history'
import { Refusal } from '@/http/refusal'
import { receiptText } from '@/lib/money/ledger'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'
import type { Ledger } from '@/payload-types'

import { readLedger } from './readLedger'

export type NewLedgerEntry = Omit<
  Ledger,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'receipt'
  | 'receiptNumber'
  | 'recordedBy'
  | 'recordedByName'
  | 'turn'
> & { recordedByName?: string }

/**
 * A writer's own rule, checked against the stay's entries as they are when the entry is written
 * (every earlier entry, in the order written): it throws a `Refusal` to refuse the entry.
 */
export type LedgerCheck = (entries: readonly Ledger[]) => void

/**
 * Tries before giving up when other writers keep taking the stay's next place or the next receipt
 * number first: each round at least one writer wins, so only a flood of writes to one stay waits
 * this long, and is then told to try again rather than left waiting.
 */
const TRIES = 50

async function lastReceipt(req: PayloadRequest): Promise<number> {
  const last = await req.payload.find({
    collection: 'ledger',
    where: { receiptNumber: { exists: true } },
    sort: '-receiptNumber',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { receiptNumber: true },
    overrideAccess: true,
    req,
  })
  return last.docs[0]?.receiptNumber ?? 0
}

async function taken(req: PayloadRequest, where: { turn: string } | { receiptNumber: number }) {
  const [field, value] = Object.entries(where)[0]
  const found = await req.payload.count({
    collection: 'ledger',
    where: { [field]: { equals: value } },
    overrideAccess: true,
    req,
  })
  return found.totalDocs > 0
}

/**
 * Writes one entry, with who recorded it taken from the session: the one writer of the ledger.
 *
 * Writes to one stay are serialised by a compare-and-set the database does on SQLite and MongoDB
 * alike: the entry claims the stay's next place (`turn`, unique) after the entries `check` was
 * run on. Two writers that read the same entries claim the same place and the database keeps one;
 * the other reads the ledger again, with the winner's entry in it, and checks again. So a refund,
 * a reversal and a payment are each checked against the ledger as it is when written, and two
 * refunds sent at once can never together give back more than the house holds.
 *
 * A payment or refund also takes the next receipt number, by the same rule on its unique index,
 * so receipts stay distinct and without gaps.
 *
 * The ledger is read and written on a request of its own, outside the caller's transaction: on a
 * MongoDB replica set a refused insert aborts the transaction it ran in, which would undo the
 * caller's other writes along with it, and a transaction's reads would not see the winner's entry.
 */
export async function addLedgerEntry(
  req: PayloadRequest,
  entry: NewLedgerEntry,
  check?: LedgerCheck,
): Promise<Ledger> {
  const recordedBy = req.user?.collection === 'users' ? req.user.id : null
  const base = { ...entry, recordedBy, recordedByName: entry.recordedByName ?? actorName(req) }
  const numbered = entry.kind === 'payment' || entry.kind === 'refund'
  const bookingId = relationId(entry.booking)
  const own = await createLocalReq({ user: req.user ?? undefined }, req.payload)
  for (let tries = 1; ; tries += 1) {
    const entries = await readLedger(own, [bookingId])
    check?.(entries)
    const turn = `${bookingId}:${entries.length + 1}`
    const number = numbered ? (await lastReceipt(own)) + 1 : null
    try {
      return await req.payload.create({
        collection: 'ledger',
        data: {
          ...base,
          turn,
          ...(number === null ? {} : { receiptNumber: number, receipt: receiptText(number) }),
        },
        overrideAccess: true,
        req: own,
      })
    } catch (error) {
      // Someone else wrote first: read the ledger again. Anything else is a fault.
      const lost =
        (await taken(own, { turn })) ||
        (number !== null && (await taken(own, { receiptNumber: number })))
      if (!lost) throw error
      if (tries >= TRIES) throw new Refusal(MESSAGES.ledger.busy, 409)
    }
  }
}
