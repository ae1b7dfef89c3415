import { describe, expect, it } from '@jest/globals'

import { stayMoney, type LedgerEntryLike } from '@/lib/money/ledger'
import { payLinkPurpose, payOffer } from '@/lib/payments/payOffer'

const deposit = (amount: number): LedgerEntryLike => ({ id: 'd', kind: 'deposit', amount })
const payment = (amount: number): LedgerEntryLike => ({ id: 'p', kind: 'payment', amount })

describe('payOffer: what the guest can pay online', () => {
  it('offers the deposit while one is due, for what is left of it', () => {
    expect(payOffer(stayMoney(90_000, [deposit(45_000)], 'requested'), 'requested')).toEqual({
      purpose: 'deposit',
      amount: 45_000,
    })
    expect(
      payOffer(stayMoney(90_000, [deposit(45_000), payment(10_000)], 'confirmed'), 'confirmed'),
    ).toEqual({ purpose: 'deposit', amount: 35_000 })
  })

  it('offers the balance once the deposit is met, or when none is asked', () => {
    expect(
      payOffer(stayMoney(90_000, [deposit(45_000), payment(45_000)], 'confirmed'), 'confirmed'),
    ).toEqual({ purpose: 'balance', amount: 45_000 })
    expect(payOffer(stayMoney(90_000, [], 'checked-in'), 'checked-in')).toEqual({
      purpose: 'balance',
      amount: 90_000,
    })
  })

  it('offers nothing when all is paid, or on a stay that ended or will not be lived', () => {
    expect(payOffer(stayMoney(90_000, [payment(90_000)], 'confirmed'), 'confirmed')).toBeNull()
    expect(payOffer(stayMoney(90_000, [], 'completed'), 'completed')).toBeNull()
    expect(payOffer(stayMoney(90_000, [deposit(45_000)], 'cancelled'), 'cancelled')).toBeNull()
    expect(payOffer(stayMoney(90_000, [deposit(45_000)], 'declined'), 'declined')).toBeNull()
  })

  it('reads back only the two purposes a payment link may carry', () => {
    expect(payLinkPurpose('deposit')).toBe('deposit')
    expect(payLinkPurpose('balance')).toBe('balance')
    expect(payLinkPurpose('all')).toBeNull()
    expect(payLinkPurpose(['deposit'])).toBeNull()
  })
})
