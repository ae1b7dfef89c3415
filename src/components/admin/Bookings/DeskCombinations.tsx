import { buttonClass } from '@/components/ui/styles'
import { formatCedis } from '@/lib/money/amounts'
import { party as text } from '@/lib/messages/party'

import type { OfferedCombination } from '@/lib/bookings/roomCombinations'

/**
 * At the desk, when no one free room takes the party: the cheapest free rooms together, each a
 * single tap that takes them all, saved together as one group.
 */
export function DeskCombinations({
  guests,
  combinations,
  onChoose,
}: {
  guests: number
  combinations: OfferedCombination[]
  onChoose: (combination: OfferedCombination) => void
}) {
  return (
    <div
      className="col-span-2 space-y-2 rounded-lg bg-amber-50 p-3 text-sm"
      data-testid="desk-combinations"
    >
      <p className="font-semibold">{text.combinationsTitle(guests)}</p>
      {combinations.map((combination) => (
        <button
          key={combination.rooms.map((room) => room._id).join('+')}
          type="button"
          onClick={() => onChoose(combination)}
          className={`${buttonClass.secondary} w-full text-left`}
        >
          {text.combinationChoice(
            combination.rooms
              .map((room) => text.combinationRoom(room.name, room.guests))
              .join(' + '),
            formatCedis(combination.total),
          )}
        </button>
      ))}
    </div>
  )
}
