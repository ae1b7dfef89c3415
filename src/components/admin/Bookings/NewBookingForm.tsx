'use client'

import { useState, type FormEvent, type ReactNode } from 'react'

import { Dialog } from '@/components/ui/Dialog'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { stayNights } from '@/lib/bookings/availability'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { useOnline } from '@/components/admin/Offline/useOutbox'
import { amountText, parseAmount } from '@/lib/money/amounts'
import type { Booking } from '@/payload-types'

import { CHILD_POLICY_DEFAULT, countedGuests, partyHasAdult } from '@/lib/bookings/party'
import { party as partyText } from '@/lib/messages/party'

import { DeskCombinations } from './DeskCombinations'
import { PriceHint, RoomHint, type Kind } from './NewBookingHints'
import { RoomChoice } from './RoomChoice'
import { useDeskWrite, type DeskRoom } from './useDesk'
import type { OfferedCombination, OfferedShare } from '@/lib/bookings/roomCombinations'
import { useStayOptions } from './useStayOptions'

/** One labelled field of the form; a `wide` one takes both of its columns. */
function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <label className={cn('text-sm', wide && 'col-span-2')}>
      {label}
      {children}
    </label>
  )
}

/**
 * A stay taken by phone or at the desk, or a block for maintenance. The rooms free for the dates
 * are offered first, with their price; the server still applies the availability rule of every
 * other door, and its refusal is shown inside the form, where staff are looking. A party no one
 * room takes is offered free rooms together, saved in one step as one group (one reference).
 */
export function NewBookingForm({
  kind,
  rooms,
  onClose,
}: {
  kind: Kind | null
  rooms: DeskRoom[]
  onClose: () => void
}) {
  // Nights are only taken or freed online: with no network the button says so and waits.
  const online = useOnline()
  const { write, send } = useDeskWrite()
  const today = todayInGhana()
  const [values, setValues] = useState({
    room: '',
    checkIn: today,
    checkOut: '',
    guests: '1',
    children: '0',
    guestName: '',
    phone: '',
    source: 'phone',
    status: 'confirmed',
    price: '',
    priceReason: '',
    note: '',
  })
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // An offer of rooms together, saved as one group: the first room is the one in the form.
  const [together, setTogether] = useState<OfferedShare[]>([])
  const options = useStayOptions({
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guests: kind === 'block' ? 1 : Number(values.guests),
    children: kind === 'block' ? 0 : Number(values.children),
  })
  if (!kind) return null
  const input = cn(portalInput, 'border-stone-300')
  /** What ties an input or select to one of the form's values. */
  const bind = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    className: input,
  })
  function set(key: keyof typeof values, value: string) {
    setValues((previous) => ({ ...previous, [key]: value }))
    setProblem(null)
  }
  const room = rooms.find((item) => item.id === values.room)
  const nights = stayNights(values.checkIn, values.checkOut).length
  const option = options.data?.rooms.find((item) => item._id === values.room)
  // Whole pesewas. An empty price is the rates' price, set by the server when the stay is saved:
  // the form never guesses one (an everyday price knows no season, weekend or extra guest).
  const typedPrice = values.price.trim() === '' ? undefined : parseAmount(values.price)
  const byHand = typedPrice !== undefined && typedPrice !== option?.price
  const policy = options.data?.childPolicy ?? CHILD_POLICY_DEFAULT
  const people = { guests: Number(values.guests), children: Number(values.children) || 0 }
  const fillShare = (share: OfferedShare) =>
    setValues((previous) => ({
      ...previous,
      room: share._id,
      guests: String(share.guests),
      children: String(share.children),
      price: '',
      priceReason: '',
    }))
  const chooseCombination = ({ rooms: offered }: OfferedCombination) => {
    fillShare(offered[0])
    setTogether(offered)
    setProblem(null)
  }
  // The offer holds while the form is on its first room, for its share of the party.
  const group =
    together.length > 1 &&
    together[0]._id === values.room &&
    String(together[0].guests) === values.guests &&
    String(together[0].children) === values.children
      ? together
      : null
  /** One room of the group as the server is sent it: the counted guests, the party as asked. */
  const roomOf = (share: OfferedShare) => ({
    room: share._id,
    guests: countedGuests({ guests: share.guests, children: share.children }, policy),
    adults: share.guests - share.children,
    children: share.children,
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (typedPrice === null) {
      setProblem(MESSAGES.booking.priceTyped)
      return
    }
    if (kind !== 'block' && !partyHasAdult([people])) {
      setProblem(partyText.childrenTooMany)
      return
    }
    if (byHand && !values.priceReason.trim()) {
      setProblem(MESSAGES.booking.priceReasonRequired)
      return
    }
    setSaving(true)
    setProblem(null)
    if (kind !== 'block' && group) {
      // Rooms together are one group, as a guest's request of several rooms is: one reference,
      // made all or none by the server.
      const [first, ...others] = group.map(roomOf)
      const answer = await send(
        API.walkIn,
        {
          ...first,
          moreRooms: others,
          checkIn: values.checkIn,
          checkOut: values.checkOut,
          guestName: values.guestName,
          phone: values.phone,
          source: values.source,
          status: values.status,
        },
        (doc) => MESSAGES.booking.created(doc.reference ?? ''),
        MESSAGES.booking.saveFailed,
      )
      setSaving(false)
      if ('error' in answer) setProblem(answer.error.message)
      else onClose()
      return
    }
    const saved =
      kind === 'block'
        ? await write(
            API.roomBlocks,
            'POST',
            {
              room: values.room,
              startDate: values.checkIn,
              endDate: values.checkOut,
              reason: 'maintenance',
              note: values.note,
            },
            () => MESSAGES.booking.blocked,
            MESSAGES.booking.saveFailed,
            setProblem,
          )
        : await write<Booking>(
            API.bookings,
            'POST',
            {
              room: values.room,
              checkIn: values.checkIn,
              checkOut: values.checkOut,
              // The room is sized and priced for the counted guests; the party is kept as asked.
              guests: countedGuests(people, policy),
              adults: people.guests - people.children,
              children: people.children,
              guestName: values.guestName,
              phone: values.phone,
              source: values.source,
              status: values.status,
              ...(byHand ? { price: typedPrice, priceReason: values.priceReason.trim() } : {}),
            },
            (doc) => MESSAGES.booking.created(doc.reference ?? ''),
            MESSAGES.booking.saveFailed,
            setProblem,
          )
    setSaving(false)
    if (saved) onClose()
  }

  const title = kind === 'block' ? 'Block a room' : 'New booking'
  return (
    <Dialog open onClose={onClose} labelledBy="new-booking-title" className="max-w-lg">
      <form onSubmit={onSubmit} className="grid grid-cols-2 gap-3 p-4 sm:p-6">
        <h2 id="new-booking-title" className="col-span-2 font-display text-xl">
          {title}
        </h2>
        <Field label={kind === 'block' ? 'From' : 'Check-in'}>
          <input type="date" required {...bind('checkIn')} />
        </Field>
        <Field label={kind === 'block' ? 'Until (free again)' : 'Check-out'}>
          <input type="date" required min={values.checkIn} {...bind('checkOut')} />
        </Field>
        <label htmlFor="new-booking-room" className="col-span-2 text-sm">
          Room
        </label>
        <div className="col-span-2 -mt-3">
          <RoomChoice
            id="new-booking-room"
            rooms={rooms}
            options={options.data?.rooms}
            value={values.room}
            onChange={(value) => set('room', value)}
            className={input}
            describedBy="new-booking-room-hint"
          />
        </div>
        <RoomHint
          id="new-booking-room-hint"
          datesChosen={nights > 0}
          failed={Boolean(options.error)}
          room={option}
          outOfOrder={room?.housekeeping === 'out-of-order'}
          kind={kind}
        />
        {kind === 'block' ? (
          <Field label="Reason" wide>
            <input maxLength={200} placeholder="e.g. repainting" {...bind('note')} />
          </Field>
        ) : (
          <>
            <Field label="Guest name" wide>
              <input required maxLength={100} {...bind('guestName')} />
            </Field>
            <Field label="Phone">
              <input type="tel" maxLength={30} {...bind('phone')} />
            </Field>
            <Field label="Guests">
              <input type="number" min="1" max="6" required {...bind('guests')} />
            </Field>
            <Field label={partyText.childrenLabel(policy.childAge)}>
              <input type="number" min="0" max={values.guests} {...bind('children')} />
            </Field>
            {!option?.available && options.data?.combinations?.length ? (
              <DeskCombinations
                guests={options.data.guests ?? people.guests}
                combinations={options.data.combinations}
                onChoose={chooseCombination}
              />
            ) : null}
            {group && (
              <p className="col-span-2 rounded-lg bg-brand-50 p-3 text-sm" role="status">
                {MESSAGES.walkIn.together(
                  group
                    .map((share) => partyText.combinationRoom(share.name, share.guests))
                    .join(' + '),
                )}
              </p>
            )}
            <Field label="Source">
              <select {...bind('source')}>
                <option value="phone">Phone</option>
                <option value="walk-in">Walk-in</option>
                <option value="whatsapp">WhatsApp</option>
                <option value="other">Other</option>
              </select>
            </Field>
            <Field label="Status">
              <select {...bind('status')}>
                <option value="confirmed">Confirmed</option>
                <option value="checked-in">Checked in now</option>
                <option value="requested">Requested</option>
              </select>
            </Field>
            {/* Rooms together are priced by the rates, room by room, as a guest's request is. */}
            {!group && (
              <>
                <Field label="Price of the stay (₵)" wide>
                  <input
                    type="number"
                    min="0"
                    step="0.01"
                    placeholder={option ? amountText(option.price) : ''}
                    aria-describedby="new-booking-price-hint"
                    {...bind('price')}
                  />
                </Field>
                <PriceHint
                  id="new-booking-price-hint"
                  roomChosen={Boolean(room) && nights > 0}
                  quoting={options.isLoading}
                  failed={Boolean(options.error)}
                />
                {byHand && (
                  <Field label="Why this price" wide>
                    <input required maxLength={200} {...bind('priceReason')} />
                  </Field>
                )}
              </>
            )}
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
          {saving ? 'Saving...' : title}
        </button>
      </form>
    </Dialog>
  )
}
