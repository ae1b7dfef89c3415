import type { Access, Where } from 'payload'

import { ROOM_PICTURES } from '@/lib/pictures'
import { relationId } from '@/lib/relationId'

import { hasAdminRole, hasStaffRole } from './roles'

/**
 * Rooms are admins' alone, and so are their photos: editors may change or delete only uploads no
 * room uses.
 */
export const adminOrNotInRoom: Access = async ({ req }): Promise<boolean | Where> => {
  if (hasAdminRole(req.user)) return true
  if (!hasStaffRole(req.user)) return false
  const rooms = await req.payload.find({
    collection: ROOM_PICTURES.collection,
    select: { [ROOM_PICTURES.field]: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const used = rooms.docs.flatMap((room) =>
    [(room as unknown as Record<string, unknown>)[ROOM_PICTURES.field] ?? []]
      .flat()
      .map(relationId),
  )
  return used.length > 0 ? { id: { not_in: used } } : true
}
