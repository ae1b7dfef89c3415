/**
 * The ranges of days reports are asked for, as people mean them: a calendar month runs from its 1st
 * to its last day (an export of "this month" holds the stays later in the month too), and a range is
 * whole Ghana days, both ends included, as YYYY-MM-DD.
 */
import { addDays, ISO_DATE, nightsBetween } from '@/lib/dates'

export type DayRange = { from: string; to: string }

/** The longest range a report reads at once: a year and a day. */
export const MAX_REPORT_DAYS = 366

/** The calendar month `offset` months from the one `today` falls in (0 this month, -1 last month). */
export function calendarMonth(today: string, offset = 0): DayRange {
  const [year, month] = today.split('-').map(Number)
  const first = new Date(Date.UTC(year, month - 1 + offset, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) }
}

/** The shortcuts beside a range's two dates. */
export const MONTH_SHORTCUTS = [
  { label: 'This month', offset: 0 },
  { label: 'Last month', offset: -1 },
] as const

/** Days in a range, both ends included. */
export function daysIn(range: DayRange): number {
  return nightsBetween(range.from, range.to) + 1
}

/** Whether two YYYY-MM-DD dates make a range a report can read: in order, at most a year apart. */
export function isReportRange(from: string, to: string): boolean {
  return (
    ISO_DATE.test(from) &&
    ISO_DATE.test(to) &&
    !Number.isNaN(Date.parse(from)) &&
    !Number.isNaN(Date.parse(to)) &&
    from <= to &&
    daysIn({ from, to }) <= MAX_REPORT_DAYS
  )
}

/** The `days` days ending with `today`, today included. */
export function lastDays(today: string, days: number): DayRange {
  return { from: addDays(today, 1 - days), to: today }
}

/** The range of the same length just before: a calendar month's is the month before it. */
export function rangeBefore(range: DayRange): DayRange {
  const month = calendarMonth(range.from)
  if (month.from === range.from && month.to === range.to) return calendarMonth(range.from, -1)
  const days = daysIn(range)
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) }
}

/** [from, to) in epoch milliseconds: the start of the first day to the end of the last. */
export function rangeMs(range: DayRange): { from: number; to: number } {
  return {
    from: Date.parse(`${range.from}T00:00:00.000Z`),
    to: Date.parse(`${addDays(range.to, 1)}T00:00:00.000Z`),
  }
}
