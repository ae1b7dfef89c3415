/**
 * An online payment's life at the house: started (`pending`), then settled by what the gateway
 * says: `paid` (posted to the ledger), `failed` or `abandoned` (nothing moved), or `refused` (the
 * gateway took money the house could not accept as asked, e.g. a wrong amount: staff are told
 * and the money is given back or settled by hand).
 */
export const ONLINE_PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'abandoned',
  'refused',
] as const
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number]

export const ONLINE_PAYMENT_STATUS_LABELS: Record<OnlinePaymentStatus, string> = {
  pending: 'Waiting for the gateway',
  paid: 'Paid',
  failed: 'Failed',
  abandoned: 'Abandoned',
  refused: 'Not accepted',
}

/** What a guest pays online: the deposit a stay asks, or all that is left of its balance. */
export const ONLINE_PAYMENT_PURPOSES = ['deposit', 'balance'] as const
export type OnlinePaymentPurpose = (typeof ONLINE_PAYMENT_PURPOSES)[number]

export const ONLINE_PAYMENT_PURPOSE_LABELS: Record<OnlinePaymentPurpose, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
}

export function isOnlinePaymentPurpose(value: unknown): value is OnlinePaymentPurpose {
  return (ONLINE_PAYMENT_PURPOSES as readonly unknown[]).includes(value)
}
