'use client'

import { useState } from 'react'

import { Dialog } from '@/components/ui/Dialog'
import { Icon } from '@/components/ui/Icon'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import {
  actionsFrom,
  balanceDue,
  BOOKING_ACTIONS,
  BOOKING_SOURCE_LABELS,
  BOOKING_STATUS_LABELS,
  ghanaDay,
  type BookingAction,
} from '@/lib/bookings'
import { formatStayDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatCedis } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { BookingHistory } from './BookingHistory'
import { NightPrices } from './NightPrices'
import { Payments } from './Payments'
import { STATUS_TONE } from './statusTone'
import { useDeskWrite } from './useDesk'

const NEGATIVE: BookingAction[] = ['decline', 'cancel', 'noShow']

/** One booking: who, when, money, and the actions its status allows, each recorded in its history. */
export function BookingDetails({
  booking,
  onClose,
}: {
  booking: Booking | null
  onClose: () => void
}) {
  const [current, setCurrent] = useState<Booking | null>(booking)
  const [leaveDue, setLeaveDue] = useState(false)
  const [busy, setBusy] = useState(false)
  const { write } = useDeskWrite()
  if (booking && current?.id !== booking.id) setCurrent(booking)
  const shown = current?.id === booking?.id ? current : booking

  if (!shown) return null
  const due = balanceDue(shown.total, shown.payments)
  const room = typeof shown.room === 'object' ? shown.room.name : ''

  const act = async (action: BookingAction) => {
    setBusy(true)
    const to = BOOKING_ACTIONS[action].to
    const saved = await write<Booking>(
      API.booking(shown.id, 'depth=1'),
      'PATCH',
      { status: to, ...(action === 'checkOut' && leaveDue ? { leaveBalanceDue: true } : {}) },
      (doc) => MESSAGES.booking.actionDone(doc.reference ?? '', BOOKING_STATUS_LABELS[doc.status]),
    )
    setBusy(false)
    if (saved) setCurrent(saved)
  }

  return (
    <Dialog open onClose={onClose} labelledBy="booking-title" className="max-w-lg">
      <div className="space-y-4 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 id="booking-title" className="font-mono text-xl font-bold">
              {shown.reference}
            </h2>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                STATUS_TONE[shown.status],
              )}
              data-testid="booking-status"
            >
              {BOOKING_STATUS_LABELS[shown.status]}
            </span>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-lg p-2 hover:bg-stone-100"
          >
            <Icon name="close" />
          </button>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-500">Guest</dt>
          <dd>
            {shown.guestName} · {shown.guests} {shown.guests === 1 ? 'guest' : 'guests'}
          </dd>
          <dt className="text-stone-500">Phone</dt>
          <dd>
            {shown.phone ? (
              <a className="underline" href={`tel:${shown.phone}`}>
                {shown.phone}
              </a>
            ) : (
              '—'
            )}
          </dd>
          {shown.email && (
            <>
              <dt className="text-stone-500">Email</dt>
              <dd className="truncate">{shown.email}</dd>
            </>
          )}
          <dt className="text-stone-500">Room</dt>
          <dd>{room}</dd>
          <dt className="text-stone-500">Stay</dt>
          <dd>
            {formatStayDate(ghanaDay(shown.checkIn))} → {formatStayDate(ghanaDay(shown.checkOut))} (
            {shown.nights})
          </dd>
          <NightPrices booking={shown} />
          <dt className="text-stone-500">Source</dt>
          <dd>{BOOKING_SOURCE_LABELS[shown.source]}</dd>
          {shown.note && (
            <>
              <dt className="text-stone-500">Note</dt>
              <dd className="whitespace-pre-wrap">{shown.note}</dd>
            </>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          {actionsFrom(shown.status).map((action) => (
            <button
              key={action}
              type="button"
              disabled={busy}
              onClick={() => act(action)}
              className={NEGATIVE.includes(action) ? buttonClass.secondary : buttonClass.primary}
            >
              {BOOKING_ACTIONS[action].label}
            </button>
          ))}
        </div>
        {shown.status === 'checked-in' && due > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={leaveDue}
              onChange={(e) => setLeaveDue(e.target.checked)}
            />
            Let the guest check out with {formatCedis(due)} due
          </label>
        )}
        <Payments booking={shown} onSaved={setCurrent} />
        <BookingHistory history={shown.history} />
      </div>
    </Dialog>
  )
}
