import { dayStart, nightsBetween } from '@/lib/dates'

/**
 * Bounds on what staff enter for a stay or a block, on every door: a typo of 2062 for 2026 would
 * otherwise close a room for decades, one row per night, and the room's calendar feed would carry it.
 */
export const STAFF_MAX_NIGHTS = 365
export const STAFF_YEARS_AROUND_TODAY = 2

/** The first and last day a stay or block may touch, from today (YYYY-MM-DD). */
export function staffDateRange(today: string): { from: string; to: string } {
  // 29 February moved by whole years is 1 March.
  const shift = (years: number) => {
    const date = new Date(dayStart(today))
    date.setUTCFullYear(date.getUTCFullYear() + years)
    return date.toISOString().slice(0, 10)
  }
  return { from: shift(-STAFF_YEARS_AROUND_TODAY), to: shift(STAFF_YEARS_AROUND_TODAY) }
}

export type StaffStayProblem =
  { kind: 'tooLong'; max: number } | { kind: 'outOfRange'; from: string; to: string }

/** Why staff may not enter this stay or block (YYYY-MM-DD days), or null when they may. */
export function staffStayProblem(
  start: string,
  end: string,
  today: string,
): StaffStayProblem | null {
  if (nightsBetween(start, end) > STAFF_MAX_NIGHTS) {
    return { kind: 'tooLong', max: STAFF_MAX_NIGHTS }
  }
  const { from, to } = staffDateRange(today)
  if (start < from || end > to) return { kind: 'outOfRange', from, to }
  return null
}
