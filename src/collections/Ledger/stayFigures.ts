import { createLocalReq, type PayloadRequest } from 'payload'

import { todayInGhana } from '@/lib/dates'
import type { Ledger } from '@/payload-types'

import { addLedgerEntry } from './addEntry'
import { readLedger } from './readLedger'

/** A stay's figures that are not money: what it costs and the deposit it requires. */
export type StayFigure = 'price' | 'deposit'

/**
 * Sets a stay's price or deposit: the one place either is written. The entry goes in the ledger
 * (who, when, why); the booking's field then takes the entry of its kind placed last, as read after
 * the write rather than the amount this call was given, so of two changes that cross, the field
 * ends on the one the ledger placed last.
 */
export async function setStayFigure(
  req: PayloadRequest,
  bookingId: string,
  kind: StayFigure,
  amount: number,
  reason: string | null,
  recordedByName?: string,
): Promise<Ledger> {
  const entry = await addLedgerEntry(req, {
    booking: bookingId,
    kind,
    amount,
    reason,
    date: `${todayInGhana()}T00:00:00.000Z`,
    ...(recordedByName ? { recordedByName } : {}),
  })
  // Read outside the caller's transaction, as the entry was written (`addLedgerEntry`).
  const fresh = await createLocalReq({}, req.payload)
  const ofKind = (await readLedger(fresh, [bookingId])).filter((written) => written.kind === kind)
  // The last placed (`turn`); an entry from before places were kept counts as earlier.
  const place = (written: Ledger) => Number(written.turn?.split(':')[1] ?? 0)
  const latest = ofKind.reduce(
    (last, written) => (place(written) >= place(last) ? written : last),
    entry,
  )
  await req.payload.db.updateOne({
    collection: 'bookings',
    id: bookingId,
    data: { [kind]: latest.amount },
    req,
    returning: false,
  })
  return entry
}
