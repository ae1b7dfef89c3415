import type { PayloadRequest, TaskConfig } from 'payload'

import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import type { ConflictHolder, FeedConflict } from '@/lib/bookings/feeds'
import {
  IcsError,
  MAX_IMPORTED_NIGHTS,
  nightRuns,
  parseIcsEvents,
  SYNC_HORIZON_DAYS,
  SYNC_PAST_DAYS,
  type ImportedEvent,
} from '@/lib/bookings/ical'
import { addDays, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { Room, RoomBlock } from '@/payload-types'

import { oncePerPeriod, QUEUES } from '@/jobs/acrossInstances'

import { removeBlocksOfRemovedFeeds } from '../RoomBlocks/feedBlocks'
import { FeedError, fetchFeed } from './fetchFeed'

type Feed = NonNullable<Room['calendarFeeds']>[number]
type Run = { start: string; end: string }

const day = (value: string) => `${value}T00:00:00.000Z`
const ownerOfBlock = (block: Pick<RoomBlock, 'holdId'>) => `block:${block.holdId}`
const blockRun = (block: RoomBlock): Run => ({
  start: ghanaDay(block.startDate),
  end: ghanaDay(block.endDate),
})

/** Who holds each of these nights of a room, other than the given owners. */
async function nightsHeldByOthers(
  req: PayloadRequest,
  roomId: string,
  nights: readonly string[],
  own: ReadonlySet<string>,
): Promise<Map<string, string>> {
  const held = new Map<string, string>()
  for (let i = 0; i < nights.length; i += 200) {
    const rows = await req.payload.find({
      collection: 'booked-nights',
      where: {
        and: [{ room: { equals: roomId } }, { night: { in: nights.slice(i, i + 200) } }],
      },
      pagination: false,
      depth: 0,
      select: { night: true, owner: true },
      overrideAccess: true,
      req,
    })
    for (const row of rows.docs) if (!own.has(row.owner)) held.set(row.night, row.owner)
  }
  return held
}

/** What each owner of a night is, as staff know it: the stay (reference, guest) or the block. */
async function describeHolders(
  req: PayloadRequest,
  owners: readonly string[],
): Promise<Map<string, ConflictHolder>> {
  const described = new Map<string, ConflictHolder>()
  const ids = (prefix: string) =>
    owners.filter((o) => o.startsWith(prefix)).map((o) => o.slice(prefix.length))
  const [bookingIds, holdIds] = [ids('booking:'), ids('block:')]
  if (bookingIds.length) {
    const stays = await req.payload.find({
      collection: 'bookings',
      where: { requestId: { in: bookingIds } },
      pagination: false,
      depth: 0,
      select: { reference: true, guestName: true, checkIn: true, checkOut: true, requestId: true },
      overrideAccess: true,
      req,
    })
    for (const stay of stays.docs) {
      described.set(`booking:${stay.requestId}`, {
        kind: 'booking',
        reference: stay.reference ?? '',
        guest: stay.guestName,
        from: ghanaDay(stay.checkIn),
        until: ghanaDay(stay.checkOut),
      })
    }
  }
  if (holdIds.length) {
    const blocks = await req.payload.find({
      collection: 'room-blocks',
      where: { holdId: { in: holdIds } },
      pagination: false,
      depth: 0,
      select: { holdId: true, reason: true, feedUrl: true, startDate: true, endDate: true },
      overrideAccess: true,
      req,
    })
    for (const block of blocks.docs) {
      described.set(`block:${block.holdId}`, {
        kind: 'block',
        reason: block.reason,
        site: block.feedUrl ?? null,
        from: ghanaDay(block.startDate),
        until: ghanaDay(block.endDate),
      })
    }
  }
  return described
}

/**
 * Makes the room's blocks from one feed cover exactly the nights its events hold, less those
 * already taken here. Blocks are matched to the nights, not to event UIDs: a site that gives a
 * stay a new UID at each download changes nothing here, and a block that grows, shrinks or
 * moves is updated in place, so no night it keeps is ever free in between. New blocks are
 * created before blocks that cover no wanted night are deleted. A night another stay or block
 * holds stays with it: the site's stay takes every other night it can, and is reported.
 */
async function applyFeed(
  req: PayloadRequest,
  roomId: string,
  url: string,
  events: readonly ImportedEvent[],
  horizon: Run,
): Promise<FeedConflict[]> {
  const existing = await req.payload.find({
    collection: 'room-blocks',
    where: { and: [{ room: { equals: roomId } }, { feedUrl: { equals: url } }] },
    sort: 'startDate',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // Blocks wholly before the horizon are the room's history, no longer read from the feed.
  const current = existing.docs.filter((b) => blockRun(b).end > horizon.start)
  const uidOf = new Map<string, string>()
  for (const event of events) {
    for (const night of stayNights(event.start, event.end)) {
      if (!uidOf.has(night)) uidOf.set(night, event.uid)
    }
  }
  const wanted = [...uidOf.keys()].sort()
  const takenHere = await nightsHeldByOthers(
    req,
    roomId,
    wanted,
    new Set(existing.docs.map(ownerOfBlock)),
  )
  const runs = nightRuns(wanted.filter((night) => !takenHere.has(night)))

  const updates: Array<{ block: RoomBlock } & Run> = []
  const creates: Run[] = []
  const used = new Set<RoomBlock['id']>()
  for (const run of runs) {
    const overlapping = current.filter((b) => {
      const held = blockRun(b)
      return !used.has(b.id) && held.start < run.end && held.end > run.start
    })
    for (const block of overlapping) used.add(block.id)
    // One block over a run takes all of it; several keep their parts, the gaps get new blocks.
    const pieces =
      overlapping.length === 1
        ? [{ block: overlapping[0], ...run }]
        : overlapping.map((block) => {
            const held = blockRun(block)
            return {
              block,
              start: held.start > run.start ? held.start : run.start,
              end: held.end < run.end ? held.end : run.end,
            }
          })
    const covered = new Set(pieces.flatMap((p) => stayNights(p.start, p.end)))
    creates.push(...nightRuns(stayNights(run.start, run.end).filter((n) => !covered.has(n))))
    for (const piece of pieces) {
      const held = blockRun(piece.block)
      const uid = uidOf.get(piece.start)
      if (held.start !== piece.start || held.end !== piece.end || piece.block.eventUid !== uid) {
        updates.push(piece)
      }
    }
  }
  const write = async (what: () => Promise<unknown>) => {
    try {
      await what()
    } catch (error) {
      // A night confirmed here since it was read: the next reading reports it as a conflict.
      req.payload.logger.info({ msg: 'calendar import: a block was refused', url, error })
    }
  }
  for (const { block, start, end } of updates) {
    await write(() =>
      req.payload.update({
        collection: 'room-blocks',
        id: block.id,
        data: { startDate: day(start), endDate: day(end), eventUid: uidOf.get(start) },
        overrideAccess: true,
        req,
      }),
    )
  }
  for (const { start, end } of creates) {
    await write(() =>
      req.payload.create({
        collection: 'room-blocks',
        data: {
          room: roomId,
          reason: 'external',
          feedUrl: url,
          eventUid: uidOf.get(start),
          startDate: day(start),
          endDate: day(end),
        },
        overrideAccess: true,
        req,
      }),
    )
  }
  for (const block of current.filter((b) => !used.has(b.id))) {
    await write(() =>
      req.payload.delete({ collection: 'room-blocks', id: block.id, overrideAccess: true, req }),
    )
  }
  return conflictsOf(req, events, takenHere)
}

/** Each of the feed's stays that falls on nights taken here from today on, with what holds them. */
async function conflictsOf(
  req: PayloadRequest,
  events: readonly ImportedEvent[],
  takenHere: ReadonlyMap<string, string>,
): Promise<FeedConflict[]> {
  const today = todayInGhana()
  const found = events
    .map((event) => ({
      event,
      nights: stayNights(event.start, event.end).filter((n) => n >= today && takenHere.has(n)),
    }))
    .filter(({ nights }) => nights.length > 0)
  if (!found.length) return []
  const holders = await describeHolders(req, [...new Set(takenHere.values())])
  return found.map(({ event, nights }) => ({
    from: event.start,
    until: event.end,
    nights,
    here: [...new Set(nights.map((n) => takenHere.get(n) as string))]
      .map((owner) => holders.get(owner))
      .filter((holder): holder is ConflictHolder => Boolean(holder)),
  }))
}

type FeedStatus = Pick<Feed, 'lastSyncedAt' | 'lastError' | 'doubleBookings' | 'conflicts'>

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
  await removeBlocksOfRemovedFeeds(
    req,
    roomId,
    feeds.map((feed) => feed.url),
  )
  if (!current || !feeds.some((feed) => statusByUrl.has(feed.url))) return
  await req.payload.update({
    collection: 'rooms',
    id: roomId,
    data: { calendarFeeds: feeds.map((feed) => ({ ...feed, ...statusByUrl.get(feed.url) })) },
    overrideAccess: true,
    // The feeds' own addresses are not what this write changes: one saved before addresses were
    // checked must not stop its status (the reason it cannot be read) from being saved.
    context: { disableRevalidate: true, calendarFeedStatus: true },
    req,
  })
}

/**
 * Imported blocks whose feed is gone from their room: feeds removed while no sync ran, or from a
 * room that now reads no feed at all (and so is not among the rooms read below).
 */
async function removeStrandedBlocks(req: PayloadRequest) {
  const blocks = await req.payload.find({
    collection: 'room-blocks',
    where: { and: [{ reason: { equals: 'external' } }, { feedUrl: { exists: true } }] },
    pagination: false,
    depth: 0,
    select: { room: true },
    overrideAccess: true,
    req,
  })
  const roomIds = [...new Set(blocks.docs.map((b) => String(b.room)))]
  for (const roomId of roomIds) {
    const room = await req.payload.findByID({
      collection: 'rooms',
      id: roomId,
      depth: 0,
      select: { calendarFeeds: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    await removeBlocksOfRemovedFeeds(
      req,
      roomId,
      (room?.calendarFeeds ?? []).map((feed) => feed.url),
    )
  }
}

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
