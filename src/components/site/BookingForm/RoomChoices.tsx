import { FieldError, fieldErrorId } from '@/components/ui/Field'
import { cn } from '@/lib/cn'
import { formatCedis, PER_NIGHT } from '@/lib/money'

import type { FreeRooms } from './useFreeRooms'

type Props = {
  freeRooms: FreeRooms
  value: string
  error: string | null
  onChange: (roomId: string) => void
}

/** Only the rooms free for every night of the stay, each with its nightly price and the total. */
export function RoomChoices({ freeRooms, value, error, onChange }: Props) {
  const id = 'booking-roomId'
  if (freeRooms.state === 'idle') {
    return (
      <p className="rounded-lg bg-stone-50 p-4 text-stone-700" data-testid="booking-rooms">
        Choose your dates and the number of guests to see the rooms free for your stay.
      </p>
    )
  }
  if (freeRooms.state === 'loading') {
    return (
      <p className="rounded-lg bg-stone-50 p-4 text-stone-700" role="status">
        Looking for free rooms...
      </p>
    )
  }
  if (freeRooms.state === 'error') {
    return (
      <p className="rounded-lg bg-red-50 p-4 text-red-800" role="alert">
        {freeRooms.message}
      </p>
    )
  }
  if (!freeRooms.rooms.length) {
    return (
      <p className="rounded-lg bg-amber-50 p-4 text-amber-900" role="status">
        No room is free for all of those nights. Try other dates, or call us.
      </p>
    )
  }
  const nights = freeRooms.nights
  return (
    <fieldset aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800">
        Free rooms for your {nights} {nights === 1 ? 'night' : 'nights'}
      </legend>
      <div id={id} tabIndex={-1} className="grid gap-3 sm:grid-cols-2">
        {freeRooms.rooms.map((room) => (
          <label
            key={room._id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4',
              value === room._id ? 'border-brand-600 bg-brand-50' : 'border-stone-200',
            )}
          >
            <input
              type="radio"
              name="roomId"
              value={room._id}
              checked={value === room._id}
              onChange={() => onChange(room._id)}
              className="mt-1 h-4 w-4 accent-brand-600"
            />
            <span>
              <span className="block font-semibold text-stone-900">{room.name}</span>
              <span className="block text-sm text-stone-700">
                {formatCedis(room.nightlyPrice)} {PER_NIGHT} · {formatCedis(room.total)} in total
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  )
}
