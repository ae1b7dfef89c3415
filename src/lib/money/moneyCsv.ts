import { toCedis } from './amounts'
import { asText, toCsv, type CsvCell } from '@/lib/csv'
import { signedAmount } from './ledger'
import type { ChargeCsvEntry, MoneyCsvEntry } from './moneyEntry'

/** A line of the payments CSV, with what orders it: its day, when it was written, money first. */
export type MoneyCsvLine = {
  id: string
  day: string
  recordedAt: string
  charge: boolean
  cells: CsvCell[]
}

export const MONEY_CSV_HEADER = [
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
] as const

const stayCells = (booking: MoneyCsvEntry['booking']): CsvCell[] => [
  asText(booking.reference),
  booking.guestName,
  booking.roomName,
  booking.status,
]

/**
 * The money column is each entry signed as it counts (a refund negative), so it adds up to
 * `revenueOf`.
 */
export function moneyCsvLine(entry: MoneyCsvEntry): MoneyCsvLine {
  return {
    id: entry.id,
    day: entry.day,
    recordedAt: entry.recordedAt,
    charge: false,
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
  }
}

/**
 * An extra charged moves no money (0 there) and says what it added to the bill in its own column,
 * with the item and quantity (a charge's reversal negative).
 */
export function chargeCsvLine(charge: ChargeCsvEntry): MoneyCsvLine {
  return {
    id: charge.id,
    day: charge.day,
    recordedAt: charge.recordedAt,
    charge: true,
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
  }
}

/**
 * The lines' order: by the day each counts on, then the time it was written, money first, and
 * entries written in the same instant in the order they were stored (ids: numbers by value, the
 * same-length ids of other databases as text), so the file is the same however it is read.
 */
export function byDayThenTime(a: MoneyCsvLine, b: MoneyCsvLine): number {
  return (
    a.day.localeCompare(b.day) ||
    a.recordedAt.localeCompare(b.recordedAt) ||
    Number(a.charge) - Number(b.charge) ||
    a.id.length - b.id.length ||
    a.id.localeCompare(b.id)
  )
}

export function moneyCsvRow(line: MoneyCsvLine): CsvCell[] {
  return [line.day, line.recordedAt.slice(11, 16), ...line.cells]
}

/** One line per entry and per extra charged (`moneyCsvLine`, `chargeCsvLine`), in their order. */
export function moneyCsv(
  entries: readonly MoneyCsvEntry[],
  charges: readonly ChargeCsvEntry[] = [],
): string {
  const lines = [...entries.map(moneyCsvLine), ...charges.map(chargeCsvLine)].sort(byDayThenTime)
  return toCsv(MONEY_CSV_HEADER, lines.map(moneyCsvRow))
}
