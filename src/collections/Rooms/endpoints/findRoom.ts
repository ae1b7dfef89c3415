import type { PayloadRequest } from 'payload'

import type { Room } from '@/payload-types'

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/

/**
 * The room with this id as the caller may see it, or null: an unknown id, a malformed one and a
 * hidden room asked for by a guest all look the same from outside.
 */
export async function findRoom(req: PayloadRequest, id: string): Promise<Room | null> {
  if (!ID_PATTERN.test(id)) return null
  try {
    const { docs } = await req.payload.find({
      collection: 'rooms',
      where: { id: { equals: id } },
      depth: 1,
      limit: 1,
      overrideAccess: false,
      user: req.user,
      req,
    })
    return docs[0] ?? null
  } catch (error) {
    // MongoDB refuses ids that are not ObjectIds: for the caller that is simply no such room.
    const name = (error as Error).name
    if (name === 'CastError' || name === 'BSONError') return null
    throw error
  }
}
