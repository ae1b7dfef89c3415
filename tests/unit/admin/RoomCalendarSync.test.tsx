import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { SWRConfig } from 'swr'

import { RoomCalendarSync } from '@/components/admin/CalendarSync'
import { Toasts } from '@/components/ui/Toasts'
import { readAt } from '@/lib/calendarSync/feeds'
import { MESSAGES } from '@/lib/messages'

import { expectToast, type FetchMock, jsonResponse, mockFetch } from '../../helpers/fakeResponse'

const OLD = 'https://house.example/api/calendar/room-1.ics?token=old'
const NEW = 'https://house.example/api/calendar/room-1.ics?token=new'
const READ_AT = '2026-11-23T14:45:00.000Z'

const stored = (calendarUrl: string | null) => ({
  id: 'room-1',
  calendarUrl,
  calendarFeeds: [
    { id: 'f1', url: 'https://ical.booking.com/a.ics', lastSyncedAt: READ_AT, lastError: null },
    { id: 'f2', url: 'https://airbnb.com/b.ics', lastSyncedAt: null, lastError: 'Not found' },
  ],
})

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RoomCalendarSync roomId="room-1" />
      <Toasts />
    </SWRConfig>,
  )
}

const patches = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)))

describe('RoomCalendarSync', () => {
  let fetchMock: FetchMock

  beforeEach(() => {
    fetchMock = mockFetch()
  })

  afterEach(() => cleanup())

  it('lists each imported calendar with its last reading or its problem', async () => {
    fetchMock.mockResolvedValue(jsonResponse(stored(OLD)))
    show()
    const feeds = within(await screen.findByRole('list', { name: 'Imported calendars' }))
    const items = feeds.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent(MESSAGES.calendarSync.lastRead(readAt(READ_AT)))
    expect(items[1]).toHaveTextContent(MESSAGES.calendarSync.neverRead)
    expect(items[1]).toHaveTextContent('Not found')
    expect(items[0]).not.toHaveTextContent('Not found')
  })

  it('offers neither copy nor a new link while the room has no link', async () => {
    fetchMock.mockResolvedValue(jsonResponse(stored(null)))
    show()
    await screen.findByRole('list', { name: 'Imported calendars' })
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeDisabled()
  })

  it('makes a new link only once staff confirm, then shows it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(stored(OLD)))
    show()
    const link = screen.getByLabelText('Private calendar link (iCal)')
    await act(async () => {})
    expect(link).toHaveValue(OLD)
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await act(async () => {})
    expect(patches(fetchMock)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }))
    fetchMock.mockResolvedValueOnce(jsonResponse({ doc: { calendarUrl: NEW } }))
    fetchMock.mockResolvedValue(jsonResponse(stored(NEW)))
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }))
    await expectToast(MESSAGES.calendarSync.renewed)
    expect(patches(fetchMock)).toEqual([{ newCalendarUrl: true }])
    expect(link).toHaveValue(NEW)
  })

  it('copies the link, and says to copy it by hand when the clipboard refuses', async () => {
    fetchMock.mockResolvedValue(jsonResponse(stored(OLD)))
    const writeText = jest.fn<(text: string) => Promise<void>>()
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    show()
    await screen.findByRole('list', { name: 'Imported calendars' })
    writeText.mockResolvedValueOnce(undefined)
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await expectToast(MESSAGES.calendarSync.copied)
    expect(writeText).toHaveBeenCalledWith(OLD)
    writeText.mockRejectedValueOnce(new Error('denied'))
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await expectToast(MESSAGES.calendarSync.copyFailed)
  })
})
