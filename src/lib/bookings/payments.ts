/** Money received against a booking: cash and mobile money above all, as a Ghanaian house is paid. */
export const PAYMENT_METHODS = ['cash', 'mobile-money', 'card', 'bank-transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  'mobile-money': 'Mobile money',
  card: 'Card',
  'bank-transfer': 'Bank transfer',
}

export const MOBILE_MONEY_NETWORKS = ['mtn', 'telecel', 'airteltigo'] as const
export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number]

export const MOBILE_MONEY_NETWORK_LABELS: Record<MobileMoneyNetwork, string> = {
  mtn: 'MTN',
  telecel: 'Telecel',
  airteltigo: 'AirtelTigo',
}

/** Sum of the payments received, in whole pesewas to avoid floating-point drift, back in cedis. */
export function amountPaid(payments: readonly { amount?: number | null }[] | null | undefined) {
  const pesewas = (payments ?? []).reduce(
    (sum, payment) => sum + Math.round((payment.amount ?? 0) * 100),
    0,
  )
  return pesewas / 100
}

/** What the guest still owes: the stay's price less what was paid, never below zero. */
export function balanceDue(
  total: number | null | undefined,
  payments: readonly { amount?: number | null }[] | null | undefined,
): number {
  const due = Math.round((total ?? 0) * 100) - Math.round(amountPaid(payments) * 100)
  return due > 0 ? due / 100 : 0
}
