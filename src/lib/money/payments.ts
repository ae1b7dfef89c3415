import { addDays, formatStayDate, isCalendarDay } from '@/lib/dates'
import { ghanaDay } from '@/lib/bookings/availability'
import { booking as bookingText } from '@/lib/messages/booking'
import { payment as paymentText } from '@/lib/messages/payment'
import { request as requestText } from '@/lib/messages/request'
import { formatCedis, parseAmount, PESEWAS_PER_CEDI } from './amounts'
import { calendarMonth } from '@/lib/reports/reportRanges'

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

/** Longest transaction ID a mobile-money receipt carries, and longest note on a payment. */
export const TRANSACTION_ID_MAX = 60
export const PAYMENT_NOTE_MAX = 200

/**
 * One payment as staff enter it: the amount as typed ("19.99"), read digit by digit so no
 * floating point is involved, and the day the money came (YYYY-MM-DD), never a later day.
 */
export type PaymentInput = {
  amount: string
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
 * The most one payment can be. The house never takes this much for one stay, so only a slip of
 * the keyboard (or a script sending 1e308) reaches it, and totals stay far from float trouble.
 */
export const PAYMENT_AMOUNT_MAX = 1_000_000
export const PAYMENT_AMOUNT_TOO_HIGH = paymentText.amountTooHigh(formatCedis(PAYMENT_AMOUNT_MAX))

/** Why whole pesewas cannot be one payment, or null: above zero and at most the ceiling. */
export function paymentPesewasProblem(pesewas: number | null): string | null {
  if (pesewas === null || !Number.isSafeInteger(pesewas) || pesewas <= 0) {
    return paymentText.amount
  }
  return pesewas > PAYMENT_AMOUNT_MAX * PESEWAS_PER_CEDI ? PAYMENT_AMOUNT_TOO_HIGH : null
}

/**
 * What bounds the day a payment or refund may be dated (each YYYY-MM-DD, Ghana days): today, the
 * stay's booking and arrival days, and whether an admin records it.
 */
export type PaymentDating = { today: string; bookedDay: string; arrivalDay: string; admin: boolean }

/** The bounds for dating money on a stay (its `createdAt` and `checkIn`) by whoever records it. */
export function paymentDatingFor(
  stay: { createdAt: string; checkIn: string },
  admin: boolean,
  today: string,
): PaymentDating {
  return { today, bookedDay: ghanaDay(stay.createdAt), arrivalDay: ghanaDay(stay.checkIn), admin }
}

/**
 * The earliest day a payment or refund may be dated. Money moves on the day it is recorded or just
 * before: reception may date it today or yesterday (money taken last night, entered in the
 * morning); an admin putting an older mistake right may go back to the first day of the previous
 * month, never further, so no entry lands in a period long closed. Never before the stay existed:
 * the earlier of the day it was booked and its arrival (a walk-in entered the morning after).
 */
export function earliestPaymentDay({ today, bookedDay, arrivalDay, admin }: PaymentDating): string {
  const byRole = admin ? calendarMonth(today, -1).from : addDays(today, -1)
  const stayBegan = bookedDay < arrivalDay ? bookedDay : arrivalDay
  return byRole > stayBegan ? byRole : stayBegan
}

/** Why a day (YYYY-MM-DD) cannot be a payment's, or null: a real day, within `earliestPaymentDay`. */
export function paymentDayProblem(date: string, dating: PaymentDating): string | null {
  // A day that is not in the calendar (30 February) is refused, not moved to the next month.
  if (!isCalendarDay(date)) return paymentText.date
  if (date > dating.today) return paymentText.dateFuture
  const earliest = earliestPaymentDay(dating)
  if (date >= earliest) return null
  const stayBegan = dating.bookedDay < dating.arrivalDay ? dating.bookedDay : dating.arrivalDay
  if (date < stayBegan && earliest === stayBegan)
    return paymentText.dateBeforeStay(formatStayDate(stayBegan))
  return dating.admin
    ? paymentText.dateTooEarly(formatStayDate(earliest))
    : paymentText.dateTooEarlyReception
}

/**
 * Why a payment cannot be recorded, or null: an amount typed in cedis and pesewas, above zero and
 * at most the ceiling, a known method, a real day the recorder may date it (`paymentDayProblem`),
 * and for mobile money its network and transaction ID.
 */
export function paymentProblem(payment: PaymentInput, dating: PaymentDating): string | null {
  const { amount, method, date } = payment
  const amountProblem = paymentPesewasProblem(parseAmount(amount))
  if (amountProblem) return amountProblem
  if (!isPaymentMethod(method)) return paymentText.method
  const dayProblem = paymentDayProblem(date, dating)
  if (dayProblem) return dayProblem
  if (method === 'mobile-money') {
    if (!isMobileMoneyNetwork(payment.network) || !payment.transactionId?.trim()) {
      return bookingText.mobileMoneyDetails
    }
  }
  if ((payment.transactionId ?? '').length > TRANSACTION_ID_MAX) {
    return requestText.tooLong('Transaction ID')
  }
  if ((payment.note ?? '').length > PAYMENT_NOTE_MAX) return requestText.tooLong('Note')
  return null
}
