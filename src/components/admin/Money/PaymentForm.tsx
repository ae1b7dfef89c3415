'use client'

import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'

import { Field, fieldErrorId } from '@/components/ui/Field'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { closedDayRefusal } from '@/lib/money/cashUpClose'
import {
  earliestPaymentDay,
  MOBILE_MONEY_NETWORK_LABELS,
  MOBILE_MONEY_NETWORKS,
  PAYMENT_AMOUNT_TOO_HIGH,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentDatingFor,
  paymentDayProblem,
  paymentProblem,
  TRANSACTION_ID_MAX,
  type PaymentMethod,
} from '@/lib/money/payments'
import { formatStayDate, todayInGhana } from '@/lib/dates'
import { formatPesewas, parseAmount } from '@/lib/money/amounts'
import { refundableThroughGateway } from '@/lib/money/gatewayRefunds'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { useSession } from '@/components/admin/Session'
import { useDeskWrite } from '@/components/admin/Bookings/useDesk'

import { moneyEntries } from './LedgerEntries'

/** The method a refund takes when it goes back through the gateway to the guest's mobile money. */
const GATEWAY = 'gateway'

type Values = {
  kind: 'payment' | 'refund'
  reason: string
  amount: string
  method: PaymentMethod | typeof GATEWAY
  network: string
  transactionId: string
  date: string
  /** The gateway payment a refund goes back to (its ledger entry's id). */
  refunds: string
}
type FieldName = 'amount' | 'date' | 'transactionId' | 'reason'

/** Which field a refusal belongs beside; `dayProblem` is what the day chosen was refused with. */
function fieldOf(message: string, dayProblem: string | null, tooMuch: string): FieldName {
  if (message === dayProblem) return 'date'
  if ([MESSAGES.payment.amount, PAYMENT_AMOUNT_TOO_HIGH, tooMuch].includes(message)) return 'amount'
  if (message === MESSAGES.ledger.refundReason || message === MESSAGES.ledger.reasonTooLong) {
    return 'reason'
  }
  return 'transactionId'
}

/** How a payment waiting on the phone is listed: "Payment ₵50.00, Mobile money (MTN)". */
function paymentLabel(payment: { amount: string; method: PaymentMethod; network?: string }) {
  const amount = parseAmount(payment.amount)
  const network =
    payment.network && payment.network in MOBILE_MONEY_NETWORK_LABELS
      ? ` (${MOBILE_MONEY_NETWORK_LABELS[payment.network as keyof typeof MOBILE_MONEY_NETWORK_LABELS]})`
      : ''
  return MESSAGES.outbox.labels.payment(
    amount === null ? payment.amount : formatPesewas(amount),
    `${PAYMENT_METHOD_LABELS[payment.method]}${network}`,
  )
}

/**
 * One more payment, or a refund with the reason the money is given back: amount, method (with the
 * network and transaction ID for mobile money) and the day it moved, today unless staff pick an
 * earlier one. The server writes it to the stay's ledger with the next receipt number, so one
 * someone else records at the same moment is kept too. A refund of a payment the guest made online
 * can go back the way it came, through the gateway, to the payment staff choose.
 */
export function PaymentForm({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (b: Booking) => void
}) {
  const { write, act } = useDeskWrite()
  const { state } = useSession()
  const isAdmin = state.currentUser?.role === 'admin'
  const today = todayInGhana()
  const [values, setValues] = useState<Values>({
    kind: 'payment',
    reason: '',
    amount: '',
    method: 'cash',
    network: 'mtn',
    transactionId: '',
    date: today,
    refunds: '',
  })
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null)
  const [saving, setSaving] = useState(false)
  const edit = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((previous) => {
      const next = { ...previous, [key]: event.target.value }
      // A payment is never "through the gateway" at the desk: the gateway posts its own.
      return next.kind === 'payment' && next.method === GATEWAY ? { ...next, method: 'cash' } : next
    })
    setError(null)
  }
  const control = (name: FieldName | 'method' | 'network' | 'kind' | 'refunds') => ({
    id: `payment-${name}`,
    'aria-invalid': error?.field === name || undefined,
    'aria-describedby': fieldErrorId(`payment-${name}`),
    className: cn(portalInput, error?.field === name ? 'border-red-500' : 'border-stone-300'),
  })
  const errorOf = (name: FieldName) => (error?.field === name ? error.message : null)
  const mobileMoney = values.method === 'mobile-money'
  const refund = values.kind === 'refund'
  const gatewayPayments = refund ? refundableThroughGateway(moneyEntries(booking)) : []
  const throughGateway = values.method === GATEWAY && gatewayPayments.length > 0
  const goingBackTo =
    gatewayPayments.find(({ payment }) => String(payment.id) === values.refunds) ??
    gatewayPayments[0]
  const tooMuch = goingBackTo ? MESSAGES.refundOnline.tooHigh(goingBackTo.left) : ''

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const gatewayRefund = throughGateway && goingBackTo ? goingBackTo.payment : null
    const payment = {
      kind: values.kind,
      ...(refund ? { reason: values.reason.trim() } : {}),
      amount: values.amount.trim(),
      // Through the gateway: the network and transaction are the payment's, the server's to copy.
      method: gatewayRefund ? ('mobile-money' as const) : (values.method as PaymentMethod),
      date: values.date,
      ...(mobileMoney
        ? { network: values.network, transactionId: values.transactionId.trim() }
        : {}),
      ...(gatewayRefund ? { throughGateway: true, refunds: String(gatewayRefund.id) } : {}),
    }
    // The server holds the same bounds for the role signed in; checked here to say so at once.
    const dating = paymentDatingFor(booking, isAdmin, todayInGhana())
    const checked = gatewayRefund
      ? { ...payment, network: gatewayRefund.network, transactionId: gatewayRefund.transactionId }
      : payment
    const problem =
      paymentProblem(checked, dating) ??
      (refund && !values.reason.trim() ? MESSAGES.ledger.refundReason : null) ??
      (goingBackTo && gatewayRefund && (parseAmount(values.amount) ?? 0) > goingBackTo.left
        ? tooMuch
        : null)
    if (problem) {
      const field = fieldOf(problem, paymentDayProblem(values.date, dating), tooMuch)
      setError({ field, message: problem })
      document.getElementById(`payment-${field}`)?.focus()
      return
    }
    setSaving(true)
    // A day closed since the form opened: said beside the day, where it is put right (a late
    // entry goes to today with a note); anything else as before.
    const onRefusal = (message: string) => {
      if (message === closedDayRefusal(values.date, todayInGhana())) {
        setError({ field: 'date', message })
        document.getElementById('payment-date')?.focus()
      } else toast.error(message)
    }
    // A payment may wait for the network on the phone; a refund gives money back and waits for it.
    const saved = refund
      ? await write<Booking>(
          API.bookingPayments(booking.id),
          'POST',
          payment,
          () => (gatewayRefund ? MESSAGES.refundOnline.sent : MESSAGES.ledger.refunded),
          MESSAGES.ledger.refundFailed,
          onRefusal,
        )
      : await act(
          {
            staffId: state.currentUser?.id ?? '',
            kind: 'payment',
            url: API.bookingPayments(booking.id),
            body: payment,
            stayId: String(booking.id),
            label: paymentLabel(payment),
          },
          () => MESSAGES.booking.paymentAdded,
          MESSAGES.payment.failed,
          onRefusal,
        )
    setSaving(false)
    if (saved) {
      setValues((previous) => ({
        ...previous,
        kind: 'payment',
        amount: '',
        method: previous.method === GATEWAY ? 'cash' : previous.method,
        transactionId: '',
        reason: '',
        refunds: '',
      }))
      if (saved !== 'kept') onSaved(saved)
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-2 gap-x-2"
      aria-label="Record a payment"
    >
      <Field id="payment-kind" label="Money" look="portal" className="col-span-2">
        <select value={values.kind} onChange={edit('kind')} {...control('kind')}>
          <option value="payment">Payment received</option>
          <option value="refund">Refund given back</option>
        </select>
      </Field>
      <Field id="payment-amount" label="Amount (₵)" error={errorOf('amount')} look="portal">
        {/* Text, not a number field: a browser's number field empties "1,250.50", the way Ghana
            writes an amount; the server reads it by the house's own rule (`parseAmount`). */}
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          value={values.amount}
          onChange={edit('amount')}
          {...control('amount')}
        />
      </Field>
      <Field id="payment-method" label="Method" look="portal">
        <select value={values.method} onChange={edit('method')} {...control('method')}>
          {PAYMENT_METHODS.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_METHOD_LABELS[value]}
            </option>
          ))}
          {gatewayPayments.length > 0 && (
            <option value={GATEWAY}>{MESSAGES.refundOnline.throughGateway}</option>
          )}
        </select>
      </Field>
      {throughGateway && (
        <Field
          id="payment-refunds"
          label={MESSAGES.refundOnline.whichPayment}
          look="portal"
          className="col-span-2"
        >
          <select
            value={String(goingBackTo?.payment.id ?? '')}
            onChange={edit('refunds')}
            {...control('refunds')}
          >
            {gatewayPayments.map(({ payment, left }) => (
              <option key={payment.id} value={String(payment.id)}>
                {[
                  payment.receipt,
                  payment.date ? formatStayDate(payment.date.slice(0, 10)) : '',
                  payment.network ? MOBILE_MONEY_NETWORK_LABELS[payment.network] : '',
                  MESSAGES.refundOnline.left(formatPesewas(left)),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </option>
            ))}
          </select>
        </Field>
      )}
      {mobileMoney && (
        <>
          <Field id="payment-network" label="Network" look="portal">
            <select value={values.network} onChange={edit('network')} {...control('network')}>
              {MOBILE_MONEY_NETWORKS.map((value) => (
                <option key={value} value={value}>
                  {MOBILE_MONEY_NETWORK_LABELS[value]}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="payment-transactionId"
            label="Transaction ID"
            error={errorOf('transactionId')}
            look="portal"
          >
            <input
              required
              maxLength={TRANSACTION_ID_MAX}
              value={values.transactionId}
              onChange={edit('transactionId')}
              {...control('transactionId')}
            />
          </Field>
        </>
      )}
      <Field
        id="payment-date"
        label="Received on"
        error={errorOf('date')}
        look="portal"
        className="col-span-2"
      >
        <input
          type="date"
          required
          min={earliestPaymentDay(paymentDatingFor(booking, isAdmin, today))}
          max={today}
          value={values.date}
          onChange={edit('date')}
          {...control('date')}
        />
      </Field>
      {refund && (
        <Field
          id="payment-reason"
          label="Why it is given back"
          error={errorOf('reason')}
          look="portal"
          className="col-span-2"
        >
          <input
            required
            maxLength={200}
            value={values.reason}
            onChange={edit('reason')}
            {...control('reason')}
          />
        </Field>
      )}
      <button type="submit" disabled={saving} className={cn(buttonClass.secondary, 'col-span-2')}>
        {saving
          ? 'Saving...'
          : throughGateway
            ? MESSAGES.refundOnline.send
            : refund
              ? 'Record refund'
              : 'Record payment'}
      </button>
    </form>
  )
}
