import { unstable_cache } from 'next/cache'

import { CACHE_TAGS, SAFETY_REVALIDATE_S } from '@/lib/cacheTags'
import { toContractRoom, type ContractRoom } from '@/lib/rooms/contract'
import { availableRooms } from '@/lib/rooms'

import { payloadClient } from './payload'

/**
 * The rooms guests may see, in the contract's shape, so the server's first paint and the Rooms
 * page's live check on GET /api/room/get-all-rooms render the same data the same way.
 */
export const getAvailableRooms = unstable_cache(
  async (): Promise<ContractRoom[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'rooms',
      depth: 1,
      pagination: false,
      sort: '-createdAt',
      where: { isAvailable: { equals: true } },
      overrideAccess: false,
    })
    return availableRooms(docs.map(toContractRoom))
  },
  ['available-rooms'],
  { tags: [CACHE_TAGS.rooms, CACHE_TAGS.media], revalidate: SAFETY_REVALIDATE_S },
)

/** One room guests may see, by its id; null for a hidden, deleted or unknown room. */
export async function getVisibleRoom(id: string): Promise<ContractRoom | null> {
  return (await getAvailableRooms()).find((room) => room._id === id) ?? null
}
