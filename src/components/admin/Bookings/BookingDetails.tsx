'use client'

import { useState } from 'react'

import { Dialog } from '@/components/ui/Dialog'
import { Icon } from '@/components/ui/Icon'
import { buttonClass } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { BOOKING_SOURCE_LABELS, BOOKING_STATUS_LABELS } from '@/lib/bookings/status'
import { deskMoney } from '@/lib/money/groupMoney'
import { ghanaDay } from '@/lib/bookings/availability'
import { formatStayDate } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import { displayPhone, telLink } from '@/lib/phone'
import { party as partyText } from '@/lib/messages/party'
import type { Booking } from '@/payload-types'

import { BookingHistory } from './BookingHistory'
import { CancelRequest } from './CancelRequest'
import { GuestMessages } from './GuestMessages'
import { NightPrices } from './NightPrices'
import { Payments } from '@/components/admin/Money/Payments'
import { AddCharge } from '@/components/admin/Money/Charges'
import { ChangeStayDialog } from './ChangeStayDialog'
import { GroupActions } from './GroupActions'
import { GroupRooms } from './GroupRooms'
import { StatusActions } from './StatusActions'
import { MESSAGES } from '@/lib/messages'
import { WaitingActions } from '@/components/admin/Offline/WaitingActions'
import { useOnline } from '@/components/admin/Offline/useOutbox'
import { StayRegistrations } from '@/components/admin/GuestRegister/StayRegistrations'
import { STATUS_TONE } from './statusTone'
import type { DeskRoom } from './useDesk'

/** A stay can change while it is asked for, agreed or under way. */
const CHANGEABLE: Booking['status'][] = ['requested', 'confirmed', 'checked-in']

/** One booking: who, when, money, and the actions its status allows, each recorded in its history. */
export function BookingDetails({
  booking,
  rooms = [],
  onClose,
}: {
  booking: Booking | null
  /** The house's rooms, listed in the change dialog until it knows which are free. */
  rooms?: DeskRoom[]
  onClose: () => void
}) {
  const [changing, setChanging] = useState(false)
  const online = useOnline()
  const [current, setCurrent] = useState<Booking | null>(booking)
  const [leaveDue, setLeaveDue] = useState(false)
  // A newer copy from the list (read again after actions kept offline were sent) replaces the one
  // shown, so a stay opened again shows what the server has now.
  const [given, setGiven] = useState<Booking | null>(booking)
  if (booking !== given) {
    setGiven(booking)
    if (booking) setCurrent(booking)
  }
  const shown = current?.id === booking?.id ? current : booking

  if (!shown) return null
  const due = deskMoney(shown).balance
  const room = typeof shown.room === 'object' ? shown.room.name : ''
  /** A saved booking answered with its room as an id keeps the room read before, when the same. */
  const keep = (next: Booking) =>
    setCurrent(
      typeof next.room !== 'object' && typeof shown.room === 'object' && next.room === shown.room.id
        ? { ...next, room: shown.room }
        : next,
    )

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
            {typeof shown.adults === 'number' && (
              <span data-testid="stay-party">
                {' '}
                ({partyText.partyLine(shown.adults, shown.children ?? 0)})
              </span>
            )}
          </dd>
          <dt className="text-stone-500">Phone</dt>
          <dd>
            {shown.phone ? (
              <a className="underline" href={telLink(shown.phone)}>
                {displayPhone(shown.phone)}
              </a>
            ) : (
              '—'
            )}
          </dd>
          {shown.email && (
            <>
              <dt className="text-stone-500">Email</dt>
              <dd className="break-all">{shown.email}</dd>
            </>
          )}
          <dt className="text-stone-500">Room</dt>
          <dd className="break-words" data-testid="booking-room">
            {room}
          </dd>
          <dt className="text-stone-500">Stay</dt>
          <dd>
            {formatStayDate(ghanaDay(shown.checkIn))} → {formatStayDate(ghanaDay(shown.checkOut))} (
            {shown.nights})
            {CHANGEABLE.includes(shown.status) && (
              <button
                type="button"
                onClick={() => setChanging(true)}
                disabled={!online}
                title={online ? undefined : MESSAGES.outbox.needsNetwork}
                className={cn(buttonClass.secondary, 'mt-2 flex')}
              >
                Change dates or room
              </button>
            )}
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
        <CancelRequest booking={shown} onSaved={keep} />
        <GroupRooms booking={shown} />
        <GroupActions booking={shown} onSaved={keep} />
        <StatusActions booking={shown} leaveDue={leaveDue} onSaved={keep} />
        <WaitingActions stayId={String(shown.id)} />
        {shown.status === 'checked-in' && due > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={leaveDue}
              onChange={(e) => setLeaveDue(e.target.checked)}
            />
            Let the guest check out with {formatPesewas(due)} due
          </label>
        )}
        <StayRegistrations booking={shown} />
        <GuestMessages booking={shown} onSaved={keep} />
        <AddCharge booking={shown} onSaved={setCurrent} className="w-full" />
        <Payments booking={shown} onSaved={setCurrent} />
        <BookingHistory history={shown.history} />
        {changing && (
          <ChangeStayDialog
            booking={shown}
            rooms={rooms}
            onClose={() => setChanging(false)}
            onSaved={(next) => {
              keep(next)
              setChanging(false)
            }}
          />
        )}
      </div>
    </Dialog>
  )
}
