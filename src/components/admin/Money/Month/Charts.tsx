import { month as TEXTS } from '@/lib/messages/month'
import { formatPesewas } from '@/lib/money/amounts'
import type { MonthData } from '@/lib/reports/month'
import { monthLabel } from '@/lib/reports/monthRange'

import { MonthChart, type ChartPoint } from './MonthChart'

const dayNumber = (day: string) => String(Number(day.slice(8)))
/** Charts draw cedis: whole numbers on the axis read better than pesewas. */
const cedis = (pesewas: number) => pesewas / 100

/** The month's three charts: occupancy by day, revenue by week, the last 12 months' revenue. */
export function MonthCharts({ data }: { data: MonthData }) {
  const days: ChartPoint[] = data.byDay.map((day) => ({
    label: dayNumber(day.day),
    value: day.occupancy,
    text: `${day.occupancy}% (${TEXTS.occupancyNote(day.occupied, day.available)})`,
  }))
  const weeks: ChartPoint[] = data.byWeek.map((week) => ({
    label: `${dayNumber(week.from)}–${dayNumber(week.to)}`,
    value: cedis(week.revenue),
    text: formatPesewas(week.revenue),
  }))
  const months: ChartPoint[] = data.lastTwelve.map((month) => ({
    label: monthLabel(month.month, true),
    value: cedis(month.revenue),
    text: formatPesewas(month.revenue),
  }))
  const summary = (title: string, points: readonly ChartPoint[]) =>
    TEXTS.chartSummary(
      title,
      points.map((point) => `${point.label} ${point.text}`),
    )
  return (
    <div className="month-charts grid grid-cols-1 gap-3 lg:grid-cols-2">
      <MonthChart
        testId="chart-by-day"
        title={TEXTS.byDay}
        kind="bar"
        points={days}
        summary={summary(`${TEXTS.byDay}, ${monthLabel(data.month)}`, days)}
        valueHeading={TEXTS.percentColumn}
        labelEvery={5}
      />
      <MonthChart
        testId="chart-by-week"
        title={TEXTS.byWeek}
        kind="bar"
        points={weeks}
        summary={summary(`${TEXTS.byWeek}, ${monthLabel(data.month)}`, weeks)}
        valueHeading={TEXTS.columns.revenue}
      />
      <MonthChart
        testId="chart-last-twelve"
        title={TEXTS.lastTwelve}
        kind="line"
        points={months}
        summary={summary(TEXTS.lastTwelve, months)}
        valueHeading={TEXTS.columns.revenue}
        labelEvery={2}
      />
    </div>
  )
}
