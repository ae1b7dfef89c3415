import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { BalancesOwed } from '@/components/admin/Money/Owed'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import { telLink } from '@/lib/phone'
import type { OwedPage, OwedStay } from '@/lib/reports/owed'

import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const T = MESSAGES.owed

const MESSAGE =
  'Hello Kofi, ₵200 of the ₵500 for your stay RP-OWED from Fri 2 Oct 2026 is still to pay. Call or WhatsApp us: 024 123 4567\n\nRoyal Palm Guest House'

const owing = (change: Partial<OwedStay> = {}): OwedStay => ({
  id: 'b1',
  reference: 'RP-OWED',
  guestName: 'Kofi Asante',
  roomName: 'Garden Room',
  phone: '0557654321',
  checkOut: '2026-10-04',
  balance: 20_000,
  message: MESSAGE,
  ...change,
})

const page = (stays: OwedStay[], change: Partial<OwedPage> = {}): OwedPage => ({
  stays,
  count: stays.length,
  total: stays.reduce((sum, stay) => sum + stay.balance, 0),
  page: 1,
  totalPages: 1,
  ...change,
})

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BalancesOwed />
    </SWRConfig>,
  )
}

describe('BalancesOwed', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows each guest who left owing with the amount, and a WhatsApp button carrying the balance message to their number', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page([owing()])))
    show()
    const row = within(await screen.findByTestId('owed-stay'))
    expect(row.getByTestId('owed-balance')).toHaveTextContent('₵200')
    expect(row.getByText(/RP-OWED · Garden Room/)).toBeInTheDocument()
    expect(row.getByRole('link', { name: T.call('0557654321') })).toHaveAttribute(
      'href',
      telLink('0557654321'),
    )
    const send = row.getByRole('link', { name: T.sendBalanceLabel('Kofi Asante') })
    const link = new URL(send.getAttribute('href') ?? '')
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/233557654321')
    expect(link.searchParams.get('text')).toBe(MESSAGE)
    expect(screen.getByTestId('owed-total')).toHaveTextContent(T.totalLine(1, 20_000))
  })

  it('records the message in the stay’s history when it is taken to WhatsApp', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page([owing()])))
    show()
    const send = await screen.findByTestId('owed-whatsapp')
    fireEvent.click(send)
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        API.bookingMessages('b1'),
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ moment: 'balanceDue' }) }),
      ),
    )
  })

  it('offers no WhatsApp button without a phone number', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page([owing({ phone: '', message: null })])))
    show()
    const row = within(await screen.findByTestId('owed-stay'))
    expect(row.getByText(T.noPhone)).toBeInTheDocument()
    expect(row.queryByTestId('owed-whatsapp')).toBeNull()
  })

  it('asks the server for the next page', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === API.bookingsOwed(2)
        ? jsonResponse(
            page([owing({ id: 'b2', reference: 'RP-LATER' })], {
              page: 2,
              totalPages: 2,
              count: 21,
            }),
          )
        : jsonResponse(page([owing()], { totalPages: 2, count: 21 })),
    )
    show()
    fireEvent.click(await screen.findByRole('button', { name: T.next }))
    expect(await screen.findByText(/RP-LATER/)).toBeInTheDocument()
    expect(screen.getByText(T.pageOf(2, 2))).toBeInTheDocument()
  })

  it('says so when nobody owes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page([])))
    show()
    expect(await screen.findByText(T.none)).toBeInTheDocument()
  })
})
