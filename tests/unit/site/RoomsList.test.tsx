import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'

import { RoomsList } from '@/components/site/RoomsList'
import type { ContractRoom } from '@/lib/rooms/contract'

import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'
import { contractRoomFixture } from '../../helpers/fixtures/rooms'

const room = contractRoomFixture

const ROOMS = [
  room('Studio Room', 200),
  room('Executive Suite', 500),
  room('Deluxe King Room', 450, { offer: true, discountedPrice: 400 }),
  room('Hidden Room', 350, { isAvailable: false }),
  room('Queen Comfort Room', 350),
]

function renderList(initialRooms?: ContractRoom[]) {
  return render(<RoomsList initialRooms={initialRooms} whatsappNumber="024 123 4567" />)
}

const names = (testId: string) =>
  Array.from(screen.getByTestId(testId).querySelectorAll('[data-testid="room-card"]')).map((card) =>
    card.getAttribute('data-room-name'),
  )

describe('RoomsList states', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows "Loading rooms..." until the list arrives, then both groups without hidden rooms', async () => {
    let answer: (value: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    renderList()
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms...')
    expect(fetchMock).toHaveBeenCalledWith('/api/room/get-all-rooms', expect.anything())

    await act(async () => answer(jsonResponse(ROOMS)))
    expect(await screen.findByRole('heading', { name: 'Premium Rooms' })).toBeInTheDocument()
    expect(screen.queryByText('Loading rooms...')).not.toBeInTheDocument()
    expect(names('premium-rooms')).toEqual(['Executive Suite', 'Deluxe King Room'])
    expect(names('standard-rooms')).toEqual(['Queen Comfort Room', 'Studio Room'])
    expect(screen.queryByText('Hidden Room')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Standard Rooms' })).toBeInTheDocument()
    expect(screen.getByText('11% OFF')).toBeInTheDocument()
  })

  it('shows the error view with Try Again, which reloads the page', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Failed to fetch rooms' }, 500),
    )
    // jsdom cannot navigate: a reload shows up as its "not implemented" report.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      renderList()
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Failed to fetch rooms')
      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
      expect(reported.mock.calls.flat().map(String).join(' ')).toMatch(/navigation/i)
    } finally {
      reported.mockRestore()
    }
  })

  it('treats an object with success false as a failure even with status 200', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Failed to fetch rooms' }))
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch rooms')
  })

  it('gives each card the prices the server worked out for its room, and keeps them after a check', async () => {
    fetchMock.mockResolvedValue(jsonResponse(ROOMS))
    render(
      <RoomsList
        initialRooms={ROOMS}
        whatsappNumber="024 123 4567"
        priceRanges={{ 'studio-room': '₵200–₵300 a night; 24 Dec–1 Jan ₵300' }}
      />,
    )
    await act(async () => {})
    const studio = screen
      .getAllByTestId('room-card')
      .find((card) => card.getAttribute('data-room-name') === 'Studio Room') as HTMLElement
    expect(studio).toHaveTextContent('₵200–₵300 a night; 24 Dec–1 Jan ₵300')
    expect(screen.getAllByTestId('room-price-range')).toHaveLength(1)
  })

  it('paints the server list at once and follows the endpoint afterwards', async () => {
    fetchMock.mockResolvedValue(jsonResponse([room('Executive Suite', 550)]))
    renderList([room('Executive Suite', 500), room('Studio Room', 200)])
    // First paint: the server's data, no loading state.
    expect(screen.queryByText('Loading rooms...')).not.toBeInTheDocument()
    expect(names('standard-rooms')).toEqual(['Studio Room'])
    expect(await screen.findByText('₵550')).toBeInTheDocument()
    expect(screen.queryByText('Studio Room')).not.toBeInTheDocument()
  })

  it('checks again when the guest comes back to the tab', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([room('Executive Suite', 500)]))
    renderList([room('Executive Suite', 500)])
    await act(async () => {})
    expect(fetchMock).toHaveBeenCalledTimes(1)

    fetchMock.mockResolvedValueOnce(jsonResponse([room('Executive Suite', 600)]))
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(await screen.findByText('₵600')).toBeInTheDocument()
  })
})
