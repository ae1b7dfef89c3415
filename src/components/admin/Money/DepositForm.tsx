'use client'

import { useState, type FormEvent } from 'react'

import { Field, fieldErrorId } from '@/components/ui/Field'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import { amountText, formatPesewas, parseAmount } from '@/lib/money/amounts'
import type { Booking } from '@/payload-types'

import { useDeskWrite } from '@/components/admin/Bookings/useDesk'

/**
 * The deposit a stay requires before the house holds the room, in cedis as typed (0 for none),
 * with the reason staff change it; the server keeps both in the history.
 */
export function DepositForm({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (b: Booking) => void
}) {
  const { write } = useDeskWrite()
  const [amount, setAmount] = useState(amountText(booking.deposit ?? 0))
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const pesewas = parseAmount(amount)
    const problem =
      pesewas === null
        ? MESSAGES.booking.depositAmount
        : !reason.trim()
          ? MESSAGES.booking.depositReason
          : null
    if (problem) {
      setError(problem)
      return
    }
    setSaving(true)
    const saved = await write<Booking>(
      API.bookingDeposit(booking.id),
      'POST',
      { amount: amount.trim(), reason: reason.trim() },
      (doc) => MESSAGES.booking.depositSet(formatPesewas(doc.deposit ?? 0)),
      MESSAGES.booking.depositFailed,
      setError,
    )
    setSaving(false)
    if (saved) {
      setReason('')
      onSaved(saved)
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-2 gap-x-2"
      aria-label="Set the deposit"
    >
      <Field id="deposit-amount" label="Deposit (₵)" look="portal">
        <input
          id="deposit-amount"
          type="text"
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value)
            setError(null)
          }}
          className={cn(portalInput, 'border-stone-300')}
        />
      </Field>
      <Field id="deposit-reason" label="Reason" error={error} look="portal">
        <input
          id="deposit-reason"
          aria-describedby={fieldErrorId('deposit-reason')}
          maxLength={200}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          className={cn(portalInput, error ? 'border-red-500' : 'border-stone-300')}
        />
      </Field>
      <button type="submit" disabled={saving} className={cn(buttonClass.secondary, 'col-span-2')}>
        {saving ? 'Saving...' : 'Set deposit'}
      </button>
    </form>
  )
}
