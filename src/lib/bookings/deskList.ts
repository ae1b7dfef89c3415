/**
 * What the booking desk's list asks for, as Payload `where` queries. Waiting requests come first,
 * all of them whatever their dates, because each one waits for an answer; then the stays that end
 * today or later, soonest check-in first. Past stays are left out unless the dates asked for
 * start earlier, or a search is looking for a guest or a reference.
 */
import { DAY_MS, dayStart } from '@/lib/dates'
import { BOOKING_STATUSES } from './status'

export type DeskFilters = { status: string; room: string; from: string; to: string; q: string }
export const NO_DESK_FILTERS: DeskFilters = { status: '', room: '', from: '', to: '', q: '' }

type Where = Record<string, unknown>

/** Rows fetched per "Load more". */
export const DESK_PAGE_SIZE = 25

/** Soonest check-in first; bookings with the same check-in keep the order they were made. */
export const DESK_SORT = 'checkIn,createdAt'

const midnight = (day: string) => `${day}T00:00:00.000Z`

/** The day after a YYYY-MM-DD day, as a stored timestamp: the end of a range that includes `day`. */
export function endOfDay(day: string): string {
  return new Date(dayStart(day) + DAY_MS).toISOString()
}

/** Room, dates and search: what both parts of the list share. */
function shared(filters: DeskFilters): Where[] {
  const and: Where[] = []
  if (filters.room) and.push({ room: { equals: filters.room } })
  // A stay is in the range when any of its nights is.
  if (filters.from) and.push({ checkOut: { greater_than: midnight(filters.from) } })
  if (filters.to) and.push({ checkIn: { less_than: endOfDay(filters.to) } })
  const q = filters.q.trim()
  if (q) {
    and.push({
      or: [
        { guestName: { like: q } },
        { phone: { like: q } },
        { reference: { like: q.toUpperCase() } },
        // A group's reference finds every room of its request.
        { group: { like: q.toUpperCase() } },
      ],
    })
  }
  return and
}

/** The waiting requests, or null when the status chosen is another one. */
export function requestsWhere(filters: DeskFilters): Where | null {
  if (filters.status && filters.status !== 'requested') return null
  return { and: [{ status: { equals: 'requested' } }, ...shared(filters)] }
}

/** True when the list leaves out stays that ended before today. */
export function hidesPastStays(filters: DeskFilters): boolean {
  return !filters.from && !filters.q.trim()
}

/** Every other booking the filters ask for, or null when only requests are asked for. */
export function staysWhere(filters: DeskFilters, today: string): Where | null {
  if (filters.status === 'requested') return null
  const status = filters.status
    ? { status: { equals: filters.status } }
    : { status: { in: BOOKING_STATUSES.filter((value) => value !== 'requested') } }
  const and: Where[] = [status, ...shared(filters)]
  // Check-out today still counts: the guest is leaving today and may owe money.
  if (hidesPastStays(filters)) and.push({ checkOut: { greater_than_equal: midnight(today) } })
  return { and }
}
