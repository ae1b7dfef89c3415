'use client'

import { useState, type FormEvent } from 'react'

import { buttonClass, portalInput } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import {
  amountPaid,
  balanceDue,
  ghanaDay,
  MOBILE_MONEY_NETWORK_LABELS,
  MOBILE_MONEY_NETWORKS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@/lib/bookings'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatCedis } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { useDeskWrite } from './useDesk'

type Payment = NonNullable<Booking['payments']>[number]

/** Money received against a stay, the balance due, and a form to record one more payment. */
export function Payments({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (b: Booking) => void
}) {
  const { write } = useDeskWrite()
  const [amount, setAmount] = useState('')
  const [method, setMethod] = useState<PaymentMethod>('cash')
  const [network, setNetwork] = useState<string>('mtn')
  const [transactionId, setTransactionId] = useState('')
  const [saving, setSaving] = useState(false)
  const payments = booking.payments ?? []
  const input = cn(portalInput, 'border-stone-300')

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const payment: Omit<Payment, 'id'> = {
      amount: Number(amount),
      method,
      date: `${todayInGhana()}T00:00:00.000Z`,
      ...(method === 'mobile-money'
        ? { network: network as Payment['network'], transactionId }
        : {}),
    }
    setSaving(true)
    const saved = await write<Booking>(
      `/api/bookings/${booking.id}?depth=1`,
      'PATCH',
      { payments: [...payments, payment] },
      () => MESSAGES.booking.paymentAdded,
    )
    setSaving(false)
    if (saved) {
      setAmount('')
      setTransactionId('')
      onSaved(saved)
    }
  }

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
        Paid {formatCedis(amountPaid(payments))} of {formatCedis(booking.total)} ·{' '}
        <strong>Balance due {formatCedis(balanceDue(booking.total, payments))}</strong>
      </p>
      <form onSubmit={onSubmit} className="grid grid-cols-2 gap-2">
        <label className="text-sm">
          Amount (₵)
          <input
            type="number"
            min="0.01"
            step="0.01"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className={input}
          />
        </label>
        <label className="text-sm">
          Method
          <select
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
            className={input}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        {method === 'mobile-money' && (
          <>
            <label className="text-sm">
              Network
              <select
                value={network}
                onChange={(e) => setNetwork(e.target.value)}
                className={input}
              >
                {MOBILE_MONEY_NETWORKS.map((value) => (
                  <option key={value} value={value}>
                    {MOBILE_MONEY_NETWORK_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              Transaction ID
              <input
                required
                value={transactionId}
                onChange={(e) => setTransactionId(e.target.value)}
                className={input}
              />
            </label>
          </>
        )}
        <button type="submit" disabled={saving} className={cn(buttonClass.secondary, 'col-span-2')}>
          {saving ? 'Saving...' : 'Record payment'}
        </button>
      </form>
    </section>
  )
}
