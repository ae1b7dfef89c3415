'use client'

import Link from 'next/link'
import { useState } from 'react'

import { Icon } from '@/components/ui/Icon'
import { buttonClass } from '@/components/ui/styles'
import { formatDate, formatStayDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { GroupLine } from '@/lib/bookings/groupLines'
import type { Booking } from '@/payload-types'

import { BookingDetails } from '../BookingDetails'
import { BookingRow } from '../BookingRow'
import { useRooms } from '../useDesk'
import { FeedNotices } from '@/components/admin/CalendarSync/FeedNotices'
import { WalkInForm } from '../WalkInForm'
import { AddCharge } from '@/components/admin/Money/Charges'
import { PageTitle } from '@/components/admin/PageTitle'
import { Housekeeping } from './Housekeeping'
import { useStaffOutbox } from '@/components/admin/Offline/useOutbox'
import { isHousekeepingStatus } from '@/lib/bookings/housekeeping'
import { waitingMarkOf } from '@/lib/offline/outbox'
import { OwedLine } from './OwedLine'
import { RegisterReminder } from '@/components/admin/GuestRegister/RegisterReminder'
import { useToday, type TodayBooking, type TodayRoom } from './useToday'

function Part({
  id,
  title,
  empty,
  bookings,
  onOpen,
  chargeable = false,
}: {
  id: string
  title: string
  empty: string
  bookings: GroupLine<TodayBooking>[]
  onOpen: (booking: Booking) => void
  /** Offers "Add charge" under each stay: guests in the house run up extras. */
  chargeable?: boolean
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2" data-testid={id}>
      <h2 id={`${id}-title`} className="text-sm font-semibold text-stone-700">
        {title} <span data-testid={`${id}-count`}>({bookings.length})</span>
      </h2>
      {bookings.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="space-y-2" aria-label={title}>
          {bookings.map((booking) =>
            chargeable ? (
              <li key={booking.id} className="space-y-1">
                <ul>
                  <BookingRow booking={booking} onOpen={onOpen} />
                </ul>
                <AddCharge booking={booking} className="w-full" />
              </li>
            ) : (
              <BookingRow key={booking.id} booking={booking} onOpen={onOpen} />
            ),
          )}
        </ul>
      )}
    </section>
  )
}

/**
 * The front desk's day on a phone: who arrives and who leaves today, who is in the house and what
 * they owe, the requests waiting, and which rooms need cleaning. A stay opens as on the desk.
 */
export function TodayDesk() {
  const { data, error, isLoading, setHousekeeping } = useToday()
  const [open, setOpen] = useState<Booking | null>(null)
  const [walkIn, setWalkIn] = useState(false)
  const rooms = useRooms()
  const kept = useStaffOutbox()
  // A mark waiting on the phone is shown as made, and says it waits: after a reload too.
  const withWaitingMarks = (list: TodayRoom[]) =>
    list.map((room) => {
      const mark = waitingMarkOf(kept, room.id)
      return mark && isHousekeepingStatus(mark)
        ? { ...room, housekeeping: mark, waiting: true }
        : room
    })

  return (
    <div className="space-y-5">
      <PageTitle
        title="Today"
        subtitle={data ? formatStayDate(data.day) : 'Arrivals, departures and rooms'}
        actions={
          <>
            <button type="button" onClick={() => setWalkIn(true)} className={buttonClass.primary}>
              <Icon name="plus" className="h-4 w-4" />
              {MESSAGES.walkIn.open}
            </button>
            <Link href="/admin/bookings" className="text-sm font-semibold text-brand-700 underline">
              All bookings
            </Link>
          </>
        }
      />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {(error as Error).message}
        </p>
      )}
      {isLoading && <p className="text-stone-600">Loading today…</p>}
      {data?.openDay && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-amber-900"
          data-testid="day-open"
        >
          {MESSAGES.cashUp.yesterdayOpen(formatDate(data.openDay))}{' '}
          <Link
            href={`/admin/cash-up?day=${data.openDay}`}
            className="font-semibold text-brand-700 underline"
          >
            {MESSAGES.cashUp.openCashUp}
          </Link>
        </p>
      )}
      <FeedNotices
        rooms={rooms}
        show={
          <Link href="/admin/bookings?view=calendar" className="font-semibold underline">
            {MESSAGES.calendarSync.show}
          </Link>
        }
      />
      <RegisterReminder />
      {data && data.owed.count > 0 && <OwedLine owed={data.owed} />}
      {data && (
        <>
          <Part
            id="desk-arrivals"
            title="Arriving today"
            empty="No arrivals today"
            bookings={data.arrivals}
            onOpen={setOpen}
          />
          <Part
            id="desk-departures"
            title="Leaving today"
            empty="No departures today"
            bookings={data.departures}
            onOpen={setOpen}
          />
          <Part
            id="desk-in-house"
            title="In the house"
            empty="No guest is checked in"
            bookings={data.inHouse}
            onOpen={setOpen}
            chargeable
          />
          <Part
            id="desk-pending"
            title="Waiting requests"
            empty="No request is waiting"
            bookings={data.pending}
            onOpen={setOpen}
          />
          <Part
            id="desk-to-send"
            title="WhatsApp messages to send"
            empty="No message is waiting: reminders and thanks appear here when they are made"
            bookings={data.toSend}
            onOpen={setOpen}
          />
          <Part
            id="desk-cancel-asked"
            title="Guests asking to cancel"
            empty="No guest has asked to cancel"
            bookings={data.cancelAsked}
            onOpen={setOpen}
          />
          <Housekeeping rooms={withWaitingMarks(data.rooms)} onSet={setHousekeeping} />
        </>
      )}
      <BookingDetails booking={open} rooms={rooms} onClose={() => setOpen(null)} />
      {walkIn && (
        <WalkInForm
          rooms={rooms}
          onClose={() => setWalkIn(false)}
          onSaved={(booking) => {
            // The stay just taken opens at once: its check-in and anything else are done there.
            setWalkIn(false)
            setOpen(booking)
          }}
        />
      )}
    </div>
  )
}
