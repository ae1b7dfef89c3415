import { formatCedis } from '@/lib/money/amounts'
import { party as text } from '@/lib/messages/party'

import type { OfferedCombination } from '@/lib/bookings/roomCombinations'

type Props = {
  guests: number
  combinations: OfferedCombination[]
  onChoose: (combination: OfferedCombination) => void
}

/**
 * When no one free room takes the party: the cheapest free rooms that together do, each a single
 * tap that fills the form's rooms with the party shared among them.
 */
export function RoomCombinations({ guests, combinations, onChoose }: Props) {
  return (
    <div className="mt-3 space-y-2" data-testid="room-combinations">
      <p className="font-semibold text-stone-900">{text.combinationsTitle(guests)}</p>
      <ul className="space-y-2">
        {combinations.map((combination) => {
          const label = text.combinationChoice(
            combination.rooms
              .map((room) => text.combinationRoom(room.name, room.guests))
              .join(' + '),
            formatCedis(combination.total),
          )
          return (
            <li key={combination.rooms.map((room) => room._id).join('+')}>
              <button
                type="button"
                onClick={() => onChoose(combination)}
                className="w-full rounded-xl border-2 border-brand-600 bg-white p-3 text-left text-sm font-semibold text-brand-800"
              >
                {label}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
