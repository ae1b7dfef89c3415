import { describe, expect, it } from '@jest/globals'
import { cashUp } from '@/lib/money/cashUp'
import { revenueOf } from '@/lib/money/ledger'
import {
  calendarMonth,
  daysIn,
  isReportRange,
  lastDays,
  rangeBefore,
  rangeMs,
} from '@/lib/reports/reportRanges'

describe('report ranges', () => {
  it('a calendar month runs from its 1st to its last day, whatever today is', () => {
    expect(calendarMonth('2026-11-03')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(calendarMonth('2026-11-30', -1)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(calendarMonth('2026-01-15', -1)).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(calendarMonth('2028-03-31', -1)).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(calendarMonth('2026-12-31', 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' })
  })

  it('the range before a calendar month is the month before; other ranges the same length', () => {
    expect(rangeBefore({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(rangeBefore(lastDays('2026-11-25', 7))).toEqual({ from: '2026-11-12', to: '2026-11-18' })
    expect(daysIn(lastDays('2026-11-25', 30))).toBe(30)
  })

  it('a report range is two real dates in order, at most a year apart', () => {
    expect(isReportRange('2026-11-01', '2026-11-01')).toBe(true)
    expect(isReportRange('2026-01-01', '2026-12-31')).toBe(true)
    expect(isReportRange('2026-11-02', '2026-11-01')).toBe(false)
    expect(isReportRange('2025-01-01', '2026-01-02')).toBe(false)
    expect(isReportRange('2026-13-01', '2026-13-02')).toBe(false)
    expect(isReportRange('', '2026-11-01')).toBe(false)
  })

  it('in milliseconds a range runs from the first midnight to the midnight after the last day', () => {
    const ms = rangeMs({ from: '2026-11-01', to: '2026-11-02' })
    expect(new Date(ms.from).toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(new Date(ms.to).toISOString()).toBe('2026-11-03T00:00:00.000Z')
  })
})

describe('the day’s takings', () => {
  const entry = (
    id: string,
    kind: string,
    amount: number,
    method: string | null,
    network: string | null = null,
    reverses: string | null = null,
    reversesKind: string | null = null,
  ) => ({ id, kind, amount, method, network, reverses, reversesKind })

  const entries = [
    entry('a', 'payment', 115, 'cash'),
    entry('b', 'payment', 1999, 'mobile-money', 'mtn'),
    entry('c', 'payment', 5000, 'mobile-money', 'telecel'),
    entry('d', 'refund', 500, 'mobile-money', 'mtn'),
    entry('e', 'payment', 870, 'card'),
    // A mistaken telecel payment undone: the reversal carries the method and network it undoes.
    entry('f', 'reversal', 5000, 'mobile-money', 'telecel', 'c', 'payment'),
    // A refund from another day entered by mistake and reversed: the money is back in the till.
    entry('g', 'reversal', 300, 'cash', null, 'x', 'refund'),
  ]

  it('totals by method and network add up to revenueOf, refunds and reversals subtracted', () => {
    const takings = cashUp(entries)
    expect(takings.total).toBe(revenueOf(entries))
    expect(takings.total).toBe(115 + 1999 - 500 + 870 + 300)
    expect(takings.byMethod.map((g) => [g.label, g.total])).toEqual([
      ['Cash', 115 + 300],
      ['Mobile money', 1999 - 500],
      ['Card', 870],
    ])
    expect(takings.byNetwork.map((g) => [g.label, g.total])).toEqual([
      ['MTN', 1499],
      ['Telecel', 0],
    ])
    expect(takings.byNetwork[1].entries.map((e) => e.id)).toEqual(['c', 'f'])
    expect(takings.byMethod.reduce((sum, g) => sum + g.total, 0)).toBe(takings.total)
  })

  it('an entry without a method is listed, not lost', () => {
    const takings = cashUp([entry('a', 'payment', 100, null)])
    expect(takings.byMethod).toEqual([
      { key: 'unrecorded', label: 'Not recorded', total: 100, entries: [expect.anything()] },
    ])
  })
})
