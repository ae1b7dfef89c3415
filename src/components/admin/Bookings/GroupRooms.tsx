import { BOOKING_STATUS_LABELS, type BookingStatus } from '@/lib/bookings/status'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

/**
 * The rooms of the stay's group, whatever their status: the group is one booking to the guest, so
 * staff opening any of its rooms see all of them (reference, room, status).
 */
export function GroupRooms({ booking }: { booking: Booking }) {
  const summary = booking.groupSummary
  if (!summary) return null
  return (
    <section aria-labelledby="group-rooms-title" className="space-y-1" data-testid="group-rooms">
      <h3 id="group-rooms-title" className="font-semibold text-stone-900">
        {MESSAGES.desk.groupRoomsTitle(summary.lead)}
      </h3>
      <ul className="space-y-0.5 text-sm">
        {summary.rooms.map((room) => (
          <li key={room.id} className="flex flex-wrap gap-x-2">
            <span className="font-mono">{room.reference}</span>
            <span className="break-words">{room.roomName}</span>
            <span className="text-stone-600">
              {BOOKING_STATUS_LABELS[room.status as BookingStatus] ?? room.status}
            </span>
            {room.id === String(booking.id) && (
              <span className="text-stone-500">({MESSAGES.desk.groupThisRoom})</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
