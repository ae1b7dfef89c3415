/**
 * The dashboard's ranges: the rolling 7, 30 or 90 days ending today (30 unless asked), a calendar
 * month (this month, last month), or any two days; each compared with the range just before it.
 */
import {
  calendarMonth,
  daysIn,
  isReportRange,
  lastDays,
  rangeBefore,
  type DayRange,
} from './reportRanges'

export const DASHBOARD_PERIODS = [7, 30, 90] as const
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30

/** The selector's choices: the rolling periods, then the calendar months. */
export const DASHBOARD_CHOICES = [
  ...DASHBOARD_PERIODS.map((days) => ({ value: String(days), label: `Last ${days} days` })),
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
] as const

export type DashboardRange = {
  /** The choice asked for: "7", "30", "90", "this-month", "last-month" or "custom". */
  period: string
  current: DayRange
  previous: DayRange
  /** What the trends compare with: "previous 30 days", "previous month". */
  against: string
}

export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly number[]).includes(Number(value))
}

export function parsePeriod(value: string | null | undefined): DashboardPeriod {
  return isDashboardPeriod(value) ? (Number(value) as DashboardPeriod) : DEFAULT_DASHBOARD_PERIOD
}

/**
 * The range asked for (`period`, or `from` and `to` for any two days), or null when the two days
 * are not a range a report can read; an unknown period is the default 30 days.
 */
export function dashboardRange(
  query: { period?: string | null; from?: string | null; to?: string | null },
  today: string,
): DashboardRange | null {
  if (query.from || query.to) {
    const current = { from: query.from ?? '', to: query.to ?? '' }
    if (!isReportRange(current.from, current.to)) return null
    return withBefore('custom', current)
  }
  if (query.period === 'this-month' || query.period === 'last-month') {
    const current = calendarMonth(today, query.period === 'this-month' ? 0 : -1)
    return withBefore(query.period, current)
  }
  const days = parsePeriod(query.period)
  return withBefore(String(days), lastDays(today, days))
}

function withBefore(period: string, current: DayRange): DashboardRange {
  const previous = rangeBefore(current)
  const month = calendarMonth(current.from)
  const isMonth = month.from === current.from && month.to === current.to
  return {
    period,
    current,
    previous,
    against: isMonth ? 'previous month' : `previous ${daysIn(current)} days`,
  }
}

export type Trend = { direction: 'up' | 'down' | 'flat'; text: string }

const round1 = (value: number) => Math.round(value * 10) / 10

/** "+12% vs previous 30 days"; occupancy moves in percentage points. */
export function trendText(
  current: number,
  previous: number,
  compared: string,
  unit: 'percent' | 'points' = 'percent',
): Trend {
  const against = `vs ${compared}`
  if (unit === 'points') {
    const change = round1(current - previous)
    if (change === 0) return { direction: 'flat', text: `No change ${against}` }
    return {
      direction: change > 0 ? 'up' : 'down',
      text: `${change > 0 ? '+' : ''}${change} pts ${against}`,
    }
  }
  if (current === previous) return { direction: 'flat', text: `No change ${against}` }
  if (previous === 0) return { direction: 'up', text: `Up from none ${against}` }
  const change = Math.round(((current - previous) / previous) * 100)
  return {
    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
    text: `${change > 0 ? '+' : ''}${change}% ${against}`,
  }
}
