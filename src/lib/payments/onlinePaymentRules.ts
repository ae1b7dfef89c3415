import type { GatewayPayment } from './gateway'
import type { OnlinePaymentPurpose } from './onlinePayment'

/**
 * The rules of an online payment that decide something, pure so the server and its tests share
 * them: what a guest may be asked to pay, whether what the gateway took is what was asked, when a
 * payment that never called back is checked again, and what may still be given back of it.
 */

/** The currency every online payment is asked in. */
export const ONLINE_CURRENCY = 'GHS'

/**
 * After these waits from the start (one per check), a payment the gateway still calls pending is
 * checked again; after the last it is given up as abandoned. The first comes a few minutes in:
 * a guest approving on their phone takes a minute or two, and the webhook usually comes first.
 */
export const CHECK_AFTER_MS = [3 * 60_000, 15 * 60_000, 60 * 60_000] as const

/** A second press of Pay within this long, for the same amount, reopens the same attempt. */
export const REUSE_ATTEMPT_MS = 10 * 60_000

/** When the next check of a payment that has had `checks` checks is due, or null: give it up. */
export function nextCheckAt(startedAt: string | Date, checks: number): string | null {
  const wait = CHECK_AFTER_MS[checks]
  if (wait === undefined) return null
  return new Date(new Date(startedAt).getTime() + wait).toISOString()
}

/** What a guest is asked to pay online for `purpose`: the deposit still due, or the balance. */
export function amountToPay(
  money: { depositDue: number; balance: number },
  purpose: OnlinePaymentPurpose,
): number {
  return purpose === 'deposit' ? money.depositDue : money.balance
}

/** Why a successful payment is not the one asked: another amount or currency; null when it is. */
export function paymentMismatch(
  asked: { amount: number; currency: string },
  paid: Pick<GatewayPayment, 'amount' | 'currency'>,
): 'amount' | 'currency' | null {
  if (paid.currency.toUpperCase() !== asked.currency.toUpperCase()) return 'currency'
  if (paid.amount !== asked.amount) return 'amount'
  return null
}

/**
 * The address a gateway that insists on one is given for a guest who gave none: the stay's
 * reference at a `guests.` subdomain of the house's own host. It reaches no one (the house keeps
 * no mail there), reveals nothing of the guest, and the guest is never asked for one.
 */
export function payerEmail(
  guestEmail: string | null | undefined,
  stayReference: string,
  serverUrl: string,
): string {
  if (guestEmail) return guestEmail
  const host = new URL(serverUrl).hostname
  const local = stayReference.toLowerCase().replace(/[^a-z0-9-]/g, '') || 'guest'
  return `${local}@guests.${host}`
}

/**
 * What may still be given back of one gateway payment: what it brought in, less its refunds
 * already written, and never more than the house holds for the stay.
 */
export function refundableOf(paid: number, refundedBefore: number, held: number): number {
  return Math.max(Math.min(paid - refundedBefore, held), 0)
}

/** The ledger reference of a refund the gateway took: unique as the payments' are. */
export function refundReference(refundId: string): string {
  return `refund:${refundId}`
}

/** An online payment as the guest's status answer reads it. */
export type AttemptForGuest = {
  status: string
  amount: number
  paidAmount?: number | null
  refundId?: string | null
  refundStatus?: string | null
}

/**
 * What became of a payment, as the guest is told it: taken, waiting, not taken, or given back
 * (a stay no longer open, or nights taken before an instant booking's deposit arrived).
 */
export function guestOutcome(
  attempt: AttemptForGuest,
):
  | 'pending'
  | 'paid'
  | 'failed'
  | 'abandoned'
  | 'refusedRefunded'
  | 'refusedByHand'
  | 'nightsTakenRefunded'
  | 'nightsTakenByHand' {
  const refunded = Boolean(attempt.refundId) && attempt.refundStatus !== 'failed'
  if (attempt.status === 'paid') {
    if (refunded) return 'nightsTakenRefunded'
    if (attempt.refundStatus === 'failed') return 'nightsTakenByHand'
    return 'paid'
  }
  if (attempt.status === 'refused') return refunded ? 'refusedRefunded' : 'refusedByHand'
  if (attempt.status === 'failed' || attempt.status === 'abandoned') return attempt.status
  return 'pending'
}
