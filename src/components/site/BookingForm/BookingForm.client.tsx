'use client'

import { useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react'

import { Field, fieldAria } from '@/components/ui/Field'
import { FetchError } from '@/components/ui/fetchJson'
import { Icon } from '@/components/ui/Icon'
import { buttonOutline, buttonWhatsapp, inputBase } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { CHILD_POLICY_DEFAULT, partyHasAdult, type ChildPolicy } from '@/lib/bookings/party'
import { todayInGhana } from '@/lib/dates'
import { party as partyText } from '@/lib/messages/party'
import { displayPhone, telLink } from '@/lib/phone'
import { chosenRoomParam } from '@/lib/site'
import { taxes as taxesText } from '@/lib/messages/taxes'
import type { IndicativeRates } from '@/lib/money/indicativePrices'
import {
  BOOKING_DEFAULTS,
  BOOKING_MAX_LENGTH,
  GROUP_ROOMS_MAX,
  validateBooking,
  validateMoreRooms,
  validateStay,
  type BookingField,
  type BookingForm as BookingValues,
} from '@/lib/validation/booking'
import { GUESTS_MAX, GUESTS_MIN } from '@/lib/validation/contact'

import { notify } from '@/components/site/notify'
import { useTodayInGhana } from '@/components/site/useTodayInGhana'
import { useTypedBeforeHydration } from '@/components/site/useTypedBeforeHydration'
import { BookingDone } from './BookingDone'
import { childOptions } from './childOptions'
import { MoreRoom, type MoreRoomValue } from './MoreRoom'
import { RoomChoices } from './RoomChoices'
import type { OfferedCombination } from '@/lib/bookings/roomCombinations'
import { useFreeRooms } from './useFreeRooms'
import { useSendRequest, type Sent } from './useSendRequest'

type Props = {
  whatsappNumber: string
  phones: string[]
  /** The house publishes its prices before taxes: the guest is told the taxes are added. */
  taxesAdded?: boolean
  /** The owner's rates, brought with the page: prices also in pounds, dollars and euros. */
  indicativeRates?: IndicativeRates | null
  /** The owner's rule for young children: asked for apart under this age, counted or not. */
  childPolicy?: ChildPolicy
}

const GUEST_OPTIONS = Array.from({ length: GUESTS_MAX - GUESTS_MIN + 1 }, (_, i) =>
  String(GUESTS_MIN + i),
)

const noChange = () => () => {}
const linkedRoomParam = () => chosenRoomParam(window.location.search)
const noRoom = () => ''

const TYPED_FIELDS: ReadonlySet<BookingField> = new Set(['name', 'phone', 'email', 'note'])

/**
 * The reservation request: dates and guests first, then only the rooms free for the whole stay
 * (a group adds more rooms, each with its own guests), then who is coming. Sending stores the
 * request and opens WhatsApp with its reference.
 */
export function BookingForm({
  whatsappNumber,
  phones,
  taxesAdded = false,
  indicativeRates = null,
  childPolicy = CHILD_POLICY_DEFAULT,
}: Props) {
  const [typed, setValues] = useState<BookingValues>(BOOKING_DEFAULTS)
  // A room card's "Choose dates" opens /bookings?room=<id>: that room is chosen, once the dates
  // show it free, until the guest picks another. Read in the browser only, so the page itself
  // stays one cached page for every room.
  const linkedRoom = useSyncExternalStore(noChange, linkedRoomParam, noRoom)
  const values = typed.roomId ? typed : { ...typed, roomId: linkedRoom }
  const [more, setMore] = useState<MoreRoomValue[]>([])
  // A field of the form, or of a further room (`roomId-2`, `guests-2`, ...).
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const [sent, setSent] = useState<Sent | null>(null)
  const today = useTodayInGhana()
  const formRef = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(formRef, BOOKING_DEFAULTS, setValues)
  const freeRooms = useFreeRooms(values)
  const { send, sending, reset } = useSendRequest(whatsappNumber, childPolicy.childAge)
  const rooms = freeRooms.state === 'loaded' ? freeRooms.rooms : []
  const room = rooms.find((item) => item._id === values.roomId)

  const set = (name: BookingField, value: string) => {
    setValues((previous) => ({
      ...previous,
      [name]: value,
      // Fewer guests than the young children chosen: the children shrink with them.
      ...(name === 'guests' && Number(previous.children) > Number(value) && { children: value }),
    }))
    if (error?.field === name) setError(null)
  }
  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => set(event.target.name as BookingField, event.target.value)

  const fail = (field: string, message: string) => {
    setError({ field, message })
    void notify('error', message)
    formRef.current?.querySelector<HTMLElement>(`#booking-${field}`)?.focus()
  }

  // One tap on rooms offered together: the first fills the form's own room, the others follow.
  const chooseCombination = ({ rooms: [first, ...others] }: OfferedCombination) => {
    setValues((previous) => ({
      ...previous,
      roomId: first._id,
      guests: String(first.guests),
      children: String(first.children),
    }))
    setMore(
      others.map((share) => ({
        roomId: share._id,
        guests: String(share.guests),
        children: String(share.children),
        room: { ...share, available: true },
      })),
    )
    setError(null)
    void notify('success', partyText.combinationChosen)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalid = validateBooking(
      { ...values, roomId: room ? values.roomId : '' },
      todayInGhana(),
    )
    if (invalid) return fail(invalid.field, invalid.message)
    const invalidMore = validateMoreRooms(values.roomId, more)
    if (invalidMore) {
      return fail(`${invalidMore.field}-${invalidMore.index + 2}`, invalidMore.message)
    }
    const people = [values, ...more].map((party) => ({
      guests: Number(party.guests),
      children: Number(party.children ?? 0),
    }))
    if (!partyHasAdult(people)) return fail('children', partyText.childrenTooMany)
    const result = await send(values, room!, more)
    if (result instanceof FetchError) return fail('roomId', result.message)
    setSent(result)
  }

  if (sent) {
    return (
      <BookingDone
        {...sent}
        phones={phones}
        onAgain={() => {
          reset()
          setSent(null)
          setValues(BOOKING_DEFAULTS)
          setMore([])
        }}
      />
    )
  }

  // Dates that cannot make a stay (a check-out on or before the check-in) say why at once, not
  // only on sending: until they are right, no room can be offered.
  const stayProblem = values.checkIn && values.checkOut ? validateStay(values, today) : null
  const errorFor = (name: string) =>
    error?.field === name
      ? error.message
      : !error && stayProblem?.field === name
        ? stayProblem.message
        : null
  const chosen = [values.roomId, ...more.map((extra) => extra.roomId)]
  const field = (name: BookingField) => ({
    id: `booking-${name}`,
    name,
    value: values[name],
    onChange,
    // Only text takes a length limit: a date or a choice of guests has none.
    maxLength: TYPED_FIELDS.has(name) ? BOOKING_MAX_LENGTH[name] : undefined,
    ...fieldAria(`booking-${name}`, {
      invalid: Boolean(errorFor(name)),
      required: name !== 'email' && name !== 'note',
    }),
    className: inputBase,
  })

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="booking-form-title"
      className="space-y-5"
    >
      <h2 id="booking-form-title" className="font-display text-2xl font-bold text-stone-900">
        Reservation Details
      </h2>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="booking-checkIn" label="Check-in Date" error={errorFor('checkIn')}>
          <input type="date" min={today} {...field('checkIn')} />
        </Field>
        <Field id="booking-checkOut" label="Check-out Date" error={errorFor('checkOut')}>
          <input type="date" min={values.checkIn || today} {...field('checkOut')} />
        </Field>
        <Field id="booking-guests" label="Guests" error={errorFor('guests')}>
          <select {...field('guests')}>
            {GUEST_OPTIONS.map((count) => (
              <option key={count} value={count}>
                {count} {count === '1' ? 'Guest' : 'Guests'}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="booking-children"
          label={partyText.childrenLabel(childPolicy.childAge)}
          error={errorFor('children')}
        >
          <select {...field('children')}>
            {childOptions(Number(values.guests)).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p className="text-sm text-stone-700">
        {childPolicy.childrenCount
          ? partyText.childrenCounted(childPolicy.childAge)
          : partyText.childrenFree(childPolicy.childAge)}
      </p>
      <RoomChoices
        freeRooms={freeRooms}
        value={values.roomId}
        error={errorFor('roomId')}
        taken={chosen.slice(1)}
        onChange={(choice) => set('roomId', choice._id)}
        indicativeRates={indicativeRates}
        onCombination={chooseCombination}
      />
      {taxesAdded && (
        <p className="text-sm text-stone-700" data-testid="taxes-added">
          {taxesText.taxesAdded}
        </p>
      )}
      {more.map((extra, index) => (
        <MoreRoom
          key={index}
          number={index + 2}
          stay={values}
          value={extra}
          guestOptions={GUEST_OPTIONS}
          childAge={childPolicy.childAge}
          taken={chosen.filter((id, at) => id && at !== index + 1)}
          errorFor={errorFor}
          onChange={(next) => setMore(more.map((item, at) => (at === index ? next : item)))}
          onRemove={() => setMore(more.filter((_, at) => at !== index))}
          indicativeRates={indicativeRates}
        />
      ))}
      {freeRooms.state === 'loaded' && more.length < GROUP_ROOMS_MAX - 1 && (
        <button
          type="button"
          onClick={() => setMore([...more, { roomId: '', guests: '1', children: '0' }])}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Add another room
        </button>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="booking-name" label="Full Name" error={errorFor('name')}>
          <input type="text" autoComplete="name" {...field('name')} />
        </Field>
        <Field id="booking-phone" label="Phone Number" error={errorFor('phone')}>
          <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        </Field>
        <Field id="booking-email" label="Email (optional)" error={errorFor('email')}>
          <input type="email" autoComplete="email" {...field('email')} />
        </Field>
        <Field id="booking-note" label="Note (optional)" error={errorFor('note')}>
          <textarea rows={2} {...field('note')} />
        </Field>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={sending} className={cn(buttonWhatsapp, 'sm:flex-1')}>
          <Icon name="whatsapp" className="h-4 w-4" />
          {sending ? 'Sending...' : 'Book on WhatsApp'}
        </button>
        <a href={telLink(phones[0] ?? '')} className={buttonOutline}>
          <Icon name="phone" className="h-4 w-4" />
          Call {displayPhone(phones[0] ?? '')}
        </a>
      </div>
    </form>
  )
}
