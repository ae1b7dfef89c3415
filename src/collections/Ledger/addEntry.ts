import type { PayloadRequest } from 'payload'

import { actorName } from '@/collections/Bookings/hooks/history'
import { receiptText } from '@/lib/bookings'
import type { Ledger } from '@/payload-types'

export type NewLedgerEntry = Omit<
  Ledger,
  'id' | 'createdAt' | 'updatedAt' | 'receipt' | 'receiptNumber' | 'recordedBy' | 'recordedByName'
> & { recordedByName?: string }

/** Tries before giving up when other entries keep taking the next receipt number first. */
const RECEIPT_TRIES = 50

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
 * Writes one entry after the caller's own checks, with who recorded it taken from the session. A
 * payment or refund takes the next receipt number: two written at the same moment may both read
 * the same last number, and the unique index then keeps one; the other reads again and takes the
 * next, so receipts stay distinct and without gaps on SQLite and MongoDB alike.
 */
export async function addLedgerEntry(req: PayloadRequest, entry: NewLedgerEntry): Promise<Ledger> {
  const recordedBy = req.user?.collection === 'users' ? req.user.id : null
  const base = { ...entry, recordedBy, recordedByName: entry.recordedByName ?? actorName(req) }
  const numbered = entry.kind === 'payment' || entry.kind === 'refund'
  if (!numbered) {
    return req.payload.create({ collection: 'ledger', data: base, overrideAccess: true, req })
  }
  for (let tries = 0; ; tries += 1) {
    const number = (await lastReceipt(req)) + 1
    try {
      return await req.payload.create({
        collection: 'ledger',
        data: { ...base, receiptNumber: number, receipt: receiptText(number) },
        overrideAccess: true,
        req,
      })
    } catch (error) {
      // Taken meanwhile: read the last number again. Anything else is a fault.
      if (tries >= RECEIPT_TRIES || !(await receiptTaken(req, number))) throw error
    }
  }
}

async function receiptTaken(req: PayloadRequest, number: number): Promise<boolean> {
  const taken = await req.payload.count({
    collection: 'ledger',
    where: { receiptNumber: { equals: number } },
    overrideAccess: true,
    req,
  })
  return taken.totalDocs > 0
}
