import { describe, expect, it } from '@jest/globals'

import { ledgerOpenAmount } from '@/lib/money/ledger'

const entry = (id: string, kind: string, amount: number, place: number, reverses?: string) => ({
  id,
  kind,
  amount,
  turn: `stay-1:${place}`,
  ...(reverses ? { reverses } : {}),
})

describe('ledgerOpenAmount', () => {
  it('is the last price placed and the extras, less what the house holds; below zero a credit', () => {
    const cases: [string, ReturnType<typeof entry>[], number][] = [
      ['no entry', [], 0],
      ['only the price', [entry('a', 'price', 50_000, 1)], 50_000],
      [
        'a new price placed later wins, read in any order',
        [entry('b', 'price', 60_000, 3), entry('a', 'price', 50_000, 1)],
        60_000,
      ],
      [
        'payments, an extra and a reversed payment',
        [
          entry('a', 'price', 50_000, 1),
          entry('b', 'payment', 20_000, 2),
          entry('c', 'charge', 3_000, 3),
          entry('d', 'payment', 10_000, 4),
          entry('e', 'reversal', 10_000, 5, 'd'),
        ],
        33_000,
      ],
      [
        'paid over, then part given back: a credit',
        [
          entry('a', 'price', 50_000, 1),
          entry('b', 'payment', 70_000, 2),
          entry('c', 'refund', 5_000, 3),
          entry('d', 'deposit', 15_000, 4),
        ],
        -15_000,
      ],
    ]
    expect.assertions(cases.length)
    for (const [name, entries, open] of cases) {
      expect([name, ledgerOpenAmount(entries)]).toEqual([name, open])
    }
  })
})
