/**
 * The months the owner's report reads: a month is written YYYY-MM and runs from its 1st to its
 * last day, both included (`calendarMonth`); its weeks are the 1st–7th, 8th–14th, 15th–21st,
 * 22nd–28th and the days left, so no week spills into the next month and weeks add up to it.
 */
import { addDays } from '@/lib/dates'
import { calendarMonth, type DayRange } from './reportRanges'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The month asked for, or null for anything that is not YYYY-MM. */
export function parseMonth(text: string | null | undefined): string | null {
  return text && MONTH.test(text) ? text : null
}

/** The month a day falls in. */
export function monthOf(day: string): string {
  return day.slice(0, 7)
}

/** The month `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  return monthOf(calendarMonth(`${month}-01`, offset).from)
}

export function monthDays(month: string): DayRange {
  return calendarMonth(`${month}-01`)
}

/** The `count` months ending with `month`, oldest first. */
export function monthsEnding(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(month, i - count + 1))
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The month's weeks, as above. */
export function weeksOf(month: string): DayRange[] {
  const { from, to } = monthDays(month)
  const weeks: DayRange[] = []
  for (let start = from; start <= to; start = addDays(start, 7)) {
    const end = addDays(start, 6)
    weeks.push({ from: start, to: end < to ? end : to })
  }
  return weeks
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** A month as people read it: "December 2026"; short, "Dec 26", for a chart's axis. */
export function monthLabel(month: string, short = false): string {
  const [year, number] = month.split('-').map(Number)
  const name = MONTH_NAMES[number - 1] ?? ''
  return short ? `${name.slice(0, 3)} ${String(year).slice(2)}` : `${name} ${year}`
}
