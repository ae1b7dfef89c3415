import type { PayloadRequest } from 'payload'

import { todayInGhana } from '@/lib/dates'
import type { Ledger } from '@/payload-types'

import { addLedgerEntry } from './addEntry'

/** A stay's figures that are not money: what it costs and the deposit it requires. */
export type StayFigure = 'price' | 'deposit'

/**
 * Sets a stay's price or deposit: the one place either is written. The entry goes in the ledger
 * (who, when, why); the booking's field then takes the latest entry of its kind as read after the
 * write, so the field the desk and reports read always says what the ledger says last, even when
 * two changes cross.
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
  const latest = await req.payload.find({
    collection: 'ledger',
    where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: kind } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { amount: true },
    overrideAccess: true,
    req,
  })
  await req.payload.db.updateOne({
    collection: 'bookings',
    id: bookingId,
    data: { [kind]: latest.docs[0]?.amount ?? amount },
    req,
    returning: false,
  })
  return entry
}
