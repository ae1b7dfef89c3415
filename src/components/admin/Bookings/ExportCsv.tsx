'use client'

import { useState } from 'react'

import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { todayInGhana } from '@/lib/dates'

/** Bookings (by check-in) and payments (by date received) for a date range, as CSV files. */
export function ExportCsv() {
  const today = todayInGhana()
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const href = (kind: string) => API.bookingsExport(new URLSearchParams({ from, to, kind }))
  const input = cn(portalInput, 'border-stone-300')
  return (
    <div className="grid grid-cols-2 gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 className="col-span-2 font-semibold">Export for the accountant</h2>
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
