type GroupedRoom = {
  id: string | number
  group?: string | null
  reference?: string | null
  requestId?: string | null
  room: string | number | { name?: string | null }
}

/** A line of the desk's lists: a stay, or a group's first room with the names of every room. */
export type GroupLine<T> = T & { groupRooms?: string[] }

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const roomNameOf = (stay: GroupedRoom) =>
  typeof stay.room === 'object' && stay.room ? (stay.room.name ?? '') : ''

/**
 * One line for the rooms of a group that the same thing is asked of (`sameOf`: the same message to
 * send, the same request to cancel), in the place of the first of them: the group's first room
 * (its reference is the group's, or the first chosen), with every room's name in the order chosen.
 * A stay outside a group, or a group's room on its own, keeps its own line.
 */
export function oneLinePerGroup<T extends GroupedRoom>(
  stays: readonly T[],
  sameOf: (stay: T) => string,
): GroupLine<T>[] {
  const rooms = new Map<string, T[]>()
  for (const stay of stays) {
    if (!stay.group) continue
    const key = `${stay.group}|${sameOf(stay)}`
    rooms.set(key, [...(rooms.get(key) ?? []), stay])
  }
  const lines: GroupLine<T>[] = []
  for (const stay of stays) {
    const together = stay.group ? (rooms.get(`${stay.group}|${sameOf(stay)}`) ?? []) : []
    if (together.length < 2) {
      lines.push(stay)
      continue
    }
    // As the database sorts them: the first stay's request id is the others' beginning.
    const ordered = [...together].sort((a, b) => byCode(a.requestId ?? '', b.requestId ?? ''))
    const first = ordered.find((room) => room.reference === stay.group) ?? ordered[0]
    if (first.id !== stay.id) continue
    lines.push({ ...stay, groupRooms: ordered.map(roomNameOf) })
  }
  return lines
}
