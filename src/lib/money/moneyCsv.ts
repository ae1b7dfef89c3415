import { toCedis } from './amounts'
import { asText, toCsv } from '@/lib/csv'
import { signedAmount } from './ledger'
import type { MoneyCsvEntry } from './moneyEntry'

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
