/** The steps staff take for a group's rooms together: its request answered yes or no. */
export const GROUP_ACTIONS = ['confirm', 'decline'] as const
export type GroupAction = (typeof GROUP_ACTIONS)[number]

export function isGroupAction(action: string): action is GroupAction {
  return (GROUP_ACTIONS as readonly string[]).includes(action)
}

type GroupRoom = { id: string | number; status: string }

/**
 * The rooms a group step moves: every room of the group still waiting for an answer
 * (`requested`), so rooms answered one by one before are left as they stand. None waiting is
 * `null`: the group has been answered.
 */
export function roomsToAnswer<T extends GroupRoom>(rooms: readonly T[]): T[] | null {
  const waiting = rooms.filter((room) => room.status === 'requested')
  return waiting.length ? waiting : null
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
