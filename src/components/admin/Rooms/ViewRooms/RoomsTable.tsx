import type { ContractRoom } from '@/lib/rooms/contract'

import { RoomRow } from './RoomRow'

const COLUMNS = ['Room', 'Type & Amenities', 'Pricing', 'Status', 'Updated', 'Actions'] as const

type Props = {
  rooms: ContractRoom[]
  /** The room whose visibility is being changed, if any. */
  busyId: string | null
  onToggle: (room: ContractRoom) => void
  onDelete: (room: ContractRoom) => void
}

/** The rooms as a table; on phones the header hides and each row stacks as a card. */
export function RoomsTable({ rooms, busyId, onToggle, onDelete }: Props) {
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left text-sm max-md:block">
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-500 uppercase max-md:hidden">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'Actions' ? 'px-4 py-3 text-right' : 'px-4 py-3'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 max-md:block">
          {rooms.map((room) => (
            <RoomRow
              key={room._id}
              room={room}
              busy={busyId === room._id}
              onToggle={() => onToggle(room)}
              onDelete={() => onDelete(room)}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
