import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'

import { PaymentForm } from '@/components/admin/Money/PaymentForm'
import { SessionProvider } from '@/components/admin/Session'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { formatDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { PublicUser } from '@/lib/session/publicUser'
import type { Booking } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { day } from '../../helpers/fixtures/dates'
import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

function setup(role: PublicUser['role'] = 'reception') {
  const booking = bookingFixture({ status: 'confirmed' })
  const onSaved = jest.fn<(b: Booking) => void>()
  const user = { _id: 'u1', id: 'u1', email: 'desk@example.com', name: 'Desk', role, avatar: null }
  render(
    <SessionProvider serverUser={user}>
      <PaymentForm booking={booking} onSaved={onSaved} />
      <Toasts />
    </SessionProvider>,
  )
  const change = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Record payment' }))
  return { booking, onSaved, change, submit }
}

describe('PaymentForm', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('refuses an amount in fractions of a pesewa beside the amount, and sends nothing', () => {
    const { change, submit } = setup()
    change(/^Amount/, '12.345')
    submit()
    const amount = screen.getByLabelText(/^Amount/)
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)).toHaveTextContent(
      MESSAGES.payment.amount,
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for the transaction ID of a mobile money payment, and refuses a day after today', () => {
    const { change, submit } = setup()
    change(/^Amount/, '100')
    change(/^Method/, 'mobile-money')
    submit()
    expect(screen.getByLabelText(/^Transaction ID/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(MESSAGES.booking.mobileMoneyDetails)).toBeInTheDocument()

    change(/^Transaction ID/, 'MP123456')
    change(/^Received on/, day(1))
    submit()
    expect(screen.getByLabelText(/^Received on/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(MESSAGES.payment.dateFuture)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows beside the day that the day is closed and a late entry goes to today with a note', async () => {
    const { onSaved, change, submit } = setup()
    const closed = MESSAGES.cashUp.dayClosedForEntries(formatDate(day(-1)))
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, message: closed }, 409))
    change(/^Amount/, '80')
    change(/^Received on/, day(-1))
    submit()
    const date = screen.getByLabelText(/^Received on/)
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'))
    expect(document.getElementById(date.getAttribute('aria-describedby')!)).toHaveTextContent(
      closed,
    )
    expect(closed).toContain('a late entry goes to today with a note')
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('posts the payment to the booking, hands the saved booking back and clears the amount', async () => {
    const { booking, onSaved, change, submit } = setup()
    const saved = {
      ...booking,
      payments: [{ amount: 250.5, method: 'cash' as const, date: day(0) }],
    }
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: saved }))
    change(/^Amount/, '250.50')
    submit()
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(API.bookingPayments(booking.id))
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'payment',
      amount: '250.50',
      method: 'cash',
      date: day(0),
    })
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('')
    await expectToast(MESSAGES.booking.paymentAdded)
  })

  it('takes an amount typed as the desk shows it, "1,250.50", and sends it as typed', async () => {
    const { booking, onSaved, change, submit } = setup()
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: booking }))
    change(/^Amount/, '1,250.50')
    submit()
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({
      amount: '1,250.50',
    })
  })

  it('lets reception date money today or yesterday only, an admin further back', () => {
    const { change, submit } = setup()
    change(/^Amount/, '100')
    change(/^Received on/, day(-2))
    submit()
    expect(screen.getByLabelText(/^Received on/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(MESSAGES.payment.dateTooEarlyReception)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Received on/)).toHaveAttribute('min', day(-1))
    expect(fetchMock).not.toHaveBeenCalled()
    cleanup()

    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: bookingFixture({}) }))
    const admin = setup('admin')
    admin.change(/^Amount/, '100')
    admin.change(/^Received on/, day(-2))
    admin.submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    const { onSaved, change, submit } = setup()
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, message: MESSAGES.auth.forbidden }, 403),
    )
    change(/^Amount/, '80')
    submit()
    await expectToast(MESSAGES.auth.forbidden)
    expect(onSaved).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('80')
  })
})
