'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { fetchJson } from '@/components/ui/fetchJson'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

type DeskMessage = { moment: string; label: string; link: string; opened: boolean }

/**
 * The stay's messages as one-tap WhatsApp links to the guest's number, in the owner's words,
 * loaded when staff ask for them (the desk opens many stays on a phone's data for none).
 * Tapping one opens WhatsApp on the house phone and records it in the history.
 */
export function GuestMessages({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (b: Booking) => void
}) {
  const [shown, setShown] = useState(false)
  // The status and history are in the key: a step or a tap elsewhere brings the right messages.
  const key =
    shown && booking.phone
      ? [API.bookingMessages(String(booking.id)), booking.status, booking.history?.length ?? 0]
      : null
  const { data, error } = useSWR(key, ([url]: [string]) =>
    fetchJson<{ messages: DeskMessage[] }>(
      url,
      { method: 'GET' },
      MESSAGES.stayMessages.fetchFailed,
    ),
  )
  if (!booking.phone) return null
  if (!shown) {
    return (
      <button type="button" onClick={() => setShown(true)} className={buttonClass.secondary}>
        WhatsApp the guest…
      </button>
    )
  }

  function record(message: DeskMessage) {
    // The link opens WhatsApp whatever this answers; the history follows.
    fetchJson<{ booking: Booking }>(
      API.bookingMessages(String(booking.id)),
      { method: 'POST', body: JSON.stringify({ moment: message.moment }), keepalive: true },
      MESSAGES.stayMessages.fetchFailed,
    )
      .then((answer) => onSaved(answer.booking))
      .catch(() => undefined)
  }

  return (
    <section aria-labelledby="guest-messages-title" className="space-y-2">
      <h3 id="guest-messages-title" className="font-semibold text-stone-900">
        WhatsApp the guest
      </h3>
      {error && <p className="text-sm text-red-700">{(error as Error).message}</p>}
      {!data && !error && <p className="text-sm text-stone-600">Loading messages…</p>}
      {data?.messages.length === 0 && (
        <p className="text-sm text-stone-600">No message for this stay at its status.</p>
      )}
      <ul className="flex flex-wrap gap-2" data-testid="guest-messages">
        {data?.messages.map((message) => (
          <li key={message.moment}>
            <a
              href={message.link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => record(message)}
              className={cn(buttonClass.secondary, 'inline-flex')}
              data-moment={message.moment}
            >
              {message.label}
              {message.opened ? ' ✓' : ''}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
