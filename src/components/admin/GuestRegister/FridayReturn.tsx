'use client'

import { useState } from 'react'
import { toast } from 'react-toastify'
import useSWR from 'swr'

import { swrFetcher } from '@/components/admin/api'
import { PageTitle } from '@/components/admin/PageTitle'
import { useSession } from '@/components/admin/Session'
import { fetchJson } from '@/components/ui/fetchJson'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { addDays, formatDate, todayInGhana } from '@/lib/dates'
import type { ReturnRow } from '@/lib/guestRegister/fridayReturn'
import { weekOf, type RegisterWeek } from '@/lib/guestRegister/week'
import { MESSAGES } from '@/lib/messages'

type Answer = {
  week: RegisterWeek
  rows: ReturnRow[]
  sent: { at: string; by: string } | null
}

const COLUMNS: Array<[keyof ReturnRow, string]> = [
  ['fullName', 'Name'],
  ['nationality', 'Nationality'],
  ['documentNumber', 'Passport number'],
  ['arrival', 'Arrival'],
  ['departure', 'Departure'],
  ['arrivingFrom', 'From'],
  ['goingTo', 'Going to'],
  ['purpose', 'Purpose'],
]

/**
 * The Immigration Service's weekly return: the foreign guests who arrived in a week (Monday to
 * Sunday, last week unless chosen), to print or download as CSV; an admin marks it as sent.
 */
export function FridayReturn({ initialWeek }: { initialWeek?: string }) {
  const { state } = useSession()
  const isAdmin = state.currentUser?.role === 'admin'
  const [weekDay, setWeekDay] = useState(initialWeek ?? addDays(todayInGhana(), -7))
  const week = weekOf(weekDay)
  const { data, error, mutate } = useSWR(
    API.register.fridayReturn(week.from),
    swrFetcher<Answer>(MESSAGES.guestRegister.readFailed),
  )

  async function markSent() {
    try {
      const answer = await fetchJson<{ message: string }>(
        API.register.returnSent,
        { method: 'POST', body: JSON.stringify({ week: week.from }) },
        MESSAGES.guestRegister.readFailed,
      )
      toast.success(answer.message)
      await mutate()
    } catch (problem) {
      toast.error((problem as Error).message)
    }
  }

  return (
    <div className="space-y-4">
      <PageTitle
        title="Friday return"
        subtitle={`Foreign guests who arrived ${formatDate(week.from)} – ${formatDate(week.to)}`}
        actions={
          <>
            <a
              href={API.register.fridayReturn(week.from, true)}
              download
              className={buttonClass.secondary}
            >
              CSV
            </a>
            <button type="button" className={buttonClass.secondary} onClick={() => window.print()}>
              Print
            </button>
          </>
        }
      />
      <label className="block text-sm font-medium text-stone-800 print:hidden">
        A day of the week
        <input
          type="date"
          value={weekDay}
          onChange={(event) => event.target.value && setWeekDay(event.target.value)}
          className={`${portalInput} border-stone-300`}
        />
      </label>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {(error as Error).message}
        </p>
      )}
      {data && (
        <>
          {data.rows.length === 0 ? (
            <p className="rounded-xl bg-white p-4 text-sm text-stone-600">
              No foreign guest arrived this week
            </p>
          ) : (
            <div className="overflow-x-auto rounded-xl bg-white">
              <table className="w-full text-left text-sm" data-testid="friday-return">
                <thead>
                  <tr className="border-b border-stone-200">
                    <th className="p-2">No.</th>
                    {COLUMNS.map(([key, label]) => (
                      <th key={key} className="p-2">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row, index) => (
                    <tr key={`${row.fullName}-${row.arrival}-${index}`} className="border-b">
                      <td className="p-2">{index + 1}</td>
                      {COLUMNS.map(([key]) => (
                        <td key={key} className="p-2">
                          {row[key]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data.sent ? (
            <p role="status" className="text-sm text-stone-700" data-testid="return-sent">
              Marked as sent by {data.sent.by}, {formatDate(data.sent.at)}
            </p>
          ) : (
            isAdmin && (
              <button
                type="button"
                className={`${buttonClass.primary} print:hidden`}
                onClick={markSent}
              >
                Mark as sent
              </button>
            )
          )}
        </>
      )}
    </div>
  )
}
