import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'

import { BookingForm } from '@/components/site/BookingForm'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import { formatCedis } from '@/lib/money'
import { BOOKING_MESSAGES } from '@/lib/validation/booking'

import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const FREE = {
  checkIn: day(10),
  checkOut: day(12),
  nights: 2,
  rooms: [{ _id: 'room-1', name: 'Garden Room', nightlyPrice: 300, total: 600, available: true }],
}

function setup() {
  render(<BookingForm whatsappNumber="233241234567" phones={['024 123 4567']} />)
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
})
