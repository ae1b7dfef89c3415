import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { NewBookingForm } from '@/components/admin/Bookings/NewBookingForm'
import type { DeskRoom } from '@/components/admin/Bookings/useDesk'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'

import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const rooms: DeskRoom[] = ['Baobab', 'Cocoa', 'Annex', 'Leaky'].map((name) => ({
  id: name.toLowerCase(),
  name,
  regularPrice: 300,
  discountedPrice: null,
  offer: false,
  housekeeping: name === 'Leaky' ? 'out-of-order' : 'clean',
}))

const option = (name: string, change: Record<string, unknown> = {}) => ({
  _id: name.toLowerCase(),
  name,
  isAvailable: true,
  maxGuests: null,
  available: true,
  price: 60000,
  nightPrices: [
    { night: day(0), price: 30000 },
    { night: day(1), price: 30000 },
  ],
  ...change,
})

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NewBookingForm kind="booking" rooms={rooms} onClose={() => {}} />
    </SWRConfig>,
  )
  return within(screen.getByRole('dialog'))
}

describe('NewBookingForm', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/bookings/options')) {
        return jsonResponse({
          nights: 2,
          rooms: [
            option('Annex', { isAvailable: false }),
            option('Baobab'),
            option('Cocoa', { available: false }),
            option('Leaky'),
          ],
        })
      }
      return jsonResponse({ success: false, message: MESSAGES.booking.notFree }, 409)
    })
  })

  afterEach(() => cleanup())

  it('offers the rooms free for the dates, marks a hidden one, and keeps a taken one out of reach', async () => {
    const form = show()
    expect(form.getByText(MESSAGES.desk.chooseDates)).toBeInTheDocument()
    fireEvent.change(form.getByLabelText('Check-out'), { target: { value: day(2) } })
    const select = form.getByLabelText('Room') as HTMLSelectElement
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(4))
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((o) => [o.textContent, o.disabled]),
    ])
    expect(groups).toEqual([
      ['Free for these dates (1)', [['Baobab', false]]],
      [`Free, ${MESSAGES.desk.roomHidden}`, [['Annex', false]]],
      [`Free, ${MESSAGES.desk.roomOutOfOrder}`, [['Leaky', false]]],
      ['Not free for these dates', [['Cocoa', true]]],
    ])
    fireEvent.change(select, { target: { value: 'annex' } })
    expect(form.getByText(MESSAGES.desk.roomIsHidden)).toBeInTheDocument()
    fireEvent.change(select, { target: { value: 'leaky' } })
    expect(form.getByText(MESSAGES.desk.roomIsOutOfOrder)).toBeInTheDocument()
    fireEvent.change(select, { target: { value: 'baobab' } })
    expect(form.getByText(MESSAGES.desk.roomIsFree)).toBeInTheDocument()
    expect(form.queryByText(MESSAGES.desk.roomIsOutOfOrder)).toBeNull()
    expect(form.getByTestId('stay-price')).toHaveTextContent(
      `${formatPesewas(60000)} for 2 nights at ${formatPesewas(30000)} a night`,
    )
  })

  it('shows a refusal inside the open form, not behind it', async () => {
    const form = show()
    fireEvent.change(form.getByLabelText('Check-out'), { target: { value: day(2) } })
    const select = form.getByLabelText('Room') as HTMLSelectElement
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(4))
    fireEvent.change(select, { target: { value: 'baobab' } })
    fireEvent.change(form.getByLabelText('Guest name'), { target: { value: 'Yaw Walkin' } })
    fireEvent.submit(form.getByRole('button', { name: 'New booking' }))
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.booking.notFree))
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    // No price: the server prices the stay by the rates.
    const body = JSON.parse(String(sent?.[1]?.body)) as Record<string, unknown>
    expect(body).toMatchObject({ room: 'baobab' })
    expect(body).not.toHaveProperty('price')
  })

  it.each([
    ['while the rates’ price is on its way', MESSAGES.desk.priceQuoting, 'pending'],
    ['when the rates’ price could not be had', MESSAGES.desk.priceNotQuoted, 'failed'],
  ])(
    'never sends an everyday price %s: it says so, and the server prices the stay',
    async (_, hint, quote) => {
      fetchMock.mockImplementation(async (url, init) => {
        if (String(url).startsWith('/api/bookings/options')) {
          if (quote === 'pending') return new Promise<Response>(() => {})
          return jsonResponse({ success: false, message: 'down' }, 500)
        }
        return jsonResponse(
          { doc: { reference: 'RP-4K7Q', ...JSON.parse(String(init?.body)) } },
          201,
        )
      })
      const form = show()
      fireEvent.change(form.getByLabelText('Check-out'), { target: { value: day(2) } })
      fireEvent.change(form.getByLabelText('Room'), { target: { value: 'baobab' } })
      await waitFor(() => expect(form.getByText(hint)).toBeInTheDocument())
      fireEvent.change(form.getByLabelText('Guest name'), { target: { value: 'Yaw Walkin' } })
      fireEvent.submit(form.getByRole('button', { name: 'New booking' }))
      const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
      await waitFor(() => expect(posts()).toHaveLength(1))
      expect(JSON.parse(String(posts()[0][1]?.body))).not.toHaveProperty('price')
    },
  )

  it('sends a price typed in cedis as whole pesewas, and refuses a third decimal before sending', async () => {
    const form = show()
    fireEvent.change(form.getByLabelText('Check-out'), { target: { value: day(2) } })
    const select = form.getByLabelText('Room') as HTMLSelectElement
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(4))
    fireEvent.change(select, { target: { value: 'baobab' } })
    fireEvent.change(form.getByLabelText('Guest name'), { target: { value: 'Yaw Walkin' } })
    const price = form.getByLabelText('Price of the stay (₵)')
    fireEvent.change(price, { target: { value: '139.925' } })
    fireEvent.submit(form.getByRole('button', { name: 'New booking' }))
    expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.booking.priceTyped)
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts()).toHaveLength(0)

    fireEvent.change(price, { target: { value: '139.92' } })
    fireEvent.submit(form.getByRole('button', { name: 'New booking' }))
    // A price other than the rates' needs its reason before anything is sent.
    expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.booking.priceReasonRequired)
    expect(posts()).toHaveLength(0)
    fireEvent.change(form.getByLabelText('Why this price'), { target: { value: 'Long stay' } })
    fireEvent.submit(form.getByRole('button', { name: 'New booking' }))
    await waitFor(() => expect(posts()).toHaveLength(1))
    expect(JSON.parse(String(posts()[0][1]?.body))).toMatchObject({
      price: 13992,
      priceReason: 'Long stay',
    })
  })
})
