import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { ChangeStayDialog } from '@/components/admin/Bookings/ChangeStayDialog'
import type { DeskRoom } from '@/components/admin/Bookings/useDesk'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

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

const option = (id: string, name: string, available: boolean) => ({
  _id: id,
  name,
  isAvailable: true,
  maxGuests: null,
  available,
  price: 90000,
  nightPrices: [{ night: day(7), price: 30000 }],
})

function show(booking: Booking) {
  const onSaved = jest.fn<(b: Booking) => void>()
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ChangeStayDialog booking={booking} rooms={rooms} onClose={() => {}} onSaved={onSaved} />
    </SWRConfig>,
  )
  return { dialog: within(screen.getByRole('dialog')), onSaved }
}

const changes = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))])

describe('ChangeStayDialog', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/bookings/options')
        ? jsonResponse({
            nights: 2,
            rooms: [option('room-1', 'Garden', true), option('room-2', 'Cocoa', false)],
          })
        : jsonResponse({ booking: bookingFixture({ reference: 'RP-4K7Q' }) }),
    )
  })

  afterEach(() => cleanup())

  it('offers no change until something changes, then sends the new stay with the status seen', async () => {
    const booking = bookingFixture({ status: 'confirmed' })
    const { dialog, onSaved } = show(booking)
    const change = dialog.getByRole('button', { name: 'Change the stay' })
    expect(change).toBeDisabled()
    fireEvent.click(dialog.getByRole('button', { name: 'One night more' }))
    expect(dialog.getByLabelText('Check-out')).toHaveValue(day(10))
    expect(await dialog.findByTestId('stay-price')).toBeInTheDocument()
    expect(change).toBeEnabled()
    fireEvent.click(change)
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(changes(fetchMock)).toEqual([
      [
        API.bookingChange(booking.id),
        {
          seenStatus: 'confirmed',
          roomId: 'room-1',
          checkIn: day(7),
          checkOut: day(10),
          guests: 2,
          keepPrice: false,
        },
      ],
    ])
  })

  it('asks why the agreed price is kept, and sends the reason with it', async () => {
    const { dialog, onSaved } = show(bookingFixture({ status: 'confirmed' }))
    expect(dialog.queryByLabelText('Why keep it')).toBeNull()
    fireEvent.click(dialog.getByRole('button', { name: 'One night more' }))
    fireEvent.click(dialog.getByLabelText(/^Keep the price agreed/))
    const reason = dialog.getByLabelText('Why keep it')
    expect(reason).toBeRequired()
    await dialog.findByTestId('stay-price')
    // Empty, the reason stops the form: nothing leaves.
    fireEvent.click(dialog.getByRole('button', { name: 'Change the stay' }))
    await act(async () => {})
    expect(changes(fetchMock)).toHaveLength(0)

    fireEvent.change(reason, { target: { value: '  Promised on the phone ' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Change the stay' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(changes(fetchMock)[0][1]).toMatchObject({
      keepPrice: true,
      reason: 'Promised on the phone',
    })
  })

  it('keeps a room that is not free for the new dates out of reach', async () => {
    const { dialog } = show(bookingFixture({ status: 'confirmed' }))
    fireEvent.change(dialog.getByLabelText('Room'), { target: { value: 'room-2' } })
    await waitFor(() => expect(dialog.getByText(MESSAGES.desk.roomNotFree)).toBeInTheDocument())
    expect(dialog.getByRole('button', { name: 'Change the stay' })).toBeDisabled()
  })

  it('says so when the check-out is not after the check-in', () => {
    const { dialog } = show(bookingFixture({ status: 'confirmed' }))
    fireEvent.change(dialog.getByLabelText('Check-out'), { target: { value: day(7) } })
    expect(dialog.getByText(MESSAGES.contact.checkOutBeforeCheckIn)).toBeInTheDocument()
  })

  it('lets a guest in the house leave today, never change the arrival', async () => {
    const booking = bookingFixture({
      status: 'checked-in',
      checkIn: `${day(-2)}T00:00:00.000Z`,
      checkOut: `${day(2)}T00:00:00.000Z`,
      nights: 4,
    })
    const { dialog } = show(booking)
    expect(dialog.getByLabelText('Check-in')).toBeDisabled()
    fireEvent.click(dialog.getByRole('button', { name: 'Leaves today' }))
    expect(dialog.getByLabelText('Check-out')).toHaveValue(day(0))
    await dialog.findByTestId('stay-price')
    cleanup()

    // Not yet in the house, the stay has no early leaving and its arrival can move.
    const coming = show(bookingFixture({ status: 'confirmed' })).dialog
    expect(coming.queryByRole('button', { name: 'Leaves today' })).toBeNull()
    expect(coming.getByLabelText('Check-in')).toBeEnabled()
    await coming.findByTestId('stay-price')
  })

  it("shows the server's refusal inside the dialog", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/bookings/options')
        ? jsonResponse({ nights: 3, rooms: [option('room-1', 'Garden', true)] })
        : jsonResponse({ success: false, message: MESSAGES.booking.notFree }, 409),
    )
    const { dialog, onSaved } = show(bookingFixture({ status: 'confirmed' }))
    fireEvent.click(dialog.getByRole('button', { name: 'One night more' }))
    await dialog.findByTestId('stay-price')
    fireEvent.click(dialog.getByRole('button', { name: 'Change the stay' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.booking.notFree)
    expect(onSaved).not.toHaveBeenCalled()
  })
})
