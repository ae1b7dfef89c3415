'use client'

import Link from 'next/link'
import { useState, type FormEvent } from 'react'

import { Field, fieldErrorId } from '@/components/ui/Field'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { ghanaDay } from '@/lib/bookings/availability'
import { LEDGER_KIND_LABELS } from '@/lib/money/ledger'
import { MOBILE_MONEY_NETWORK_LABELS, PAYMENT_METHOD_LABELS } from '@/lib/money/payments'
import { DOCUMENT_PATHS } from '@/lib/money/documentLines'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'
import { relationId } from '@/lib/relationId'
import type { Booking, Ledger } from '@/payload-types'

import { useDeskWrite } from '@/components/admin/Bookings/useDesk'

/** The money entries the booking was read with (the `ledger` join), in the order written. */
export function moneyEntries(booking: Booking): Ledger[] {
  return (booking.ledger?.docs ?? []).filter(
    (entry): entry is Ledger =>
      typeof entry === 'object' &&
      entry !== null &&
      entry.kind !== 'price' &&
      entry.kind !== 'deposit',
  )
}

/** How the desk names an entry: a payment or refund by its receipt, a charge by what was charged. */
function entryName(entry: Ledger): string {
  if (entry.kind !== 'charge') return entry.receipt ?? ''
  return MESSAGES.charges.line(entry.description ?? '', entry.quantity ?? 1)
}

/** Asks why an entry is reversed, and reverses it once that is given: one confirmation, no more. */
function ReverseForm({
  booking,
  entry,
  onSaved,
  onCancel,
}: {
  booking: Booking
  entry: Ledger
  onSaved: (b: Booking) => void
  onCancel: () => void
}) {
  const { write } = useDeskWrite()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const id = `reverse-${entry.id}`
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) {
      setError(MESSAGES.ledger.reverseReason)
      document.getElementById(id)?.focus()
      return
    }
    setSaving(true)
    const saved = await write<Booking>(
      API.bookingReverse(booking.id),
      'POST',
      { entryId: entry.id, reason: reason.trim() },
      () => MESSAGES.ledger.reversed,
      MESSAGES.ledger.reverseFailed,
      setError,
    )
    setSaving(false)
    if (saved) onSaved(saved)
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Reverse ${entryName(entry)}`}
      className="py-1"
    >
      <Field id={id} label={`Why reverse ${entryName(entry)}?`} error={error} look="portal">
        <input
          id={id}
          required
          maxLength={200}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldErrorId(id)}
          className={cn(portalInput, error ? 'border-red-500' : 'border-stone-300')}
        />
      </Field>
      <div className="flex gap-2">
        <button type="submit" disabled={saving} className={buttonClass.danger}>
          {saving ? 'Saving...' : `Reverse ${formatPesewas(entry.amount)}`}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          Keep it
        </button>
      </div>
    </form>
  )
}

/**
 * The stay's payments, refunds and extras charged, each with its receipt (a charge with its item)
 * and who recorded it. An entry reversed is
 * shown struck through with its reversal beside it; one not yet reversed can be, with a reason.
 */
export function LedgerEntries({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (b: Booking) => void
}) {
  const [reversing, setReversing] = useState<string | null>(null)
  const entries = moneyEntries(booking)
  const reversals = new Map(
    entries
      .filter((entry) => entry.kind === 'reversal')
      .map((entry) => [relationId(entry.reverses), entry]),
  )
  return (
    <ul className="divide-y divide-stone-100 text-sm">
      {entries
        .filter((entry) => entry.kind !== 'reversal')
        .map((entry) => {
          const reversal = reversals.get(String(entry.id))
          const how = entry.method ? PAYMENT_METHOD_LABELS[entry.method] : ''
          const network = entry.network ? ` ${MOBILE_MONEY_NETWORK_LABELS[entry.network]}` : ''
          return (
            <li key={entry.id} className="py-1" data-testid="ledger-entry">
              <div className="flex justify-between gap-2">
                <span className={cn(reversal && 'line-through text-stone-500')}>
                  {LEDGER_KIND_LABELS[entry.kind]} {entryName(entry)} ·{' '}
                  {ghanaDay(entry.date ?? entry.createdAt)} · {how}
                  {network} {entry.transactionId ?? ''}
                </span>
                <span className={cn('font-semibold', reversal && 'line-through text-stone-500')}>
                  {entry.kind === 'refund' ? '−' : ''}
                  {formatPesewas(entry.amount)}
                </span>
              </div>
              <p className="text-xs text-stone-600">
                By {entry.recordedByName}
                {entry.reason ? ` · ${entry.reason}` : ''}
                {entry.receipt && (
                  <>
                    {' · '}
                    <Link
                      href={DOCUMENT_PATHS.deskReceipt(booking.id, entry.receipt)}
                      aria-label={`Receipt ${entry.receipt}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      Receipt
                    </Link>
                  </>
                )}
              </p>
              {reversal ? (
                <p className="text-xs text-stone-700">
                  Reversed by {reversal.recordedByName}: {reversal.reason}
                </p>
              ) : reversing === entry.id ? (
                <ReverseForm
                  booking={booking}
                  entry={entry}
                  onSaved={(saved) => {
                    setReversing(null)
                    onSaved(saved)
                  }}
                  onCancel={() => setReversing(null)}
                />
              ) : (
                <button
                  type="button"
                  onClick={() => setReversing(String(entry.id))}
                  className="text-xs font-semibold text-red-700 underline"
                >
                  Reverse {entryName(entry)}
                </button>
              )}
            </li>
          )
        })}
    </ul>
  )
}
