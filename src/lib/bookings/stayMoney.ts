import { toPesewas } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { bookingMoney, type StayMoney } from './ledger'

export type { StayMoney }

export type StayPayment = { amount: number; date: string; method: string }

/**
 * The one place the guest's page, its messages and the balance-due message read a stay's money:
 * the ledger's rules (`bookingMoney`), so the guest is told what the desk sees.
 */
export function stayMoneyOf(
  booking: Pick<Booking, 'price' | 'payments' | 'status' | 'deposit'>,
): StayMoney {
  return bookingMoney(booking)
}

/** The payments a guest sees on their page: amount in pesewas, day and method. */
export function stayPaymentsOf(booking: Pick<Booking, 'payments'>): StayPayment[] {
  return (booking.payments ?? []).map((payment) => ({
    amount: toPesewas(payment.amount),
    date: payment.date.slice(0, 10),
    method: payment.method,
  }))
}
