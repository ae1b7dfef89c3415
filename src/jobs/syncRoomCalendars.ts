import type { PayloadRequest, TaskConfig } from 'payload'

import { parseIcsEvents, type ImportedEvent } from '@/lib/bookings/ical'
import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'
import type { Room, RoomBlock } from '@/payload-types'

import { oncePerPeriod } from './acrossInstances'

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

/** Makes the room's blocks from one feed match its events; answers how many would not fit. */
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

/**
 * Reads every room's external calendars into blocks, every 15 minutes. A feed that fails (down,
 * slow, not a calendar) keeps the blocks of its last good copy, and the reason is shown to staff
 * on the room; events that vanished from a good copy lose their blocks.
 */
export const syncRoomCalendarsTask: TaskConfig<'syncRoomCalendars'> = {
  slug: 'syncRoomCalendars',
  label: 'Import external calendars',
  schedule: [{ cron: '*/15 * * * *', queue: 'default', hooks: { beforeSchedule: oncePerPeriod } }],
  handler: async ({ req }) => {
    const rooms = await req.payload.find({
      collection: 'rooms',
      where: { 'calendarFeeds.url': { exists: true } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const room of rooms.docs) {
      const feeds: Feed[] = []
      for (const feed of room.calendarFeeds ?? []) {
        try {
          const refused = await applyFeed(req, String(room.id), feed.url, await download(feed.url))
          feeds.push({
            ...feed,
            lastSyncedAt: new Date().toISOString(),
            lastError: refused ? MESSAGES.calendarSync.nightsTaken(refused) : null,
          })
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          feeds.push({
            ...feed,
            lastError: MESSAGES.calendarSync.readFailed(reason).slice(0, 300),
          })
        }
      }
      // Blocks from a feed staff removed go with it.
      const urls = feeds.map((feed) => feed.url)
      await req.payload.delete({
        collection: 'room-blocks',
        where: {
          and: [
            { room: { equals: room.id } },
            { reason: { equals: 'external' } },
            { feedUrl: { not_in: urls } },
            { feedUrl: { exists: true } },
          ],
        },
        overrideAccess: true,
        req,
      })
      await req.payload.update({
        collection: 'rooms',
        id: room.id,
        data: { calendarFeeds: feeds },
        overrideAccess: true,
        context: { disableRevalidate: true },
        req,
      })
    }
    return { output: {} }
  },
}
