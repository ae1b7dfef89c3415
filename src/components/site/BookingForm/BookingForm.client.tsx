'use client'

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import { Field, fieldErrorId } from '@/components/ui/Field'
import { Icon } from '@/components/ui/Icon'
import { buttonOutline, buttonWhatsapp, inputBase } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { formatCedis, PER_NIGHT } from '@/lib/money'
import { nightlyPrice } from '@/lib/rooms'
import {
  BOOKING_DEFAULTS,
  validateBooking,
  type BookingField,
  type BookingForm as BookingValues,
} from '@/lib/validation/booking'
import { nightsBetween, todayInGhana } from '@/lib/dates'
import { GUESTS_MAX, GUESTS_MIN } from '@/lib/validation/contact'
import { telLink } from '@/lib/phone'
import { bookingRequestLink } from '@/lib/whatsapp'

import { useToday } from '../useToday'
import { notify } from '../notify'

export type BookableRoom = {
  id: string
  name: string
  regularPrice: number
  discountedPrice: number | null
  offer: boolean
}

type Props = { rooms: BookableRoom[]; whatsappNumber: string; phone: string }

const GUEST_OPTIONS = Array.from({ length: GUESTS_MAX - GUESTS_MIN + 1 }, (_, i) =>
  String(GUESTS_MIN + i),
)

/** The reservation request: checked here, then sent as one WhatsApp message staff can confirm. */
export function BookingForm({ rooms, whatsappNumber, phone }: Props) {
  const [values, setValues] = useState<BookingValues>(BOOKING_DEFAULTS)
  const [error, setError] = useState<{ field: BookingField; message: string } | null>(null)
  const today = useToday()
  const formRef = useRef<HTMLFormElement>(null)

  const room = rooms.find((item) => item.id === values.roomId)
  const nights = nightsBetween(values.checkIn, values.checkOut)

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const name = event.target.name as BookingField
    setValues((previous) => ({ ...previous, [name]: event.target.value }))
    if (error?.field === name) setError(null)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalid = validateBooking(values, todayInGhana())
    if (invalid || !room) {
      const problem = invalid ?? { field: 'roomId' as const, message: 'Please choose a room' }
      setError(problem)
      void notify('error', problem.message)
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus()
      return
    }
    const link = bookingRequestLink(whatsappNumber, { room, ...values })
    window.open(link, '_blank', 'noopener,noreferrer')
  }

  const errorFor = (name: BookingField) => (error?.field === name ? error.message : null)

  const field = (name: BookingField) => ({
    id: `booking-${name}`,
    name,
    value: values[name],
    onChange,
    'aria-invalid': error?.field === name ? true : undefined,
    'aria-describedby': error?.field === name ? fieldErrorId(`booking-${name}`) : undefined,
    'aria-required': true,
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="booking-roomId"
          label="Room"
          error={errorFor('roomId')}
          className="sm:col-span-2"
        >
          <select {...field('roomId')}>
            <option value="">Choose a room</option>
            {rooms.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({formatCedis(nightlyPrice(item))} {PER_NIGHT})
              </option>
            ))}
          </select>
        </Field>
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
        <Field id="booking-name" label="Full Name" error={errorFor('name')}>
          <input type="text" autoComplete="name" {...field('name')} />
        </Field>
        <Field
          id="booking-phone"
          label="Phone Number"
          error={errorFor('phone')}
          className="sm:col-span-2"
        >
          <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        </Field>
      </div>
      <p
        className="rounded-lg bg-brand-50 p-4 text-stone-800"
        aria-live="polite"
        data-testid="booking-summary"
      >
        {room
          ? `${room.name}: ${formatCedis(nightlyPrice(room))} ${PER_NIGHT}${
              nights > 0
                ? `, ${nights} ${nights === 1 ? 'night' : 'nights'} = ${formatCedis(nightlyPrice(room) * nights)}`
                : ''
            }`
          : 'Choose a room and your dates to see the price of your stay.'}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className={cn(buttonWhatsapp, 'sm:flex-1')}>
          <Icon name="whatsapp" className="h-4 w-4" />
          Book on WhatsApp
        </button>
        <a href={telLink(phone)} className={buttonOutline}>
          <Icon name="phone" className="h-4 w-4" />
          Call {phone}
        </a>
      </div>
    </form>
  )
}
