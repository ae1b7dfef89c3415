import type { PayloadRequest, Where } from 'payload'

import { toPesewas } from '@/lib/money'
import type { Booking } from '@/payload-types'

/**
 * One movement of money as the reports read it (the day's takings, the dashboard, the payments
 * CSV), whatever stores it. Every report reads money through `moneyEntriesIn` and nothing else, so
 * where entries are kept is decided here alone.
 */
export type MoneyEntry = {
  id: string
  kind: 'payment' | 'refund' | 'reversal'
  /** Whole pesewas, > 0; what it does is decided by kind (`revenueOf`). */
  amount: number
  /** The id of the entry a reversal undoes. */
  reverses: string | null
  reversesKind: 'payment' | 'refund' | null
  /** YYYY-MM-DD, the Ghana day the money moved. */
  day: string
  /** ISO timestamp the entry was written (orders a day's entries). */
  recordedAt: string
  method: string | null
  network: string | null
  transactionId: string | null
  receipt: string | null
  note: string | null
  reason: string | null
  recordedBy: string | null
  recordedByName: string
  booking: { id: string; reference: string; guestName: string; roomName: string; status: string }
}

type HistoryLine = NonNullable<Booking['history']>[number]

const roomName = (room: Booking['room']) => (room && typeof room === 'object' ? room.name : '')

/**
 * Money entries whose day is in [from, to] (both YYYY-MM-DD, included), optionally by one user,
 * in the order they moved (day, then the time they were written).
 *
 * While payments are kept on the booking, each one is a payment entry; who recorded it and when
 * come from the booking's history, where the desk writes one "Payment" line with each payment in
 * the same database write, so the n-th such line belongs to the n-th payment.
 */
export async function moneyEntriesIn(
  req: PayloadRequest,
  range: { from: string; to: string; recordedBy?: string },
): Promise<MoneyEntry[]> {
  const start = `${range.from}T00:00:00.000Z`
  const end = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + 86_400_000).toISOString()
  const where: Where = {
    and: [
      { 'payments.date': { greater_than_equal: start } },
      { 'payments.date': { less_than: end } },
    ],
  }
  const found = await req.payload.find({
    collection: 'bookings',
    where,
    pagination: false,
    depth: 1,
    select: {
      reference: true,
      guestName: true,
      room: true,
      status: true,
      payments: true,
      history: true,
    },
    populate: { rooms: { name: true } },
    // The reports' endpoints decide who may see which money; the entries themselves are read whole.
    overrideAccess: true,
    req,
  })
  const entries: MoneyEntry[] = []
  for (const booking of found.docs) {
    const lines = (booking.history ?? []).filter((line: HistoryLine) => line.action === 'Payment')
    ;(booking.payments ?? []).forEach((payment, index) => {
      const line = lines[index]
      const day = payment.date.slice(0, 10)
      if (day < range.from || day > range.to) return
      const by = line?.by ? (typeof line.by === 'object' ? line.by.id : line.by) : null
      if (range.recordedBy !== undefined && by !== range.recordedBy) return
      entries.push({
        id: payment.id ?? `${booking.id}-${index}`,
        kind: 'payment',
        amount: toPesewas(payment.amount),
        reverses: null,
        reversesKind: null,
        day,
        recordedAt: line?.at ?? payment.date,
        method: payment.method ?? null,
        network: payment.network ?? null,
        transactionId: payment.transactionId ?? null,
        receipt: null,
        note: payment.note ?? null,
        reason: null,
        recordedBy: by ? String(by) : null,
        recordedByName: line?.byName ?? '',
        booking: {
          id: String(booking.id),
          reference: booking.reference ?? '',
          guestName: booking.guestName,
          roomName: roomName(booking.room),
          status: booking.status,
        },
      })
    })
  }
  return entries.sort(
    (a, b) => a.day.localeCompare(b.day) || a.recordedAt.localeCompare(b.recordedAt),
  )
}
