import { describe, expect, it } from '@jest/globals'

import { csvHead, csvLine, toCsv } from '@/lib/csv'
import {
  byDayThenTime,
  chargeCsvLine,
  moneyCsv,
  moneyCsvLine,
  MONEY_CSV_HEADER,
  moneyCsvRow,
} from '@/lib/money/moneyCsv'
import type { ChargeCsvEntry, MoneyCsvEntry } from '@/lib/money/moneyEntry'

const booking = {
  reference: 'RP-AB12',
  guestName: 'Ama',
  roomName: 'Garden Room',
  status: 'completed',
} as const
const AT = '2026-03-02T09:15:00.000Z'

const payment = (id: string, recordedAt = AT): MoneyCsvEntry => ({
  id,
  kind: 'payment',
  amount: 10_000,
  reverses: null,
  reversesKind: null,
  day: '2026-03-02',
  recordedAt,
  method: 'cash',
  network: null,
  transactionId: null,
  receipt: `R-${id}`,
  recordedByName: 'Kofi',
  booking,
})

const charge = (id: string, recordedAt = AT): ChargeCsvEntry => ({
  id,
  kind: 'charge',
  charged: 2_500,
  description: 'Breakfast',
  quantity: 1,
  day: '2026-03-02',
  recordedAt,
  recordedBy: null,
  recordedByName: 'Kofi',
  booking,
})

const receipts = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[11] || line.split(',')[14])

describe('the payments CSV', () => {
  it('orders entries written in the same instant as they were stored, money before extras, whatever order they come in', () => {
    // Ids in the order stored: numbers by value (9 before 10), not as text.
    const entries = [payment('10'), payment('9'), payment('100')]
    const charges = [charge('8'), charge('11')]
    const made = moneyCsv(entries, charges)
    expect(receipts(made)).toEqual(['R-9', 'R-10', 'R-100', 'Breakfast', 'Breakfast'])
    expect(moneyCsv([...entries].reverse(), [...charges].reverse())).toBe(made)
  })

  it('is its head and its lines, each line sorted the same way however the lines were gathered', () => {
    const lines = [
      chargeCsvLine(charge('3', '2026-03-02T08:00:00.000Z')),
      moneyCsvLine(payment('2')),
    ]
    const file =
      csvHead(MONEY_CSV_HEADER) +
      [...lines].sort(byDayThenTime).map(moneyCsvRow).map(csvLine).join('')
    expect(file).toBe(moneyCsv([payment('2')], [charge('3', '2026-03-02T08:00:00.000Z')]))
    expect(file).toBe(toCsv(MONEY_CSV_HEADER, [...lines].sort(byDayThenTime).map(moneyCsvRow)))
  })
})
