import type { PayloadRequest } from 'payload'

import { leadRoom } from '@/lib/bookings/groupStep'
import type { Booking } from '@/payload-types'

/**
 * Every room of a group's request, in the order the guest chose them: the first stay's request id
 * is the others' beginning, so sorting by it keeps that order.
 */
export async function groupStays(
  req: PayloadRequest,
  group: string,
  depth = 0,
): Promise<Booking[]> {
  const found = await req.payload.find({
    collection: 'bookings',
    where: { group: { equals: group } },
    sort: 'requestId',
    pagination: false,
    depth,
    overrideAccess: true,
    req,
  })
  return found.docs
}

/** The stay's group's rooms, or the stay alone when it is not part of one. */
export async function staysOfGroup(
  req: PayloadRequest,
  stay: Booking,
  depth = 0,
): Promise<Booking[]> {
  if (!stay.group) return [stay]
  const stays = await groupStays(req, stay.group, depth)
  return stays.length ? stays : [stay]
}

/**
 * The stay that speaks for the stay's group: its first room, whose reference is the group's (the
 * first chosen should none carry it), whose page shows every room and on which the group's
 * payments land. The stay itself outside a group.
 */
export async function leadStay(req: PayloadRequest, stay: Booking, depth = 0): Promise<Booking> {
  if (!stay.group || stay.reference === stay.group) return stay
  const found = await req.payload.find({
    collection: 'bookings',
    where: { group: { equals: stay.group } },
    sort: 'requestId',
    pagination: false,
    depth,
    overrideAccess: true,
    req,
  })
  return leadRoom(stay.group, found.docs) ?? stay
}
