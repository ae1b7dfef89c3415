import { toPesewas } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { ENDED_STATUSES } from './stayLink'

/** A stay's money in pesewas, in the shape the ledger's `stayMoney()` answers. */
export type StayMoney = {
  price: number
  paid: number
  refunded: number
  received: number
  balance: number
  credit: number
  depositRequired: number
  depositDue: number
}

export type StayPayment = { amount: number; date: string; method: string }

/**
 * The one place a stay's money is read from the booking: the guest's page, its messages and the
 * balance-due message all call it. Today's bookings hold a cedis price and a list of payments;
 * the ledger answers the same shape. A stay that ended without taking place owes nothing.
 */
export function stayMoneyOf(booking: Pick<Booking, 'total' | 'payments' | 'status'>): StayMoney {
  const price = toPesewas(booking.total ?? 0)
  const paid = (booking.payments ?? []).reduce((sum, payment) => sum + toPesewas(payment.amount), 0)
  const owes = !(ENDED_STATUSES as readonly string[]).includes(booking.status)
  return {
    price,
    paid,
    refunded: 0,
    received: paid,
    balance: owes ? Math.max(price - paid, 0) : 0,
    credit: Math.max(paid - price, 0),
    depositRequired: 0,
    depositDue: 0,
  }
}

/** The payments a guest sees on their page: amount in pesewas, day and method. */
export function stayPaymentsOf(booking: Pick<Booking, 'payments'>): StayPayment[] {
  return (booking.payments ?? []).map((payment) => ({
    amount: toPesewas(payment.amount),
    date: payment.date.slice(0, 10),
    method: payment.method,
  }))
}
