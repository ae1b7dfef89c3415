import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'

import type { DeskRoom } from './useDesk'
import type { StayOption } from './useStayOptions'

/**
 * The room of a stay, with what is free for its dates first: free rooms, then free rooms hidden
 * from guests or out of order now (marked, for staff who let them knowingly), then taken rooms,
 * which cannot be chosen. Before the dates make a stay, every room is listed. A phone shows the list in its own
 * picker, where no name is cut.
 */
export function RoomChoice({
  id,
  rooms,
  options,
  value,
  onChange,
  className,
  describedBy,
}: {
  id: string
  rooms: DeskRoom[]
  options: StayOption[] | undefined
  value: string
  onChange: (roomId: string) => void
  className: string
  describedBy?: string
}) {
  const outOfOrder = new Set(
    rooms.filter((room) => room.housekeeping === 'out-of-order').map((room) => room.id),
  )
  const free = options?.filter((r) => r.available && r.isAvailable && !outOfOrder.has(r._id)) ?? []
  const hidden =
    options?.filter((r) => r.available && !r.isAvailable && !outOfOrder.has(r._id)) ?? []
  // Out of order says nothing about dates: such a room may be let for later nights, knowingly.
  const broken = options?.filter((r) => r.available && outOfOrder.has(r._id)) ?? []
  const taken = options?.filter((room) => !room.available) ?? []
  const why = (room: StayOption) =>
    room.maxGuests !== null && !room.available
      ? MESSAGES.desk.roomTakenOrSmall
      : MESSAGES.desk.roomTaken
  return (
    <select
      id={id}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={describedBy}
      className={cn(className)}
    >
      <option value="">Choose a room</option>
      {options ? (
        <>
          {free.length > 0 && (
            <optgroup label={`Free for these dates (${free.length})`}>
              {free.map((room) => (
                <option key={room._id} value={room._id}>
                  {room.name}
                </option>
              ))}
            </optgroup>
          )}
          {hidden.length > 0 && (
            <optgroup label={`Free, ${MESSAGES.desk.roomHidden}`}>
              {hidden.map((room) => (
                <option key={room._id} value={room._id}>
                  {room.name}
                </option>
              ))}
            </optgroup>
          )}
          {broken.length > 0 && (
            <optgroup label={`Free, ${MESSAGES.desk.roomOutOfOrder}`}>
              {broken.map((room) => (
                <option key={room._id} value={room._id}>
                  {room.name}
                </option>
              ))}
            </optgroup>
          )}
          {taken.length > 0 && (
            <optgroup label="Not free for these dates">
              {taken.map((room) => (
                <option key={room._id} value={room._id} disabled title={why(room)}>
                  {room.name}
                </option>
              ))}
            </optgroup>
          )}
        </>
      ) : (
        rooms.map((room) => (
          <option key={room.id} value={room.id}>
            {room.name}
          </option>
        ))
      )}
    </select>
  )
}
