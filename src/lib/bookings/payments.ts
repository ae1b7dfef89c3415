import { dayStart } from '../dates'
import { MESSAGES } from '../messages'

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

/** Longest transaction ID a mobile-money receipt carries, and longest note on a payment. */
export const TRANSACTION_ID_MAX = 60
export const PAYMENT_NOTE_MAX = 200

/** One payment as staff enter it: the day the money came (YYYY-MM-DD), never a later day. */
export type PaymentInput = {
  amount: number
  method: string
  date: string
  network?: string | null
  transactionId?: string | null
  note?: string | null
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value)
}

export function isMobileMoneyNetwork(value: unknown): value is MobileMoneyNetwork {
  return (MOBILE_MONEY_NETWORKS as readonly unknown[]).includes(value)
}

/**
 * Why a payment cannot be recorded, or null: an amount above zero in whole pesewas, a known
 * method, a real day not after `today` (Ghana), and for mobile money its network and transaction
 * ID.
 */
export function paymentProblem(payment: PaymentInput, today: string): string | null {
  const { amount, method, date } = payment
  if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) {
    return MESSAGES.payment.amount
  }
  if (!isPaymentMethod(method)) return MESSAGES.payment.method
  const start = dayStart(date)
  // A day that is not in the calendar (30 February) is refused, not moved to the next month.
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== date) {
    return MESSAGES.payment.date
  }
  if (date > today) return MESSAGES.payment.dateFuture
  if (method === 'mobile-money') {
    if (!isMobileMoneyNetwork(payment.network) || !payment.transactionId?.trim()) {
      return MESSAGES.booking.mobileMoneyDetails
    }
  }
  if ((payment.transactionId ?? '').length > TRANSACTION_ID_MAX) {
    return MESSAGES.request.tooLong('Transaction ID')
  }
  if ((payment.note ?? '').length > PAYMENT_NOTE_MAX) return MESSAGES.request.tooLong('Note')
  return null
}
