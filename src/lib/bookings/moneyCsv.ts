import { toCedis } from '../money'
import { asText, toCsv } from './csv'
import { revenueOf, type LedgerEntryLike } from './ledger'

/** A money entry as the payments CSV and the day's takings write it. */
export type MoneyCsvEntry = LedgerEntryLike & {
  day: string
  recordedAt: string
  method: string | null
  network: string | null
  transactionId: string | null
  receipt: string | null
  recordedByName: string
  booking: { reference: string; guestName: string; roomName: string; status: string }
}

/** What an entry adds to the money received, in pesewas: a refund below zero. */
export function signedAmount(entry: LedgerEntryLike): number {
  return revenueOf([entry])
}

/**
 * One line per entry, in the order given (the day the money moved, then the time it was written),
 * each amount signed as it counts (a refund negative), so the column adds up to `revenueOf`.
 */
export function moneyCsv(entries: readonly MoneyCsvEntry[]): string {
  return toCsv(
    [
      'Date',
      'Time recorded',
      'Reference',
      'Guest',
      'Room',
      'Stay status',
      'Kind',
      'Amount (GHS)',
      'Method',
      'Network',
      'Transaction ID',
      'Receipt',
      'Recorded by',
    ],
    entries.map((entry) => [
      entry.day,
      entry.recordedAt.slice(11, 16),
      asText(entry.booking.reference),
      entry.booking.guestName,
      entry.booking.roomName,
      entry.booking.status,
      entry.kind,
      toCedis(signedAmount(entry)),
      entry.method,
      entry.network,
      asText(entry.transactionId),
      asText(entry.receipt),
      entry.recordedByName,
    ]),
  )
}
