import { toCedis } from './amounts'
import { asText, toCsv, type CsvCell } from '@/lib/csv'
import { signedAmount } from './ledger'
import type { ChargeCsvEntry, MoneyCsvEntry } from './moneyEntry'

type Line = { day: string; recordedAt: string; cells: CsvCell[] }

const stayCells = (booking: MoneyCsvEntry['booking']): CsvCell[] => [
  asText(booking.reference),
  booking.guestName,
  booking.roomName,
  booking.status,
]

/**
 * One line per entry, by the day it counts on, then the time it was written. The money column
 * is each entry signed as it counts (a refund negative), so it adds up to `revenueOf`; an extra
 * charged moves no money (0 there) and says what it added to the bill in its own column, with
 * the item and quantity (a charge's reversal negative).
 */
export function moneyCsv(
  entries: readonly MoneyCsvEntry[],
  charges: readonly ChargeCsvEntry[] = [],
): string {
  const money: Line[] = entries.map((entry) => ({
    day: entry.day,
    recordedAt: entry.recordedAt,
    cells: [
      ...stayCells(entry.booking),
      entry.kind,
      toCedis(signedAmount(entry)),
      entry.method,
      entry.network,
      asText(entry.transactionId),
      asText(entry.receipt),
      entry.recordedByName,
      '',
      '',
      '',
    ],
  }))
  const charged: Line[] = charges.map((charge) => ({
    day: charge.day,
    recordedAt: charge.recordedAt,
    cells: [
      ...stayCells(charge.booking),
      charge.kind,
      0,
      '',
      '',
      '',
      '',
      charge.recordedByName,
      toCedis(charge.charged),
      charge.description,
      charge.quantity,
    ],
  }))
  const lines = [...money, ...charged].sort(
    (a, b) => a.day.localeCompare(b.day) || a.recordedAt.localeCompare(b.recordedAt),
  )
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
      'Charged (GHS)',
      'Item',
      'Quantity',
    ],
    lines.map((line) => [line.day, line.recordedAt.slice(11, 16), ...line.cells]),
  )
}
