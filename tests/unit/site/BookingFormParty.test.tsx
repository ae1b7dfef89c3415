import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import { BookingForm } from '@/components/site/BookingForm'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'

import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const STAY = { checkIn: day(10), checkOut: day(13), nights: 3 }
const DELUXE = { _id: 'deluxe', name: 'Deluxe King Room', nightlyPrice: 400, total: 1200 }
const DOUBLE = { _id: 'double', name: 'Double Bed Room', nightlyPrice: 250, total: 750 }
const QUEEN = { _id: 'queen', name: 'Queen Comfort Room', nightlyPrice: 350, total: 1050 }

/** The house answers as the server does: no one room takes five, two rooms together do. */
function answer(url: string) {
  const query = new URL(url, 'http://localhost').searchParams
  const guests = Number(query.get('guests'))
  const room = (offered: typeof DELUXE, maxGuests: number) => ({
    ...offered,
    maxGuests,
    available: guests <= maxGuests,
  })
  const rooms = [room(DELUXE, 3), room(QUEEN, 2), room(DOUBLE, 2)]
  const combinations =
    guests === 5
      ? [
          {
            total: 1950,
            rooms: [
              { ...DELUXE, guests: 3, children: 2 },
              { ...DOUBLE, guests: 2, children: 1 },
            ],
          },
          {
            total: 2250,
            rooms: [
              { ...DELUXE, guests: 3, children: 2 },
              { ...QUEEN, guests: 2, children: 1 },
            ],
          },
        ]
      : []
  return jsonResponse({ ...STAY, guests, rooms, combinations })
}

describe('BookingForm for a party no one room takes', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
    const popup = { opener: window, location: { href: '' }, close: jest.fn() }
    window.open = jest.fn(() => popup as unknown as Window) as typeof window.open
  })

  afterEach(() => cleanup())

  it('offers free rooms together for five guests, and one tap fills the form’s rooms', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/bookings/request')
        ? jsonResponse({ reference: 'RP-4K7Q', whatsappUrl: 'https://wa.me/1' }, 201)
        : answer(String(url)),
    )
    render(<BookingForm whatsappNumber="233241234567" phones={['024 123 4567']} />)
    const change = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
    change(/^Check-in Date/, STAY.checkIn)
    change(/^Check-out Date/, STAY.checkOut)
    change(/^Guests$/, '5')
    change(/^Children under 5$/, '3')

    const offers = await screen.findByTestId('room-combinations')
    expect(offers).toHaveTextContent(MESSAGES.party.combinationsTitle(5))
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      API.availability(
        new URLSearchParams({
          checkIn: STAY.checkIn,
          checkOut: STAY.checkOut,
          guests: '5',
          children: '3',
        }),
      ),
    )
    const choices = within(offers).getAllByRole('button')
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Deluxe King Room (3 guests) + Double Bed Room (2 guests): ₵1,950 in total',
      'Deluxe King Room (3 guests) + Queen Comfort Room (2 guests): ₵2,250 in total',
    ])

    fireEvent.click(choices[0])

    expect(await screen.findByRole('radio', { name: /Deluxe King Room/ })).toBeChecked()
    expect(screen.getByLabelText(/^Guests$/)).toHaveValue('3')
    expect(screen.getByLabelText(/^Children under 5$/)).toHaveValue('2')
    const second = within(screen.getByRole('region', { name: 'Room 2' }))
    expect(second.getByLabelText(/^Guests in room 2/)).toHaveValue('2')
    expect(second.getByLabelText(/^Children under 5 in room 2/)).toHaveValue('1')
    await waitFor(() =>
      expect(second.getByRole('radio', { name: /Double Bed Room/ })).toBeChecked(),
    )

    change(/^Full Name/, 'Efua Mensah')
    change(/^Phone Number/, '0241234567')
    fireEvent.click(screen.getByRole('button', { name: /Book on WhatsApp/ }))
    expect(await screen.findByText('RP-4K7Q')).toBeInTheDocument()
    const request = fetchMock.mock.calls.find(([url]) => url === API.bookingRequest)
    expect(JSON.parse(String(request?.[1]?.body))).toMatchObject({
      roomId: 'deluxe',
      guests: '3',
      children: '2',
      moreRooms: [{ roomId: 'double', guests: '2', children: '1' }],
    })
  })

  it('says young children do not count when the owner says so, under the owner’s age', () => {
    render(
      <BookingForm
        whatsappNumber="233241234567"
        phones={['024 123 4567']}
        childPolicy={{ childAge: 12, childrenCount: false }}
      />,
    )
    expect(screen.getByLabelText(/^Children under 12$/)).toHaveValue('0')
    expect(screen.getByText(MESSAGES.party.childrenFree(12))).toBeInTheDocument()
  })
})

describe('BookingForm for children alone', () => {
  afterEach(() => cleanup())

  it('asks for an adult before sending anything', async () => {
    const fetchMock = mockFetch()
    fetchMock.mockImplementation(async (url) => answer(String(url)))
    window.open = jest.fn() as typeof window.open
    render(<BookingForm whatsappNumber="233241234567" phones={['024 123 4567']} />)
    const change = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
    change(/^Check-in Date/, STAY.checkIn)
    change(/^Check-out Date/, STAY.checkOut)
    change(/^Children under 5$/, '1')
    fireEvent.click(await screen.findByRole('radio', { name: /Deluxe King Room/ }))
    change(/^Full Name/, 'Efua Mensah')
    change(/^Phone Number/, '0241234567')
    fireEvent.click(screen.getByRole('button', { name: /Book on WhatsApp/ }))
    expect(document.getElementById('booking-children-error')).toHaveTextContent(
      MESSAGES.party.childrenTooMany,
    )
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(API.bookingRequest)
    expect(window.open).not.toHaveBeenCalled()
  })
})
