/** View Rooms' search, filters and stat tiles, kept pure so they can be tested. */
import { hasOffer, isPremium } from '.'
import type { RoomRecord } from './types'

export const ROOM_FILTERS = [
  { value: 'all', label: 'All Rooms' },
  { value: 'premium', label: 'Premium (₵400+)' },
  { value: 'standard', label: 'Standard (<₵400)' },
  { value: 'offer', label: 'On Offer' },
] as const
export type RoomFilter = (typeof ROOM_FILTERS)[number]['value']

type ListedRoom = Pick<
  RoomRecord,
  | 'name'
  | 'description'
  | 'regularPrice'
  | 'discountedPrice'
  | 'offer'
  | 'isAvailable'
  | 'createdAt'
>

export function matchesFilter(room: ListedRoom, filter: RoomFilter): boolean {
  switch (filter) {
    case 'premium':
      return isPremium(room)
    case 'standard':
      return !isPremium(room)
    case 'offer':
      return hasOffer(room)
    default:
      return true
  }
}

/** Search over name and description, any case; then the filter; newest created first. */
export function filterRooms<T extends ListedRoom>(
  rooms: readonly T[],
  search: string,
  filter: RoomFilter,
): T[] {
  const needle = search.trim().toLowerCase()
  return rooms
    .filter(
      (room) =>
        (!needle ||
          room.name.toLowerCase().includes(needle) ||
          room.description.toLowerCase().includes(needle)) &&
        matchesFilter(room, filter),
    )
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}

export function roomStats(rooms: readonly ListedRoom[]) {
  return {
    total: rooms.length,
    premium: rooms.filter((room) => isPremium(room)).length,
    onOffer: rooms.filter((room) => hasOffer(room)).length,
    available: rooms.filter((room) => room.isAvailable).length,
  }
}

export const NO_ROOMS_HINT = {
  filtered: 'Try adjusting your search or filter criteria',
  empty: 'Start by creating your first room',
} as const
