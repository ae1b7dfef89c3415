import { describe, expect, it } from '@jest/globals'

import {
  amountToPay,
  guestOutcome,
  nextCheckAt,
  payerEmail,
  paymentMismatch,
  refundableOf,
  refundReference,
} from '@/lib/payments/onlinePaymentRules'

describe('online payments’ rules', () => {
  it('asks the deposit still due, or the whole balance', () => {
    const money = { depositDue: 20000, balance: 80000 }
    expect(amountToPay(money, 'deposit')).toBe(20000)
    expect(amountToPay(money, 'balance')).toBe(80000)
    expect(amountToPay({ depositDue: 0, balance: 0 }, 'deposit')).toBe(0)
  })

  it('accepts only the amount and currency asked', () => {
    const asked = { amount: 20000, currency: 'GHS' }
    expect(paymentMismatch(asked, { amount: 20000, currency: 'GHS' })).toBeNull()
    expect(paymentMismatch(asked, { amount: 20000, currency: 'ghs' })).toBeNull()
    expect(paymentMismatch(asked, { amount: 19999, currency: 'GHS' })).toBe('amount')
    expect(paymentMismatch(asked, { amount: 20001, currency: 'GHS' })).toBe('amount')
    expect(paymentMismatch(asked, { amount: 20000, currency: 'NGN' })).toBe('currency')
    expect(paymentMismatch(asked, { amount: -1, currency: '' })).toBe('currency')
  })

  it('checks a silent payment 3 minutes, 15 minutes and an hour after it started, then gives up', () => {
    const started = '2026-12-07T09:00:00.000Z'
    expect(nextCheckAt(started, 0)).toBe('2026-12-07T09:03:00.000Z')
    expect(nextCheckAt(started, 1)).toBe('2026-12-07T09:15:00.000Z')
    expect(nextCheckAt(started, 2)).toBe('2026-12-07T10:00:00.000Z')
    expect(nextCheckAt(started, 3)).toBeNull()
  })

  it('gives the gateway an address that reaches no one for a guest who gave none', () => {
    expect(payerEmail('ama@example.com', 'RP-4K7Q', 'https://royalpalm.example')).toBe(
      'ama@example.com',
    )
    expect(payerEmail(null, 'RP-4K7Q', 'https://royalpalm.example')).toBe(
      'rp-4k7q@guests.royalpalm.example',
    )
    expect(payerEmail('', 'RP-4K7Q', 'http://localhost:3000')).toBe('rp-4k7q@guests.localhost')
  })

  it('gives back at most what the payment has left and what the house holds', () => {
    expect(refundableOf(100000, 0, 100000)).toBe(100000)
    expect(refundableOf(100000, 30000, 100000)).toBe(70000)
    expect(refundableOf(100000, 0, 40000)).toBe(40000)
    expect(refundableOf(100000, 100000, 100000)).toBe(0)
    expect(refundableOf(100000, 0, -500)).toBe(0)
    expect(refundReference('4100000009')).toBe('refund:4100000009')
  })

  it('tells the guest what became of a payment', () => {
    const base = { amount: 20000 }
    expect(guestOutcome({ ...base, status: 'pending' })).toBe('pending')
    expect(guestOutcome({ ...base, status: 'paid' })).toBe('paid')
    expect(guestOutcome({ ...base, status: 'failed' })).toBe('failed')
    expect(guestOutcome({ ...base, status: 'abandoned' })).toBe('abandoned')
    expect(guestOutcome({ ...base, status: 'refused' })).toBe('refusedByHand')
    expect(
      guestOutcome({ ...base, status: 'refused', refundId: '9', refundStatus: 'pending' }),
    ).toBe('refusedRefunded')
    expect(guestOutcome({ ...base, status: 'refused', refundStatus: 'failed' })).toBe(
      'refusedByHand',
    )
    expect(
      guestOutcome({ ...base, status: 'paid', refundId: '9', refundStatus: 'processed' }),
    ).toBe('nightsTakenRefunded')
    expect(guestOutcome({ ...base, status: 'paid', refundStatus: 'failed' })).toBe(
      'nightsTakenByHand',
    )
  })
})
