'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { swrFetcher } from '@/components/admin/api'
import { PageTitle } from '@/components/admin/PageTitle'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { OwedPage } from '@/lib/reports/owed'

import { OwedRow } from './OwedRow'

const T = MESSAGES.owed
const fetchOwed = swrFetcher<OwedPage>(T.fetchFailed)

/**
 * The balances owed by guests who have left, the longest unpaid first, a page at a time: each
 * with its amount, the guest's phone and the owner's balance message one tap from WhatsApp.
 */
export function BalancesOwed() {
  const [page, setPage] = useState(1)
  const { data, error, isLoading } = useSWR(API.bookingsOwed(page), fetchOwed, {
    keepPreviousData: true,
  })

  return (
    <div className="space-y-4">
      <PageTitle title={T.title} subtitle={T.subtitle} />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {(error as Error).message || T.fetchFailed}
        </p>
      )}
      {isLoading && !data && <p role="status">{T.loading}</p>}
      {data && data.count === 0 && (
        <p className="rounded-xl bg-white p-4 text-sm text-stone-600">{T.none}</p>
      )}
      {data && data.count > 0 && (
        <>
          <p className="font-semibold text-stone-900" data-testid="owed-total">
            {T.totalLine(data.count, data.total)}
          </p>
          <ul className="space-y-2" aria-label={T.title}>
            {data.stays.map((stay) => (
              <OwedRow key={stay.id} stay={stay} />
            ))}
          </ul>
          {data.totalPages > 1 && (
            <nav className="flex items-center justify-between gap-2" aria-label={T.title}>
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={data.page <= 1}
                onClick={() => setPage(data.page - 1)}
              >
                {T.previous}
              </button>
              <span className="text-sm text-stone-600">{T.pageOf(data.page, data.totalPages)}</span>
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={data.page >= data.totalPages}
                onClick={() => setPage(data.page + 1)}
              >
                {T.next}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}
