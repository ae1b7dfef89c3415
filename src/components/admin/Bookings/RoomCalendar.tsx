'use client'

import { useState } from 'react'

import { cn } from '@/lib/cn'
import {
  calendarDays,
  calendarGrid,
  CALENDAR_SPANS,
  endOfDay,
  type CalendarCell,
  type CalendarSpan,
} from '@/lib/bookings'
import { todayInGhana } from '@/lib/dates'
import type { Booking } from '@/payload-types'

import { CalendarFeeds } from './CalendarFeeds'
import { apiUrl } from './query'
import { useBlockPage, useBookingPage, type DeskRoom } from './useDesk'

const CELL_TONE: Record<CalendarCell['kind'], string> = {
  free: 'bg-white',
  stay: 'bg-blue-600 text-white',
  block: 'bg-stone-500 text-white',
  request: 'bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-400',
}

const relationId = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? String(value.id) : String(value)

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'narrow',
  day: 'numeric',
  timeZone: 'UTC',
})

/** Rooms down the side, the next 14 or 30 days across; it scrolls sideways on a phone. */
export function RoomCalendar({
  rooms,
  onOpen,
}: {
  rooms: DeskRoom[]
  onOpen: (booking: Booking) => void
}) {
  const [span, setSpan] = useState<CalendarSpan>(14)
  const from = todayInGhana()
  const days = calendarDays(from, span)
  const end = endOfDay(days[days.length - 1])
  const overlap = (start: string, finish: string) => [
    { [finish]: { greater_than: `${from}T00:00:00.000Z` } },
    { [start]: { less_than: end } },
  ]
  const bookings = useBookingPage(
    apiUrl(
      '/api/bookings',
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
    apiUrl('/api/room-blocks', { and: overlap('startDate', 'endDate') }, { depth: 0, limit: 500 }),
  )
  const stays = (bookings.data?.docs ?? []).map((b) => ({ ...b, room: relationId(b.room) }))
  const grid = calendarGrid(
    rooms.map((room) => room.id),
    days,
    stays,
    (blocks.data?.docs ?? []).map((b) => ({ ...b, room: relationId(b.room) })),
  )
  const open = (id: string) => {
    const booking = bookings.data?.docs.find((b) => b.id === id)
    if (booking) onOpen(booking)
  }

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
      {/* Focusable so a keyboard can scroll it sideways, as a finger does on a phone. */}
      <div
        role="region"
        aria-label="Room calendar"
        tabIndex={0}
        className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
        data-testid="room-calendar"
      >
        <table className="border-separate border-spacing-0 text-xs">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-white p-2 text-left">
                Room
              </th>
              {days.map((day) => (
                <th
                  key={day}
                  scope="col"
                  className="min-w-9 p-1 text-center font-medium text-stone-600"
                >
                  {dayLabel.format(Date.parse(day))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rooms.map((room) => (
              <tr key={room.id}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-28 truncate bg-white p-2 text-left font-semibold"
                >
                  {room.name}
                </th>
                {(grid.get(room.id) ?? []).map((cell, index) => (
                  <td key={days[index]} className="border-l border-t border-stone-100 p-0">
                    {cell.kind === 'free' ? (
                      <span
                        role="img"
                        className="block h-9 w-9"
                        aria-label={`${days[index]} free`}
                      />
                    ) : cell.kind === 'block' ? (
                      <span
                        role="img"
                        className={cn('block h-9 w-9', CELL_TONE.block)}
                        title={cell.label}
                        aria-label={`${days[index]} blocked`}
                      />
                    ) : (
                      <button
                        type="button"
                        onClick={() => open(cell.id)}
                        title={cell.label}
                        aria-label={`${days[index]} ${cell.kind === 'stay' ? 'stay' : 'request'} ${cell.label}`}
                        data-kind={cell.kind}
                        className={cn('block h-9 w-9', CELL_TONE[cell.kind])}
                      >
                        {cell.kind === 'request' && cell.count > 1 ? cell.count : ''}
                      </button>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CalendarFeeds rooms={rooms} />
    </div>
  )
}
