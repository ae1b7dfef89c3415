'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { swrFetcher } from '@/components/admin/api'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { Booking, GuestRegistration } from '@/payload-types'

import { RegisterGuest } from './RegisterGuest'

/** Stays whose guests the desk registers: coming or in the house. */
const OPEN = new Set<Booking['status']>(['confirmed', 'checked-in'])
const SHOWN = new Set<Booking['status']>([...OPEN, 'completed'])

/**
 * A stay's guests in the register, in its details at the desk: who is registered (and who did it
 * online), masked, and a form for the next adult while the stay is open. Loaded when staff ask,
 * as the stay's messages are: the desk opens many stays on a phone's data for none.
 */
export function StayRegistrations({ booking }: { booking: Booking }) {
  const [shown, setShown] = useState(false)
  const [adding, setAdding] = useState(false)
  const { data, mutate } = useSWR(
    shown && SHOWN.has(booking.status) ? API.register.ofStay(booking.id) : null,
    swrFetcher<{ docs?: GuestRegistration[] }>(MESSAGES.guestRegister.readFailed),
  )
  if (!SHOWN.has(booking.status)) return null
  if (!shown) {
    return (
      <button
        type="button"
        className={`${buttonClass.secondary} w-full`}
        onClick={() => setShown(true)}
      >
        Guest register
      </button>
    )
  }
  if (!data) return null
  const docs = Array.isArray(data.docs) ? data.docs : []
  const canAdd = OPEN.has(booking.status) && docs.length < booking.guests
  return (
    <section aria-labelledby={`register-${booking.id}`} className="space-y-2">
      <h3 id={`register-${booking.id}`} className="text-sm font-semibold text-stone-700">
        Guest register ({docs.length} of {booking.guests})
      </h3>
      <ul className="space-y-1 text-sm">
        {docs.map((guest) => (
          <li key={guest.id}>
            {guest.fullName} · {guest.nationality}{' '}
            <span className="font-mono">{guest.documentMasked}</span>
            {guest.registeredOnline && (
              <span className="ml-1 rounded bg-brand-50 px-1 text-xs text-brand-900">
                registered online
              </span>
            )}
          </li>
        ))}
      </ul>
      {canAdd &&
        (adding ? (
          <RegisterGuest
            stay={{
              id: booking.id,
              reference: booking.reference,
              // The booking's own name and phone suit its first guest only.
              guestName: docs.length === 0 ? booking.guestName : '',
              phone: docs.length === 0 ? booking.phone : '',
            }}
            onDone={() => {
              setAdding(false)
              void mutate()
            }}
          />
        ) : (
          <button
            type="button"
            className={`${buttonClass.secondary} w-full`}
            onClick={() => setAdding(true)}
          >
            Register a guest
          </button>
        ))}
    </section>
  )
}
