/**
 * The room × day calendar of the booking desk: for each room and each day from `from`, what holds
 * that night. Confirmed and checked-in stays and blocks take the night (see availability.ts);
 * requests are shown beside them so staff see what waits, but never take it.
 */
import { addDays } from '@/lib/dates'
import { ghanaDay, stayNights, takesNights } from './availability'

export const CALENDAR_SPANS = [14, 30] as const
export type CalendarSpan = (typeof CALENDAR_SPANS)[number]

export type CalendarStay = {
  id: string
  room: string
  checkIn: string
  checkOut: string
  status: string
  reference?: string | null
  guestName?: string | null
}
export type CalendarBlock = {
  id: string
  room: string
  startDate: string
  endDate: string
  reason: string
}

export type CalendarCell =
  | { kind: 'free' }
  | { kind: 'stay'; status: string; id: string; label: string }
  | { kind: 'block'; id: string; label: string }
  | { kind: 'request'; count: number; id: string; label: string }

/** The `span` days from `from`, as YYYY-MM-DD. */
export function calendarDays(from: string, span: number): string[] {
  return stayNights(from, addDays(from, span))
}

export function calendarGrid(
  roomIds: readonly string[],
  days: readonly string[],
  stays: readonly CalendarStay[],
  blocks: readonly CalendarBlock[],
): Map<string, CalendarCell[]> {
  const grid = new Map<string, CalendarCell[]>()
  for (const roomId of roomIds) {
    const cells = new Map<string, CalendarCell>(days.map((day) => [day, { kind: 'free' }]))
    for (const block of blocks.filter((item) => item.room === roomId)) {
      for (const night of stayNights(ghanaDay(block.startDate), ghanaDay(block.endDate))) {
        if (cells.has(night)) {
          const label = block.reason === 'external' ? 'External' : 'Maintenance'
          cells.set(night, { kind: 'block', id: block.id, label })
        }
      }
    }
    for (const stay of stays.filter((item) => item.room === roomId)) {
      const taking = takesNights(stay.status)
      if (!taking && stay.status !== 'requested') continue
      for (const night of stayNights(ghanaDay(stay.checkIn), ghanaDay(stay.checkOut))) {
        const cell = cells.get(night)
        if (!cell) continue
        const label = stay.reference ?? stay.guestName ?? ''
        if (taking) cells.set(night, { kind: 'stay', status: stay.status, id: stay.id, label })
        else if (cell.kind === 'free')
          cells.set(night, { kind: 'request', count: 1, id: stay.id, label })
        else if (cell.kind === 'request') cells.set(night, { ...cell, count: cell.count + 1 })
      }
    }
    grid.set(
      roomId,
      days.map((day) => cells.get(day) as CalendarCell),
    )
  }
  return grid
}
