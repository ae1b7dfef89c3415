'use client'

import { useState } from 'react'

import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { todayInGhana } from '@/lib/dates'
import { calendarMonth, MONTH_SHORTCUTS } from '@/lib/reports/reportRanges'

/**
 * Bookings (by check-in) and payments (by date received) for a date range, as CSV files. The range
 * starts as this calendar month, 1st to last day: "this month" holds the stays checking in later
 * in the month too.
 */
export function ExportCsv() {
  const today = todayInGhana()
  const [from, setFrom] = useState(() => calendarMonth(today).from)
  const [to, setTo] = useState(() => calendarMonth(today).to)
  const href = (kind: string) => API.bookingsExport(new URLSearchParams({ from, to, kind }))
  const input = cn(portalInput, 'border-stone-300')
  return (
    <div className="grid grid-cols-2 gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 className="col-span-2 font-semibold">Export for the accountant</h2>
      <div className="col-span-2 flex gap-2" role="group" aria-label="Months">
        {MONTH_SHORTCUTS.map((shortcut) => {
          const month = calendarMonth(today, shortcut.offset)
          const chosen = month.from === from && month.to === to
          return (
            <button
              key={shortcut.label}
              type="button"
              aria-pressed={chosen}
              onClick={() => {
                setFrom(month.from)
                setTo(month.to)
              }}
              className={cn(chosen ? buttonClass.primary : buttonClass.secondary, 'flex-1')}
            >
              {shortcut.label}
            </button>
          )
        })}
      </div>
      <label className="text-sm">
        From
        <input
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className={input}
        />
      </label>
      <label className="text-sm">
        To
        <input
          type="date"
          value={to}
          min={from}
          onChange={(e) => setTo(e.target.value)}
          className={input}
        />
      </label>
      <a href={href('bookings')} download className={buttonClass.secondary}>
        Bookings CSV
      </a>
      <a href={href('payments')} download className={buttonClass.secondary}>
        Payments CSV
      </a>
    </div>
  )
}
