import { readAt } from '@/lib/calendarSync/feeds'
import { MESSAGES } from '@/lib/messages'
import type { Room } from '@/payload-types'

import { FeedConflicts } from './FeedConflicts'

type Feed = NonNullable<Room['calendarFeeds']>[number]

/** The booking sites' calendars this room reads, each with its last good reading or its problem. */
export function ImportedFeeds({ feeds }: { feeds: Feed[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-900">Calendars read from booking sites</h3>
      {feeds.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{MESSAGES.calendarSync.noneForRoom}</p>
      ) : (
        <ul className="mt-1 divide-y divide-stone-100" aria-label="Imported calendars">
          {feeds.map((feed, index) => (
            <li key={feed.id ?? index} className="py-2 text-sm">
              <p className="font-mono text-xs break-all">{feed.url}</p>
              <p className="text-stone-600">
                {feed.lastSyncedAt
                  ? MESSAGES.calendarSync.lastRead(readAt(feed.lastSyncedAt))
                  : MESSAGES.calendarSync.neverRead}
              </p>
              {feed.lastError && (
                <p className="mt-1 rounded-lg bg-red-50 px-2 py-1 text-red-800">{feed.lastError}</p>
              )}
              <FeedConflicts feed={feed} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
