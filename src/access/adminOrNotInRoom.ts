import type { Access, Where } from 'payload'

import { hasAdminRole, hasStaffRole } from './roles'

/**
 * Rooms are admins' alone, and so are their photos: editors may change or delete only uploads no
 * room uses.
 */
export const adminOrNotInRoom: Access = async ({ req }): Promise<boolean | Where> => {
  if (hasAdminRole(req.user)) return true
  if (!hasStaffRole(req.user)) return false
  const rooms = await req.payload.find({
    collection: 'rooms',
    select: { images: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const used = rooms.docs.flatMap((room) =>
    (room.images ?? []).map((image) => (typeof image === 'object' ? image.id : image)),
  )
  return used.length > 0 ? { id: { not_in: used } } : true
}
