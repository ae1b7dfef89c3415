import { describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import {
  chargeAmount,
  chargeProblem,
  extraPriceProblem,
  isChargeableStatus,
  isExtraCategory,
} from '@/lib/money/charges'
import { extras } from '@/seed/content'

const input = (change: Partial<Parameters<typeof chargeProblem>[0]> = {}) => ({
  quantity: 1,
  unitPrice: 2500,
  reason: '',
  note: '',
  ...change,
})

describe('a charge', () => {
  it('is a whole quantity from 1 to 99 at a whole price, the list’s unless a reason is given', () => {
    expect(chargeProblem(input(), 2500)).toBeNull()
    expect(chargeProblem(input({ quantity: 99 }), 2500)).toBeNull()
    const refused: Array<[Parameters<typeof chargeProblem>[0], string]> = [
      [input({ quantity: 0 }), MESSAGES.charges.quantity],
      [input({ quantity: 100 }), MESSAGES.charges.quantity],
      [input({ quantity: 1.5 }), MESSAGES.charges.quantity],
      [input({ quantity: '2' }), MESSAGES.charges.quantity],
      [input({ unitPrice: -1, reason: 'x' }), MESSAGES.charges.unitPrice],
      [input({ unitPrice: 24.5, reason: 'x' }), MESSAGES.charges.unitPrice],
      [input({ unitPrice: 1_000_001, reason: 'x' }), MESSAGES.charges.unitPrice],
      [input({ unitPrice: 2000 }), MESSAGES.charges.priceReason],
      [input({ unitPrice: 2000, reason: '  ' }), MESSAGES.charges.priceReason],
      [input({ unitPrice: 2000, reason: 'x'.repeat(201) }), MESSAGES.charges.reasonTooLong],
      [input({ note: 'x'.repeat(201) }), MESSAGES.charges.noteTooLong],
    ]
    expect.assertions(2 + refused.length + 2)
    for (const [typed, said] of refused) expect(chargeProblem(typed, 2500)).toBe(said)
    // Given free, with a reason, is a price too.
    expect(chargeProblem(input({ unitPrice: 0, reason: 'On the house' }), 2500)).toBeNull()
    expect(chargeAmount(3, 2500)).toBe(7500)
  })

  it('goes only to a stay that is confirmed or in the house', () => {
    expect(['confirmed', 'checked-in'].map(isChargeableStatus)).toEqual([true, true])
    expect(
      ['requested', 'cancelled', 'declined', 'no-show', 'completed'].map(isChargeableStatus),
    ).toEqual([false, false, false, false, false])
  })

  it('the demo price list holds to the list’s own rules', () => {
    expect(extras.length).toBeGreaterThan(0)
    expect(
      extras.filter((extra) => extraPriceProblem(extra.price) || !isExtraCategory(extra.category)),
    ).toEqual([])
  })
})
