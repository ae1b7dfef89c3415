import { FieldError, fieldErrorId } from '@/components/ui/Field'
import { cn } from '@/lib/cn'
import { formatNight } from '@/lib/dates'
import { formatCedis, PER_NIGHT, toPesewas } from '@/lib/money/amounts'
import type { IndicativeRates } from '@/lib/money/indicativePrices'
import { pricesVary } from '@/lib/rooms/rates'

import { IndicativePrice } from '@/components/site/IndicativePrice'

import { RoomCombinations } from './RoomCombinations'
import type { OfferedCombination } from '@/lib/bookings/roomCombinations'
import type { FreeRooms, OfferedRoom } from './useFreeRooms'

type Props = {
  freeRooms: FreeRooms
  value: string
  error: string | null
  onChange: (room: OfferedRoom) => void
  /** The choice's field name: `roomId`, or `roomId-2` and on for a group's further rooms. */
  name?: string
  /** Rooms already chosen for the group's other rooms. */
  taken?: string[]
  /** The owner's rates for the stay's price in pounds, dollars and euros; none hides the line. */
  indicativeRates?: IndicativeRates | null
  /** Offered only for the form's own room: rooms together fill the whole form. */
  onCombination?: (combination: OfferedCombination) => void
}

/**
 * Only the rooms free for every night of the stay, each with its nightly price (the average when
 * the nights differ) and the total, the chosen one night by night when its nights differ; then the
 * rooms left out because the party or the stay does not fit them, and why.
 */
export function RoomChoices({
  freeRooms,
  value,
  error,
  onChange,
  name = 'roomId',
  taken = [],
  indicativeRates,
  onCombination,
}: Props) {
  const id = `booking-${name}`
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
  const nights = freeRooms.nights
  const rooms = freeRooms.rooms.filter((room) => !taken.includes(room._id))
  const unfit = freeRooms.unfit.length > 0 && (
    <p className="mt-2 text-sm text-stone-700">
      Not offered:{' '}
      {freeRooms.unfit
        .map((room) =>
          (room.maxGuests ?? Infinity) < freeRooms.counted
            ? `${room.name} (up to ${room.maxGuests} ${room.maxGuests === 1 ? 'guest' : 'guests'})`
            : `${room.name} (${room.minNights} nights or more)`,
        )
        .join(', ')}
      .
    </p>
  )
  if (!rooms.length && onCombination && freeRooms.combinations.length) {
    return (
      <div className="rounded-lg bg-amber-50 p-4 text-amber-900" role="status">
        <RoomCombinations
          guests={freeRooms.counted}
          combinations={freeRooms.combinations}
          onChoose={onCombination}
        />
        {unfit}
      </div>
    )
  }
  if (!rooms.length) {
    return (
      <div className="rounded-lg bg-amber-50 p-4 text-amber-900" role="status">
        No room is free for all of those nights. Try other dates, or call us.
        {unfit}
      </div>
    )
  }
  return (
    <fieldset aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800">
        Free rooms for your {nights} {nights === 1 ? 'night' : 'nights'}
      </legend>
      <div id={id} tabIndex={-1} className="grid gap-3 sm:grid-cols-2">
        {rooms.map((room) => (
          <label
            key={room._id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4',
              value === room._id ? 'border-brand-600 bg-brand-50' : 'border-stone-200',
            )}
          >
            <input
              type="radio"
              name={name}
              value={room._id}
              checked={value === room._id}
              onChange={() => onChange(room)}
              className="mt-1 h-4 w-4 accent-brand-600"
            />
            <span>
              <span className="block font-semibold text-stone-900">{room.name}</span>
              <span className="block text-sm text-stone-700">
                {formatCedis(room.nightlyPrice)} {PER_NIGHT}
                {room.nightPrices && pricesVary(room.nightPrices) && ' on average'} ·{' '}
                {formatCedis(room.total)} in total
              </span>
              <IndicativePrice pesewas={toPesewas(room.total)} rates={indicativeRates} />
              {value === room._id && room.nightPrices && pricesVary(room.nightPrices) && (
                <span className="block text-xs text-stone-600" data-testid="night-prices">
                  {room.nightPrices
                    .map((night) => `${formatNight(night.night)} ${formatCedis(night.price)}`)
                    .join(' · ')}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {unfit}
      <FieldError id={id} message={error} />
    </fieldset>
  )
}
