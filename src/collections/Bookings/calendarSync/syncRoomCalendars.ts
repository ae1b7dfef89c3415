import type { PayloadRequest, TaskConfig } from 'payload'

import {
  IcsError,
  MAX_IMPORTED_NIGHTS,
  parseIcsEvents,
  SYNC_HORIZON_DAYS,
  SYNC_PAST_DAYS,
} from '@/lib/calendarSync/ical'
import { addDays, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { oncePerPeriod, QUEUES } from '@/database/acrossInstances'

import { FeedError, fetchFeed } from './fetchFeed'
import { applyFeed } from './applyFeed'
import { removeStrandedBlocks, saveFeedStatus, type FeedStatus } from './feedStatus'

/** Why a feed could not be read, in the app's words: never the text the other server sent. */
function failureReason(req: PayloadRequest, url: string, error: unknown): string {
  if (error instanceof FeedError || error instanceof IcsError) return error.message
  req.payload.logger.error({ msg: 'calendar import failed', url, error })
  return MESSAGES.calendarSync.importFailed
}

/**
 * Reads every room's external calendars into blocks, every 15 minutes. A feed that fails (down,
 * slow, refused, not a calendar) keeps the blocks of its last good copy, and the reason is shown
 * to staff on the room; events that vanished from a good copy lose their blocks. A stay that
 * falls on nights already taken here blocks its other nights and is shown to staff as a conflict
 * with both stays until a reading finds no overlap.
 */
export const syncRoomCalendarsTask: TaskConfig<'syncRoomCalendars'> = {
  slug: 'syncRoomCalendars',
  label: 'Import external calendars',
  schedule: [
    { cron: '*/15 * * * *', queue: QUEUES.housekeeping, hooks: { beforeSchedule: oncePerPeriod } },
  ],
  handler: async ({ req }) => {
    const today = todayInGhana()
    const horizon = {
      start: addDays(today, -SYNC_PAST_DAYS),
      end: addDays(today, SYNC_HORIZON_DAYS),
    }
    await removeStrandedBlocks(req)
    const rooms = await req.payload.find({
      collection: 'rooms',
      where: { 'calendarFeeds.url': { exists: true } },
      pagination: false,
      depth: 0,
      select: { calendarFeeds: true },
      overrideAccess: true,
      req,
    })
    for (const room of rooms.docs) {
      const statusByUrl = new Map<string, FeedStatus>()
      for (const { url } of room.calendarFeeds ?? []) {
        if (statusByUrl.has(url)) continue
        try {
          const parsed = parseIcsEvents(await fetchFeed(url), {
            from: horizon.start,
            until: horizon.end,
          })
          const conflicts = await applyFeed(req, String(room.id), url, parsed.events, horizon)
          statusByUrl.set(url, {
            lastSyncedAt: new Date().toISOString(),
            lastError: parsed.tooLong
              ? MESSAGES.calendarSync.leftOut(parsed.tooLong, MAX_IMPORTED_NIGHTS)
              : null,
            doubleBookings: conflicts.length,
            conflicts,
          })
        } catch (error) {
          // The last good reading's time and conflicts still stand: its blocks are kept.
          statusByUrl.set(url, {
            lastError: MESSAGES.calendarSync.readFailed(failureReason(req, url, error)),
          })
        }
      }
      await saveFeedStatus(req, room.id, statusByUrl)
    }
    return { output: {} }
  },
}
