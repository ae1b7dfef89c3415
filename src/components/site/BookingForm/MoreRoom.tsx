import { Field } from '@/components/ui/Field'
import { inputBase } from '@/components/ui/styles'
import type { IndicativeRates } from '@/lib/money/indicativePrices'
import type { BookingForm } from '@/lib/validation/booking'

import { party as partyText } from '@/lib/messages/party'

import { childOptions } from './childOptions'
import { RoomChoices } from './RoomChoices'
import { useFreeRooms, type OfferedRoom } from './useFreeRooms'

/**
 * A group's further room as the form holds it: the choice, its party (young children apart), and
 * the room as offered.
 */
export type MoreRoomValue = {
  roomId: string
  guests: string
  children?: string
  room?: OfferedRoom
}

type Props = {
  /** Counted from 2: the first room is the form's own. */
  number: number
  stay: Pick<BookingForm, 'checkIn' | 'checkOut'>
  value: MoreRoomValue
  guestOptions: string[]
  /** The owner's age under which children are asked for apart. */
  childAge: number
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
  childAge,
  taken,
  errorFor,
  onChange,
  onRemove,
  indicativeRates,
}: Props) {
  const freeRooms = useFreeRooms({ ...stay, guests: value.guests, children: value.children })
  const guestsId = `booking-guests-${number}`
  const childrenId = `booking-children-${number}`
  const children = value.children ?? '0'
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
            onChange={(event) =>
              onChange({ roomId: '', guests: event.target.value, children: '0' })
            }
            className={inputBase}
          >
            {guestOptions.map((count) => (
              <option key={count}>{count}</option>
            ))}
          </select>
        </Field>
        <Field
          id={childrenId}
          label={`${partyText.childrenLabel(childAge)} in room ${number}`}
          error={errorFor(`children-${number}`)}
        >
          <select
            id={childrenId}
            value={children}
            onChange={(event) =>
              onChange({ ...value, roomId: '', room: undefined, children: event.target.value })
            }
            className={inputBase}
          >
            {childOptions(Number(value.guests)).map((count) => (
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
        error={errorFor(`roomId-${number}`)}
        onChange={(room) => onChange({ ...value, roomId: room._id, room })}
        indicativeRates={indicativeRates}
      />
    </section>
  )
}
