'use client'

import { useState } from 'react'

import { Icon } from '@/components/ui/Icon'
import { buttonClass } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { PageTitle } from '@/components/admin/PageTitle'
import { BookingDetails } from './BookingDetails'
import { BookingsList } from './BookingsList'
import { FeedNotices } from '@/components/admin/CalendarSync/FeedNotices'
import { ExportCsv } from './ExportCsv'
import { NewBookingForm } from './NewBookingForm'
import { RoomCalendar } from './RoomCalendar'
import { useRooms } from './useDesk'
import { WalkInForm } from './WalkInForm'

const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'export', label: 'Export' },
] as const
type View = (typeof VIEWS)[number]['value']

const isView = (value: string | undefined): value is View =>
  VIEWS.some((item) => item.value === value)

/**
 * The booking desk: requests and stays, the room calendar, new bookings and blocks, exports.
 * `initialView` opens another tab than the list (Today's notice of a failing calendar opens the
 * calendar).
 */
export function BookingsDesk({ initialView }: { initialView?: string }) {
  const rooms = useRooms()
  const [view, setView] = useState<View>(isView(initialView) ? initialView : 'list')
  const [open, setOpen] = useState<Booking | null>(null)
  const [creating, setCreating] = useState<'booking' | 'block' | null>(null)
  const [walkIn, setWalkIn] = useState(false)
  const showFeeds = (
    <button type="button" onClick={() => setView('calendar')} className="font-semibold underline">
      {MESSAGES.calendarSync.show}
    </button>
  )

  return (
    <div>
      <PageTitle
        title="Bookings"
        subtitle="Requests, stays, payments and the room calendar"
        actions={
          <>
            <button
              type="button"
              onClick={() => setCreating('booking')}
              className={buttonClass.primary}
            >
              <Icon name="plus" className="h-4 w-4" />
              New booking
            </button>
            <button type="button" onClick={() => setWalkIn(true)} className={buttonClass.secondary}>
              {MESSAGES.walkIn.open}
            </button>
            <button
              type="button"
              onClick={() => setCreating('block')}
              className={buttonClass.secondary}
            >
              Block a room
            </button>
          </>
        }
      />
      <FeedNotices rooms={rooms} show={showFeeds} />
      <div
        role="tablist"
        aria-label="Booking views"
        className="mb-3 flex flex-wrap gap-1 rounded-xl bg-stone-200 p-1"
      >
        {VIEWS.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={`desk-tab-${item.value}`}
            aria-controls="desk-view"
            aria-selected={view === item.value}
            onClick={() => setView(item.value)}
            className={cn(
              'min-h-11 flex-[1_0_auto] rounded-lg px-3 text-sm font-semibold',
              view === item.value ? 'bg-white shadow' : 'text-stone-700',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {/* The tabs' one panel: it holds whichever view the selected tab shows. */}
      <div role="tabpanel" id="desk-view" aria-labelledby={`desk-tab-${view}`}>
        {view === 'list' && <BookingsList rooms={rooms} onOpen={setOpen} />}
        {view === 'calendar' && <RoomCalendar rooms={rooms} onOpen={setOpen} />}
        {view === 'export' && <ExportCsv />}
      </div>
      <BookingDetails booking={open} rooms={rooms} onClose={() => setOpen(null)} />
      <NewBookingForm
        key={creating ?? 'closed'}
        kind={creating}
        rooms={rooms}
        onClose={() => setCreating(null)}
      />
      {walkIn && (
        <WalkInForm
          rooms={rooms}
          onClose={() => setWalkIn(false)}
          onSaved={(booking) => {
            setWalkIn(false)
            setOpen(booking)
          }}
        />
      )}
    </div>
  )
}
