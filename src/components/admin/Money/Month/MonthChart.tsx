'use client'

import { useEffect, useRef } from 'react'

import { cn } from '@/lib/cn'

import { month as TEXTS } from '@/lib/messages/month'

import { loadCharts } from './loadCharts'

/** Up to this many bars have room to be wide; a month's days are drawn thin, to fit a phone. */
const FEW = 12

export type ChartPoint = { label: string; value: number; text: string }

type MonthChartProps = {
  title: string
  kind: 'bar' | 'line'
  points: readonly ChartPoint[]
  /** What the chart shows, in one sentence, for those who cannot see it. */
  summary: string
  /** The heading of the values' column in the chart's table. */
  valueHeading: string
  /** Every n-th label on the axis, so 31 days stay readable on a phone. */
  labelEvery?: number
  testId: string
}

/**
 * One of the month's charts, drawn in SVG (it prints sharp at any size) once the library has
 * loaded; the figures behind it are always in a table beside it, read by screen readers and
 * printed with the chart, so nothing depends on the drawing.
 */
export function MonthChart({
  title,
  kind,
  points,
  summary,
  valueHeading,
  labelEvery = 1,
  testId,
}: MonthChartProps) {
  const drawing = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const target = drawing.current
    if (!target) return
    let chart: { detach: () => void; update: () => void } | null = null
    let cancelled = false
    const data = { labels: points.map((p) => p.label), series: [points.map((p) => p.value)] }
    const options = {
      height: '100%',
      chartPadding: { top: 10, right: 4, bottom: 0, left: 0 },
      axisX: {
        showGrid: false,
        labelInterpolationFnc: (label: unknown, index: number) =>
          index % labelEvery === 0 ? String(label) : '',
      },
      axisY: { onlyInteger: true },
    }
    loadCharts()
      .then(({ BarChart, LineChart }) => {
        if (cancelled) return
        chart =
          kind === 'bar'
            ? new BarChart(target, data, options)
            : new LineChart(target, data, options)
      })
      // The table says everything the drawing would: a library that fails to load costs nothing.
      .catch(() => undefined)
    // Printing lays the page out anew at A4's width: the drawing is redone to fit it, and again after.
    const redraw = () => chart?.update()
    window.addEventListener('beforeprint', redraw)
    window.addEventListener('afterprint', redraw)
    return () => {
      cancelled = true
      window.removeEventListener('beforeprint', redraw)
      window.removeEventListener('afterprint', redraw)
      chart?.detach()
    }
  }, [kind, points, labelEvery])

  return (
    <figure
      className="month-chart-figure rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-testid={testId}
    >
      <figcaption className="text-base font-semibold text-stone-900">{title}</figcaption>
      <div
        ref={drawing}
        role="img"
        aria-label={summary}
        className={cn('month-chart mt-2 h-48 w-full', points.length <= FEW && 'month-chart-few')}
      />
      {/* Hidden on screen by a box of its own: a table is never narrower than its figures, so
          hidden itself it would still widen a phone's page beyond the screen. */}
      <div className="sr-only print:not-sr-only print:mt-2">
        <table className="w-full text-xs">
          <caption className="sr-only">{TEXTS.chartTable}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {title}
              </th>
              <th scope="col" className="text-right">
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row" className="text-left font-normal">
                  {point.label}
                </th>
                <td className="text-right">{point.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
