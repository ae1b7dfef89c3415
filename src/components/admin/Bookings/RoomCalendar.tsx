'use client'

import { useState } from 'react'

import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import {
  calendarDays,
  calendarGrid,
  CALENDAR_SPANS,
  type CalendarSpan,
} from '@/lib/bookings/calendar'
import { endOfDay } from '@/lib/bookings/deskList'
import { todayInGhana } from '@/lib/dates'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { BlockDetails } from './BlockDetails'
import { CalendarFeeds } from '@/components/admin/CalendarSync/CalendarFeeds'
import { CalendarTable } from './CalendarTable'
import { apiUrl } from './query'
import { useBlockPage, useBookingPage, type DeskRoom } from './useDesk'

/** Rooms down the side, the next 14 or 30 days across; it scrolls sideways on a phone. */
export function RoomCalendar({
  rooms,
  onOpen,
}: {
  rooms: DeskRoom[]
  onOpen: (booking: Booking) => void
}) {
  const [span, setSpan] = useState<CalendarSpan>(14)
  const [blockId, setBlockId] = useState<string | null>(null)
  const from = todayInGhana()
  const days = calendarDays(from, span)
  const end = endOfDay(days[days.length - 1])
  const overlap = (start: string, finish: string) => [
    { [finish]: { greater_than: `${from}T00:00:00.000Z` } },
    { [start]: { less_than: end } },
  ]
  const bookings = useBookingPage(
    apiUrl(
      API.bookings,
      {
        and: [
          ...overlap('checkIn', 'checkOut'),
          { status: { in: ['requested', 'confirmed', 'checked-in'] } },
        ],
      },
      { depth: 0, limit: 500 },
    ),
  )
  const blocks = useBlockPage(
    apiUrl(API.roomBlocks, { and: overlap('startDate', 'endDate') }, { depth: 0, limit: 500 }),
  )
  const stays = (bookings.data?.docs ?? []).map((b) => ({ ...b, room: relationId(b.room) }))
  const blockDocs = blocks.data?.docs ?? []
  const grid = calendarGrid(
    rooms.map((room) => room.id),
    days,
    stays,
    blockDocs.map((b) => ({ ...b, room: relationId(b.room) })),
  )
  const openBooking = (id: string) => {
    const booking = bookings.data?.docs.find((b) => b.id === id)
    if (booking) onOpen(booking)
  }
  const block = blockDocs.find((b) => b.id === blockId) ?? null
  const blockRoom = rooms.find((room) => room.id === relationId(block?.room))

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2" role="group" aria-label="Days shown">
        {CALENDAR_SPANS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={span === value}
            onClick={() => setSpan(value)}
            className={cn(
              'min-h-11 rounded-lg px-3 text-sm font-semibold',
              span === value ? 'bg-stone-900 text-white' : 'bg-white ring-1 ring-stone-300',
            )}
          >
            {value} days
          </button>
        ))}
        <span className="ml-auto flex gap-2 text-xs">
          <span className="rounded bg-blue-600 px-1 text-white">Stay</span>
          <span className="rounded bg-amber-100 px-1 ring-1 ring-amber-400">Request</span>
          <span className="rounded bg-stone-500 px-1 text-white">Blocked</span>
        </span>
      </div>
      <CalendarTable
        rooms={rooms}
        days={days}
        grid={grid}
        onBooking={openBooking}
        onBlock={setBlockId}
      />
      <CalendarFeeds rooms={rooms} />
      <BlockDetails
        key={blockId ?? 'none'}
        block={block}
        roomName={blockRoom?.name ?? ''}
        onClose={() => setBlockId(null)}
      />
    </div>
  )
}
