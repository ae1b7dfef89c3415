import { cancelRequestOpen } from '@/lib/guestStay/stayLink'

import { BOOKING_ACTIONS } from './status'

/**
 * The steps staff take for a group's rooms together: its request answered yes or no, or the
 * group cancelled (a request, or a stay confirmed and still ahead).
 */
export const GROUP_ACTIONS = ['confirm', 'decline', 'cancel'] as const
export type GroupAction = (typeof GROUP_ACTIONS)[number]

export function isGroupAction(action: string): action is GroupAction {
  return (GROUP_ACTIONS as readonly string[]).includes(action)
}

type GroupRoom = { id: string | number; status: string }

/**
 * The rooms a group step moves: every room of the group the step applies to, as for one stay
 * (`BOOKING_ACTIONS`): still waiting for an answer (`requested`) for a confirm or decline, so rooms
 * answered one by one before are left as they stand; requested or confirmed for a cancel. None is
 * `null`: the group has been answered (or has ended).
 */
export function roomsToAnswer<T extends GroupRoom>(
  rooms: readonly T[],
  action: GroupAction = 'confirm',
): T[] | null {
  const from: readonly string[] = BOOKING_ACTIONS[action].from
  const moving = rooms.filter((room) => from.includes(room.status))
  return moving.length ? moving : null
}

/**
 * The rooms of a group the guest's request to cancel asks for: each still ahead (a request, or
 * confirmed and not yet arrived), as for one stay (`cancelRequestOpen`).
 */
export function roomsAhead<T extends { status: string; checkIn: string }>(
  rooms: readonly T[],
  today: string,
): T[] {
  return rooms.filter((room) => cancelRequestOpen(room.status, room.checkIn, today))
}

/**
 * The group's first room, whose reference is the group's: the one the guest was given, whose page
 * shows every room and on which the group's payments land. Its rooms in the order chosen.
 */
export function leadRoom<T extends { reference?: string | null }>(
  group: string,
  rooms: readonly T[],
): T | undefined {
  return rooms.find((room) => room.reference === group) ?? rooms[0]
}

/**
 * Whether a group's rooms lapse together: each one still waiting, each past the owner's hours,
 * none with a deposit paid online. One room held keeps all of them: the guest's request is one.
 */
export function groupLapses(
  rooms: readonly {
    status: string
    createdAt: string
    statusChangedAt?: string | null
    depositPaidOnlineAt?: string | null
  }[],
  cutoff: string,
): boolean {
  const answered = rooms.filter((room) => room.status !== 'requested')
  const waiting = rooms.filter((room) => room.status === 'requested')
  // A group some of whose rooms staff answered is theirs: the rest waits for them, not the clock.
  if (answered.length || !waiting.length) return false
  return waiting.every(
    (room) =>
      room.createdAt < cutoff &&
      !room.depositPaidOnlineAt &&
      (!room.statusChangedAt || room.statusChangedAt < cutoff),
  )
}
