import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { BookingsList } from '@/components/admin/Bookings/BookingsList'
import type { DeskRoom } from '@/components/admin/Bookings/useDesk'
import { DESK_PAGE_SIZE } from '@/lib/bookings/deskList'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const rooms: DeskRoom[] = [
  {
    id: 'room-1',
    name: 'Garden',
    regularPrice: 300,
    discountedPrice: null,
    offer: false,
    housekeeping: 'clean',
  },
]

const booking = (reference: string, status: Booking['status']) =>
  bookingFixture({ id: reference, reference, status })

/** Whether the list asked for requests only, read from the query it sent. */
const asksRequests = (url: string) => decodeURIComponent(url).includes('[status][equals]=requested')
const pageOf = (url: string) => Number(new URL(url, 'http://desk').searchParams.get('page'))

/** The server: `requests` waiting, and `stays` other bookings served a page at a time. */
function serve(fetchMock: FetchMock, requests: Booking[], stays: Booking[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    const all = asksRequests(url) ? requests : stays
    const page = pageOf(url)
    const docs = all.slice((page - 1) * DESK_PAGE_SIZE, page * DESK_PAGE_SIZE)
    return jsonResponse({
      docs,
      totalDocs: all.length,
      page,
      totalPages: Math.ceil(all.length / DESK_PAGE_SIZE),
      hasNextPage: page * DESK_PAGE_SIZE < all.length,
    })
  })
}

async function settle(fetchMock: FetchMock) {
  await act(async () => {
    await Promise.all(fetchMock.mock.results.map((result) => result.value))
  })
}

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BookingsList rooms={rooms} onOpen={() => {}} />
    </SWRConfig>,
  )
}

describe('BookingsList', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('puts waiting requests first, then current and upcoming stays, each with its count', async () => {
    serve(fetchMock, [booking('RP-ASK', 'requested')], [booking('RP-STAY', 'confirmed')])
    show()
    expect(await screen.findByTestId('waiting-requests-count')).toHaveTextContent('(1)')
    expect(await screen.findByTestId('stays-count')).toHaveTextContent('(1)')
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent)
    expect(headings).toEqual(['Waiting requests (1)', 'Current and upcoming stays (1)'])
    expect(screen.getByText(MESSAGES.booking.upcomingOnly)).toBeInTheDocument()
  })

  it('leaves out the requests part when none wait, but says when no stay is found', async () => {
    serve(fetchMock, [], [])
    show()
    await screen.findByTestId('stays-count')
    await settle(fetchMock)
    expect(screen.queryByTestId('waiting-requests')).toBeNull()
    expect(screen.getByText('No bookings found')).toBeInTheDocument()
  })

  it('shows one part only when a status is chosen, and every stay once a search is typed', async () => {
    serve(fetchMock, [booking('RP-ASK', 'requested')], [booking('RP-STAY', 'confirmed')])
    show()
    await screen.findByTestId('stays-count')
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'requested' } })
    await settle(fetchMock)
    expect(screen.getByTestId('waiting-requests')).toBeInTheDocument()
    expect(screen.queryByTestId('stays')).toBeNull()

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } })
    await settle(fetchMock)
    expect(screen.queryByTestId('waiting-requests')).toBeNull()
    fireEvent.change(screen.getByLabelText('Search by name, phone or reference'), {
      target: { value: 'Ama' },
    })
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Stays/ })).toBeInTheDocument())
    expect(screen.queryByText(MESSAGES.booking.upcomingOnly)).toBeNull()
  })

  it('loads the rest a page at a time, saying how many are shown', async () => {
    const many = Array.from({ length: DESK_PAGE_SIZE + 3 }, (_, at) =>
      booking(`RP-${String(at).padStart(3, '0')}`, 'confirmed'),
    )
    serve(fetchMock, [], many)
    show()
    const more = await screen.findByRole('button', {
      name: `Load more (${DESK_PAGE_SIZE} of ${many.length} shown)`,
    })
    fireEvent.click(more)
    await waitFor(() =>
      expect(
        screen.getByRole('list', { name: 'Current and upcoming stays' }).children,
      ).toHaveLength(many.length),
    )
    expect(screen.queryByRole('button', { name: /^Load more/ })).toBeNull()
  })
})
