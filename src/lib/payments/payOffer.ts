import type { StayMoney } from '@/lib/money/ledger'

import type { OnlinePaymentPurpose } from './onlinePayment'

/** What a guest may pay online now: one purpose and its amount in pesewas. */
export type PayOffer = { purpose: OnlinePaymentPurpose; amount: number }

/** Stays a guest can still pay for: a request, a confirmed stay, a stay under way. */
const PAYABLE_STATUSES: readonly string[] = ['requested', 'confirmed', 'checked-in']

/**
 * What is due now, one thing at a time so the guest never chooses between two buttons: the
 * deposit while one is still due, else the whole balance; null when all is paid.
 */
export function dueNow(money: StayMoney): PayOffer | null {
  if (money.depositDue > 0) return { purpose: 'deposit', amount: money.depositDue }
  if (money.balance > 0) return { purpose: 'balance', amount: money.balance }
  return null
}

/**
 * What the guest's page offers to pay online, or null: what is due now, on a stay still to be
 * lived or under way; nothing on one that has ended or never will be lived.
 */
export function payOffer(money: StayMoney, status: string): PayOffer | null {
  return PAYABLE_STATUSES.includes(status) ? dueNow(money) : null
}

/** The `?pay=` a payment link carries, read back: a purpose, or null for anything else. */
export function payLinkPurpose(value: unknown): OnlinePaymentPurpose | null {
  return value === 'deposit' || value === 'balance' ? value : null
}
