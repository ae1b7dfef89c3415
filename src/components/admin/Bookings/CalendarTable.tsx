import { cn } from '@/lib/cn'
import { onFirstUse } from '@/lib/onFirstUse'
import type { CalendarCell } from '@/lib/bookings/calendar'
import type { DeskRoom } from './useDesk'

const CELL_TONE: Record<CalendarCell['kind'], string> = {
  free: 'bg-white',
  stay: 'bg-blue-600 text-white',
  block: 'bg-stone-500 text-white',
  request: 'bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-400',
}

const dayLabel = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { weekday: 'narrow', day: 'numeric', timeZone: 'UTC' }),
)

/**
 * What one taken cell says to a screen reader: the day, what holds it, and whose it is. A night
 * several requests want shows their number, and its name starts with the same number, so what a
 * voice-control user reads on the square is what they can say.
 */
function cellName(day: string, cell: Exclude<CalendarCell, { kind: 'free' }>): string {
  if (cell.kind === 'block') return `${day} blocked ${cell.label}`
  if (cell.kind === 'request' && cell.count > 1)
    return `${cell.count} requests ${day} ${cell.label}`
  return `${day} ${cell.kind} ${cell.label}`
}

/**
 * Rooms down the side, days across. Each stay, request and block is a button that opens it; a
 * free night is a plain square. Focusable so a keyboard can scroll it sideways, as a finger does
 * on a phone.
 */
export function CalendarTable({
  rooms,
  days,
  grid,
  onBooking,
  onBlock,
}: {
  rooms: DeskRoom[]
  days: string[]
  grid: Map<string, CalendarCell[]>
  onBooking: (id: string) => void
  onBlock: (id: string) => void
}) {
  return (
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
                data-day={day}
                className="min-w-9 p-1 text-center font-medium text-stone-600"
              >
                {dayLabel().format(Date.parse(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-28 bg-white p-2 text-left font-semibold break-words"
              >
                {room.name}
              </th>
              {(grid.get(room.id) ?? []).map((cell, index) => (
                <td key={days[index]} className="border-l border-t border-stone-100 p-0">
                  {cell.kind === 'free' ? (
                    <span role="img" className="block h-9 w-9" aria-label={`${days[index]} free`} />
                  ) : (
                    <button
                      type="button"
                      onClick={() =>
                        cell.kind === 'block' ? onBlock(cell.id) : onBooking(cell.id)
                      }
                      title={cell.label}
                      aria-label={cellName(days[index], cell)}
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
  )
}
