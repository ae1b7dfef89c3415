import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { ViewRooms } from '@/components/admin/Rooms/ViewRooms'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { ContractRoom } from '@/lib/rooms/contract'
import { NO_ROOMS_HINT } from '@/lib/rooms/filters'

import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'
import { contractRoomFixture } from '../../helpers/fixtures/rooms'

const created = (day: number) => `2026-01-${String(day).padStart(2, '0')}T08:00:00.000Z`

const ROOMS: ContractRoom[] = [
  contractRoomFixture('Studio Room', 200, { createdAt: created(1) }),
  contractRoomFixture('Executive Suite', 500, { createdAt: created(4) }),
  contractRoomFixture('Deluxe King Room', 450, {
    offer: true,
    discountedPrice: 400,
    createdAt: created(3),
  }),
  // An offer ticked with a price not below the regular one is no offer.
  contractRoomFixture('Queen Room', 350, {
    offer: true,
    discountedPrice: 350,
    isAvailable: false,
    createdAt: created(2),
  }),
]

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ViewRooms />
      <Toasts />
    </SWRConfig>,
  )
}

const listed = () => screen.queryAllByTestId('room-name').map((name) => name.textContent)
const tile = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling

describe('ViewRooms', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('counts the rooms by kind and lists them newest first, each with its status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ROOMS))
    show()
    expect(await screen.findAllByTestId('room-name')).toHaveLength(4)
    expect(listed()).toEqual(['Executive Suite', 'Deluxe King Room', 'Queen Room', 'Studio Room'])
    const counts: Array<[string, string]> = [
      ['Total Rooms', '4'],
      ['Premium Rooms', '2'],
      ['On Offer', '1'],
      ['Available', '3'],
    ]
    expect.assertions(counts.length + 6)
    for (const [label, count] of counts) expect(tile(label)).toHaveTextContent(count)
    const queen = screen.getByText('Queen Room').closest('tr') as HTMLElement
    expect(within(queen).getByText('Hidden')).toBeInTheDocument()
    expect(within(queen).queryByText('On Offer')).toBeNull()
    const deluxe = screen.getByText('Deluxe King Room').closest('tr') as HTMLElement
    expect(within(deluxe).getByRole('img', { name: 'Premium' })).toBeInTheDocument()
    expect(deluxe).toHaveTextContent('₵400')
  })

  it('narrows the list by search and filter, and says when nothing matches', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ROOMS))
    show()
    await screen.findAllByTestId('room-name')
    const filter = screen.getByLabelText('Filter rooms')
    fireEvent.change(filter, { target: { value: 'premium' } })
    expect(listed()).toEqual(['Executive Suite', 'Deluxe King Room'])
    fireEvent.change(filter, { target: { value: 'standard' } })
    expect(listed()).toEqual(['Queen Room', 'Studio Room'])
    fireEvent.change(filter, { target: { value: 'offer' } })
    expect(listed()).toEqual(['Deluxe King Room'])
    fireEvent.change(filter, { target: { value: 'all' } })
    fireEvent.change(screen.getByLabelText('Search rooms'), { target: { value: 'SUITE' } })
    expect(listed()).toEqual(['Executive Suite'])
    fireEvent.change(screen.getByLabelText('Search rooms'), { target: { value: 'penthouse' } })
    expect(listed()).toEqual([])
    expect(screen.getByText('No rooms found')).toBeInTheDocument()
    expect(screen.getByText(NO_ROOMS_HINT.filtered)).toBeInTheDocument()
  })

  it('hides a shown room and shows a hidden one, sending the opposite of what it is', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ROOMS))
    show()
    await screen.findAllByTestId('room-name')
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Hide Studio Room' }))
    await expectToast(MESSAGES.rooms.nowHidden('Studio Room'))
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Show Queen Room' }))
    await expectToast(MESSAGES.rooms.nowVisible('Queen Room'))
    const sent = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => [url, JSON.parse(String(init?.body))])
    expect(sent).toEqual([
      [API.room.update('studio-room'), { isAvailable: false }],
      [API.room.update('queen-room'), { isAvailable: true }],
    ])
    // Each change reads the list again, so the row shows what the server now holds.
    const reads = () => fetchMock.mock.calls.filter(([url]) => url === API.room.all).length
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(3))
  })

  it('deletes a room only once the dialog naming it is confirmed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ROOMS))
    show()
    await screen.findAllByTestId('room-name')
    fireEvent.click(screen.getByRole('button', { name: 'Delete Studio Room' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('Studio Room')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Delete Studio Room' }))
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true }))
    fetchMock.mockResolvedValue(jsonResponse(ROOMS.slice(1)))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Room' }))
    await expectToast(MESSAGES.rooms.deleted)
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')
    expect(deletes.map(([url]) => url)).toEqual([API.room.delete('studio-room')])
    await waitFor(() => expect(listed()).not.toContain('Studio Room'))
  })

  it("shows the server's reason when the rooms cannot be read, and no empty-list hint", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Database asleep' }, 500))
    show()
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent === 'Database asleep'),
      ).toBe(true),
    )
    expect(screen.queryByText('No rooms found')).toBeNull()
  })
})
