import type { PayloadRequest, TaskConfig } from 'payload'

import { parseIcsEvents, type ImportedEvent } from '@/lib/bookings/ical'
import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'
import type { Room, RoomBlock } from '@/payload-types'

import { oncePerPeriod, QUEUES } from '@/jobs/acrossInstances'

type Feed = NonNullable<Room['calendarFeeds']>[number]

async function download(url: string): Promise<ImportedEvent[]> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(env.calendarFetchTimeoutMs),
    headers: { accept: 'text/calendar' },
  })
  if (!response.ok) throw new Error(MESSAGES.calendarSync.answered(response.status))
  return parseIcsEvents(await response.text())
}

const day = (value: string) => `${value}T00:00:00.000Z`

/**
 * Makes the room's blocks from one feed match its events; answers how many fall on nights already
 * taken here and so could not become blocks.
 */
async function applyFeed(
  req: PayloadRequest,
  roomId: string,
  url: string,
  events: ImportedEvent[],
) {
  const existing = await req.payload.find({
    collection: 'room-blocks',
    where: { and: [{ room: { equals: roomId } }, { feedUrl: { equals: url } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const byUid = new Map<string, RoomBlock>(existing.docs.map((b) => [b.eventUid ?? '', b]))
  const wanted = new Map(events.map((event) => [event.uid, event]))
  for (const block of existing.docs) {
    if (!wanted.has(block.eventUid ?? '')) {
      await req.payload.delete({
        collection: 'room-blocks',
        id: block.id,
        overrideAccess: true,
        req,
      })
    }
  }
  let refused = 0
  for (const event of wanted.values()) {
    const block = byUid.get(event.uid)
    const data = { startDate: day(event.start), endDate: day(event.end) }
    try {
      if (!block) {
        await req.payload.create({
          collection: 'room-blocks',
          data: { room: roomId, reason: 'external', feedUrl: url, eventUid: event.uid, ...data },
          overrideAccess: true,
          req,
        })
      } else if (block.startDate !== data.startDate || block.endDate !== data.endDate) {
        await req.payload.update({
          collection: 'room-blocks',
          id: block.id,
          data,
          overrideAccess: true,
          req,
        })
      }
    } catch {
      // A night already taken here: a double booking staff must sort out, not a broken feed.
      refused += 1
    }
  }
  return refused
}

type FeedStatus = Pick<Feed, 'lastSyncedAt' | 'lastError' | 'doubleBookings'>

/**
 * Saves what this run learnt about a room's feeds. Staff may have added or removed feeds while the
 * feeds were downloading, so the room is read again right before the write, and only the status of
 * feeds still on it (matched by address) changes: the list itself stays as staff left it. Blocks
 * of feeds no longer on the room go with them, those this run just imported included.
 */
async function saveFeedStatus(
  req: PayloadRequest,
  roomId: Room['id'],
  statusByUrl: ReadonlyMap<string, FeedStatus>,
) {
  const current = await req.payload.findByID({
    collection: 'rooms',
    id: roomId,
    depth: 0,
    select: { calendarFeeds: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const feeds = current?.calendarFeeds ?? []
  const urls = feeds.map((feed) => feed.url)
  await req.payload.delete({
    collection: 'room-blocks',
    where: {
      and: [
        { room: { equals: roomId } },
        { reason: { equals: 'external' } },
        { feedUrl: { exists: true } },
        ...(urls.length ? [{ feedUrl: { not_in: urls } }] : []),
      ],
    },
    overrideAccess: true,
    req,
  })
  if (!current || !feeds.some((feed) => statusByUrl.has(feed.url))) return
  await req.payload.update({
    collection: 'rooms',
    id: roomId,
    data: { calendarFeeds: feeds.map((feed) => ({ ...feed, ...statusByUrl.get(feed.url) })) },
    overrideAccess: true,
    context: { disableRevalidate: true },
    req,
  })
}

/**
 * Reads every room's external calendars into blocks, every 15 minutes. A feed that fails (down,
 * slow, not a calendar) keeps the blocks of its last good copy, and the reason is shown to staff
 * on the room; events that vanished from a good copy lose their blocks. Events that fall on nights
 * already taken here are counted apart: the feed was read well, but staff have a double booking.
 */
export const syncRoomCalendarsTask: TaskConfig<'syncRoomCalendars'> = {
  slug: 'syncRoomCalendars',
  label: 'Import external calendars',
  schedule: [
    { cron: '*/15 * * * *', queue: QUEUES.housekeeping, hooks: { beforeSchedule: oncePerPeriod } },
  ],
  handler: async ({ req }) => {
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
          const doubleBookings = await applyFeed(req, String(room.id), url, await download(url))
          statusByUrl.set(url, {
            lastSyncedAt: new Date().toISOString(),
            lastError: null,
            doubleBookings,
          })
        } catch (error) {
          // The last good reading's time and double bookings still stand: its blocks are kept.
          const reason = error instanceof Error ? error.message : String(error)
          statusByUrl.set(url, {
            lastError: MESSAGES.calendarSync.readFailed(reason).slice(0, 300),
          })
        }
      }
      await saveFeedStatus(req, room.id, statusByUrl)
    }
    return { output: {} }
  },
}
