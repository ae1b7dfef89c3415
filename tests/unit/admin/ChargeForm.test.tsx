import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'

import { ChargeForm } from '@/components/admin/Money/Charges'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { Booking, Extra } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const extra = (id: string, name: string, price: number): Extra => ({
  id,
  name,
  price,
  category: 'bar',
  taxable: true,
  active: true,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
})

const EXTRAS = [extra('beer', 'Club beer', 2500), extra('laundry', 'Laundry (per bag)', 5000)]

function setup() {
  const booking = bookingFixture({ status: 'checked-in' })
  const onSaved = jest.fn<(b: Booking) => void>()
  render(
    <>
      <ChargeForm booking={booking} extras={EXTRAS} onSaved={onSaved} onCancel={() => {}} />
      <Toasts />
    </>,
  )
  const pick = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }))
  const change = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Charge|Add charge)/ }))
  const errorOf = (label: RegExp) => {
    const input = screen.getByLabelText(label)
    return document.getElementById(input.getAttribute('aria-describedby')!)?.textContent
  }
  return { booking, onSaved, pick, change, submit, errorOf }
}

describe('ChargeForm', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('charges a listed item at its price in two taps: the item, then Charge', async () => {
    const { booking, onSaved, pick, submit } = setup()
    const saved = { ...booking }
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: saved }))
    pick(/Club beer/)
    expect(screen.getByLabelText(/^Price each/)).toHaveValue('25')
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('1')
    // The reason is asked only once the price differs from the list's.
    expect(screen.queryByLabelText(/^Why a different price/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Charge ₵25' })).toBeInTheDocument()
    submit()
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe(API.bookingCharges(booking.id))
    expect(JSON.parse(String(init?.body))).toEqual({ extra: 'beer', quantity: 1, unitPrice: 2500 })
    await expectToast(MESSAGES.charges.added)
  })

  it('asks for nothing to be sent without an item', () => {
    const { submit } = setup()
    submit()
    expect(screen.getByText(MESSAGES.charges.unknownItem)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('steps the quantity from 1 to 99 and no further, and refuses 0, 100 and 1.5 typed', () => {
    const { pick, change, submit, errorOf } = setup()
    pick(/Club beer/)
    const fewer = screen.getByRole('button', { name: MESSAGES.charges.fewer })
    const more = screen.getByRole('button', { name: MESSAGES.charges.more })
    expect(fewer).toBeDisabled()
    fireEvent.click(more)
    fireEvent.click(more)
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('3')
    expect(screen.getByRole('button', { name: 'Charge ₵75' })).toBeInTheDocument()
    change(/^Quantity/, '99')
    expect(more).toBeDisabled()
    fireEvent.click(more)
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('99')
    const refused = ['0', '100', '1.5', '']
    expect.assertions(5 + refused.length * 2 + 1)
    for (const typed of refused) {
      change(/^Quantity/, typed)
      submit()
      expect(screen.getByLabelText(/^Quantity/)).toHaveAttribute('aria-invalid', 'true')
      expect(errorOf(/^Quantity/)).toBe(MESSAGES.charges.quantity)
    }
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks why once the price is changed, and sends the reason with the new price', async () => {
    const { pick, change, submit, errorOf, onSaved } = setup()
    pick(/Laundry/)
    change(/^Price each/, '40')
    submit()
    expect(screen.getByLabelText(/^Why a different price/)).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(/^Why a different price/)).toBe(MESSAGES.charges.priceReason)
    expect(fetchMock).not.toHaveBeenCalled()

    change(/^Price each/, '40.555')
    submit()
    expect(errorOf(/^Price each/)).toBe(MESSAGES.charges.priceText)
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: bookingFixture({}) }))
    change(/^Price each/, '40')
    change(/^Why a different price/, 'Small bag')
    submit()
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      extra: 'laundry',
      quantity: 1,
      unitPrice: 4000,
      reason: 'Small bag',
    })
  })

  it('the list’s price typed back needs no reason', () => {
    const { pick, change } = setup()
    pick(/Laundry/)
    change(/^Price each/, '40')
    expect(screen.getByLabelText(/^Why a different price/)).toBeInTheDocument()
    change(/^Price each/, '50.00')
    expect(screen.queryByLabelText(/^Why a different price/)).toBeNull()
  })

  it("shows the server's refusal in the form and keeps what was chosen", async () => {
    const { pick, submit, onSaved } = setup()
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, message: MESSAGES.charges.notInHouse }, 409),
    )
    pick(/Club beer/)
    submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.charges.notInHouse)
    expect(onSaved).not.toHaveBeenCalled()
    expect(screen.getByRole('radio', { name: /Club beer/ })).toHaveAttribute('aria-checked', 'true')
  })
})
