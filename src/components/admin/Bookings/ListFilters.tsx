import { portalInput } from '@/components/ui/styles'
import { cn } from '@/lib/cn'
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@/lib/bookings/status'
import { type DeskFilters } from '@/lib/bookings/deskList'
import type { DeskRoom } from './useDesk'

/**
 * Search, status, room and dates: one column on the narrowest screens (a phone zoomed to 200%),
 * two on a phone, one row on a wide screen, so no choice is ever cut off.
 */
export function ListFilters({
  filters,
  rooms,
  onChange,
}: {
  filters: DeskFilters
  rooms: DeskRoom[]
  onChange: (next: DeskFilters) => void
}) {
  const set = (key: keyof DeskFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value })
  const input = cn(portalInput, 'mt-0 border-stone-300')
  return (
    <div className="grid grid-cols-1 gap-2 min-[22rem]:grid-cols-2 lg:grid-cols-5">
      <label className="min-[22rem]:col-span-2 lg:col-span-1">
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
  )
}
