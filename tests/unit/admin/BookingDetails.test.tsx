import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import { BookingDetails } from '@/components/admin/Bookings/BookingDetails'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { BOOKING_STATUS_LABELS } from '@/lib/bookings'
import { MESSAGES } from '@/lib/messages'
import { formatCedis } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

function show(booking: Booking) {
  render(
    <>
      <BookingDetails booking={booking} onClose={() => {}} />
      <Toasts />
    </>,
  )
  return within(screen.getByRole('dialog'))
}

const actionNames = (dialog: ReturnType<typeof show>) =>
  dialog
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter(
      (text) =>
        text && ['Confirm', 'Decline', 'Check in', 'Check out', 'Cancel', 'No-show'].includes(text),
    )

describe('BookingDetails', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows who, which room and the status, with only the steps a request allows', () => {
    const dialog = show(bookingFixture())
    expect(dialog.getByRole('heading', { name: 'RP-4K7Q' })).toBeInTheDocument()
    expect(dialog.getByTestId('booking-status')).toHaveTextContent(BOOKING_STATUS_LABELS.requested)
    expect(dialog.getByText(/Ama Serwaa · 2 guests/)).toBeInTheDocument()
    expect(dialog.getByText('Garden Room')).toBeInTheDocument()
    expect(dialog.getByRole('link', { name: '0241234567' })).toHaveAttribute(
      'href',
      'tel:0241234567',
    )
    expect(actionNames(dialog)).toEqual(['Confirm', 'Decline', 'Cancel'])
  })

  it('confirms through the booking and shows the status the server answered', async () => {
    const booking = bookingFixture()
    const dialog = show(booking)
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: { ...booking, status: 'confirmed' } }))
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(dialog.getByTestId('booking-status')).toHaveTextContent(
        BOOKING_STATUS_LABELS.confirmed,
      ),
    )
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(API.booking(booking.id, 'depth=1'))
    expect(init?.method).toBe('PATCH')
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'confirmed' })
    expect(actionNames(dialog)).toEqual(['Check in', 'Cancel', 'No-show'])
  })

  it('keeps the status and shows the refusal when the nights were taken meanwhile', async () => {
    const dialog = show(bookingFixture())
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, message: MESSAGES.booking.notFree }, 409),
    )
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }))
    await expectToast(MESSAGES.booking.notFree)
    expect(dialog.getByTestId('booking-status')).toHaveTextContent(BOOKING_STATUS_LABELS.requested)
  })

  it('checks a guest out with a balance due only when staff tick that they may leave owing it', async () => {
    const booking = bookingFixture({
      status: 'checked-in',
      payments: [{ id: 'p1', amount: 200, method: 'cash', date: '2026-01-01' }],
    })
    const dialog = show(booking)
    const leave = dialog.getByRole('checkbox', {
      name: `Let the guest check out with ${formatCedis(400)} due`,
    })
    fireEvent.click(leave)
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: { ...booking, status: 'completed' } }))
    fireEvent.click(dialog.getByRole('button', { name: 'Check out' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      status: 'completed',
      leaveBalanceDue: true,
    })
  })

  it('lists the price night by night when the nights differ, and names the group a stay is part of', () => {
    const dialog = show(
      bookingFixture({
        group: 'RP-9XYZ',
        nightPrices: [
          { night: '2026-12-04', price: 600 },
          { night: '2026-12-06', price: 500 },
        ],
      }),
    )
    const nights = dialog.getByTestId('night-prices')
    expect(nights).toHaveTextContent(`Fri 4 Dec${formatCedis(600)}`)
    expect(nights).toHaveTextContent(`Sun 6 Dec${formatCedis(500)}`)
    expect(dialog.getByText('RP-9XYZ')).toBeInTheDocument()
  })

  it('shows no night list when every night cost the same', () => {
    const same = [4, 5].map((d) => ({ night: `2026-12-0${d}`, price: 500 }))
    const dialog = show(bookingFixture({ nightPrices: same }))
    expect(dialog.queryByTestId('night-prices')).toBeNull()
    expect(dialog.queryByText('Request')).toBeNull()
  })
})
