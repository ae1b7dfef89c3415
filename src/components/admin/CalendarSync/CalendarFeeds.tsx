'use client'
import { feedName, readAt } from '@/lib/calendarSync/feeds'
import { MESSAGES } from '@/lib/messages'

import { FeedConflicts } from './FeedConflicts'
import type { DeskRoom } from '@/components/admin/Bookings/useDesk'

type Feed = NonNullable<DeskRoom['calendarFeeds']>[number]

function countFeeds(rooms: readonly DeskRoom[], counts: (feed: Feed) => boolean): number {
  return rooms.reduce((count, room) => count + (room.calendarFeeds ?? []).filter(counts).length, 0)
}

/** Feeds whose last reading failed: stays made on that site since may be missing here. */
export function failingFeeds(rooms: readonly DeskRoom[]): number {
  return countFeeds(rooms, (feed) => Boolean(feed.lastError))
}

/** Feeds read well whose stays fall on nights already taken here: double bookings. */
export function doubleBookedFeeds(rooms: readonly DeskRoom[]): number {
  return countFeeds(rooms, (feed) => (feed.doubleBookings ?? 0) > 0)
}

/**
 * Each room's imported booking-site calendars: when each was last read well, why the last reading
 * failed, and each of its stays on nights already taken here, with both stays. A failing feed
 * keeps its last good stays, so staff must know it is stale.
 */
export function CalendarFeeds({ rooms }: { rooms: readonly DeskRoom[] }) {
  const withFeeds = rooms.filter((room) => room.calendarFeeds?.length)
  return (
    <section
      aria-labelledby="calendar-feeds-title"
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
      data-testid="calendar-feeds"
    >
      <h2 id="calendar-feeds-title" className="text-sm font-semibold">
        {MESSAGES.calendarSync.title}
      </h2>
      {withFeeds.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{MESSAGES.calendarSync.none}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {withFeeds.flatMap((room) =>
            (room.calendarFeeds ?? []).map((feed: Feed, index) => (
              <li key={feed.id ?? `${room.id}-${index}`} className="py-2 text-sm">
                <p className="break-all">
                  <strong>{room.name}</strong> · {feedName(feed.url)}
                </p>
                <p className="text-stone-600">
                  {feed.lastSyncedAt
                    ? MESSAGES.calendarSync.lastRead(readAt(feed.lastSyncedAt))
                    : MESSAGES.calendarSync.neverRead}
                </p>
                {feed.lastError && (
                  <p className="mt-1 rounded-lg bg-red-50 px-2 py-1 text-red-800">
                    {feed.lastError}
                  </p>
                )}
                <FeedConflicts feed={feed} />
              </li>
            )),
          )}
        </ul>
      )}
    </section>
  )
}
