import { describe, expect, it } from '@jest/globals'

import { cashUp, type CashUpEntry } from '@/lib/money/cashUp'
import {
  ABSURD_PESEWAS,
  CEDI_COINS,
  CEDI_NOTES,
  closeFigures,
  closedDayRefusal,
  correctionReason,
  denominationsTotal,
  readCloseCount,
  type CloseCount,
} from '@/lib/money/cashUpClose'
import { formatDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

let ids = 0
const entry = (amount: number, how: Partial<CashUpEntry> = {}): CashUpEntry => {
  ids += 1
  return { id: `e${ids}`, kind: 'payment', amount, method: 'cash', network: null, ...how }
}

const NO_MOMO = { mtn: 0, telecel: 0, airteltigo: 0 }
const count = (change: Partial<CloseCount> = {}): CloseCount => ({
  countedCash: 0,
  denominations: [],
  floatKept: 0,
  momoStatement: NO_MOMO,
  ...change,
})

describe('the cedi counted note by note', () => {
  it('knows the notes from ₵200 to ₵1 and the coins from ₵2 to 10 pesewas', () => {
    expect(CEDI_NOTES).toEqual([20000, 10000, 5000, 2000, 1000, 500, 200, 100])
    expect(CEDI_COINS).toEqual([200, 100, 50, 20, 10])
  })

  it('adds every note and coin up, each its value times its count', () => {
    const denominations = [
      ...CEDI_NOTES.map((value) => ({ value, coin: false, count: 1 })),
      ...CEDI_COINS.map((value) => ({ value, coin: true, count: 3 })),
    ]
    expect(denominationsTotal(denominations)).toBe(38800 + 3 * 380)
    const read = readCloseCount({ denominations, countedCash: null })
    expect(read).toMatchObject({ countedCash: 38800 + 1140 })
  })
})

describe('readCloseCount', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'a negative total',
      { countedCash: -1 },
      MESSAGES.cashUp.badAmount(MESSAGES.cashUp.countedCash),
    ],
    [
      'a fraction of a pesewa',
      { countedCash: 0.5 },
      MESSAGES.cashUp.badAmount(MESSAGES.cashUp.countedCash),
    ],
    [
      'more than any day holds',
      { countedCash: ABSURD_PESEWAS + 1 },
      MESSAGES.cashUp.absurdAmount(MESSAGES.cashUp.countedCash),
    ],
    [
      'a float above the cash',
      { countedCash: 100, floatKept: 101 },
      MESSAGES.cashUp.floatOverCounted,
    ],
    ['a ₵3 note', { denominations: [{ value: 300, count: 1 }] }, MESSAGES.cashUp.badDenomination],
    [
      'a ₵5 coin',
      { denominations: [{ value: 500, coin: true, count: 1 }] },
      MESSAGES.cashUp.badDenomination,
    ],
    [
      'notes that do not make the total',
      { countedCash: 1000, denominations: [{ value: 500, count: 1 }] },
      MESSAGES.cashUp.denominationsDisagree,
    ],
    [
      'a statement below zero',
      { countedCash: 0, momoStatement: { telecel: -5 } },
      MESSAGES.cashUp.badAmount(MESSAGES.cashUp.momoStatement('Telecel')),
    ],
  ])('refuses %s', (_, input, message) => {
    expect(readCloseCount(input)).toBe(message)
  })

  it('takes a total with no float or statements as zeros', () => {
    expect(readCloseCount({ countedCash: 2500 })).toEqual(count({ countedCash: 2500 }))
  })

  it('asks a correction for a reason', () => {
    expect(correctionReason('  ')).toEqual({ refused: MESSAGES.cashUp.correctionReason })
    expect(correctionReason(' Recounted ')).toBe('Recounted')
  })
})

describe('closeFigures', () => {
  const takings = cashUp([
    entry(25_050),
    entry(1_000, { kind: 'refund' }),
    entry(10_000, { method: 'mobile-money', network: 'mtn' }),
    entry(2_000, { method: 'mobile-money', network: null }),
    entry(4_000, { method: 'card' }),
  ])

  it('is counted − expected for cash (the float from the last close included) and each network', () => {
    const figures = closeFigures(
      takings,
      count({ countedCash: 29_000, floatKept: 5_000, momoStatement: { ...NO_MOMO, mtn: 9_900 } }),
      5_000,
    )
    expect(figures.expectedTotal).toBe(40_050)
    expect(figures.cashToBank).toBe(24_000)
    expect(figures.lines).toEqual([
      {
        key: 'cash',
        label: 'Cash in the drawer',
        expected: 29_050,
        counted: 29_000,
        overShort: -50,
        entryCount: 2,
      },
      {
        key: 'mobile-money:mtn',
        label: 'Mobile money MTN',
        expected: 10_000,
        counted: 9_900,
        overShort: -100,
        entryCount: 1,
      },
      {
        key: 'mobile-money:telecel',
        label: 'Mobile money Telecel',
        expected: 0,
        counted: 0,
        overShort: 0,
        entryCount: 0,
      },
      {
        key: 'mobile-money:airteltigo',
        label: 'Mobile money AirtelTigo',
        expected: 0,
        counted: 0,
        overShort: 0,
        entryCount: 0,
      },
      {
        key: 'mobile-money:unrecorded',
        label: 'Mobile money Not recorded',
        expected: 2_000,
        counted: null,
        overShort: null,
        entryCount: 1,
      },
      {
        key: 'card',
        label: 'Card',
        expected: 4_000,
        counted: null,
        overShort: null,
        entryCount: 1,
      },
    ])
  })

  it('expects, line by line, what the cash-up groups add up to', () => {
    const figures = closeFigures(takings, count(), 0)
    const expected = figures.lines.reduce((sum, line) => sum + line.expected, 0)
    expect(expected).toBe(takings.total)
  })
})

describe('closedDayRefusal', () => {
  it('sends money of a closed earlier day to today, and of a closed today to tomorrow, with a note', () => {
    expect(closedDayRefusal('2026-12-05', '2026-12-07')).toBe(
      MESSAGES.cashUp.dayClosedForEntries(formatDate('2026-12-05')),
    )
    expect(closedDayRefusal('2026-12-05', '2026-12-07')).toContain(
      'a late entry goes to today with a note',
    )
    expect(closedDayRefusal('2026-12-07', '2026-12-07')).toBe(MESSAGES.cashUp.todayClosedForEntries)
  })
})
