'use client'

import { useState } from 'react'
import {
  hidesPastStays,
  NO_DESK_FILTERS,
  requestsWhere,
  staysWhere,
  type DeskFilters,
} from '@/lib/bookings/deskList'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { BookingSection } from './BookingSection'
import { ListFilters } from './ListFilters'
import type { DeskRoom } from './useDesk'

/**
 * Waiting requests first, every one of them, then the stays from today on (or from the dates
 * asked for), soonest first, a page at a time.
 */
export function BookingsList({
  rooms,
  onOpen,
}: {
  rooms: DeskRoom[]
  onOpen: (b: Booking) => void
}) {
  const [filters, setFilters] = useState<DeskFilters>(NO_DESK_FILTERS)
  const requests = requestsWhere(filters)
  const stays = staysWhere(filters, todayInGhana())
  const upcoming = hidesPastStays(filters)

  return (
    <div className="space-y-4">
      <ListFilters filters={filters} rooms={rooms} onChange={setFilters} />
      {requests && (
        <BookingSection
          // A new key per query: the pages loaded start again from the first.
          key={JSON.stringify(requests)}
          id="waiting-requests"
          title="Waiting requests"
          where={requests}
          hideWhenEmpty={Boolean(stays)}
          onOpen={onOpen}
        />
      )}
      {stays && (
        <BookingSection
          key={JSON.stringify(stays)}
          id="stays"
          title={upcoming ? 'Current and upcoming stays' : 'Stays'}
          where={stays}
          note={upcoming ? MESSAGES.booking.upcomingOnly : undefined}
          onOpen={onOpen}
        />
      )}
    </div>
  )
}
