'use client'

import useSWR from 'swr'

import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'

import { swrFetcher } from '@/components/admin/api'

/** Waiting guests' requests, counted for the sidebar; refreshed every minute and on focus. */
export const PENDING_KEY = API.bookingsWaiting
const fetchCount = swrFetcher<{ totalDocs: number }>('')

/** `className` hides the badge with the labels when the sidebar is slim; it is still announced. */
export function PendingCount({ className }: { className?: string }) {
  const { data } = useSWR(PENDING_KEY, fetchCount, { refreshInterval: 60_000 })
  const count = data?.totalDocs ?? 0
  if (!count) return null
  return (
    <span
      className={cn(
        'ml-auto rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-stone-900',
        className,
      )}
      data-testid="pending-count"
    >
      {count}
      <span className="sr-only"> {count === 1 ? 'request waiting' : 'requests waiting'}</span>
    </span>
  )
}
