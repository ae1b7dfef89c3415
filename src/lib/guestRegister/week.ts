import { addDays, dayStart } from '@/lib/dates'

/** A week of the Friday return, Monday to Sunday, as YYYY-MM-DD Ghana days. */
export type RegisterWeek = { from: string; to: string }

/** 0 for Monday … 6 for Sunday. */
function weekdayFromMonday(isoDate: string): number {
  return (new Date(dayStart(isoDate)).getUTCDay() + 6) % 7
}

/** The Monday-to-Sunday week a day falls in. */
export function weekOf(isoDate: string): RegisterWeek {
  const from = addDays(isoDate, -weekdayFromMonday(isoDate))
  return { from, to: addDays(from, 6) }
}

export function isFriday(isoDate: string): boolean {
  return weekdayFromMonday(isoDate) === 4
}

/**
 * The return due on a day: on a Friday, the last whole week (Monday to Sunday) before it, whose
 * arrivals are all known; on any other day none is due.
 */
export function returnWeekDueOn(today: string): RegisterWeek | null {
  return isFriday(today) ? weekOf(addDays(today, -7)) : null
}
