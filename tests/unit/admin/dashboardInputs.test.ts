import { describe, expect, it } from '@jest/globals'

import { moneyInput, roomInput } from '@/collections/Ledger/endpoints/getDashboard/dashboardInputs'
import type { MoneyEntry } from '@/lib/money/moneyEntry'

const room = {
  id: 'r1',
  name: 'Garden Room',
  regularPrice: 45_000,
  discountedPrice: null,
  offer: null,
  isAvailable: null,
  housekeeping: 'clean' as const,
}

describe('the dashboard reads a room', () => {
  it('as let unless it is hidden, and with no offer unless one is set', () => {
    expect(roomInput(room)).toMatchObject({ isAvailable: true, offer: false, outOfOrder: false })
    expect(roomInput({ ...room, isAvailable: false }).isAvailable).toBe(false)
  })

  it('as out of order only when housekeeping says so', () => {
    expect(roomInput({ ...room, housekeeping: 'out-of-order' }).outOfOrder).toBe(true)
    expect(roomInput({ ...room, housekeeping: 'dirty' }).outOfOrder).toBe(false)
  })
})

describe('the dashboard reads a money entry', () => {
  const entry = { amount: 10_000, booking: { id: 'b1' } } as MoneyEntry

  it('with the room of its stay, or none when the stay is not found', () => {
    expect(moneyInput(entry, new Map([['b1', 'r1']])).room).toBe('r1')
    expect(moneyInput(entry, new Map()).room).toBe('')
  })
})
