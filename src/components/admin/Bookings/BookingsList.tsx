'use client'

import { useState } from 'react'

import { Icon } from '@/components/ui/Icon'
import { portalInput } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { balanceDue, BOOKING_STATUS_LABELS, BOOKING_STATUSES, ghanaDay } from '@/lib/bookings'
import { formatStayDate } from '@/lib/dates'
import { formatCedis } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { apiUrl, endOfDay } from './query'
import { useBookingPage, type DeskRoom } from './useDesk'

export type Filters = { status: string; room: string; from: string; to: string; q: string }
const NO_FILTERS: Filters = { status: '', room: '', from: '', to: '', q: '' }

/** Requests first: they wait for an answer. Then by check-in. */
function listUrl(filters: Filters): string {
  const and: unknown[] = []
  if (filters.status) and.push({ status: { equals: filters.status } })
  if (filters.room) and.push({ room: { equals: filters.room } })
  // A stay is in the range when any of its nights is.
  if (filters.from) and.push({ checkOut: { greater_than: `${filters.from}T00:00:00.000Z` } })
  if (filters.to) and.push({ checkIn: { less_than: endOfDay(filters.to) } })
  const q = filters.q.trim()
  if (q) {
    and.push({
      or: [
        { guestName: { like: q } },
        { phone: { like: q } },
        { reference: { like: q.toUpperCase() } },
      ],
    })
  }
  return apiUrl('/api/bookings', and.length ? { and } : {}, {
    depth: 1,
    limit: 100,
    sort: 'checkIn',
  })
}

export const STATUS_TONE: Record<string, string> = {
  requested: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-900',
  'checked-in': 'bg-green-100 text-green-900',
  completed: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-stone-100 text-stone-600',
  declined: 'bg-stone-100 text-stone-600',
  'no-show': 'bg-red-100 text-red-900',
}

const roomName = (booking: Booking) => (typeof booking.room === 'object' ? booking.room.name : '')

export function BookingsList({
  rooms,
  onOpen,
}: {
  rooms: DeskRoom[]
  onOpen: (b: Booking) => void
}) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const { data, error, isLoading } = useBookingPage(listUrl(filters))
  const bookings = [...(data?.docs ?? [])].sort(
    (a, b) => Number(b.status === 'requested') - Number(a.status === 'requested'),
  )
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((previous) => ({ ...previous, [key]: event.target.value }))
  const input = cn(portalInput, 'mt-0 border-stone-300')

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <label className="col-span-2 sm:col-span-1">
          <span className="sr-only">Search by name, phone or reference</span>
          <input
            type="search"
            placeholder="Name, phone or RP-…"
            value={filters.q}
            onChange={set('q')}
            className={input}
          />
        </label>
        <label>
          <span className="sr-only">Status</span>
          <select
            value={filters.status}
            onChange={set('status')}
            className={input}
            aria-label="Status"
          >
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Room</span>
          <select value={filters.room} onChange={set('room')} className={input} aria-label="Room">
            <option value="">All rooms</option>
            {rooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="text-xs text-stone-600">Staying from</span>
          <input type="date" value={filters.from} onChange={set('from')} className={input} />
        </label>
        <label>
          <span className="text-xs text-stone-600">until</span>
          <input type="date" value={filters.to} onChange={set('to')} className={input} />
        </label>
      </div>
      {error && <p className="rounded-lg bg-red-50 p-3 text-red-800">{(error as Error).message}</p>}
      {isLoading && <p className="text-stone-600">Loading bookings...</p>}
      {data && !bookings.length && (
        <p className="rounded-lg bg-white p-6 text-center text-stone-600">No bookings found</p>
      )}
      <ul className="space-y-2" aria-label="Bookings">
        {bookings.map((booking) => {
          const due = balanceDue(booking.total, booking.payments)
          return (
            <li key={booking.id}>
              <button
                type="button"
                onClick={() => onOpen(booking)}
                className={cn(
                  'flex w-full items-start gap-3 rounded-xl bg-white p-3 text-left shadow-sm ring-1',
                  booking.status === 'requested' ? 'ring-2 ring-amber-400' : 'ring-stone-200',
                )}
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-mono font-semibold">{booking.reference}</span>
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        STATUS_TONE[booking.status],
                      )}
                    >
                      {BOOKING_STATUS_LABELS[booking.status]}
                    </span>
                  </span>
                  <span className="mt-1 block truncate font-medium text-stone-900">
                    {booking.guestName} · {roomName(booking)}
                  </span>
                  <span className="block text-sm text-stone-600">
                    {formatStayDate(ghanaDay(booking.checkIn))} →{' '}
                    {formatStayDate(ghanaDay(booking.checkOut))} · {booking.nights}{' '}
                    {booking.nights === 1 ? 'night' : 'nights'}
                  </span>
                </span>
                <span className="text-right text-sm">
                  <span className="block font-semibold">{formatCedis(booking.total)}</span>
                  {due > 0 && <span className="block text-red-700">{formatCedis(due)} due</span>}
                </span>
                <Icon name="chevron-right" className="mt-1 h-5 w-5 shrink-0 text-stone-400" />
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
