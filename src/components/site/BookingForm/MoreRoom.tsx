import { Field } from '@/components/ui/Field'
import { inputBase } from '@/components/ui/styles'
import type { IndicativeRates } from '@/lib/money/indicativePrices'
import type { BookingForm } from '@/lib/validation/booking'

import { RoomChoices } from './RoomChoices'
import { useFreeRooms, type OfferedRoom } from './useFreeRooms'

/** A group's further room as the form holds it: the choice, its party, and the room as offered. */
export type MoreRoomValue = { roomId: string; guests: string; room?: OfferedRoom }

type Props = {
  /** Counted from 2: the first room is the form's own. */
  number: number
  stay: Pick<BookingForm, 'checkIn' | 'checkOut'>
  value: MoreRoomValue
  guestOptions: string[]
  /** Rooms chosen for the request's other rooms. */
  taken: string[]
  errorFor: (name: string) => string | null
  onChange: (value: MoreRoomValue) => void
  onRemove: () => void
  indicativeRates?: IndicativeRates | null
}

/** One more room for a group: who sleeps in it, then the rooms free and large enough for them. */
export function MoreRoom({
  number,
  stay,
  value,
  guestOptions,
  taken,
  errorFor,
  onChange,
  onRemove,
  indicativeRates,
}: Props) {
  const freeRooms = useFreeRooms({ ...stay, guests: value.guests })
  const guestsId = `booking-guests-${number}`
  return (
    <section aria-label={`Room ${number}`} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <div className="flex items-end gap-3">
        <Field
          id={guestsId}
          label={`Guests in room ${number}`}
          error={errorFor(`guests-${number}`)}
        >
          <select
            id={guestsId}
            value={value.guests}
            onChange={(event) => onChange({ roomId: '', guests: event.target.value })}
            className={inputBase}
          >
            {guestOptions.map((count) => (
              <option key={count}>{count}</option>
            ))}
          </select>
        </Field>
        <button type="button" onClick={onRemove} className="pb-3 text-sm text-stone-700 underline">
          Remove room {number}
        </button>
      </div>
      <RoomChoices
        freeRooms={freeRooms}
        name={`roomId-${number}`}
        value={value.roomId}
        taken={taken}
        guests={value.guests}
        error={errorFor(`roomId-${number}`)}
        onChange={(room) => onChange({ ...value, roomId: room._id, room })}
        indicativeRates={indicativeRates}
      />
    </section>
  )
}
