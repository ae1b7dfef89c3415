/**
 * How full the house was. A room's night is occupied when an agreed stay (confirmed, checked in
 * or completed) or a stay imported from a booking site's calendar covers it: a guest slept there
 * either way. A night the room could not be let (a maintenance block, or tonight while the room
 * is out of order) is neither occupied nor available: it leaves the denominator, so a room closed
 * for repairs does not make the house look empty. Two stays on one night count it once.
 */
import { DAY_MS, startOfDayOf } from '@/lib/dates'

/** Nights [from, to): a night belongs to the day it starts. */
export type NightSpan = { room: string; from: string | Date; to: string | Date }

export type RoomNights = { occupied: number; available: number }

export type OccupancyInput = {
  rooms: ReadonlyArray<{ id: string; outOfOrder?: boolean }>
  /** Agreed stays and imported booking-site stays. */
  stays: readonly NightSpan[]
  /** Maintenance blocks. */
  closed: readonly NightSpan[]
  /** [from, to) in ms, whole days. */
  range: { from: number; to: number }
  /** The start of today: an out-of-order room cannot be let tonight. */
  today: number
}

function addNights(into: Set<number>, span: NightSpan, range: { from: number; to: number }) {
  const start = Math.max(startOfDayOf(span.from), range.from)
  const end = Math.min(startOfDayOf(span.to), range.to)
  for (let night = start; night < end; night += DAY_MS) into.add(night)
}

/** Each room's occupied and available nights in the range. Spans of unknown rooms are ignored. */
export function roomNights(input: OccupancyInput): Map<string, RoomNights> {
  const { range } = input
  const days = Math.round((range.to - range.from) / DAY_MS)
  const taken = new Map(input.rooms.map((room) => [room.id, new Set<number>()]))
  const shut = new Map(input.rooms.map((room) => [room.id, new Set<number>()]))
  for (const room of input.rooms) {
    if (room.outOfOrder && input.today >= range.from && input.today < range.to) {
      shut.get(room.id)?.add(input.today)
    }
  }
  for (const span of input.closed) {
    const set = shut.get(span.room)
    if (set) addNights(set, span, range)
  }
  for (const span of input.stays) {
    const set = taken.get(span.room)
    if (set) addNights(set, span, range)
  }
  const result = new Map<string, RoomNights>()
  for (const room of input.rooms) {
    const closed = shut.get(room.id) as Set<number>
    const occupied = [...(taken.get(room.id) as Set<number>)].filter((n) => !closed.has(n)).length
    result.set(room.id, { occupied, available: days - closed.size })
  }
  return result
}

/** Occupied over available, as a percentage with one decimal; 0 when nothing was available. */
export function occupancyPercent(nights: RoomNights): number {
  return nights.available > 0 ? Math.round((nights.occupied / nights.available) * 1000) / 10 : 0
}

/** The whole house: every room's nights added up. */
export function houseNights(perRoom: Map<string, RoomNights>): RoomNights {
  let occupied = 0
  let available = 0
  for (const nights of perRoom.values()) {
    occupied += nights.occupied
    available += nights.available
  }
  return { occupied, available }
}
