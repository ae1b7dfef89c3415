'use client'

import {
  bookingMoney,
  ghanaDay,
  MOBILE_MONEY_NETWORK_LABELS,
  PAYMENT_METHOD_LABELS,
  moneyLine,
} from '@/lib/bookings'
import { formatCedis, formatPesewas } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { DepositForm } from './DepositForm'
import { PaymentForm } from './PaymentForm'

/** Money received against a stay, the balance due, and a form to record one more payment. */
export function Payments({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (b: Booking) => void
}) {
  const payments = booking.payments ?? []
  const money = bookingMoney(booking)

  return (
    <section aria-labelledby="payments-title" className="space-y-2">
      <h3 id="payments-title" className="font-semibold text-stone-900">
        Payments
      </h3>
      <ul className="divide-y divide-stone-100 text-sm">
        {payments.map((payment) => (
          <li key={payment.id} className="flex justify-between gap-2 py-1">
            <span>
              {ghanaDay(payment.date)} · {PAYMENT_METHOD_LABELS[payment.method]}
              {payment.network
                ? ` ${MOBILE_MONEY_NETWORK_LABELS[payment.network]} ${payment.transactionId ?? ''}`
                : ''}
            </span>
            <span className="font-semibold">{formatCedis(payment.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm" data-testid="balance">
        Paid {formatPesewas(money.received)} of {formatPesewas(money.price)} ·{' '}
        <strong>{moneyLine(money)}</strong>
      </p>
      {money.depositDue > 0 && (
        <p className="text-sm font-semibold text-amber-800" data-testid="deposit-due">
          Deposit due {formatPesewas(money.depositDue)}
        </p>
      )}
      <PaymentForm booking={booking} onSaved={onSaved} />
      <DepositForm key={booking.deposit ?? 0} booking={booking} onSaved={onSaved} />
    </section>
  )
}
