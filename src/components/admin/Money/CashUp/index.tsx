'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { formatDate, todayInGhana } from '@/lib/dates'
import type { TakingsEntry } from '@/lib/money/moneyEntry'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'

import { swrFetcher } from '@/components/admin/api'
import { PageTitle } from '@/components/admin/PageTitle'
import { useSession } from '@/components/admin/Session'

import { DayClose } from './DayClose'
import { EntryList } from './EntryList'

export type { TakingsEntry }

type Group = { key: string; label: string; total: number; entries: TakingsEntry[] }

export type Takings = {
  range: { from: string; to: string }
  total: number
  byMethod: Group[]
  byNetwork: Group[]
  /** Written in these days but dated earlier: counted on its own day, listed here too. */
  recordedLate?: { total: number; entries: TakingsEntry[] }
}

type StaffList = { docs: { id: string; name: string }[] }

const fetchTakings = swrFetcher<Takings>(MESSAGES.cashUp.fetchFailed)
const fetchStaff = swrFetcher<StaffList>(MESSAGES.cashUp.fetchFailed)

/** A total with the entries behind it, opened with one tap. */
function GroupTotal({ group, testId }: { group: Group; testId: string }) {
  return (
    <details className="rounded-lg bg-white ring-1 ring-stone-200" data-testid={testId}>
      <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-2 px-4 font-medium">
        <span>
          {group.label}{' '}
          <span className="text-sm font-normal text-stone-500">({group.entries.length})</span>
        </span>
        <span data-testid={`${testId}-total`}>{formatPesewas(group.total)}</span>
      </summary>
      <div className="px-4 pb-2">
        <EntryList entries={group.entries} />
      </div>
    </details>
  )
}

/**
 * The day's takings at the desk: what came in by each method and mobile-money network, refunds
 * taken off, each total opening onto the entries behind it, and the same entries as a CSV.
 * Reception see what they recorded; an admin sees everyone's, or one person's.
 */
export function CashUp({ initialDay }: { initialDay?: string } = {}) {
  const { state } = useSession()
  const isAdmin = state.currentUser?.role === 'admin'
  const [day, setDay] = useState(initialDay ?? todayInGhana())
  const [user, setUser] = useState('')
  const query = new URLSearchParams({ day, ...(user ? { user } : {}) })
  const { data, error, isLoading } = useSWR(day ? API.cashUp(query) : null, fetchTakings, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
  const { data: staff } = useSWR(isAdmin ? API.staff : null, fetchStaff)
  const csv = API.cashUp(new URLSearchParams({ ...Object.fromEntries(query), format: 'csv' }))

  return (
    <div className="mx-auto max-w-xl">
      <PageTitle
        title="Cash-up"
        subtitle={isAdmin ? 'Takings by method and network' : 'The takings you recorded'}
      />
      <div className="mb-4 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        <label className="text-sm">
          Day
          <input
            type="date"
            value={day}
            max={todayInGhana()}
            onChange={(event) => setDay(event.target.value)}
            className={cn(portalInput, 'border-stone-300')}
          />
        </label>
        {isAdmin && (
          <label className="text-sm">
            Recorded by
            <select
              value={user}
              onChange={(event) => setUser(event.target.value)}
              className={cn(portalInput, 'border-stone-300')}
            >
              <option value="">Everyone</option>
              {(staff?.docs ?? []).map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      {error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {(error as Error).message || MESSAGES.cashUp.fetchFailed}
        </p>
      )}
      {isLoading && !data && (
        <p role="status" className="rounded-xl bg-white p-6 text-center text-stone-600">
          Loading takings...
        </p>
      )}

      {data && (
        <div className="space-y-3" aria-busy={isLoading}>
          <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <p className="text-sm text-stone-600">{formatDate(data.range.from)}: total taken</p>
            <p className="text-3xl font-bold text-stone-900" data-testid="takings-total">
              {formatPesewas(data.total)}
            </p>
          </div>
          {data.byMethod.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-stone-600">
              {MESSAGES.cashUp.noTakings}
            </p>
          ) : (
            <>
              <h2 className="pt-2 text-base font-semibold">By method</h2>
              {data.byMethod.map((group) => (
                <GroupTotal key={group.key} group={group} testId={`method-${group.key}`} />
              ))}
              {data.byNetwork.length > 0 && (
                <>
                  <h2 className="pt-2 text-base font-semibold">Mobile money by network</h2>
                  {data.byNetwork.map((group) => (
                    <GroupTotal key={group.key} group={group} testId={`network-${group.key}`} />
                  ))}
                </>
              )}
            </>
          )}
          {data.recordedLate && data.recordedLate.entries.length > 0 && (
            <GroupTotal
              group={{
                key: 'recorded-late',
                label: MESSAGES.cashUp.recordedLate,
                ...data.recordedLate,
              }}
              testId="recorded-late"
            />
          )}
          <a href={csv} download className={cn(buttonClass.secondary, 'w-full')}>
            Download CSV
          </a>
        </div>
      )}
      {/* The close counts the whole day, whoever recorded its money: not one person's takings. */}
      {!user && (
        <div className="mt-6">
          <DayClose day={day} />
        </div>
      )}
    </div>
  )
}
