import { describe, expect, it } from '@jest/globals'

import { depositPaid } from '@/lib/bookings/depositPaid'
import { bookingMoney } from '@/lib/money/ledger'

const request = (deposit: number, paid: number[], status = 'requested') =>
  bookingMoney({
    price: 90_000,
    status,
    deposit,
    ledger: {
      docs: paid.map((amount, i) => ({ id: `p${i}`, kind: 'payment', amount })),
    },
  })

describe('depositPaid: a request waiting with its deposit in hand', () => {
  it('holds once what was received meets the deposit asked', () => {
    expect(depositPaid('requested', request(45_000, [45_000]))).toBe(true)
    expect(depositPaid('requested', request(45_000, [20_000, 30_000]))).toBe(true)
    expect(depositPaid('requested', request(45_000, [44_999]))).toBe(false)
  })

  it('never holds without a deposit asked, nor for a stay past being a request', () => {
    expect(depositPaid('requested', request(0, [45_000]))).toBe(false)
    expect(depositPaid('confirmed', request(45_000, [45_000], 'confirmed'))).toBe(false)
    expect(depositPaid('declined', request(45_000, [45_000], 'declined'))).toBe(false)
  })
})
