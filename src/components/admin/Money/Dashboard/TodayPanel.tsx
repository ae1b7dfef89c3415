import Link from 'next/link'

import type { DashboardData } from '@/lib/reports'

const FIGURES = [
  { key: 'arrivals', label: "Today's arrivals" },
  { key: 'departures', label: "Today's departures" },
  { key: 'pending', label: 'Pending requests' },
] as const

/** The desk's day at a glance, from the real bookings; each figure opens the Today screen. */
export function TodayPanel({ today }: { today: DashboardData['today'] }) {
  return (
    <section
      aria-label="Today at the desk"
      className="mb-4 grid grid-cols-3 gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
      data-testid="panel-today"
    >
      {FIGURES.map(({ key, label }) => (
        <Link
          key={key}
          href="/admin/today"
          className="min-h-11 rounded-lg p-2 text-center hover:bg-stone-50"
        >
          <span
            className={
              key === 'pending' && today.pending > 0
                ? 'block text-2xl font-bold text-amber-700'
                : 'block text-2xl font-bold text-stone-900'
            }
            data-testid={`today-${key}`}
          >
            {today[key]}
          </span>
          <span className="block text-xs text-stone-600">{label}</span>
        </Link>
      ))}
    </section>
  )
}
