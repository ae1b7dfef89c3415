import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { BlockDetails } from '@/components/admin/Bookings/BlockDetails'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { RoomBlock } from '@/payload-types'

import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const block = (change: Partial<RoomBlock> = {}): RoomBlock => ({
  id: 'block-1',
  room: 'room-1',
  startDate: `${day(3)}T00:00:00.000Z`,
  endDate: `${day(4)}T00:00:00.000Z`,
  reason: 'maintenance',
  note: 'Painting',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...change,
})

function show(shown: RoomBlock) {
  const onClose = jest.fn()
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BlockDetails block={shown} roomName="Garden Room" onClose={onClose} />
    </SWRConfig>,
  )
  return onClose
}

const deletes = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url)

describe('BlockDetails', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
    fetchMock.mockResolvedValue(jsonResponse({ doc: block() }))
  })

  afterEach(() => cleanup())

  it('removes a maintenance block only once staff confirm it', async () => {
    const onClose = show(block())
    expect(screen.getByRole('heading', { name: 'Maintenance block' })).toBeInTheDocument()
    expect(screen.getByText(/\(1 night\)/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Remove block' }))
    const ask = screen.getByRole('dialog', { name: 'Remove this block?' })
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    await act(async () => {})
    expect(deletes(fetchMock)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Remove block' }))
    const again = screen.getByRole('dialog', { name: 'Remove this block?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Remove block' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(deletes(fetchMock)).toEqual([API.roomBlock('block-1')])
  })

  it('shows an imported block with its source and no way to remove it', () => {
    show(
      block({
        reason: 'external',
        note: 'Reserved',
        feedUrl: 'https://ical.booking.com/v1/export?t=abc',
        endDate: `${day(6)}T00:00:00.000Z`,
      }),
    )
    expect(screen.getByRole('heading', { name: 'Booked on another site' })).toBeInTheDocument()
    expect(screen.getByTestId('block-source')).toHaveTextContent(
      MESSAGES.booking.importedBlock('ical.booking.com'),
    )
    expect(screen.getByText('Event')).toBeInTheDocument()
    expect(screen.getByText(/\(3 nights\)/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove block' })).toBeNull()
  })
})
