import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { RoomCalendar } from '@/components/admin/Bookings/RoomCalendar'
import type { DeskRoom } from '@/components/admin/Bookings/useDesk'
import type { Booking, RoomBlock } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const rooms: DeskRoom[] = ['Garden', 'Cocoa'].map((name, at) => ({
  id: `room-${at + 1}`,
  name,
  regularPrice: 300,
  discountedPrice: null,
  offer: false,
  housekeeping: 'clean',
}))

const stay = (
  reference: string,
  status: Booking['status'],
  room: string,
  from: number,
  to: number,
) =>
  bookingFixture({
    id: reference,
    reference,
    status,
    room,
    checkIn: `${day(from)}T00:00:00.000Z`,
    checkOut: `${day(to)}T00:00:00.000Z`,
  })

const BOOKINGS = [
  stay('RP-STAY', 'confirmed', 'room-1', 0, 2),
  stay('RP-ASK1', 'requested', 'room-2', 1, 3),
  stay('RP-ASK2', 'requested', 'room-2', 2, 3),
]

const BLOCK: RoomBlock = {
  id: 'block-1',
  room: 'room-1',
  startDate: `${day(5)}T00:00:00.000Z`,
  endDate: `${day(6)}T00:00:00.000Z`,
  reason: 'maintenance',
  note: 'Painting',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

const page = <T,>(docs: T[]) =>
  jsonResponse({ docs, totalDocs: docs.length, page: 1, totalPages: 1, hasNextPage: false })

async function show() {
  const onOpen = jest.fn<(booking: Booking) => void>()
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RoomCalendar rooms={rooms} onOpen={onOpen} />
    </SWRConfig>,
  )
  await screen.findByRole('button', { name: new RegExp(`^${day(0)} stay`) })
  return { onOpen, calendar: within(screen.getByTestId('room-calendar')) }
}

/** Each room's row as the kind of each night, free nights as "-". */
const rows = () =>
  rooms.map((room) =>
    [
      ...(screen
        .getByRole('rowheader', { name: room.name })
        .parentElement?.querySelectorAll('td') ?? []),
    ].map((cell) => cell.querySelector('button')?.getAttribute('data-kind') ?? '-'),
  )

describe('RoomCalendar', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/room-blocks') ? page([BLOCK]) : page(BOOKINGS),
    )
  })

  afterEach(() => cleanup())

  it('shows each night as free, a stay, a request or a block, 14 days from today', async () => {
    await show()
    const [garden, cocoa] = rows()
    expect(garden).toHaveLength(14)
    expect(garden.slice(0, 7)).toEqual(['stay', 'stay', '-', '-', '-', 'block', '-'])
    expect(cocoa.slice(0, 4)).toEqual(['-', 'request', 'request', '-'])
    expect(screen.getByRole('button', { name: `2 requests ${day(2)} RP-ASK1` })).toHaveTextContent(
      '2',
    )
    expect(screen.getByRole('button', { name: `${day(1)} request RP-ASK1` })).toHaveTextContent('')
  })

  it('spans 30 days on request', async () => {
    await show()
    const thirty = screen.getByRole('button', { name: '30 days' })
    fireEvent.click(thirty)
    expect(thirty).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: '14 days' })).toHaveAttribute('aria-pressed', 'false')
    expect(rows()[0]).toHaveLength(30)
  })

  it('opens a stay for its booking and a block in its own dialog', async () => {
    const { onOpen } = await show()
    fireEvent.click(screen.getByRole('button', { name: `${day(1)} stay RP-STAY` }))
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'RP-STAY' }))
    fireEvent.click(screen.getByRole('button', { name: `${day(5)} blocked Maintenance` }))
    expect(screen.getByRole('heading', { name: 'Maintenance block' })).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toHaveTextContent('Garden')
    expect(onOpen).toHaveBeenCalledTimes(1)
    await act(async () => {})
  })
})
