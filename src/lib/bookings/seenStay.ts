import { ghanaDay } from '@/lib/bookings/availability'
import { BOOKING_ACTIONS, isBookingStatus } from '@/lib/bookings/status'
import { formatDate, formatNight, timeInGhana } from '@/lib/dates'
import { booking } from '@/lib/messages/booking'
import { offline } from '@/lib/messages/offline'
import { relationId } from '@/lib/relationId'

/**
 * A stay as the phone showed it when a status step was made offline: its status, dates and room,
 * the terms a check-in or check-out acts on. A payment or a message written meanwhile changes none
 * of them, so a check-in queued after an offline payment of the same stay is not refused.
 */
export type SeenStay = { status: string; checkIn: string; checkOut: string; room: string }

/** What changed in a stay since it was seen, the first of: its status, its dates, its room. */
export type StayChange =
  | { kind: 'status'; now: string }
  | { kind: 'dates'; checkIn: string; checkOut: string }
  | { kind: 'room' }

/** The history's action of a change of dates or room, and of a status step taken back. */
export const STAY_MOVED_LINE = 'Changed dates or room'
export const UNDO_LINE = 'Undo'

/** History lines that record a change of status. */
const STATUS_LINES: ReadonlySet<string> = new Set([
  ...Object.values(BOOKING_ACTIONS).map((action) => action.label),
  UNDO_LINE,
  booking.expired,
])

/** The stay's terms in one shape, its days as YYYY-MM-DD and its room as an id. */
function termsOf(stay: {
  status?: unknown
  checkIn?: unknown
  checkOut?: unknown
  room?: unknown
}) {
  return {
    status: String(stay.status ?? ''),
    checkIn: ghanaDay(typeof stay.checkIn === 'string' ? stay.checkIn : ''),
    checkOut: ghanaDay(typeof stay.checkOut === 'string' ? stay.checkOut : ''),
    room: relationId(stay.room),
  }
}

/** The stay as seen, from a request's `seenStatus`, `seenCheckIn`, `seenCheckOut`, `seenRoom`. */
export function seenStayOf(body: Record<string, unknown>): SeenStay | null {
  const seen = termsOf({
    status: body.seenStatus,
    checkIn: body.seenCheckIn,
    checkOut: body.seenCheckOut,
    room: typeof body.seenRoom === 'number' ? String(body.seenRoom) : body.seenRoom,
  })
  return seen.status && seen.checkIn && seen.checkOut && seen.room ? seen : null
}

export function changeSince(
  seen: SeenStay,
  stay: { status?: unknown; checkIn?: unknown; checkOut?: unknown; room?: unknown },
): StayChange | null {
  const now = termsOf(stay)
  if (now.status !== seen.status) return { kind: 'status', now: now.status }
  if (now.checkIn !== seen.checkIn || now.checkOut !== seen.checkOut) {
    return { kind: 'dates', checkIn: now.checkIn, checkOut: now.checkOut }
  }
  if (now.room !== seen.room) return { kind: 'room' }
  return null
}

type Line = { at?: string | null; byName?: string | null; action?: string | null }

/** The stay's latest history line that made this change, when its history has one. */
export function lineOfChange<T extends Line>(
  history: readonly T[] | null | undefined,
  change: StayChange,
): T | undefined {
  const fits = (line: T) =>
    change.kind === 'status'
      ? STATUS_LINES.has(line.action ?? '')
      : (line.action ?? '') === STAY_MOVED_LINE
  return [...(history ?? [])].reverse().find(fits)
}

/**
 * The refusal of a step made offline on a stay that changed meanwhile: what changed, when and by
 * whom (from its history line), and what to do. `roomName` is the stay's room now.
 */
export function staleStayMessage(
  change: StayChange,
  line: Line | undefined,
  roomName: string,
  today: string,
): string {
  const what =
    change.kind === 'status'
      ? isBookingStatus(change.now)
        ? offline.statusReached[change.now]
        : offline.deleted
      : change.kind === 'dates'
        ? offline.movedTo(`${formatNight(change.checkIn)} – ${formatNight(change.checkOut)}`)
        : offline.movedToRoom(roomName)
  const at = line?.at ?? ''
  const when = !at
    ? ''
    : ghanaDay(at) === today
      ? offline.at(timeInGhana(at))
      : offline.onAt(formatDate(at), timeInGhana(at))
  return offline.staleStay(what, when, line?.byName ?? '')
}
