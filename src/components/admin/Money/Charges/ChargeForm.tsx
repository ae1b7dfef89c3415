'use client'

import { useState, type FormEvent } from 'react'

import { Field, fieldErrorId } from '@/components/ui/Field'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import { charges as chargesText } from '@/lib/messages/charges'
import { amountText, formatPesewas, parseAmount } from '@/lib/money/amounts'
import {
  CHARGE_QUANTITY_MAX,
  CHARGE_QUANTITY_MIN,
  CHARGE_TEXT_MAX,
  chargeAmount,
  chargeProblem,
  quantityProblem,
} from '@/lib/money/charges'
import type { Booking, Extra } from '@/payload-types'

import { useDeskWrite } from '@/components/admin/Bookings/useDesk'
import { useStaffId } from '@/components/admin/Session'

type Problem = {
  field: 'item' | 'quantity' | 'price' | 'reason' | 'note' | 'form'
  message: string
}

/** A quantity as typed: its whole number, or NaN for anything else ("1.5", "two", ""). */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN)

/** Which field a refusal of the charge rules belongs beside. */
function fieldOf(message: string): Problem['field'] {
  if (message === chargesText.unitPrice) return 'price'
  if (message === chargesText.noteTooLong) return 'note'
  return 'reason'
}

/**
 * A charge as typed, checked by the server's own rules before it is sent: an item, a whole
 * quantity within bounds, a price in cedis (the list's unless changed) and, once the price
 * differs from the list's, the reason why.
 */
export function chargeFormProblem(
  extra: Pick<Extra, 'price'> | undefined,
  quantityText: string,
  priceText: string,
  reason: string,
  note: string,
): Problem | null {
  if (!extra) return { field: 'item', message: chargesText.unknownItem }
  const quantity = wholeNumber(quantityText)
  const badQuantity = quantityProblem(quantity)
  if (badQuantity) return { field: 'quantity', message: badQuantity }
  const unitPrice = parseAmount(priceText)
  if (unitPrice === null) return { field: 'price', message: chargesText.priceText }
  const problem = chargeProblem({ quantity, unitPrice, reason, note }, extra.price)
  return problem ? { field: fieldOf(problem), message: problem } : null
}

/**
 * Reception's short form for an extra on the bill: tap an item, and its price is filled in at
 * quantity one, so a listed item at its price is two taps (the item, then Charge). The quantity
 * steps by one within its bounds; the price may be changed, and only then is a reason asked.
 */
export function ChargeForm({
  booking,
  extras,
  onSaved,
  onCancel,
}: {
  booking: Pick<Booking, 'id'>
  /** The active items of the price list. */
  extras: readonly Extra[]
  onSaved: (b: Booking) => void
  onCancel: () => void
}) {
  const { act } = useDeskWrite()
  const staffId = useStaffId()
  const [extraId, setExtraId] = useState<string | null>(null)
  const [quantity, setQuantity] = useState('1')
  const [price, setPrice] = useState('')
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [saving, setSaving] = useState(false)

  const extra = extras.find((item) => String(item.id) === extraId)
  const unitPrice = parseAmount(price)
  const priceChanged = Boolean(extra) && unitPrice !== extra?.price
  const count = wholeNumber(quantity)
  const total =
    unitPrice !== null && Number.isInteger(count) ? chargeAmount(count, unitPrice) : null
  const errorOf = (field: Problem['field']) => (problem?.field === field ? problem.message : null)

  const choose = (item: Extra) => {
    setExtraId(String(item.id))
    setPrice(amountText(item.price))
    setReason('')
    setProblem(null)
  }
  const step = (by: number) => {
    const next = Number.isInteger(count) ? count + by : CHARGE_QUANTITY_MIN
    setQuantity(String(Math.min(Math.max(next, CHARGE_QUANTITY_MIN), CHARGE_QUANTITY_MAX)))
    setProblem(null)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = chargeFormProblem(extra, quantity, price, reason, note)
    if (found || !extra || unitPrice === null) {
      setProblem(found)
      return
    }
    setSaving(true)
    const saved = await act(
      {
        staffId,
        kind: 'charge',
        url: API.bookingCharges(String(booking.id)),
        body: {
          extra: extra.id,
          quantity: count,
          unitPrice,
          ...(priceChanged ? { reason: reason.trim() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
        stayId: String(booking.id),
        label: MESSAGES.outbox.labels.charge(extra.name, count),
      },
      () => chargesText.added,
      chargesText.failed,
      (message) => setProblem({ field: 'form', message }),
    )
    setSaving(false)
    if (saved && saved !== 'kept') onSaved(saved)
  }

  if (!extras.length) return <p className="text-sm text-stone-700">{chargesText.emptyList}</p>

  return (
    <form onSubmit={onSubmit} noValidate aria-label={chargesText.formTitle} className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{chargesText.item}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2" role="radiogroup">
          {extras.map((item) => {
            const chosen = String(item.id) === extraId
            return (
              <button
                key={item.id}
                type="button"
                role="radio"
                aria-checked={chosen}
                onClick={() => choose(item)}
                className={cn(
                  'min-h-11 rounded-lg border px-2 py-1.5 text-left text-sm',
                  chosen
                    ? 'border-brand-700 bg-brand-50 font-semibold ring-2 ring-brand-700'
                    : 'border-stone-300 bg-white',
                )}
              >
                <span className="block break-words">{item.name}</span>
                <span className="block text-stone-600">{formatPesewas(item.price)}</span>
              </button>
            )
          })}
        </div>
        <p
          id={fieldErrorId('charge-item')}
          aria-live="polite"
          className="min-h-5 text-sm text-red-700"
        >
          {errorOf('item')}
        </p>
      </fieldset>
      {extra && (
        <>
          <div className="grid grid-cols-2 gap-x-2">
            <Field
              id="charge-quantity"
              label={chargesText.quantityLabel}
              error={errorOf('quantity')}
              look="portal"
            >
              <div className="mt-1 flex items-stretch gap-1">
                <button
                  type="button"
                  aria-label={chargesText.fewer}
                  onClick={() => step(-1)}
                  disabled={count <= CHARGE_QUANTITY_MIN}
                  className={cn(buttonClass.secondary, 'w-11 px-0 text-lg')}
                >
                  −
                </button>
                <input
                  id="charge-quantity"
                  inputMode="numeric"
                  value={quantity}
                  onChange={(event) => {
                    setQuantity(event.target.value)
                    setProblem(null)
                  }}
                  aria-invalid={errorOf('quantity') ? true : undefined}
                  aria-describedby={fieldErrorId('charge-quantity')}
                  className={cn(
                    portalInput,
                    'mt-0 min-w-0 text-center',
                    errorOf('quantity') ? 'border-red-500' : 'border-stone-300',
                  )}
                />
                <button
                  type="button"
                  aria-label={chargesText.more}
                  onClick={() => step(1)}
                  disabled={count >= CHARGE_QUANTITY_MAX}
                  className={cn(buttonClass.secondary, 'w-11 px-0 text-lg')}
                >
                  +
                </button>
              </div>
            </Field>
            <Field
              id="charge-price"
              label={chargesText.priceLabel}
              error={errorOf('price')}
              look="portal"
            >
              <input
                id="charge-price"
                inputMode="decimal"
                value={price}
                onChange={(event) => {
                  setPrice(event.target.value)
                  setProblem(null)
                }}
                aria-invalid={errorOf('price') ? true : undefined}
                aria-describedby={fieldErrorId('charge-price')}
                className={cn(
                  portalInput,
                  errorOf('price') ? 'border-red-500' : 'border-stone-300',
                )}
              />
            </Field>
          </div>
          {priceChanged && (
            <Field
              id="charge-reason"
              label={chargesText.reasonLabel}
              error={errorOf('reason')}
              look="portal"
            >
              <input
                id="charge-reason"
                maxLength={CHARGE_TEXT_MAX}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value)
                  setProblem(null)
                }}
                aria-invalid={errorOf('reason') ? true : undefined}
                aria-describedby={fieldErrorId('charge-reason')}
                className={cn(
                  portalInput,
                  errorOf('reason') ? 'border-red-500' : 'border-stone-300',
                )}
              />
            </Field>
          )}
          <Field
            id="charge-note"
            label={chargesText.noteLabel}
            error={errorOf('note')}
            look="portal"
          >
            <input
              id="charge-note"
              maxLength={CHARGE_TEXT_MAX}
              value={note}
              onChange={(event) => {
                setNote(event.target.value)
                setProblem(null)
              }}
              aria-describedby={fieldErrorId('charge-note')}
              className={cn(portalInput, 'border-stone-300')}
            />
          </Field>
        </>
      )}
      {errorOf('form') && (
        <p role="alert" className="text-sm text-red-700">
          {errorOf('form')}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={saving} className={cn(buttonClass.primary, 'flex-1')}>
          {saving
            ? 'Saving...'
            : total !== null
              ? chargesText.submit(formatPesewas(total))
              : chargesText.addCharge}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          {chargesText.cancel}
        </button>
      </div>
    </form>
  )
}
