import type { PayloadRequest } from 'payload'

import { Refusal } from '@/http/refusal'
import { optionalString } from '@/http/responses'
import { stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'

import { refuseTakenNights } from './requestBooking/makeStays'

/** One more room of a party no one room takes: which, and how many of the guests sleep in it. */
export type MoreRoom = { room: string; guests: number } & Party

/** Who of a room's guests are adults and young children, when the desk asked (else unsaid). */
type Party = { adults?: number; children?: number }

export function partyFrom(fields: Record<string, unknown>): Party {
  const children = optionalString(fields, 'children')
  const adults = optionalString(fields, 'adults')
  return {
    ...(adults ? { adults: Number(adults) } : {}),
    ...(children ? { children: Number(children) } : {}),
  }
}

/** The further rooms of a walk-in taken as a group, in the order chosen; none for one room. */
export function moreRoomsFrom(body: Record<string, unknown>, first: string): MoreRoom[] {
  const more = body.moreRooms
  if (more === undefined || more === null) return []
  if (!Array.isArray(more)) throw new Refusal(MESSAGES.walkIn.details, 400)
  const rooms = more.map((item): MoreRoom => {
    const fields = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >
    return {
      room: optionalString(fields, 'room'),
      guests: Number(optionalString(fields, 'guests') || '1'),
      ...partyFrom(fields),
    }
  })
  const ids = [first, ...rooms.map((room) => room.room)]
  // A room twice would be one room claimed for the same nights twice.
  if (rooms.some((room) => !room.room) || new Set(ids).size !== ids.length)
    throw new Refusal(MESSAGES.walkIn.details, 400)
  return rooms
}

/**
 * A 409 naming the first room of a group already taken on one of its nights, before anything is
 * written: the request's own check, rooms named as the guest chose them.
 */
export async function refuseTakenRooms(
  req: PayloadRequest,
  ids: string[],
  checkIn: string,
  checkOut: string,
) {
  const rooms = await req.payload.find({
    collection: 'rooms',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    req,
  })
  const named = ids.map((id) => ({
    roomId: id,
    name: rooms.docs.find((room) => String(room.id) === id)?.name ?? '',
  }))
  await refuseTakenNights(req, named, stayNights(checkIn, checkOut))
}
