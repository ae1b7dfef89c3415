import { createLocalReq, type PayloadRequest } from 'payload'

import { actorName } from '@/collections/Bookings/hooks/history'
import { Refusal } from '@/http/refusal'
import { ghanaDay } from '@/lib/bookings/availability'
import { todayInGhana } from '@/lib/dates'
import { closedDayRefusal } from '@/lib/money/cashUpClose'
import { receiptText } from '@/lib/money/ledger'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'
import type { Ledger } from '@/payload-types'

import { closesOf } from './CashUpCloses/readCloses'
import { withMoneyDay } from './dayLock'
import { keepLedgerBalance } from './owed/ledgerBalance'
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

/**
 * The entry of a gateway's transaction (or refund) is already in the ledger: written by another
 * webhook, verify call or instance a moment before. Its writer reads that entry instead.
 */
export class PostedBefore extends Error {
  constructor(readonly gatewayReference: string) {
    super(`Ledger entry ${gatewayReference} is already written`)
    this.name = 'PostedBefore'
  }
}

async function taken(
  req: PayloadRequest,
  where: { turn: string } | { receiptNumber: number } | { gatewayReference: string },
) {
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
 * The day's takings an entry belongs to, which a close of that day must not miss: the day it is
 * dated, or without a date the day it is written. A stay's price or deposit is no money taken but
 * the terms of a stay (set when a guest books from the site late at night, after the day was
 * closed): it belongs to no day's takings, so a close never refuses it.
 */
function dayOfEntry(entry: NewLedgerEntry): string | null {
  if (entry.kind === 'price' || entry.kind === 'deposit') return null
  return entry.date ? ghanaDay(entry.date) : todayInGhana()
}

/**
 * Writes one entry, with who recorded it taken from the session: the one writer of the ledger, so
 * every kind of entry is held to a closed day here. An entry dated in a day whose takings were
 * closed is refused: the close's figures would no longer be the day's, so a late entry goes to
 * today with a note saying which day it belongs to. The check and the write happen holding the
 * day (`withMoneyDay`), as the close takes its snapshot and writes its record holding it, so a
 * payment and a close of the same day sent at the same moment cannot both succeed: whichever holds
 * the day first goes first, and the payment either is in the close's figures or is refused.
 */
export async function addLedgerEntry(
  req: PayloadRequest,
  entry: NewLedgerEntry,
  check?: LedgerCheck,
): Promise<Ledger> {
  const day = dayOfEntry(entry)
  if (!day) return writeLedgerEntry(req, entry, check)
  const own = await createLocalReq({ user: req.user ?? undefined }, req.payload)
  return withMoneyDay(own, day, async () => {
    if ((await closesOf(own, day)).length > 0) {
      throw new Refusal(closedDayRefusal(day, todayInGhana()), 409)
    }
    return writeLedgerEntry(req, entry, check)
  })
}

/**
 * Writes one entry, after the day's check.
 *
 * Writes to one stay are serialised by a compare-and-set the database does on SQLite and MongoDB
 * alike: the entry claims the stay's next place (`turn`, unique) after the entries `check` was
 * run on. Two writers that read the same entries claim the same place and the database keeps one;
 * the other reads the ledger again, with the winner's entry in it, and checks again. So a refund,
 * a reversal and a payment are each checked against the ledger as it is when written, and two
 * refunds sent at once can never together give back more than the house holds.
 *
 * A payment or refund also takes the next receipt number, by the same rule on its unique index,
 * so receipts stay distinct and without gaps. An entry a gateway reported carries its unique
 * `gatewayReference`: when that is what the database refused, the transaction is already posted
 * and `PostedBefore` says so, however many writers tried at once.
 *
 * The ledger is read and written on a request of its own, outside the caller's transaction: on a
 * MongoDB replica set a refused insert aborts the transaction it ran in, which would undo the
 * caller's other writes along with it, and a transaction's reads would not see the winner's entry.
 */
async function writeLedgerEntry(
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
    let written: Ledger
    try {
      written = await req.payload.create({
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
      // The same gateway transaction written first by another: there is nothing left to write.
      const reference = entry.gatewayReference
      if (reference && (await taken(own, { gatewayReference: reference }))) {
        throw new PostedBefore(reference)
      }
      // Someone else wrote first: read the ledger again. Anything else is a fault.
      const lost =
        (await taken(own, { turn })) ||
        (number !== null && (await taken(own, { receiptNumber: number })))
      if (!lost) throw error
      if (tries >= TRIES) throw new Refusal(MESSAGES.ledger.busy, 409)
      continue
    }
    // The entries before this one are those read (it took the next place), so the stay's figure
    // is written from them with no read; on the caller's request, inside its transaction when it
    // has one: on MongoDB a write from outside to a stay the transaction has written would wait
    // for the transaction, which waits for this.
    await keepBalanceAfter(req, bookingId, [...entries, written])
    return written
  }
}

/**
 * The stay's figure of what is left to settle, after an entry is written. The entry stands
 * whatever happens here: the fault is logged, and the stay's next entry writes the figure again.
 */
async function keepBalanceAfter(
  req: PayloadRequest,
  bookingId: string,
  entries: readonly Ledger[],
): Promise<void> {
  try {
    await keepLedgerBalance(req, bookingId, entries)
  } catch (error) {
    req.payload.logger.error({ err: error, bookingId }, "The stay's ledger balance was not kept")
  }
}
