'use client'

import Link from 'next/link'
import { useState } from 'react'
import useSWR from 'swr'

import { swrFetcher } from '@/components/admin/api'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { formatDate } from '@/lib/dates'
import type { RegisterWeek } from '@/lib/guestRegister/week'
import { MESSAGES } from '@/lib/messages'

import { RegisterGuest, type StayToRegister } from './RegisterGuest'

type Reminder = { returnDue: RegisterWeek | null; unregistered: StayToRegister[] }

/**
 * Today's part of the register: on Fridays, the week's return until an admin marks it as sent;
 * every day, the stays arriving or in the house with nobody registered, each registered here.
 */
export function RegisterReminder() {
  const { data, mutate } = useSWR(
    API.register.reminder,
    swrFetcher<Reminder>(MESSAGES.guestRegister.readFailed),
    { refreshInterval: 60_000 },
  )
  const [open, setOpen] = useState<string | null>(null)
  const unregistered = data?.unregistered ?? []
  const returnDue = data?.returnDue ?? null
  if (!returnDue && unregistered.length === 0) return null
  return (
    <section
      aria-labelledby="desk-register-title"
      className="space-y-2"
      data-testid="desk-register"
    >
      <h2 id="desk-register-title" className="text-sm font-semibold text-stone-700">
        Guest register
      </h2>
      {returnDue && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-amber-900"
          data-testid="return-due"
        >
          {MESSAGES.guestRegister.returnDue(formatDate(returnDue.from), formatDate(returnDue.to))}{' '}
          <Link
            href={`/admin/guest-register/return?week=${returnDue.from}`}
            className="font-semibold text-brand-700 underline"
          >
            Open the return
          </Link>
        </p>
      )}
      <ul className="space-y-2" aria-label={MESSAGES.guestRegister.notRegisteredYet}>
        {unregistered.map((stay) => (
          <li key={stay.id} className="rounded-xl bg-white p-3">
            <div className="flex items-center justify-between gap-2">
              <span>
                <strong>{stay.guestName}</strong>{' '}
                <span className="text-sm text-stone-600">
                  {stay.reference} · {MESSAGES.guestRegister.notRegisteredYet}
                </span>
              </span>
              {open !== stay.id && (
                <button
                  type="button"
                  className={buttonClass.secondary}
                  onClick={() => setOpen(stay.id)}
                >
                  Register
                </button>
              )}
            </div>
            {open === stay.id && (
              <div className="mt-3">
                <RegisterGuest
                  stay={stay}
                  onDone={() => {
                    setOpen(null)
                    void mutate()
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
