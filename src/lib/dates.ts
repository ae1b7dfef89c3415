import { onFirstUse } from '@/lib/onFirstUse'

/**
 * Dates as the house counts them. Ghana keeps GMT all year (no daylight saving), so a calendar day
 * in Ghana is a UTC day, and stays are counted in whole nights between two YYYY-MM-DD dates.
 */

/** A calendar date as forms and the API carry it. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** One day; days in Ghana are UTC days, so every day has exactly this many milliseconds. */
export const DAY_MS = 86_400_000

/** Today in Ghana, as YYYY-MM-DD. */
export function todayInGhana(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/**
 * Whether a YYYY-MM-DD date is a day of the calendar: 30 February is not, though a loose reading
 * would take it for 2 March.
 */
export function isCalendarDay(isoDate: string): boolean {
  const start = dayStart(isoDate)
  return !Number.isNaN(start) && new Date(start).toISOString().slice(0, 10) === isoDate
}

/** Midnight in Ghana at the start of a YYYY-MM-DD day, as epoch milliseconds (NaN when not a date). */
export function dayStart(isoDate: string): number {
  return ISO_DATE.test(isoDate) ? startOfDayOf(isoDate) : Number.NaN
}

/** Midnight in Ghana at the start of the day a stored timestamp falls on, as epoch milliseconds. */
export function startOfDayOf(value: string | number | Date): number {
  const date = new Date(value)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}

/** The YYYY-MM-DD day `days` days after `isoDate` (before it when negative). */
export function addDays(isoDate: string, days: number): string {
  return new Date(dayStart(isoDate) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole nights between two YYYY-MM-DD dates (0 when the order is wrong or a date is missing). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const nights = Math.round((dayStart(checkOut) - dayStart(checkIn)) / DAY_MS)
  return nights > 0 ? nights : 0
}

const stayDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)

/** YYYY-MM-DD as guests read it, e.g. "Fri, 12 Jun 2026"; anything else is left as typed. */
export function formatStayDate(isoDate: string): string {
  const time = dayStart(isoDate)
  return Number.isNaN(time) ? isoDate : stayDate().format(time)
}

const shortDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)

/** A stored timestamp as staff read it in lists, e.g. "12 Jun 2026" (the Ghana date). */
export function formatDate(value: string | number | Date): string {
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? '' : shortDate().format(time)
}

const nightDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
)

/** A night of a stay in a list of nights, e.g. "Fri 4 Dec" (the year is the stay's). */
export function formatNight(isoDate: string): string {
  const time = dayStart(isoDate)
  return Number.isNaN(time) ? isoDate : nightDate().format(time)
}

/** The time of day in Ghana a stored timestamp falls at, as a 24-hour clock reads it: "09:05". */
export function timeInGhana(value: string | number | Date): string {
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(11, 16)
}

const dayOfMonth = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
)

/**
 * The nights from `first` to `last`, both included, as a price list reads them: "25 Dec",
 * "7–23 Dec", "24 Dec–1 Jan" (the year is the coming months').
 */
export function formatNightSpan(first: string, last: string): string {
  const from = dayOfMonth().format(dayStart(first))
  if (first === last) return from
  const to = dayOfMonth().format(dayStart(last))
  if (first.slice(0, 7) === last.slice(0, 7)) return `${Number(first.slice(8, 10))}–${to}`
  return `${from}–${to}`
}
