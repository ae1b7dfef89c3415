import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'

import { Payments } from '@/components/admin/Bookings/Payments'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { day } from '../../helpers/fixtures/dates'
import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const cash = (id: string, amount: number) => ({
  id,
  amount,
  method: 'cash' as const,
  date: `${day(0)}T00:00:00.000Z`,
})

function show(change: Partial<Booking>) {
  const booking = bookingFixture({ status: 'confirmed', price: 60000, ...change })
  const onSaved = jest.fn<(b: Booking) => void>()
  render(
    <>
      <Payments booking={booking} onSaved={onSaved} />
      <Toasts />
    </>,
  )
  return { booking, onSaved }
}

describe('Payments', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows the deposit due until paid, then the balance', () => {
    show({ deposit: 20000, payments: [cash('a', 50.5)] })
    expect(screen.getByTestId('deposit-due')).toHaveTextContent('Deposit due ₵149.50')
    expect(screen.getByTestId('balance')).toHaveTextContent(
      'Paid ₵50.50 of ₵600 · Balance due ₵549.50',
    )
    cleanup()
    show({ deposit: 20000, payments: [cash('a', 200)] })
    expect(screen.queryByTestId('deposit-due')).toBeNull()
  })

  it('shows money paid beyond the price as credit, and nothing due on a cancelled stay', () => {
    show({ payments: [cash('a', 650)] })
    expect(screen.getByTestId('balance')).toHaveTextContent('Credit ₵50')
    cleanup()
    show({ status: 'cancelled', deposit: 20000, payments: [cash('a', 100)] })
    expect(screen.getByTestId('balance')).toHaveTextContent('Paid ₵100 of ₵600 · Nothing due')
    expect(screen.queryByTestId('deposit-due')).toBeNull()
  })

  it('sets a deposit as typed with its reason, and refuses one without a reason', async () => {
    const { booking, onSaved } = show({ deposit: 0 })
    const button = () => screen.getByRole('button', { name: 'Set deposit' })
    fireEvent.change(screen.getByLabelText(/^Deposit/), { target: { value: '150.25' } })
    fireEvent.click(button())
    expect(screen.getByText(MESSAGES.booking.depositReason)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    const saved = { ...booking, deposit: 15025 }
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: saved }))
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Weekend' } })
    fireEvent.click(button())
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(API.bookingDeposit(booking.id))
    expect(JSON.parse(String(init?.body))).toEqual({ amount: '150.25', reason: 'Weekend' })
    await expectToast(MESSAGES.booking.depositSet('₵150.25'))
  })
})
