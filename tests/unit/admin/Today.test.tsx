import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { TodayDesk } from '@/components/admin/Bookings/Today'
import type { TodayBooking, TodayData, TodayRoom } from '@/components/admin/Bookings/Today/useToday'
import { Toasts } from '@/components/ui/Toasts'
import { API } from '@/lib/apiRoutes'
import { deskDay } from '@/lib/bookings/today'
import { formatDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { bookingFixture } from '../../helpers/fixtures/bookings'
import { day } from '../../helpers/fixtures/dates'
import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const stay = (reference: string, status: Booking['status'], from: number, to: number) =>
  ({
    ...bookingFixture({
      id: reference,
      reference,
      status,
      checkIn: `${day(from)}T00:00:00.000Z`,
      checkOut: `${day(to)}T00:00:00.000Z`,
      nights: to - from,
    }),
    due: 0,
  }) as TodayBooking

const BOOKINGS = [
  stay('RP-ARRIVE', 'confirmed', 0, 2),
  stay('RP-INTODAY', 'checked-in', 0, 1),
  stay('RP-LEAVING', 'checked-in', -2, 0),
  stay('RP-GONE', 'completed', -3, 0),
  stay('RP-STAYING', 'checked-in', -1, 3),
  stay('RP-ASKED', 'requested', 5, 6),
  stay('RP-LATER', 'confirmed', 1, 3),
]

const ROOMS: TodayRoom[] = [
  { id: 'room-1', name: 'Baobab', housekeeping: 'dirty', isAvailable: true },
  { id: 'room-2', name: 'Cocoa', housekeeping: 'clean', isAvailable: false },
]

/** What the server answers: the desk's day rule itself over the stays. */
function answer(): TodayData {
  return {
    day: day(0),
    ...deskDay(BOOKINGS, day(0)),
    rooms: ROOMS,
    toSend: [],
    cancelAsked: [BOOKINGS[0]],
    owed: { count: 0, total: 0 },
  }
}

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TodayDesk />
      <Toasts />
    </SWRConfig>,
  )
}

/** The stays a part lists, by the reference on each row (its other buttons, "Add charge", left out). */
const references = (part: string) =>
  within(screen.getByTestId(part))
    .queryAllByRole('button')
    .filter((button) => button.textContent !== MESSAGES.charges.addCharge)
    .map((row) => row.querySelector('.font-mono')?.textContent)

describe('TodayDesk', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('reminds that yesterday was left open, linking to its cash-up, and is quiet once it is closed', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...answer(), openDay: day(-1) }))
    show()
    const reminder = await screen.findByTestId('day-open')
    expect(reminder).toHaveTextContent(MESSAGES.cashUp.yesterdayOpen(formatDate(day(-1))))
    expect(
      within(reminder).getByRole('link', { name: MESSAGES.cashUp.openCashUp }),
    ).toHaveAttribute('href', `/admin/cash-up?day=${day(-1)}`)
    cleanup()
    fetchMock.mockResolvedValue(jsonResponse({ ...answer(), openDay: null }))
    show()
    await screen.findByTestId('desk-arrivals')
    expect(screen.queryByTestId('day-open')).toBeNull()
  })

  it('says what guests who have left still owe, linking to the list, and is quiet when nobody does', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...answer(), owed: { count: 2, total: 25_000 } }))
    show()
    const owed = await screen.findByTestId('desk-owed')
    expect(owed).toHaveTextContent(MESSAGES.owed.totalLine(2, 25_000))
    expect(within(owed).getByRole('link', { name: MESSAGES.owed.seeList })).toHaveAttribute(
      'href',
      '/admin/owed',
    )
    cleanup()
    fetchMock.mockResolvedValue(jsonResponse({ ...answer(), owed: { count: 0, total: 0 } }))
    show()
    await screen.findByTestId('desk-arrivals')
    expect(screen.queryByTestId('desk-owed')).toBeNull()
  })

  it('says a booking site’s calendar could not be read, where reception starts, leading to the calendars', async () => {
    const feedRoom = {
      id: 'room-1',
      name: 'Baobab',
      calendarFeeds: [{ url: 'https://calendar.invalid/a.ics', lastError: 'not found' }],
    }
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith(API.rooms(''))
        ? jsonResponse({ docs: [feedRoom], totalDocs: 1 })
        : jsonResponse(answer()),
    )
    show()
    await screen.findByTestId('desk-arrivals')
    const notice = await waitFor(() => {
      const [found] = screen
        .getAllByRole('status')
        .filter((status) => status.textContent?.includes(MESSAGES.calendarSync.failing(1)))
      expect(found).toBeDefined()
      return found
    })
    expect(within(notice).getByRole('link', { name: MESSAGES.calendarSync.show })).toHaveAttribute(
      'href',
      '/admin/bookings?view=calendar',
    )
  })

  it('lists each part of the day with its count, and says when a part is empty', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer()))
    show()
    await screen.findByTestId('desk-arrivals')
    const parts: Array<[string, Array<string>]> = [
      ['desk-arrivals', ['RP-ARRIVE', 'RP-INTODAY']],
      ['desk-departures', ['RP-LEAVING', 'RP-GONE']],
      ['desk-in-house', ['RP-INTODAY', 'RP-LEAVING', 'RP-STAYING']],
      ['desk-pending', ['RP-ASKED']],
      ['desk-cancel-asked', ['RP-ARRIVE']],
      ['desk-to-send', []],
    ]
    expect.assertions(parts.length * 2 + 2)
    for (const [part, expected] of parts) {
      expect(references(part)).toEqual(expected)
      expect(screen.getByTestId(`${part}-count`)).toHaveTextContent(`(${expected.length})`)
    }
    expect(screen.getByTestId('desk-to-send')).toHaveTextContent('No message is waiting')
    expect(screen.queryByText('RP-LATER')).toBeNull()
  })

  it('offers each guest in the house "Add charge", which opens the form over the price list', async () => {
    const beer = { id: 'beer', name: 'Club beer', price: 2500, category: 'bar', active: true }
    fetchMock.mockImplementation(async (url) =>
      String(url) === API.extrasOffered ? jsonResponse({ docs: [beer] }) : jsonResponse(answer()),
    )
    show()
    const inHouse = within(await screen.findByTestId('desk-in-house'))
    const offered = inHouse.getAllByRole('button', { name: MESSAGES.charges.addCharge })
    expect(offered).toHaveLength(3)
    // Only the guests in the house: the other parts offer none.
    expect(
      within(screen.getByTestId('desk-pending')).queryByRole('button', {
        name: MESSAGES.charges.addCharge,
      }),
    ).toBeNull()
    fireEvent.click(offered[0])
    const form = await screen.findByRole('form', { name: MESSAGES.charges.formTitle })
    expect(within(form).getByRole('radio', { name: /Club beer/ })).toBeInTheDocument()
  })

  it("presses each room's state, and a tap on the pressed state sends nothing", async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer()))
    show()
    const baobab = within(await screen.findByTestId('room-Baobab'))
    expect(baobab.getByRole('button', { name: 'Dirty' })).toHaveAttribute('aria-pressed', 'true')
    expect(baobab.getByRole('button', { name: 'Clean' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByTestId('room-Cocoa')).toHaveTextContent('Hidden from guests')
    expect(screen.getByTestId('room-Baobab')).not.toHaveTextContent('Hidden from guests')
    const before = fetchMock.mock.calls.length
    fireEvent.click(baobab.getByRole('button', { name: 'Dirty' }))
    expect(fetchMock.mock.calls).toHaveLength(before)
  })

  it('marks a room clean at once and tells the server', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer()))
    show()
    const baobab = within(await screen.findByTestId('room-Baobab'))
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Baobab is now clean' }))
    fireEvent.click(baobab.getByRole('button', { name: 'Clean' }))
    await expectToast('Baobab is now clean')
    expect(baobab.getByRole('button', { name: 'Clean' })).toHaveAttribute('aria-pressed', 'true')
    expect(baobab.getByTestId('housekeeping-state')).toHaveTextContent('Clean')
    const posted = fetchMock.mock.calls.filter(([url]) => url === API.housekeeping)
    expect(posted.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      // With the state it showed: a room changed meanwhile is not covered by a late mark.
      { roomId: 'room-1', status: 'clean', seenHousekeeping: 'dirty' },
    ])
  })

  it("puts the room's state back when the server refuses", async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer()))
    show()
    const baobab = within(await screen.findByTestId('room-Baobab'))
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false }, 500))
    fireEvent.click(baobab.getByRole('button', { name: 'Inspected' }))
    await expectToast(MESSAGES.today.housekeepingFailed)
    await waitFor(() =>
      expect(baobab.getByRole('button', { name: 'Dirty' })).toHaveAttribute('aria-pressed', 'true'),
    )
  })
})
