import type { ReactNode } from 'react'

import { MESSAGES } from '@/lib/messages'

import type { DeskRoom } from '@/components/admin/Bookings/useDesk'
import { doubleBookedFeeds, failingFeeds } from './CalendarFeeds'

/**
 * Booking sites' calendars that could not be read (their stays may be missing here) or whose
 * stays fall on nights taken here, said wherever staff start their day: the desk's Today and its
 * bookings. `show` leads to the calendars.
 */
export function FeedNotices({ rooms, show }: { rooms: readonly DeskRoom[]; show: ReactNode }) {
  const failing = failingFeeds(rooms)
  const doubleBooked = doubleBookedFeeds(rooms)
  return (
    <>
      {failing > 0 && (
        <p
          role="status"
          className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
        >
          {MESSAGES.calendarSync.failing(failing)} {show}
        </p>
      )}
      {doubleBooked > 0 && (
        <p
          role="status"
          className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {MESSAGES.calendarSync.doubleBooked(doubleBooked)} {show}
        </p>
      )}
    </>
  )
}
