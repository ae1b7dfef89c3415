import type { PayloadRequest } from 'payload'

import { Refusal } from '@/http/refusal'
import { stayNights } from '@/lib/bookings/availability'
import { roomsToAnswer, type GroupAction } from '@/lib/bookings/groupStep'
import { BOOKING_ACTIONS } from '@/lib/bookings/status'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { groupStays } from '../groupStays'
import { DESK_INTENT, type DeskIntent } from '../hooks/checkBooking'
import { takenNightsByRoom } from '../takenNights'

/** A 409 naming the first waiting room some of whose nights another stay holds. */
async function refuseTakenRooms(req: PayloadRequest, rooms: readonly Booking[]): Promise<void> {
  const roomIds = rooms.map((room) => relationId(room.room))
  const nights = [...new Set(rooms.flatMap((room) => stayNights(room.checkIn, room.checkOut)))]
  const taken = await takenNightsByRoom(req, roomIds, nights)
  for (const room of rooms) {
    const held = taken.get(relationId(room.room)) ?? new Set()
    if (stayNights(room.checkIn, room.checkOut).some((night) => held.has(night))) {
      const name = await roomName(req, room)
      throw new Refusal(MESSAGES.booking.notFreeInGroup(name), 409)
    }
  }
}

async function roomName(req: PayloadRequest, stay: Booking): Promise<string> {
  const room = await req.payload.findByID({
    collection: 'rooms',
    id: relationId(stay.room),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return room?.name ?? ''
}

/**
 * Confirms or declines every room of a group still waiting for an answer, or cancels every room
 * still ahead (requested or confirmed), in one step: all of them or none, each by the rules of one
 * stay (a confirmed room's cancel frees its nights). The nights of every room are checked first, so a room taken meanwhile refuses the
 * whole step with its name and nothing changes; should another stay take a night between that
 * check and the claim (the nights' unique key refuses it), the rooms already confirmed by this
 * step are stepped back, so the group stands again as it was. Each room queues its own message
 * and the first to run tells the guest of every room answered with it, once. Staff answer as
 * themselves (their access, their name in the history); the server (an instant booking) as the
 * system.
 */
export async function answerGroup(
  req: PayloadRequest,
  group: string,
  action: GroupAction,
): Promise<Booking[]> {
  const rooms = roomsToAnswer(await groupStays(req, group), action)
  if (!rooms) {
    throw new Refusal(
      action === 'cancel' ? MESSAGES.booking.groupEnded : MESSAGES.booking.groupAnswered,
      409,
    )
  }
  if (action === 'confirm') await refuseTakenRooms(req, rooms)
  const to = BOOKING_ACTIONS[action].to
  const done: Booking[] = []
  const before: Booking[] = []
  try {
    for (const room of rooms) {
      const intent: DeskIntent = { seenStatus: room.status, undo: false, reason: '' }
      before.push(room)
      done.push(
        await req.payload.update({
          collection: 'bookings',
          id: room.id,
          data: { status: to },
          context: { [DESK_INTENT]: intent },
          ...(req.user ? { overrideAccess: false, user: req.user } : { overrideAccess: true }),
          req,
        }),
      )
    }
  } catch (error) {
    await stepBack(req, done, before)
    throw error
  }
  return done
}

/** The rooms a failed group step moved, back to where they stood, telling nobody. */
async function stepBack(
  req: PayloadRequest,
  moved: readonly Booking[],
  before: readonly Booking[],
): Promise<void> {
  for (const [index, room] of moved.entries()) {
    const intent: DeskIntent = { seenStatus: room.status, undo: true, reason: '' }
    await req.payload.update({
      collection: 'bookings',
      id: room.id,
      data: { status: before[index].status },
      context: { [DESK_INTENT]: intent },
      overrideAccess: true,
      req,
    })
  }
}
