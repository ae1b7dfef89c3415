import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'

import { Payments } from '@/components/admin/Money/Payments'
import { SessionProvider } from '@/components/admin/Session'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { day } from '../../helpers/fixtures/dates'
import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

type Entry = NonNullable<NonNullable<Booking['ledger']>['docs']>[number]

/** A ledger entry as the booking is read with it, the amount in pesewas. */
const entry = (id: string, kind: string, amount: number, change: Json = {}): Entry =>
  ({
    id,
    booking: 'b1',
    kind,
    amount,
    method: 'cash',
    date: `${day(0)}T00:00:00.000Z`,
    receipt: kind === 'reversal' ? null : `R-00000${id}`,
    recordedByName: 'Front Desk',
    createdAt: `${day(0)}T09:00:00.000Z`,
    updatedAt: `${day(0)}T09:00:00.000Z`,
    ...change,
  }) as Entry

type Json = Record<string, unknown>
const ledger = (...docs: Entry[]) => ({ docs })
const cash = (id: string, amount: number) => entry(id, 'payment', Math.round(amount * 100))

function show(change: Partial<Booking>) {
  const booking = bookingFixture({ status: 'confirmed', price: 60000, ...change })
  const onSaved = jest.fn<(b: Booking) => void>()
  const reception = {
    _id: 'u1',
    id: 'u1',
    email: 'desk@example.com',
    name: 'Desk',
    role: 'reception' as const,
    avatar: null,
  }
  render(
    <SessionProvider serverUser={reception}>
      <Payments booking={booking} onSaved={onSaved} />
      <Toasts />
    </SessionProvider>,
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
    show({ deposit: 20000, ledger: ledger(cash('a', 50.5)) })
    expect(screen.getByTestId('deposit-due')).toHaveTextContent('Deposit due ₵149.50')
    expect(screen.getByTestId('balance')).toHaveTextContent(
      'Paid ₵50.50 of ₵600 · Balance due ₵549.50',
    )
    cleanup()
    show({ deposit: 20000, ledger: ledger(cash('a', 200)) })
    expect(screen.queryByTestId('deposit-due')).toBeNull()
  })

  it('shows money paid beyond the price as credit, and nothing due on a cancelled stay', () => {
    show({ ledger: ledger(cash('a', 650)) })
    expect(screen.getByTestId('balance')).toHaveTextContent('Credit ₵50')
    cleanup()
    show({ status: 'cancelled', deposit: 20000, ledger: ledger(cash('a', 100)) })
    expect(screen.getByTestId('balance')).toHaveTextContent('Paid ₵100 of ₵600 · Nothing due')
    expect(screen.queryByTestId('deposit-due')).toBeNull()
  })

  it('lists entries with receipts and who recorded them, a reversed one struck beside its reversal', () => {
    show({
      ledger: ledger(
        entry('1', 'payment', 25050, {
          method: 'mobile-money',
          network: 'mtn',
          transactionId: 'TX7',
        }),
        entry('2', 'refund', 5000, { reason: 'Left early' }),
        entry('3', 'reversal', 5000, {
          reverses: '2',
          reason: 'Refund typed twice',
          recordedByName: 'Ama',
        }),
      ),
    })
    const [payment, refund] = screen.getAllByTestId('ledger-entry')
    expect(payment).toHaveTextContent('Payment R-000001')
    expect(payment).toHaveTextContent('Mobile money MTN TX7')
    expect(payment).toHaveTextContent('By Front Desk')
    expect(screen.getByRole('button', { name: 'Reverse R-000001' })).toBeInTheDocument()
    expect(refund).toHaveTextContent('Reversed by Ama: Refund typed twice')
    expect(refund.querySelector('.line-through')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Reverse R-000002' })).toBeNull()
    expect(screen.getByTestId('balance')).toHaveTextContent('Paid ₵250.50 of ₵600')
  })

  it('reverses an entry once a reason is given', async () => {
    const { booking, onSaved } = show({ ledger: ledger(cash('1', 80)) })
    fireEvent.click(screen.getByRole('button', { name: 'Reverse R-000001' }))
    const confirm = screen.getByRole('button', { name: 'Reverse ₵80' })
    fireEvent.click(confirm)
    expect(screen.getByText(MESSAGES.ledger.reverseReason)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: booking }))
    fireEvent.change(screen.getByLabelText('Why reverse R-000001?'), {
      target: { value: 'Typed 80 for 8' },
    })
    fireEvent.click(confirm)
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(booking))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(API.bookingReverse(booking.id))
    expect(JSON.parse(String(init?.body))).toEqual({ entryId: '1', reason: 'Typed 80 for 8' })
    await expectToast(MESSAGES.ledger.reversed)
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
