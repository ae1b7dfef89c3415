import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { Dashboard } from '@/components/admin/Money/Dashboard'
import { API } from '@/lib/apiRoutes'
import { DEFAULT_DASHBOARD_PERIOD, type DashboardData, type RoomPerformance } from '@/lib/reports'
import type { OwedSum } from '@/lib/reports/owed'
import { reviews as reviewsText } from '@/lib/messages/reviews'
import { MESSAGES } from '@/lib/messages'

import { day } from '../../helpers/fixtures/dates'
import { type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const figures = {
  bookings: 4,
  revenue: 123_450,
  adr: 30_000,
  revpar: 12_000,
  nightsSold: 8,
  occupancy: 40,
  occupiedNights: 8,
  availableNights: 20,
}

const performing = (name: string, revenue: number, extra: Partial<RoomPerformance> = {}) => ({
  _id: name.toLowerCase(),
  name,
  premium: false,
  regularPrice: 300,
  discountedPrice: null,
  offer: false,
  isAvailable: true,
  bookings: 1,
  revenue,
  occupancy: 10,
  ...extra,
})

/** The endpoint's answer; each test changes what its rule reads. */
type Answer = DashboardData & { owed: OwedSum; reviewsWaiting: number }

function answer(change: Partial<Answer> = {}): Answer {
  return {
    period: '30',
    range: { from: day(-29), to: day(0) },
    previousRange: { from: day(-59), to: day(-30) },
    against: 'previous 30 days',
    totals: { rooms: 3, premiumRooms: 1, standardRooms: 2, ...figures },
    previous: figures,
    trends: {
      bookings: { direction: 'up', text: '+33% vs previous 30 days' },
      revenue: { direction: 'down', text: '-10% vs previous 30 days' },
      occupancy: { direction: 'flat', text: 'No change vs previous 30 days' },
      adr: { direction: 'flat', text: 'No change vs previous 30 days' },
      revpar: { direction: 'flat', text: 'No change vs previous 30 days' },
    },
    premium: { count: 1, averagePrice: 450 },
    offers: { count: 1, totalSavings: 50 },
    topPerformer: { _id: 'baobab', name: 'Baobab', revenue: 90_000, bookings: 1 },
    rooms: [performing('Baobab', 90_000)],
    today: { arrivals: 2, departures: 1, pending: 0 },
    owed: { count: 3, total: 45_000 },
    reviewsWaiting: 0,
    ...change,
  }
}

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Dashboard />
    </SWRConfig>,
  )
}

describe('Dashboard', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('shows the figures in cedis, each trend coloured by its direction', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer()))
    show()
    expect(await screen.findByTestId('card-revenue-value')).toHaveTextContent('₵1,234.50')
    expect(fetchMock.mock.calls[0][0]).toBe(API.dashboard(DEFAULT_DASHBOARD_PERIOD))
    expect(screen.getByTestId('card-rooms')).toHaveTextContent('1 premium · 2 standard')
    expect(screen.getByTestId('card-occupancy-value')).toHaveTextContent('40%')
    expect(screen.getByTestId('card-bookings-trend')).toHaveClass('text-emerald-700')
    expect(screen.getByTestId('card-revenue-trend')).toHaveClass('text-red-700')
    expect(screen.getByTestId('card-occupancy-trend')).toHaveClass('text-stone-500')
    expect(screen.getByTestId('top-revenue')).toHaveTextContent('₵900')
    expect(screen.getByTestId('panel-top')).toHaveTextContent('from 1 booking')
    expect(screen.getByTestId('panel-top')).not.toHaveTextContent('bookings')
    expect(screen.getByTestId('today-pending')).not.toHaveClass('text-amber-700')
  })

  it('says how many guests’ reviews wait to be published, leading to them in /cms, and is quiet when none does', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer({ reviewsWaiting: 2 })))
    show()
    const notice = await screen.findByTestId('dashboard-reviews-waiting')
    expect(notice).toHaveTextContent(reviewsText.waiting(2))
    expect(within(notice).getByRole('link', { name: reviewsText.waitingLink })).toHaveAttribute(
      'href',
      '/cms/collections/testimonials?where[_status][equals]=draft',
    )
    cleanup()
    fetchMock.mockResolvedValue(jsonResponse(answer({ reviewsWaiting: 0 })))
    show()
    await screen.findByTestId('card-owed-value')
    expect(screen.queryByTestId('dashboard-reviews-waiting')).toBeNull()
  })

  it('shows what guests who have left still owe, leading to the list of them', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer()))
    show()
    expect(await screen.findByTestId('card-owed-value')).toHaveTextContent('₵450')
    expect(screen.getByTestId('card-owed')).toHaveTextContent(MESSAGES.owed.figureNote(3))
    // The card itself is the link, read out with its figure.
    expect(screen.getByRole('link', { name: new RegExp(MESSAGES.owed.figure) })).toHaveAttribute(
      'href',
      '/admin/owed',
    )
  })

  it('says so when no room earned, and shows no average price without premium rooms', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(answer({ topPerformer: null, premium: { count: 0, averagePrice: 0 } })),
    )
    show()
    expect(await screen.findByTestId('panel-top')).toHaveTextContent(
      'No money received in this range.',
    )
    expect(screen.getByTestId('panel-premium')).toHaveTextContent('Average price — per night')
  })

  it('lists the five best earners only, an offer price beside the struck regular one', async () => {
    const rooms = [
      performing('Baobab', 90_000, { offer: true, discountedPrice: 250 }),
      ...['Cocoa', 'Kente', 'Adinkra', 'Shea', 'Annex'].map((name, at) =>
        performing(name, 50_000 - at * 1000),
      ),
    ]
    fetchMock.mockResolvedValue(jsonResponse(answer({ rooms })))
    show()
    const rows = await screen.findAllByTestId('performance-row')
    expect(rows).toHaveLength(5)
    expect(screen.queryByText('Annex')).toBeNull()
    expect(rows[0]).toHaveTextContent('₵250')
    expect(within(rows[0]).getByText('₵300').tagName).toBe('S')
    expect(within(rows[0]).getByText('On Offer')).toBeInTheDocument()
  })

  it('marks pending requests only when there are some', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(answer({ today: { arrivals: 0, departures: 0, pending: 3 } })),
    )
    show()
    expect(await screen.findByTestId('today-pending')).toHaveClass('text-amber-700')
    expect(screen.getByTestId('today-arrivals')).not.toHaveClass('text-amber-700')
  })

  it('reads the chosen period, and offers Try Again when the figures cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, message: 'Try later' }, 500))
    show()
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later')
    fetchMock.mockResolvedValue(jsonResponse(answer()))
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    await screen.findByTestId('card-revenue-value')

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last-month' } })
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(API.dashboard('last-month')),
    )
  })
})
