import type { StayMoney } from '@/lib/money/ledger'

import type { OnlinePaymentPurpose } from './onlinePayment'

/** What a guest may pay online now: one purpose and its amount in pesewas. */
export type PayOffer = { purpose: OnlinePaymentPurpose; amount: number }

/** Stays a guest can still pay for: a request, a confirmed stay, a stay under way. */
const PAYABLE_STATUSES: readonly string[] = ['requested', 'confirmed', 'checked-in']

/**
 * What the guest's page offers to pay online, or null: the deposit while one is still due, else
 * the whole balance; nothing on a stay that has ended or never will be lived, nothing when all is
 * paid. One offer at a time, so the guest never chooses between two buttons.
 */
export function payOffer(money: StayMoney, status: string): PayOffer | null {
  if (!PAYABLE_STATUSES.includes(status)) return null
  if (money.depositDue > 0) return { purpose: 'deposit', amount: money.depositDue }
  if (money.balance > 0) return { purpose: 'balance', amount: money.balance }
  return null
}

/** The `?pay=` a payment link carries, read back: a purpose, or null for anything else. */
export function payLinkPurpose(value: unknown): OnlinePaymentPurpose | null {
  return value === 'deposit' || value === 'balance' ? value : null
}
