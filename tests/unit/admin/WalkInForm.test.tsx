import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { WalkInForm } from '@/components/admin/Bookings/WalkInForm'
import type { DeskRoom } from '@/components/admin/Bookings/useDesk'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

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
  price: 45000,
  nightPrices: [{ night: day(0), price: 45000 }],
  ...change,
})

const saved = { id: 'b1', reference: 'RP-WALK', guestName: 'Kofi Annan' } as Booking

function show(onSaved: (booking: Booking) => void = () => {}) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WalkInForm rooms={rooms} onClose={() => {}} onSaved={onSaved} />
    </SWRConfig>,
  )
  return within(screen.getByRole('dialog'))
}

/** The receptionist's hand: every tap, and every focus of a field to type in, is counted. */
function hand(form: ReturnType<typeof within>) {
  const counted = { taps: 0 }
  return {
    counted,
    tap(element: HTMLElement) {
      counted.taps += 1
      fireEvent.click(element)
    },
    fill(label: string, value: string) {
      counted.taps += 1
      fireEvent.change(form.getByLabelText(label), { target: { value } })
    },
  }
}

describe('WalkInForm', () => {
  let fetchMock: FetchMock
  let answer: Response

  beforeEach(() => {
    answer = jsonResponse({ success: true, booking: saved }, 201)
    fetchMock = mockFetch()
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/bookings/options')) {
        return jsonResponse({
          nights: 1,
          rooms: [
            option('Annex', { isAvailable: false }),
            option('Baobab'),
            option('Cocoa', { available: false }),
            option('Leaky'),
          ],
        })
      }
      return answer
    })
  })

  afterEach(() => cleanup())

  it('starts tonight for one night and offers only the rooms free for it, each with its price', async () => {
    const form = show()
    expect(form.getByLabelText('Check-in')).toHaveValue(day(0))
    expect(form.getByLabelText('Check-out')).toHaveValue(day(1))
    await waitFor(() => expect(form.getAllByRole('radio', { name: /Baobab/ })).toHaveLength(1))
    const roomGroup = form.getByRole('group', { name: MESSAGES.walkIn.roomLegend })
    expect(within(roomGroup).getAllByRole('radio')).toHaveLength(1)
    expect(within(roomGroup).getByText('₵450')).toBeInTheDocument()
    expect(form.getByLabelText('Email (optional)')).toHaveValue('')
    expect(form.getByLabelText('Note (optional)')).toHaveValue('')
  })

  it('takes a walk-in paid by MTN mobile money in fewer than 12 taps, in one request, and hands the stay on', async () => {
    const onSaved = jest.fn()
    const form = show(onSaved)
    const { counted, tap, fill } = hand(form)
    const room = await form.findByRole('radio', { name: /Baobab/ })
    tap(room)
    fill('Guest name', 'Kofi Annan')
    fill('Phone', '0241234567')
    tap(form.getByRole('radio', { name: 'Mobile money' }))
    // The amount is the stay's price until typed: no tap.
    expect(form.getByLabelText('Amount paid (₵)')).toHaveValue('450')
    tap(form.getByRole('radio', { name: 'MTN' }))
    fill('Transaction ID', 'MP2612')
    tap(form.getByRole('button', { name: MESSAGES.walkIn.save }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    // Seven in the form, and one more on Today to open it.
    expect(counted.taps).toBe(7)
    expect(counted.taps + 1).toBeLessThan(12)
    const posts = fetchMock.mock.calls.filter(([url]) => url === API.walkIn)
    expect(posts).toHaveLength(1)
    expect(JSON.parse(String(posts[0][1]?.body))).toEqual({
      room: 'baobab',
      checkIn: day(0),
      checkOut: day(1),
      guests: '1',
      guestName: 'Kofi Annan',
      phone: '0241234567',
      email: '',
      note: '',
      paid: { amount: '450', method: 'mobile-money', network: 'mtn', transactionId: 'MP2612' },
    })
  })

  it('sends no payment for a guest paying later, and the email and note when given', async () => {
    const form = show()
    fireEvent.click(await form.findByRole('radio', { name: /Baobab/ }))
    fireEvent.change(form.getByLabelText('Guest name'), { target: { value: 'Esi' } })
    fireEvent.change(form.getByLabelText('Email (optional)'), { target: { value: 'esi@x.gh' } })
    fireEvent.change(form.getByLabelText('Note (optional)'), { target: { value: 'Cot' } })
    expect(form.queryByLabelText('Amount paid (₵)')).toBeNull()
    fireEvent.click(form.getByRole('button', { name: MESSAGES.walkIn.save }))
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === API.walkIn)).toBe(true))
    const post = fetchMock.mock.calls.find(([url]) => url === API.walkIn)!
    const body = JSON.parse(String(post[1]?.body)) as Record<string, unknown>
    expect(body).toMatchObject({ email: 'esi@x.gh', note: 'Cot' })
    expect(body).not.toHaveProperty('paid')
  })

  it("shows the server's refusal inside the form and stays open", async () => {
    answer = jsonResponse({ success: false, message: MESSAGES.booking.mobileMoneyDetails }, 400)
    const onSaved = jest.fn()
    const form = show(onSaved)
    fireEvent.click(await form.findByRole('radio', { name: /Baobab/ }))
    fireEvent.change(form.getByLabelText('Guest name'), { target: { value: 'Esi' } })
    fireEvent.click(form.getByRole('button', { name: MESSAGES.walkIn.save }))
    expect(await form.findByRole('alert')).toHaveTextContent(MESSAGES.booking.mobileMoneyDetails)
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('offers free rooms together when no one room takes the party, and sends them in one request', async () => {
    const family = [
      { _id: 'cocoa', name: 'Cocoa', guests: 3, children: 0, total: 500 },
      { _id: 'baobab', name: 'Baobab', guests: 2, children: 0, total: 450 },
    ]
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/bookings/options')) {
        return jsonResponse({
          nights: 1,
          guests: 5,
          rooms: [option('Baobab', { available: false }), option('Cocoa', { available: false })],
          combinations: [
            { rooms: family, total: 950 },
            { rooms: [family[0], { ...family[1], _id: 'leaky', name: 'Leaky' }], total: 900 },
          ],
        })
      }
      return answer
    })
    const onSaved = jest.fn()
    const form = show(onSaved)
    fireEvent.change(form.getByLabelText('Guests'), { target: { value: '5' } })
    const offers = await form.findByTestId('desk-combinations')
    // The offer with a room out of order is not made.
    expect(within(offers).getAllByRole('button')).toHaveLength(1)
    fireEvent.click(within(offers).getByRole('button'))
    expect(form.getByRole('status')).toHaveTextContent(
      MESSAGES.walkIn.together('Cocoa (3 guests) + Baobab (2 guests)'),
    )
    fireEvent.change(form.getByLabelText('Guest name'), { target: { value: 'Adjoa' } })
    fireEvent.click(form.getByRole('radio', { name: 'Cash' }))
    expect(form.getByLabelText('Amount paid (₵)')).toHaveValue('950')
    fireEvent.click(form.getByRole('button', { name: MESSAGES.walkIn.save }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    const posts = fetchMock.mock.calls.filter(([url]) => url === API.walkIn)
    expect(posts).toHaveLength(1)
    expect(JSON.parse(String(posts[0][1]?.body))).toMatchObject({
      room: 'cocoa',
      guests: '3',
      moreRooms: [{ room: 'baobab', guests: '2' }],
      paid: { amount: '950', method: 'cash' },
    })
  })
})
