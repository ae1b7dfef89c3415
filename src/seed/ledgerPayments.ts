import { createLocalReq, type Payload } from 'payload'

import { addLedgerEntry } from '@/collections/Ledger/addEntry'
import { ghanaDay } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { toPesewas } from '@/lib/money/amounts'
import type { Booking } from '@/payload-types'

type KeptPayment = NonNullable<Booking['payments']>[number]

/**
 * Moves the payments stays kept on themselves (in cedis) into the ledger, in pesewas, with their
 * day, method, network, transaction ID and note, numbered in the order the money came; then
 * empties each stay's list. Runs once, as a data conversion, through Payload so SQLite and MongoDB end the
 * same, and changes nothing once done. A start stopped halfway resumes: a stay's payments already
 * moved (its entries "Moved from the booking") are not moved twice. Answers how many it moved.
 */
export async function movePaymentsToLedger(payload: Payload): Promise<number> {
  const kept = await payload.find({
    collection: 'bookings',
    where: { 'payments.amount': { exists: true } },
    pagination: false,
    depth: 0,
    select: { payments: true, createdAt: true },
    overrideAccess: true,
  })
  if (!kept.docs.length) return 0
  const req = await createLocalReq({}, payload)
  const moved = await payload.find({
    collection: 'ledger',
    where: {
      booking: { in: kept.docs.map((doc) => doc.id) },
      recordedByName: { equals: MESSAGES.ledger.movedBy },
    },
    pagination: false,
    depth: 0,
    select: { booking: true },
    overrideAccess: true,
  })
  const already = new Map<string, number>()
  for (const entry of moved.docs) {
    const id = String(entry.booking)
    already.set(id, (already.get(id) ?? 0) + 1)
  }
  const rows: Array<{ booking: Pick<Booking, 'id' | 'createdAt'>; payment: KeptPayment }> = []
  for (const booking of kept.docs) {
    const payments = [...(booking.payments ?? [])].sort(byDay)
    rows.push(
      ...payments
        .slice(already.get(String(booking.id)) ?? 0)
        .map((payment) => ({ booking, payment })),
    )
  }
  rows.sort(
    (a, b) => byDay(a.payment, b.payment) || a.booking.createdAt.localeCompare(b.booking.createdAt),
  )
  for (const { booking, payment } of rows) {
    await addLedgerEntry(req, {
      booking: booking.id,
      kind: 'payment',
      amount: toPesewas(payment.amount),
      method: payment.method,
      network: payment.network ?? null,
      transactionId: payment.transactionId ?? null,
      date: `${ghanaDay(payment.date)}T00:00:00.000Z`,
      note: payment.note ?? null,
      recordedByName: MESSAGES.ledger.movedBy,
    })
  }
  for (const booking of kept.docs) {
    await payload.db.updateOne({
      collection: 'bookings',
      id: booking.id,
      data: { payments: [] },
      returning: false,
    })
  }
  payload.logger.info(MESSAGES.ledger.moved(rows.length))
  return rows.length
}

/** Payments in the order the money came; a stay's payments of one day as it listed them. */
function byDay(a: KeptPayment, b: KeptPayment): number {
  return ghanaDay(a.date).localeCompare(ghanaDay(b.date))
}
