'use client'

import { useState } from 'react'

import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { DESK_PAGE_SIZE, DESK_SORT } from '@/lib/bookings/deskList'
import type { Booking } from '@/payload-types'

import { BookingRow } from './BookingRow'
import { apiUrl } from './query'
import { useBookingPage } from './useDesk'

type Where = Record<string, unknown>

const pageUrl = (where: Where, page: number) =>
  apiUrl(API.bookings, where, {
    depth: 1,
    limit: DESK_PAGE_SIZE,
    page,
    sort: DESK_SORT,
    // Who wrote each line of a stay's history, by name: the list shows nothing else of them.
    'populate[users][name]': 'true',
  })

/** One page of the section's bookings; each page is fetched and refreshed on its own. */
function BookingPage({ url, onOpen }: { url: string; onOpen: (b: Booking) => void }) {
  const { data } = useBookingPage(url)
  return (data?.docs ?? []).map((booking) => (
    <BookingRow key={booking.id} booking={booking} onOpen={onOpen} />
  ))
}

/**
 * A titled part of the list with its count, a page of bookings at a time and "Load more" for the
 * rest. `hideWhenEmpty` leaves out a part with nothing in it (no request waiting).
 */
export function BookingSection({
  id,
  title,
  where,
  note,
  hideWhenEmpty,
  onOpen,
}: {
  id: string
  title: string
  where: Where
  note?: string
  hideWhenEmpty?: boolean
  onOpen: (b: Booking) => void
}) {
  const [pages, setPages] = useState(1)
  const urls = Array.from({ length: pages }, (_, index) => pageUrl(where, index + 1))
  const first = useBookingPage(urls[0])
  const last = useBookingPage(urls[urls.length - 1])
  const total = first.data?.totalDocs
  if (hideWhenEmpty && total === 0) return null
  const shown = Math.min(total ?? 0, pages * DESK_PAGE_SIZE)

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2" data-testid={id}>
      <h2 id={`${id}-title`} className="text-sm font-semibold text-stone-700">
        {title}
        {total !== undefined && <span data-testid={`${id}-count`}> ({total})</span>}
      </h2>
      {note && <p className="text-xs text-stone-600">{note}</p>}
      {first.error && (
        <p className="rounded-lg bg-red-50 p-3 text-red-800">{(first.error as Error).message}</p>
      )}
      {first.isLoading && <p className="text-stone-600">Loading bookings...</p>}
      {total === 0 && (
        <p className="rounded-lg bg-white p-6 text-center text-stone-600">No bookings found</p>
      )}
      <ul className="space-y-2" aria-label={title}>
        {urls.map((url) => (
          <BookingPage key={url} url={url} onOpen={onOpen} />
        ))}
      </ul>
      {last.data?.hasNextPage && (
        <button
          type="button"
          onClick={() => setPages(pages + 1)}
          className={cn(buttonClass.secondary, 'w-full')}
        >
          Load more ({shown} of {total} shown)
        </button>
      )}
    </section>
  )
}
