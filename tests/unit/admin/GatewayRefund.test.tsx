import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import { PaymentForm } from '@/components/admin/Money/PaymentForm'
import { SessionProvider } from '@/components/admin/Session'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { Booking, Ledger } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { day } from '../../helpers/fixtures/dates'
import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const text = MESSAGES.refundOnline

function entry(fields: Partial<Ledger> & Pick<Ledger, 'id' | 'kind' | 'amount'>): Ledger {
  return {
    booking: 'booking-1',
    date: `${day(-2)}T00:00:00.000Z`,
    updatedAt: '',
    createdAt: '',
    ...fields,
  } as Ledger
}

const DEPOSIT_ONLINE = entry({
  id: 'led-1',
  kind: 'payment',
  amount: 18_000,
  method: 'mobile-money',
  network: 'mtn',
  transactionId: '4099260516',
  gatewayReference: 'GH-4K7Q-1',
  receipt: 'R-000101',
})
const BALANCE_ONLINE = entry({
  id: 'led-2',
  kind: 'payment',
  amount: 42_000,
  method: 'mobile-money',
  network: 'telecel',
  transactionId: '4099260999',
  gatewayReference: 'GH-4K7Q-2',
  receipt: 'R-000102',
})
const CASH = entry({ id: 'led-3', kind: 'payment', amount: 5_000, method: 'cash', receipt: 'R-3' })

function setup(entries: Ledger[]) {
  const booking = bookingFixture({ status: 'confirmed', ledger: { docs: entries } })
  const onSaved = jest.fn<(b: Booking) => void>()
  const user = { _id: 'u1', id: 'u1', email: 'desk@example.com', name: 'Desk', role: 'reception' }
  render(
    <SessionProvider serverUser={user as never}>
      <PaymentForm booking={booking} onSaved={onSaved} />
      <Toasts />
    </SessionProvider>,
  )
  const change = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  return { booking, onSaved, change }
}

describe('a refund back through the gateway', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('is offered only for a refund of a stay with a payment made online', () => {
    const { change } = setup([CASH])
    change(/^Money/, 'refund')
    const method = screen.getByLabelText(/^Method/)
    expect(within(method).queryByRole('option', { name: text.throughGateway })).toBeNull()
    cleanup()

    const online = setup([CASH, DEPOSIT_ONLINE])
    expect(
      within(screen.getByLabelText(/^Method/)).queryByRole('option', {
        name: text.throughGateway,
      }),
    ).toBeNull()
    online.change(/^Money/, 'refund')
    expect(
      within(screen.getByLabelText(/^Method/)).getByRole('option', {
        name: text.throughGateway,
      }),
    ).toBeInTheDocument()
  })

  it('sends the chosen payment back through the gateway as the contract asks, and says so', async () => {
    const { booking, onSaved, change } = setup([DEPOSIT_ONLINE, BALANCE_ONLINE, CASH])
    change(/^Money/, 'refund')
    change(/^Method/, 'gateway')
    // No network or transaction to type: they are the payment's.
    expect(screen.queryByLabelText(/^Transaction ID/)).toBeNull()
    const which = screen.getByLabelText(new RegExp(`^${text.whichPayment}`))
    expect(
      within(which)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringMatching(/^R-000101 · .* · MTN · up to ₵180$/),
      expect.stringMatching(/^R-000102 · .* · Telecel · up to ₵420$/),
    ])
    change(new RegExp(`^${text.whichPayment}`), 'led-2')
    change(/^Amount/, '100')
    change(/^Why it is given back/, 'Left a night early')
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: booking }))
    fireEvent.click(screen.getByRole('button', { name: text.send }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(booking))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(API.bookingPayments(booking.id))
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'refund',
      reason: 'Left a night early',
      amount: '100',
      method: 'mobile-money',
      date: day(0),
      throughGateway: true,
      refunds: 'led-2',
    })
    await expectToast(text.sent)
  })

  it('refuses beside the amount more than is left of the payment, and sends nothing', () => {
    const partlyBack = entry({
      id: 'led-9',
      kind: 'refund',
      amount: 10_000,
      gatewayReference: 'refund:77',
      transactionId: DEPOSIT_ONLINE.transactionId,
      reason: 'Room change',
    })
    const { change } = setup([DEPOSIT_ONLINE, partlyBack])
    change(/^Money/, 'refund')
    change(/^Method/, 'gateway')
    change(/^Amount/, '90')
    change(/^Why it is given back/, 'Cancelled in time')
    fireEvent.click(screen.getByRole('button', { name: text.send }))
    const amount = screen.getByLabelText(/^Amount/)
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)).toHaveTextContent(
      text.tooHigh(8_000),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows the gateway's refusal in a toast and keeps the form", async () => {
    const { onSaved, change } = setup([DEPOSIT_ONLINE])
    change(/^Money/, 'refund')
    change(/^Method/, 'gateway')
    change(/^Amount/, '50')
    change(/^Why it is given back/, 'Cancelled in time')
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'The gateway could not take the refund: try again later' }, 502),
    )
    fireEvent.click(screen.getByRole('button', { name: text.send }))
    await expectToast('The gateway could not take the refund: try again later')
    expect(onSaved).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('50')
  })

  it('leaves a cash refund as it was', async () => {
    const { booking, change } = setup([DEPOSIT_ONLINE])
    change(/^Money/, 'refund')
    change(/^Amount/, '20')
    change(/^Why it is given back/, 'Change owed')
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: booking }))
    fireEvent.click(screen.getByRole('button', { name: 'Record refund' }))
    await expectToast(MESSAGES.ledger.refunded)
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      kind: 'refund',
      reason: 'Change owed',
      amount: '20',
      method: 'cash',
      date: day(0),
    })
  })
})
