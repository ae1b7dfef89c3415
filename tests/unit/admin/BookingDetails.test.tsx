import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import { BookingDetails } from '@/components/admin/Bookings/BookingDetails'
import { SessionProvider } from '@/components/admin/Session'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { BOOKING_STATUS_LABELS } from '@/lib/bookings/status'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'
import type { PublicUser } from '@/lib/session/publicUser'
import type { Booking } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const ACTIONS = ['Confirm', 'Check in', 'Check out', 'Decline', 'Cancel', 'No-show']

function user(role: PublicUser['role']): PublicUser {
  return { _id: 'u1', id: 'u1', email: 'desk@example.com', name: 'Desk', role, avatar: null }
}

function show(booking: Booking, role: PublicUser['role'] = 'reception') {
  render(
    <SessionProvider serverUser={user(role)}>
      <BookingDetails booking={booking} onClose={() => {}} />
      <Toasts />
    </SessionProvider>,
  )
  return within(screen.getAllByRole('dialog')[0])
}

/** The status buttons in the order they sit on screen, and which of them can be pressed. */
const actions = (dialog: ReturnType<typeof show>) =>
  within(dialog.getByTestId('status-actions'))
    .getAllByRole('button')
    .filter((button) => ACTIONS.includes(button.textContent ?? ''))
    .map((button) => [button.textContent, !(button as HTMLButtonElement).disabled])

const sent = (fetchMock: FetchMock, call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) }
}

/** The action key a kept action was sent with. */
const keyOf = (fetchMock: FetchMock, call = 0) =>
  (fetchMock.mock.calls[call][1]?.headers as Record<string, string>)['Idempotency-Key']

describe('BookingDetails', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows who, which room and the status; every step has its place, only the allowed ones live', () => {
    const dialog = show(bookingFixture())
    expect(dialog.getByRole('heading', { name: 'RP-4K7Q' })).toBeInTheDocument()
    expect(dialog.getByTestId('booking-status')).toHaveTextContent(BOOKING_STATUS_LABELS.requested)
    expect(dialog.getByText(/Ama Serwaa · 2 guests/)).toBeInTheDocument()
    expect(dialog.getByTestId('booking-room')).toHaveTextContent('Garden Room')
    expect(dialog.getByRole('link', { name: '024 123 4567' })).toHaveAttribute(
      'href',
      'tel:+233241234567',
    )
    expect(actions(dialog)).toEqual([
      ['Confirm', true],
      ['Check in', false],
      ['Check out', false],
      ['Decline', true],
      ['Cancel', true],
      ['No-show', false],
    ])
  })

  it('shows the adults and young children the guest asked for beside the guests the room counts', () => {
    const dialog = show(bookingFixture({ guests: 2, adults: 2, children: 3 }))
    expect(dialog.getByTestId('stay-party')).toHaveTextContent('(2 adults, 3 young children)')
  })

  it('confirms with the status it showed; the spot under the finger is Confirm again, spent, never Check in', async () => {
    const booking = bookingFixture()
    const dialog = show(booking)
    const spot = dialog.getByRole('button', { name: 'Confirm' })
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, booking: { ...booking, status: 'confirmed' } }),
    )
    fireEvent.click(spot)
    await waitFor(() =>
      expect(dialog.getByTestId('booking-status')).toHaveTextContent(
        BOOKING_STATUS_LABELS.confirmed,
      ),
    )
    expect(sent(fetchMock)).toEqual({
      url: API.bookingStatus(booking.id),
      method: 'POST',
      body: { action: 'confirm', seenStatus: 'requested' },
    })
    // The second tap of a double tap lands on the same button: Confirm, now disabled.
    expect(spot).toHaveTextContent('Confirm')
    expect(spot).toBeDisabled()
    fireEvent.click(spot)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(actions(dialog)).toEqual([
      ['Confirm', false],
      ['Check in', true],
      ['Check out', false],
      ['Decline', false],
      ['Cancel', true],
      ['No-show', true],
    ])
  })

  it('answers a group’s request in one step from any of its rooms; a stay alone offers no such step', async () => {
    const booking = bookingFixture({ group: 'RP-GRP1' })
    const dialog = show(booking)
    const group = within(dialog.getByTestId('group-actions'))
    expect(group.getByText(MESSAGES.desk.groupTitle('RP-GRP1'))).toBeInTheDocument()
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, booking: { ...booking, status: 'confirmed' } }),
    )
    fireEvent.click(group.getByRole('button', { name: MESSAGES.desk.groupConfirm }))
    await waitFor(() =>
      expect(dialog.getByTestId('booking-status')).toHaveTextContent(
        BOOKING_STATUS_LABELS.confirmed,
      ),
    )
    expect(sent(fetchMock)).toEqual({
      url: API.bookingStatus(booking.id),
      method: 'POST',
      body: { action: 'confirm', seenStatus: 'requested', group: true },
    })
    // Answered: the group's answer is gone, the room's own steps stay, and the group as a whole
    // can now only be cancelled.
    const confirmed = within(dialog.getByTestId('group-actions'))
    expect(confirmed.queryByRole('button', { name: MESSAGES.desk.groupConfirm })).toBeNull()
    expect(confirmed.getByRole('button', { name: MESSAGES.desk.groupCancel })).toBeInTheDocument()
    cleanup()

    expect(show(bookingFixture()).queryByTestId('group-actions')).toBeNull()
  })

  it('asks once before declining every room of a group', async () => {
    const booking = bookingFixture({ group: 'RP-GRP1' })
    const dialog = show(booking)
    fireEvent.click(dialog.getByRole('button', { name: MESSAGES.desk.groupDecline }))
    expect(fetchMock).not.toHaveBeenCalled()
    const ask = screen.getByRole('dialog', { name: MESSAGES.desk.groupAskDecline('Ama Serwaa') })
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, booking: { ...booking, status: 'declined' } }),
    )
    fireEvent.click(within(ask).getByRole('button', { name: MESSAGES.desk.groupDecline }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sent(fetchMock).body).toEqual({
      action: 'decline',
      seenStatus: 'requested',
      group: true,
    })
  })

  it('asks once before cancelling every room of a confirmed group', async () => {
    const booking = bookingFixture({ group: 'RP-GRP1', status: 'confirmed' })
    const dialog = show(booking)
    fireEvent.click(dialog.getByRole('button', { name: MESSAGES.desk.groupCancel }))
    expect(fetchMock).not.toHaveBeenCalled()
    const ask = screen.getByRole('dialog', { name: MESSAGES.desk.groupAskCancel('Ama Serwaa') })
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, booking: { ...booking, status: 'cancelled' } }),
    )
    fireEvent.click(within(ask).getByRole('button', { name: MESSAGES.desk.groupCancel }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sent(fetchMock).body).toEqual({ action: 'cancel', seenStatus: 'confirmed', group: true })
    await waitFor(() => expect(dialog.queryByTestId('group-actions')).toBeNull())
  })

  it('shows a refusal inside the dialog, where staff are looking, and the booking as someone else left it', async () => {
    const booking = bookingFixture()
    const dialog = show(booking)
    const stale = MESSAGES.booking.stale('cancelled')
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, message: stale }, 409))
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...booking, status: 'cancelled' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(stale))
    await waitFor(() =>
      expect(dialog.getByTestId('booking-status')).toHaveTextContent(
        BOOKING_STATUS_LABELS.cancelled,
      ),
    )
    expect(fetchMock.mock.calls[1][0]).toBe(API.booking(booking.id, 'depth=1'))
    expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  })

  it('asks once before a cancel: going back sends nothing, confirming sends it', async () => {
    const booking = bookingFixture({ status: 'confirmed' })
    const dialog = show(booking)
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    const ask = within(screen.getByRole('dialog', { name: 'Cancel Ama Serwaa’s stay?' }))
    expect(ask.getByText(MESSAGES.desk.ask.cancel)).toBeInTheDocument()
    fireEvent.click(ask.getByRole('button', { name: 'Go back' }))
    expect(fetchMock).not.toHaveBeenCalled()

    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, booking: { ...booking, status: 'cancelled' } }),
    )
    const again = within(screen.getByRole('dialog', { name: 'Cancel Ama Serwaa’s stay?' }))
    fireEvent.click(again.getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(dialog.getByTestId('booking-status')).toHaveTextContent(
        BOOKING_STATUS_LABELS.cancelled,
      ),
    )
    expect(sent(fetchMock).body).toEqual({ action: 'cancel', seenStatus: 'confirmed' })
  })

  it('checks a guest out with a balance due only when staff tick that they may leave owing it', async () => {
    const booking = bookingFixture({
      status: 'checked-in',
      ledger: {
        docs: [
          {
            id: 'p1',
            booking: 'b1',
            kind: 'payment',
            amount: 20000,
            method: 'cash',
            date: '2026-01-01T00:00:00.000Z',
            receipt: 'R-000001',
            recordedByName: 'Front Desk',
            createdAt: '2026-01-01T09:00:00.000Z',
            updatedAt: '2026-01-01T09:00:00.000Z',
          },
        ],
      },
    })
    const dialog = show(booking)
    fireEvent.click(
      dialog.getByRole('checkbox', {
        name: `Let the guest check out with ${formatPesewas(40000)} due`,
      }),
    )
    fireEvent.click(dialog.getByRole('button', { name: 'Check out' }))
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, booking: { ...booking, status: 'completed' } }),
    )
    const ask = within(screen.getByRole('dialog', { name: 'Check out Ama Serwaa?' }))
    fireEvent.click(ask.getByRole('button', { name: 'Check out' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    // Sent with its key and the stay as seen, so it is applied once and refused if stale.
    expect(sent(fetchMock).body).toEqual({
      action: 'checkOut',
      seenStatus: 'checked-in',
      leaveBalanceDue: true,
      seenCheckIn: booking.checkIn,
      seenCheckOut: booking.checkOut,
      seenRoom: 'room-1',
    })
    expect(keyOf(fetchMock)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('lists the price night by night when the nights differ, and names the group a stay is part of', () => {
    const dialog = show(
      bookingFixture({
        group: 'RP-9XYZ',
        nightPrices: [
          { night: '2026-12-04', price: 60000 },
          { night: '2026-12-06', price: 50000 },
        ],
      }),
    )
    const nights = dialog.getByTestId('night-prices')
    expect(nights).toHaveTextContent(`Fri 4 Dec${formatPesewas(60000)}`)
    expect(nights).toHaveTextContent(`Sun 6 Dec${formatPesewas(50000)}`)
    expect(dialog.getByText('RP-9XYZ')).toBeInTheDocument()
  })

  it('shows no night list when every night cost the same', () => {
    const same = [4, 5].map((d) => ({ night: `2026-12-0${d}`, price: 50000 }))
    const dialog = show(bookingFixture({ nightPrices: same }))
    expect(dialog.queryByTestId('night-prices')).toBeNull()
    expect(dialog.queryByText('Request')).toBeNull()
  })

  it('an admin checking a guest in before the arrival day gives a reason; reception is told by the server', async () => {
    const booking = bookingFixture({ status: 'confirmed', checkIn: `${day(3)}T00:00:00.000Z` })
    const dialog = show(booking, 'admin')
    fireEvent.click(dialog.getByRole('button', { name: 'Check in' }))
    const ask = within(
      screen.getByRole('dialog', { name: 'Check in Ama Serwaa before the arrival day?' }),
    )
    fireEvent.click(ask.getByRole('button', { name: 'Check in' }))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(ask.getByRole('alert')).toHaveTextContent(MESSAGES.desk.reasonRequired)
    fireEvent.change(ask.getByLabelText(MESSAGES.desk.earlyReason), {
      target: { value: 'Flight came in early' },
    })
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, booking: { ...booking, status: 'checked-in' } }),
    )
    fireEvent.click(ask.getByRole('button', { name: 'Check in' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sent(fetchMock).body).toEqual({
      action: 'checkIn',
      seenStatus: 'confirmed',
      reason: 'Flight came in early',
      seenCheckIn: booking.checkIn,
      seenCheckOut: booking.checkOut,
      seenRoom: 'room-1',
    })
  })

  it('offers an undo of the last step within a day, and none after', async () => {
    const now = Date.now()
    const recent = bookingFixture({
      status: 'checked-in',
      previousStatus: 'confirmed',
      statusChangedAt: new Date(now - 60_000).toISOString(),
    })
    const dialog = show(recent)
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        success: true,
        booking: { ...recent, status: 'confirmed', previousStatus: null },
      }),
    )
    fireEvent.click(dialog.getByRole('button', { name: 'Undo: back to Confirmed' }))
    await waitFor(() =>
      expect(dialog.getByTestId('booking-status')).toHaveTextContent(
        BOOKING_STATUS_LABELS.confirmed,
      ),
    )
    expect(sent(fetchMock).body).toEqual({ action: 'undo', seenStatus: 'checked-in' })
    cleanup()

    const old = show(
      bookingFixture({
        status: 'checked-in',
        previousStatus: 'confirmed',
        statusChangedAt: new Date(now - 25 * 3600_000).toISOString(),
      }),
    )
    expect(old.queryByRole('button', { name: /Undo/ })).toBeNull()
  })
})

describe('BookingDetails: a guest’s request to cancel', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('is shown with a button that dismisses it, after which the stay shows no request', async () => {
    const booking = bookingFixture({
      status: 'confirmed',
      cancelRequestedAt: `${day(1)}T09:00:00.000Z`,
    })
    const dialog = show(booking)
    const request = dialog.getByTestId('cancel-request')
    expect(request).toHaveTextContent('The guest asked to cancel on')
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ booking: { ...booking, cancelRequestedAt: null } }),
    )
    fireEvent.click(
      within(request).getByRole('button', { name: MESSAGES.stayMessages.dismissCancel }),
    )
    await waitFor(() => expect(dialog.queryByTestId('cancel-request')).not.toBeInTheDocument())
    expect(sent(fetchMock)).toEqual({
      url: API.bookingDismissCancel(String(booking.id)),
      method: 'POST',
      body: {},
    })
  })

  it('is not shown for a stay whose guest asked nothing', () => {
    const dialog = show(bookingFixture({ status: 'confirmed' }))
    expect(dialog.queryByTestId('cancel-request')).not.toBeInTheDocument()
  })
})

describe('a room of a group in its details', () => {
  afterEach(() => cleanup())

  /** The Family Room of RP-4K7Q, its own ₵400 unpaid: its lead room took ₵700 for both. */
  const secondRoom = () =>
    bookingFixture({
      id: 'b2',
      reference: 'RP-Z9HD',
      group: 'RP-4K7Q',
      status: 'checked-in',
      price: 40_000,
      groupSummary: {
        lead: 'RP-4K7Q',
        rooms: [
          { id: 'b1', reference: 'RP-4K7Q', roomName: 'Garden Room', status: 'checked-in' },
          { id: 'b2', reference: 'RP-Z9HD', roomName: 'Family Room', status: 'checked-in' },
        ],
        money: {
          price: 100_000,
          charges: 0,
          due: 100_000,
          paid: 70_000,
          refunded: 0,
          received: 70_000,
          balance: 30_000,
          credit: 0,
          depositRequired: 0,
          depositDue: 0,
        },
      },
    })

  it('lists every room of the group, this one marked, and shows the group’s balance', () => {
    mockFetch()
    const dialog = show(secondRoom())
    const rooms = within(dialog.getByTestId('group-rooms'))
    expect(rooms.getByRole('heading')).toHaveTextContent(MESSAGES.desk.groupRoomsTitle('RP-4K7Q'))
    expect(rooms.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `RP-4K7QGarden Room${BOOKING_STATUS_LABELS['checked-in']}`,
      `RP-Z9HDFamily Room${BOOKING_STATUS_LABELS['checked-in']}(${MESSAGES.desk.groupThisRoom})`,
    ])
    expect(dialog.getByTestId('balance')).toHaveTextContent(
      `Paid ${formatPesewas(70_000)} of ${formatPesewas(100_000)} · Balance due ${formatPesewas(30_000)}`,
    )
    expect(dialog.getByTestId('group-money')).toHaveTextContent(MESSAGES.desk.groupMoney('RP-4K7Q'))
    expect(
      dialog.getByText(`Let the guest check out with ${formatPesewas(30_000)} due`),
    ).toBeInTheDocument()
  })

  it('shows no group for a stay alone', () => {
    mockFetch()
    const dialog = show(bookingFixture())
    expect(dialog.queryByTestId('group-rooms')).toBeNull()
    expect(dialog.queryByTestId('group-money')).toBeNull()
  })
})
