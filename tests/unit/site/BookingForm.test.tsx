import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import { BookingForm } from '@/components/site/BookingForm'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import { formatCedis } from '@/lib/money/amounts'
import { BOOKING_MESSAGES } from '@/lib/validation/booking'

import { day } from '../../helpers/fixtures/dates'
import { INDICATIVE_RATES } from '../../helpers/fixtures/indicativeRates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const FREE = {
  checkIn: day(10),
  checkOut: day(12),
  nights: 2,
  rooms: [{ _id: 'room-1', name: 'Garden Room', nightlyPrice: 300, total: 600, available: true }],
}

function setup(indicativeRates: typeof INDICATIVE_RATES | null = null) {
  render(
    <BookingForm
      whatsappNumber="233241234567"
      phones={['024 123 4567']}
      indicativeRates={indicativeRates}
    />,
  )
  const change = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  const submit = () => fireEvent.click(screen.getByRole('button', { name: /Book on WhatsApp/ }))
  const chooseDates = async () => {
    change(/^Check-in Date/, FREE.checkIn)
    change(/^Check-out Date/, FREE.checkOut)
    await screen.findByRole('radio', { name: /Garden Room/ })
  }
  const fillRequest = async () => {
    await chooseDates()
    fireEvent.click(screen.getByRole('radio', { name: /Garden Room/ }))
    change(/^Full Name/, 'Ama Serwaa')
    change(/^Phone Number/, '0241234567')
  }
  return { submit, chooseDates, fillRequest }
}

describe('BookingForm', () => {
  let fetchMock: FetchMock
  let popup: { opener: unknown; location: { href: string }; close: jest.Mock }

  beforeEach(() => {
    fetchMock = mockFetch()
    popup = { opener: window, location: { href: '' }, close: jest.fn() }
    window.open = jest.fn(() => popup as unknown as Window) as typeof window.open
  })

  afterEach(() => cleanup())

  it('asks for the rooms free on those dates and lists each with its nightly price and total', async () => {
    const { chooseDates } = setup()
    expect(screen.getByText(/Choose your dates/)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    fetchMock.mockResolvedValue(jsonResponse(FREE))
    await chooseDates()
    const query = new URLSearchParams({
      checkIn: FREE.checkIn,
      checkOut: FREE.checkOut,
      guests: '1',
    })
    expect(fetchMock.mock.calls[0][0]).toBe(API.availability(query))
    expect(screen.getByText(new RegExp(`${formatCedis(600)} in total`))).toBeInTheDocument()
  })

  it('shows each free room’s total also in pounds, dollars and euros only when rates are set', async () => {
    fetchMock.mockResolvedValue(jsonResponse(FREE))
    const { chooseDates } = setup(INDICATIVE_RATES)
    await chooseDates()
    // ₵600 for the stay at £1 = ₵15.80, $1 = ₵12.40, €1 = ₵13.30.
    expect(screen.getByTestId('indicative-price')).toHaveTextContent(
      '≈ £38 · $48 · €45, indicative, at rates of 1 Dec 2026',
    )
    cleanup()
    const withoutRates = setup()
    await withoutRates.chooseDates()
    expect(screen.getByText(new RegExp(`${formatCedis(600)} in total`))).toBeInTheDocument()
    expect(screen.queryByTestId('indicative-price')).toBeNull()
  })

  it('calls the house in international form, with the number as Ghana writes it', () => {
    setup()
    expect(screen.getByRole('link', { name: /Call 024 123 4567/ })).toHaveAttribute(
      'href',
      'tel:+233241234567',
    )
  })

  it('puts the first problem beside its field and sends no request', async () => {
    const { submit, chooseDates } = setup()
    fetchMock.mockResolvedValue(jsonResponse(FREE))
    await chooseDates()
    submit()
    expect(document.getElementById('booking-roomId-error')).toHaveTextContent(
      BOOKING_MESSAGES.roomRequired,
    )
    fireEvent.click(screen.getByRole('radio', { name: /Garden Room/ }))
    submit()
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(window.open).not.toHaveBeenCalled()
  })

  it('stores the request, opens WhatsApp with its link and shows the reference', async () => {
    const { submit, fillRequest } = setup()
    fetchMock.mockResolvedValueOnce(jsonResponse(FREE))
    await fillRequest()
    const whatsappUrl = 'https://wa.me/233241234567?text=RP-4K7Q'
    fetchMock.mockResolvedValueOnce(jsonResponse({ reference: 'RP-4K7Q', whatsappUrl }))
    submit()
    expect(await screen.findByText('RP-4K7Q')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[1]
    expect(url).toBe(API.bookingRequest)
    expect(JSON.parse(String(init?.body))).toMatchObject({
      roomId: 'room-1',
      checkIn: FREE.checkIn,
      checkOut: FREE.checkOut,
      name: 'Ama Serwaa',
      phone: '0241234567',
    })
    expect(popup.location.href).toBe(whatsappUrl)
    expect(popup.opener).toBeNull()
  })

  it('keeps WhatsApp closed and the form as typed when the room was taken meanwhile', async () => {
    const { submit, fillRequest } = setup()
    fetchMock.mockResolvedValueOnce(jsonResponse(FREE))
    await fillRequest()
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, message: MESSAGES.booking.notFree }, 409),
    )
    submit()
    await waitFor(() =>
      expect(document.getElementById('booking-roomId-error')).toHaveTextContent(
        MESSAGES.booking.notFree,
      ),
    )
    expect(popup.close).toHaveBeenCalled()
    expect(popup.location.href).toBe('')
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ama Serwaa')
  })

  it('lists the chosen room night by night when its nights differ, and says which rooms do not fit and why', async () => {
    const { chooseDates } = setup()
    fetchMock.mockResolvedValue(
      jsonResponse({
        ...FREE,
        rooms: [
          {
            ...FREE.rooms[0],
            nightlyPrice: 400,
            total: 800,
            nightPrices: [
              { night: FREE.checkIn, price: 300 },
              { night: day(11), price: 500 },
            ],
          },
          { ...FREE.rooms[0], _id: 'room-2', name: 'Single Room', available: false, maxGuests: 1 },
          { ...FREE.rooms[0], _id: 'room-3', name: 'Suite', available: false, minNights: 3 },
          { ...FREE.rooms[0], _id: 'room-4', name: 'Booked Room', available: false },
        ],
      }),
    )
    fireEvent.change(screen.getByLabelText(/^Guests/), { target: { value: '2' } })
    await chooseDates()
    expect(screen.getByText(/per night on average/)).toBeInTheDocument()
    expect(screen.queryByTestId('night-prices')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: /Garden Room/ }))
    expect(screen.getByTestId('night-prices')).toHaveTextContent(`${formatCedis(300)} · `)
    expect(screen.getByTestId('night-prices')).toHaveTextContent(formatCedis(500))
    expect(
      screen.getByText('Not offered: Single Room (up to 1 guest), Suite (3 nights or more).'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Booked Room/)).toBeNull()
  })

  it('adds a second room with its own guests and sends both in one request', async () => {
    const { submit, fillRequest } = setup()
    const two = {
      ...FREE,
      rooms: [
        ...FREE.rooms,
        { _id: 'room-2', name: 'Family Room', nightlyPrice: 200, total: 400, available: true },
      ],
    }
    fetchMock.mockResolvedValue(jsonResponse(two))
    await fillRequest()
    fireEvent.click(screen.getByRole('button', { name: 'Add another room' }))
    const second = within(screen.getByRole('region', { name: 'Room 2' }))
    fireEvent.change(second.getByLabelText(/^Guests in room 2/), { target: { value: '3' } })
    // The room chosen as the first is not offered again.
    await waitFor(() =>
      expect(second.getByRole('radio', { name: /Family Room/ })).toBeInTheDocument(),
    )
    expect(second.queryByRole('radio', { name: /Garden Room/ })).toBeNull()
    submit()
    expect(document.getElementById('booking-roomId-2-error')).toHaveTextContent(
      BOOKING_MESSAGES.roomRequired,
    )
    fireEvent.click(second.getByRole('radio', { name: /Family Room/ }))
    fetchMock.mockResolvedValue(
      jsonResponse({ reference: 'RP-4K7Q', whatsappUrl: 'https://wa.me/1' }),
    )
    submit()
    expect(await screen.findByText('RP-4K7Q')).toBeInTheDocument()
    const request = fetchMock.mock.calls.find(([url]) => url === API.bookingRequest)
    expect(JSON.parse(String(request?.[1]?.body))).toMatchObject({
      roomId: 'room-1',
      moreRooms: [{ roomId: 'room-2', guests: '3' }],
    })
    const asked = fetchMock.mock.calls.map(([url]) => String(url))
    expect(asked).toContain(
      API.availability(
        new URLSearchParams({ checkIn: FREE.checkIn, checkOut: FREE.checkOut, guests: '3' }),
      ),
    )
  })

  it('gives no length limit to the dates or the guests, only to what the guest types', () => {
    setup()
    for (const label of [/^Check-in Date/, /^Check-out Date/, /^Guests/]) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('maxLength')
    }
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('maxLength', '100')
  })

  it('says at once when the check-out is not after the check-in, and asks for no rooms', async () => {
    setup()
    fetchMock.mockResolvedValue(jsonResponse(FREE))
    fireEvent.change(screen.getByLabelText(/^Check-in Date/), { target: { value: day(12) } })
    fireEvent.change(screen.getByLabelText(/^Check-out Date/), { target: { value: day(10) } })
    expect(document.getElementById('booking-checkOut-error')).toHaveTextContent(
      MESSAGES.contact.checkOutBeforeCheckIn,
    )
    expect(screen.getByLabelText(/^Check-out Date/)).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText(/^Check-out Date/), { target: { value: day(13) } })
    expect(document.getElementById('booking-checkOut-error')).toHaveTextContent('')
    await screen.findByRole('radio', { name: /Garden Room/ })
  })

  it('chooses the room a card sent the guest with (/bookings?room=…) once the dates show it free', async () => {
    window.history.replaceState(null, '', '/bookings?room=room-1')
    try {
      const { chooseDates } = setup()
      fetchMock.mockResolvedValue(jsonResponse(FREE))
      await chooseDates()
      expect(screen.getByRole('radio', { name: /Garden Room/ })).toBeChecked()
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('brings the reference into view and focuses it, so a screen reader reads it', async () => {
    // jsdom lays nothing out and has no scrollIntoView: a spy stands in for it.
    const scrolled = jest.fn()
    Element.prototype.scrollIntoView = scrolled
    const { submit, fillRequest } = setup()
    fetchMock.mockResolvedValueOnce(jsonResponse(FREE))
    await fillRequest()
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ reference: 'RP-4K7Q', whatsappUrl: 'https://wa.me/1' }),
    )
    submit()
    const heading = await screen.findByRole('heading', { name: 'Request received' })
    expect(heading).toHaveFocus()
    expect(heading).toHaveAccessibleDescription(/Your reference is RP-4K7Q/)
    expect(scrolled).toHaveBeenCalled()
    delete (Element.prototype as Partial<Element>).scrollIntoView
  })
})
