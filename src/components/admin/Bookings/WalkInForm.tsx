'use client'

import { useState, type FormEvent, type ReactNode } from 'react'

import { Dialog } from '@/components/ui/Dialog'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { useOnline } from '@/components/admin/Offline/useOutbox'
import { amountText, formatPesewas, toPesewas } from '@/lib/money/amounts'
import { party as partyText } from '@/lib/messages/party'
import {
  MOBILE_MONEY_NETWORK_LABELS,
  MOBILE_MONEY_NETWORKS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@/lib/money/payments'
import type { Booking } from '@/payload-types'

import { useDeskWrite, type DeskRoom } from './useDesk'
import { DeskCombinations } from './DeskCombinations'
import type { OfferedCombination } from '@/lib/bookings/roomCombinations'
import { useStayOptions } from './useStayOptions'
import { Choices } from './WalkInChoices'
import { freshWalkIn, walkInBody, type PaidHow, type WalkInValues } from './walkInValues'

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <label className={cn('text-sm', wide && 'col-span-2')}>
      {label}
      {children}
    </label>
  )
}

const PAID_HOW: ReadonlyArray<{ value: PaidHow; label: string }> = [
  { value: 'later', label: MESSAGES.walkIn.notPaid },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
]
/** The form's typed fields: each bound the same way. */
type TextKey = Exclude<keyof WalkInValues, 'room' | 'paidHow' | 'amount' | 'network'>

const NETWORKS = MOBILE_MONEY_NETWORKS.map((network) => ({
  value: network,
  label: MOBILE_MONEY_NETWORK_LABELS[network],
}))

/** An offer of rooms together, named by its rooms in their order. */
const keyOf = (offer: OfferedCombination) => offer.rooms.map((room) => room._id).join('+')

/**
 * A guest at the desk, taken in one form and one action: tonight for one night unless changed, a
 * room among those free for the nights (one tap), who the guest is, and the money paid now, whose
 * amount is the stay's price unless typed. A party no one free room takes is offered free rooms
 * together, one tap, saved as one group whose first room takes the payment. The server saves the
 * stay and its payment together or neither; once saved, the desk shows the stay (`onSaved`), where
 * it is checked in.
 */
export function WalkInForm({
  rooms,
  onClose,
  onSaved,
}: {
  rooms: DeskRoom[]
  onClose: () => void
  onSaved: (booking: Booking) => void
}) {
  // Nights are only taken or freed online: with no network the button says so and waits.
  const online = useOnline()
  const { send } = useDeskWrite()
  const [values, setValues] = useState<WalkInValues>(() => freshWalkIn())
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // The offer of rooms together chosen, by its rooms; it holds while the offers still make it.
  const [offerKey, setOfferKey] = useState('')
  const options = useStayOptions({
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guests: Number(values.guests),
  })
  function set<K extends keyof WalkInValues>(key: K, value: WalkInValues[K]) {
    setValues((previous) => ({ ...previous, [key]: value }))
    setProblem(null)
  }
  const input = cn(portalInput, 'border-stone-300')
  const text = (key: TextKey) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    className: input,
  })
  const outOfOrder = new Set(
    rooms.filter((room) => room.housekeeping === 'out-of-order').map((room) => room.id),
  )
  const free = (options.data?.rooms ?? []).filter(
    (room) => room.available && room.isAvailable && !outOfOrder.has(room._id),
  )
  // When no one free room takes the party: the cheapest free rooms together, none out of order.
  const offers = free.length
    ? []
    : (options.data?.combinations ?? []).filter((offer) =>
        offer.rooms.every((room) => !outOfOrder.has(room._id)),
      )
  const offer = offers.find((item) => keyOf(item) === offerKey)
  const chosen = offer ? undefined : free.find((room) => room._id === values.room)
  const price = offer ? toPesewas(offer.total) : chosen?.price
  const amount = values.amount ?? (price === undefined ? '' : amountText(price))
  const nights = stayNights(values.checkIn, values.checkOut).length

  let roomHint: string | null = null
  if (nights === 0) roomHint = MESSAGES.walkIn.chooseDates
  else if (options.error) roomHint = MESSAGES.desk.roomsFailed
  else if (options.data && free.length === 0 && !offers.length)
    roomHint = MESSAGES.walkIn.noRoomFree

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    const answer = await send(
      API.walkIn,
      walkInBody(
        { ...values, room: chosen ? values.room : '' },
        amount,
        offer?.rooms.map((share) => ({ room: share._id, guests: share.guests })),
      ),
      (doc) => MESSAGES.walkIn.created(doc.reference ?? ''),
      MESSAGES.walkIn.failed,
    )
    setSaving(false)
    if ('error' in answer) setProblem(answer.error.message)
    else onSaved(answer.booking)
  }

  return (
    <Dialog open onClose={onClose} labelledBy="walk-in-title" className="max-w-lg">
      <form onSubmit={onSubmit} className="grid grid-cols-2 gap-3 p-4 sm:p-6">
        <h2 id="walk-in-title" className="col-span-2 font-display text-xl">
          {MESSAGES.walkIn.title}
        </h2>
        <Field label="Check-in">
          <input type="date" required {...text('checkIn')} />
        </Field>
        <Field label="Check-out">
          <input type="date" required min={values.checkIn} {...text('checkOut')} />
        </Field>
        <Choices
          legend={MESSAGES.walkIn.roomLegend}
          name="walk-in-room"
          options={free.map((room) => ({
            value: room._id,
            label: room.name,
            detail: formatPesewas(room.price),
          }))}
          value={chosen ? values.room : ''}
          onChange={(room) => set('room', room)}
          describedBy="walk-in-room-hint"
        />
        {offers.length > 0 && (
          <DeskCombinations
            guests={options.data?.guests ?? Number(values.guests)}
            combinations={offers}
            onChoose={(choice) => {
              setOfferKey(keyOf(choice))
              setProblem(null)
            }}
          />
        )}
        {offer && (
          <p className="col-span-2 rounded-lg bg-brand-50 p-3 text-sm" role="status">
            {MESSAGES.walkIn.together(
              offer.rooms
                .map((room) => partyText.combinationRoom(room.name, room.guests))
                .join(' + '),
            )}
          </p>
        )}
        <p
          id="walk-in-room-hint"
          aria-live="polite"
          className="col-span-2 -mt-2 text-sm text-stone-600"
        >
          {roomHint}
        </p>
        <Field label="Guest name" wide>
          <input required maxLength={100} autoComplete="off" {...text('guestName')} />
        </Field>
        <Field label="Phone">
          <input type="tel" maxLength={30} {...text('phone')} />
        </Field>
        <Field label="Guests">
          <input type="number" min="1" max="6" required {...text('guests')} />
        </Field>
        <Field label="Email (optional)" wide>
          <input type="email" {...text('email')} />
        </Field>
        <Field label="Note (optional)" wide>
          <input maxLength={1000} {...text('note')} />
        </Field>
        <Choices
          legend={MESSAGES.walkIn.paidLegend}
          name="walk-in-paid"
          options={PAID_HOW}
          value={values.paidHow}
          onChange={(paidHow) => set('paidHow', paidHow)}
        />
        {values.paidHow !== 'later' && (
          <Field label="Amount paid (₵)" wide>
            <input
              inputMode="decimal"
              required
              value={amount}
              onChange={(event) => set('amount', event.target.value)}
              className={input}
            />
          </Field>
        )}
        {values.paidHow === 'mobile-money' && (
          <>
            <Choices
              legend={MESSAGES.walkIn.networkLegend}
              name="walk-in-network"
              options={NETWORKS}
              value={values.network as (typeof NETWORKS)[number]['value'] | ''}
              onChange={(network) => set('network', network)}
            />
            <Field label="Transaction ID" wide>
              <input required maxLength={60} {...text('transactionId')} />
            </Field>
          </>
        )}
        {problem && (
          <p role="alert" className="col-span-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        <button type="button" onClick={onClose} className={buttonClass.secondary}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={saving || !online}
          title={online ? undefined : MESSAGES.outbox.needsNetwork}
          className={buttonClass.primary}
        >
          {saving ? MESSAGES.walkIn.saving : MESSAGES.walkIn.save}
        </button>
      </form>
    </Dialog>
  )
}
