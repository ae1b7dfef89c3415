import type { CollectionBeforeDeleteHook } from 'payload'

import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'

/**
 * A room with stays on record is never deleted, whichever door asks (the contract's
 * `/api/room/delete/:id`, REST, /cms): its stays would point at nothing (a foreign-key failure on
 * SQLite, dangling stays on MongoDB) and the history of the house would lose them. Staff hide it
 * instead. A room without stays goes with its blocks, which are only about it.
 */
export const keepBookedRooms: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const stays = await req.payload.count({
    collection: 'bookings',
    where: { room: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (stays.totalDocs > 0) throw new Refusal(MESSAGES.rooms.hasBookings(stays.totalDocs), 409)
  await req.payload.delete({
    collection: 'room-blocks',
    where: { room: { equals: id } },
    overrideAccess: true,
    req,
  })
}
