import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { CashUp, type Takings, type TakingsEntry } from '@/components/admin/Money/CashUp'
import { SessionProvider } from '@/components/admin/Session'
import { API } from '@/lib/apiRoutes'
import { cashUp } from '@/lib/money/cashUp'
import { formatDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { PublicUser } from '@/lib/session/publicUser'

import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const user = (role: PublicUser['role']): PublicUser => ({
  _id: 'u1',
  id: 'u1',
  email: 'desk@example.com',
  name: 'Efua Desk',
  role,
  avatar: null,
})

let ids = 0
const entry = (amount: number, how: Partial<TakingsEntry> = {}): TakingsEntry => {
  ids += 1
  return {
    id: `e${ids}`,
    kind: 'payment',
    amount,
    reversesKind: null,
    day: day(0),
    recordedAt: `${day(0)}T09:1${ids}:00.000Z`,
    method: 'cash',
    network: null,
    transactionId: null,
    receipt: null,
    recordedByName: 'Efua Desk',
    booking: { reference: `RP-00${ids}`, guestName: 'Ɔkyeame Ɛsi', roomName: 'Garden Room' },
    ...how,
  }
}

/** What the server answers: the takings rule itself over the entries. */
function answer(entries: TakingsEntry[]): Takings {
  return { range: { from: day(0), to: day(0) }, ...cashUp(entries) }
}

function show(role: PublicUser['role']) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider serverUser={user(role)}>
        <CashUp />
      </SessionProvider>
    </SWRConfig>,
  )
}

describe('CashUp', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows the total, each method and network with its entries, a refund subtracted', async () => {
    const entries = [
      entry(115),
      entry(1999, { method: 'mobile-money', network: 'mtn', transactionId: '0012345' }),
      entry(500, { kind: 'refund', method: 'mobile-money', network: 'mtn' }),
      entry(30_000, { method: 'card' }),
    ]
    fetchMock.mockResolvedValue(jsonResponse(answer(entries)))
    show('reception')

    expect(await screen.findByTestId('takings-total')).toHaveTextContent('₵316.14')
    expect(screen.getByTestId('method-cash-total')).toHaveTextContent('₵1.15')
    expect(screen.getByTestId('method-mobile-money-total')).toHaveTextContent('₵14.99')
    expect(screen.getByTestId('network-mtn-total')).toHaveTextContent('₵14.99')
    const momo = within(screen.getByTestId('method-mobile-money'))
    const lines = momo.getAllByTestId('takings-entry')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent('ID 0012345')
    expect(lines[1]).toHaveTextContent('-₵5')
    // Reception see their own: no one else to choose, and the request names no one.
    expect(screen.queryByLabelText('Recorded by')).toBeNull()
    const takingsAsked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/bookings/cash-up?'))
    expect(takingsAsked).toEqual([API.cashUp(new URLSearchParams({ day: day(0) }))])
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      API.cashUp(new URLSearchParams({ day: day(0), format: 'csv' })),
    )
  })

  it('an admin picks a day and a member of staff; an empty day says so', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/users')
        ? jsonResponse({ docs: [{ id: 'u7', name: 'Kofi Desk' }] })
        : jsonResponse(answer([])),
    )
    show('admin')
    expect(await screen.findByText('No money recorded for these days')).toBeInTheDocument()
    fireEvent.change(await screen.findByLabelText('Recorded by'), { target: { value: 'u7' } })
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day(-1) } })
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        API.cashUp(new URLSearchParams({ day: day(-1), user: 'u7' })),
      ),
    )
  })

  it('takes a reversed payment out and puts a reversed refund back; late entries say their day', async () => {
    const late = entry(700, { day: day(-1), recordedAt: `${day(0)}T10:00:00.000Z` })
    const entries = [
      entry(10_000),
      entry(2_500, { kind: 'reversal', reversesKind: 'payment' }),
      entry(1_000, { kind: 'reversal', reversesKind: 'refund' }),
    ]
    fetchMock.mockResolvedValue(
      jsonResponse({ ...answer(entries), recordedLate: { total: 700, entries: [late] } }),
    )
    show('reception')
    const lines = within(await screen.findByTestId('method-cash')).getAllByTestId('takings-entry')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toHaveTextContent('-₵25')
    expect(lines[1]).toHaveTextContent('reversal')
    expect(lines[2]).not.toHaveTextContent('-₵')
    expect(lines[2]).toHaveTextContent('₵10')
    expect(lines[0]).not.toHaveTextContent('dated')
    const recordedLate = screen.getByTestId('recorded-late')
    expect(recordedLate).toHaveTextContent(MESSAGES.cashUp.recordedLate)
    expect(screen.getByTestId('recorded-late-total')).toHaveTextContent('₵7')
    expect(within(recordedLate).getByTestId('takings-entry')).toHaveTextContent(
      `dated ${formatDate(day(-1))}`,
    )
  })
})
