import { cn } from '@/lib/cn'
import {
  HOUSEKEEPING_LABELS,
  HOUSEKEEPING_STATUSES,
  type HousekeepingStatus,
} from '@/lib/bookings/housekeeping'
import { MESSAGES } from '@/lib/messages'
import type { TodayRoom } from './useToday'

const TONE: Record<HousekeepingStatus, string> = {
  clean: 'bg-emerald-700 text-white',
  dirty: 'bg-amber-500 text-stone-950',
  inspected: 'bg-brand-700 text-white',
  'out-of-order': 'bg-red-700 text-white',
}

/**
 * Every room's housekeeping state. The four states are four buttons that never move, the current
 * one pressed: a tap on Clean marks the room clean, and a second tap in the same spot does nothing
 * more.
 */
export function Housekeeping({
  rooms,
  onSet,
}: {
  rooms: TodayRoom[]
  onSet: (room: TodayRoom, status: HousekeepingStatus) => void
}) {
  return (
    <section aria-labelledby="housekeeping-title" className="space-y-2" data-testid="housekeeping">
      <h2 id="housekeeping-title" className="text-sm font-semibold text-stone-700">
        Rooms
      </h2>
      <ul className="space-y-2">
        {rooms.map((room) => (
          <li
            key={room.id}
            className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
            data-testid={`room-${room.name}`}
          >
            <p className="flex flex-wrap items-center gap-2 font-medium break-words text-stone-900">
              {room.name}
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  TONE[room.housekeeping],
                )}
                data-testid="housekeeping-state"
              >
                {HOUSEKEEPING_LABELS[room.housekeeping]}
              </span>
              {room.waiting && (
                <span className="text-xs font-semibold text-amber-800" data-testid="mark-waiting">
                  {MESSAGES.outbox.waiting}
                </span>
              )}
              {!room.isAvailable && (
                <span className="text-xs text-stone-600">Hidden from guests</span>
              )}
            </p>
            <div
              role="group"
              aria-label={`Housekeeping of ${room.name}`}
              className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-4"
            >
              {HOUSEKEEPING_STATUSES.map((status) => {
                const on = room.housekeeping === status
                return (
                  <button
                    key={status}
                    type="button"
                    aria-pressed={on}
                    onClick={() => onSet(room, status)}
                    className={cn(
                      'min-h-11 rounded-lg px-2 text-sm font-semibold',
                      on ? TONE[status] : 'border border-stone-300 bg-white text-stone-800',
                    )}
                  >
                    {HOUSEKEEPING_LABELS[status]}
                  </button>
                )
              })}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
