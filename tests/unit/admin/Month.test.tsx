import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { Month } from '@/components/admin/Money/Month'
import { API } from '@/lib/apiRoutes'
import { todayInGhana } from '@/lib/dates'
import { month as TEXTS } from '@/lib/messages/month'
import type { MonthData } from '@/lib/reports/month'
import { monthOf, shiftMonth } from '@/lib/reports/monthRange'

import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const thisMonth = monthOf(todayInGhana())

/** The endpoint's answer for a small month: two nights sold, a beer, VAT and the tourism levy. */
function answer(month = thisMonth): MonthData {
  return {
    month,
    range: { from: `${month}-01`, to: `${month}-28` },
    previous: shiftMonth(month, -1),
    next: shiftMonth(month, 1),
    roomRevenue: 70_000,
    extrasRevenue: 2_400,
    revenue: 72_400,
    moneyReceived: 50_000,
    nightsSold: 2,
    occupiedNights: 2,
    availableNights: 56,
    occupancy: 3.6,
    adr: 35_000,
    revpar: 1_250,
    taxes: {
      lines: [
        {
          code: 'VAT',
          name: 'VAT',
          rateBasisPoints: 1500,
          basePesewas: 59_835,
          amountPesewas: 8_975,
          payee: 'gra',
        },
        {
          code: 'TOURISM',
          name: 'Tourism levy',
          rateBasisPoints: 100,
          basePesewas: 59_835,
          amountPesewas: 598,
          payee: 'tourism',
        },
      ],
      byPayee: [
        { payee: 'gra', amount: 8_975 },
        { payee: 'tourism', amount: 598 },
      ],
      total: 9_573,
    },
    channels: [{ source: 'walk-in', label: 'Walk-in', nights: 2, revenue: 70_000 }],
    owing: {
      stays: [
        {
          id: '1',
          reference: 'GH-7',
          guestName: 'Ɔkyeame Ɛsi',
          roomName: 'Garden',
          checkOut: `${month}-03`,
          balance: 20_000,
        },
      ],
      total: 20_000,
    },
    staff: [{ name: 'Ama', payments: 50_000, refunds: 0, net: 50_000 }],
    byDay: [
      { day: `${month}-01`, occupied: 1, available: 2, occupancy: 50 },
      { day: `${month}-02`, occupied: 1, available: 2, occupancy: 50 },
    ],
    byWeek: [{ from: `${month}-01`, to: `${month}-07`, revenue: 72_400 }],
    lastTwelve: [{ month, revenue: 72_400 }],
  }
}

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Month />
    </SWRConfig>,
  )
}

describe('the owner’s month', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
    // jsdom has no media queries; the chart library asks which of its responsive options apply.
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia
  })

  afterEach(() => cleanup())

  it('shows the month’s figures in cedis, taxes by who they are paid to, and what is owed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer()))
    show()
    expect(await screen.findByTestId('month-room-revenue-value')).toHaveTextContent('₵700')
    expect(fetchMock.mock.calls[0][0]).toBe(API.month(thisMonth))
    expect(screen.getByTestId('month-extras-revenue-value')).toHaveTextContent('₵24')
    expect(screen.getByTestId('month-money-value')).toHaveTextContent('₵500')
    expect(screen.getByTestId('month-occupancy-value')).toHaveTextContent('3.6%')
    expect(screen.getByTestId('month-adr-value')).toHaveTextContent('₵350')
    expect(screen.getByTestId('month-revpar-value')).toHaveTextContent('₵12.50')
    const taxes = screen.getByTestId('month-taxes')
    expect(taxes).toHaveTextContent('15%')
    expect(
      within(taxes).getByText(TEXTS.payees.tourism, { selector: 'th' }).closest('tr'),
    ).toHaveTextContent('₵5.98')
    expect(screen.getByTestId('month-tax-total')).toHaveTextContent('₵95.73')
    expect(screen.getByTestId('month-owing')).toHaveTextContent('Ɔkyeame Ɛsi')
    expect(screen.getByTestId('month-owing')).toHaveTextContent('₵200')
    expect(screen.getByTestId('month-staff')).toHaveTextContent('Ama')
    expect(screen.getByTestId('month-channels')).toHaveTextContent('Walk-in')
    expect(screen.getByRole('link', { name: TEXTS.downloadCsv })).toHaveAttribute(
      'href',
      API.month(thisMonth, true),
    )
  })

  it('states each tax’s rate once, as the invoice does: 15%, 2.5%', async () => {
    const data = answer()
    data.taxes.lines[1] = { ...data.taxes.lines[1], rateBasisPoints: 250 }
    fetchMock.mockResolvedValue(jsonResponse(data))
    show()
    const taxes = await screen.findByTestId('month-taxes')
    const rateOf = (name: string) =>
      within(taxes).getByText(name, { exact: false, selector: 'th' }).closest('tr')!.children[1]
    expect(rateOf('VAT')).toHaveTextContent(/^15%$/)
    expect(rateOf('Tourism levy')).toHaveTextContent(/^2\.5%$/)
  })

  it('each chart has a text alternative and its figures as a table', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer()))
    show()
    const byDay = await screen.findByTestId('chart-by-day')
    const drawing = within(byDay).getByRole('img')
    expect(drawing).toHaveAccessibleName(expect.stringContaining(`${TEXTS.byDay},`))
    expect(drawing.getAttribute('aria-label')).toContain('1 50%')
    // The library, loaded on demand, draws the chart as SVG inside the described container.
    await waitFor(() => expect(drawing.querySelector('svg')).not.toBeNull())
    const table = within(byDay).getByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(
      within(screen.getByTestId('chart-last-twelve')).getByRole('img').getAttribute('aria-label'),
    ).toContain('₵724')
  })

  it('the arrows ask for the month before and after', async () => {
    fetchMock.mockImplementation(async (url) => {
      const asked = new URL(String(url), 'http://x').searchParams.get('month') as string
      return jsonResponse(answer(asked))
    })
    show()
    await screen.findByTestId('month-room-revenue')
    fireEvent.click(screen.getByRole('button', { name: TEXTS.previous }))
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((call) => call[0])).toContain(
        API.month(shiftMonth(thisMonth, -1)),
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: TEXTS.next }))
    fireEvent.click(screen.getByRole('button', { name: TEXTS.next }))
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((call) => call[0])).toContain(
        API.month(shiftMonth(thisMonth, 1)),
      ),
    )
  })
})
