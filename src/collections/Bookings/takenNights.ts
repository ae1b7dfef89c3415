import type { PayloadRequest } from 'payload'

import { relationId } from '@/lib/relationId'

/** The nights already taken in these rooms among the given ones, by room id. */
export async function takenNightsByRoom(
  req: PayloadRequest,
  roomIds: readonly string[],
  nights: readonly string[],
): Promise<Map<string, Set<string>>> {
  const taken = new Map<string, Set<string>>(roomIds.map((id) => [id, new Set<string>()]))
  if (!roomIds.length || !nights.length) return taken
  const found = await req.payload.find({
    collection: 'booked-nights',
    where: { and: [{ room: { in: [...roomIds] } }, { night: { in: [...nights] } }] },
    pagination: false,
    depth: 0,
    select: { room: true, night: true },
    overrideAccess: true,
    req,
  })
  for (const doc of found.docs) {
    taken.get(relationId(doc.room))?.add(doc.night)
  }
  return taken
}
