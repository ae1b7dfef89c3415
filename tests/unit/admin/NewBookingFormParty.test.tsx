import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { NewBookingForm } from '@/components/admin/Bookings/NewBookingForm'
import type { DeskRoom } from '@/components/admin/Bookings/useDesk'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'

import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const rooms: DeskRoom[] = ['Baobab', 'Cocoa'].map((name) => ({
  id: name.toLowerCase(),
  name,
  regularPrice: 300,
  discountedPrice: null,
  offer: false,
  housekeeping: 'clean',
}))

/** The desk's options as the server answers them: no one room takes five, both together do. */
function options(url: string) {
  const guests = Number(new URL(url, 'http://localhost').searchParams.get('guests'))
  const room = (name: string, maxGuests: number) => ({
    _id: name.toLowerCase(),
    name,
    isAvailable: true,
    maxGuests,
    available: guests <= maxGuests,
    price: 60000,
    nightPrices: [
      { night: day(0), price: 30000 },
      { night: day(1), price: 30000 },
    ],
  })
  return jsonResponse({
    nights: 2,
    guests,
    childPolicy: { childAge: 5, childrenCount: true },
    rooms: [room('Baobab', 3), room('Cocoa', 2)],
    combinations:
      guests === 5
        ? [
            {
              total: 1200,
              rooms: [
                { _id: 'baobab', name: 'Baobab', guests: 3, children: 2, total: 600 },
                { _id: 'cocoa', name: 'Cocoa', guests: 2, children: 1, total: 600 },
              ],
            },
          ]
        : [],
  })
}

describe('NewBookingForm for a party no one room takes', () => {
  let fetchMock: FetchMock
  const saved: Array<{ url: string; body: Record<string, unknown> }> = []

  beforeEach(() => {
    saved.length = 0
    fetchMock = mockFetch()
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).startsWith('/api/bookings/options')) return options(String(url))
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>
      saved.push({ url: String(url), body })
      const doc = { id: `b${saved.length}`, reference: `RP-000${saved.length}` }
      return jsonResponse(url === API.walkIn ? { booking: doc } : { doc }, 201)
    })
  })

  afterEach(() => cleanup())

  it('offers the free rooms together in one tap and saves them in one request as one group, each room with its share of the party', async () => {
    let closed = false
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <NewBookingForm kind="booking" rooms={rooms} onClose={() => (closed = true)} />
      </SWRConfig>,
    )
    const form = within(screen.getByRole('dialog'))
    fireEvent.change(form.getByLabelText('Check-out'), { target: { value: day(2) } })
    fireEvent.change(form.getByLabelText('Guests'), { target: { value: '5' } })
    fireEvent.change(form.getByLabelText('Children under 5'), { target: { value: '3' } })
    const offers = await form.findByTestId('desk-combinations')
    expect(offers).toHaveTextContent(MESSAGES.party.combinationsTitle(5))

    fireEvent.click(within(offers).getByRole('button', { name: /Baobab \(3 guests\) \+ Cocoa/ }))
    expect(form.getByLabelText('Guests')).toHaveValue(3)
    expect(form.getByLabelText('Children under 5')).toHaveValue(2)
    await waitFor(() => expect(form.getByLabelText('Room')).toHaveValue('baobab'))
    expect(form.getByRole('status')).toHaveTextContent(
      MESSAGES.walkIn.together('Baobab (3 guests) + Cocoa (2 guests)'),
    )
    // Rooms together are priced by the rates: no price typed by hand.
    expect(form.queryByLabelText('Price of the stay (₵)')).toBeNull()

    fireEvent.change(form.getByLabelText('Guest name'), { target: { value: 'Kwame Boateng' } })
    fireEvent.click(form.getByRole('button', { name: 'New booking' }))
    await waitFor(() => expect(closed).toBe(true))

    expect(saved).toEqual([
      {
        url: API.walkIn,
        body: expect.objectContaining({
          room: 'baobab',
          guests: 3,
          adults: 1,
          children: 2,
          guestName: 'Kwame Boateng',
          source: 'phone',
          status: 'confirmed',
          moreRooms: [{ room: 'cocoa', guests: 2, adults: 1, children: 1 }],
        }),
      },
    ])
  })
})
