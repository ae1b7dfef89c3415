import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'

import { CalendarFeeds, doubleBookedFeeds } from '@/components/admin/CalendarSync/CalendarFeeds'
import type { DeskRoom } from '@/components/admin/Bookings/useDesk'
import type { FeedConflict } from '@/lib/calendarSync/feeds'
import { MESSAGES } from '@/lib/messages'

afterEach(cleanup)

// As the import stores it after Booking.com sold 10-12 Dec while Ama Mensah is here 9-10 Dec.
const conflicts: FeedConflict[] = [
  {
    from: '2026-12-10',
    until: '2026-12-13',
    nights: ['2026-12-10'],
    here: [
      {
        kind: 'booking',
        reference: 'GH-7K3P9Q',
        guest: 'Ama Mensah',
        from: '2026-12-09',
        until: '2026-12-11',
      },
      {
        kind: 'block',
        reason: 'external',
        site: 'https://www.airbnb.com/calendar/ical/1.ics?s=secret',
        from: '2026-12-10',
        until: '2026-12-11',
      },
    ],
  },
]

const room = {
  id: 'r1',
  name: 'Garden Room',
  calendarFeeds: [
    {
      id: 'f1',
      url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=secret-token',
      lastSyncedAt: '2026-11-25T02:15:00.000Z',
      lastError: null,
      doubleBookings: 1,
      conflicts,
    },
  ],
} as unknown as DeskRoom

describe('the desk’s booking-site calendars', () => {
  it('shows each conflict with both stays, the feed and the nights taken twice', () => {
    render(<CalendarFeeds rooms={[room]} />)
    const group = screen.getByRole('group', {
      name: `${MESSAGES.calendarSync.conflictsTitle}: admin.booking.com`,
    })
    const conflict = within(group).getByTestId('feed-conflict')
    expect(conflict.textContent).toContain(
      MESSAGES.calendarSync.conflictImported(
        'admin.booking.com',
        'Thu, 10 Dec 2026',
        'Sun, 13 Dec 2026',
      ),
    )
    expect(conflict.textContent).toContain(
      MESSAGES.calendarSync.conflictBooking(
        'GH-7K3P9Q',
        'Ama Mensah',
        'Wed, 9 Dec 2026',
        'Fri, 11 Dec 2026',
      ),
    )
    expect(conflict.textContent).toContain(
      MESSAGES.calendarSync.conflictBlock(
        MESSAGES.calendarSync.conflictOtherSite('www.airbnb.com'),
        'Thu, 10 Dec 2026',
        'Fri, 11 Dec 2026',
      ),
    )
    expect(conflict.textContent).toContain(MESSAGES.calendarSync.conflictNights('Thu, 10 Dec 2026'))
    // The feed's secret address is never shown, only its site.
    expect(document.body.textContent).not.toContain('secret')
    expect(doubleBookedFeeds([room])).toBe(1)
  })

  it('shows no conflict once a reading finds none', () => {
    const resolved = {
      ...room,
      calendarFeeds: [{ ...room.calendarFeeds![0], doubleBookings: 0, conflicts: [] }],
    } as DeskRoom
    render(<CalendarFeeds rooms={[resolved]} />)
    expect(screen.queryByTestId('feed-conflicts')).toBeNull()
    expect(doubleBookedFeeds([resolved])).toBe(0)
  })
})
