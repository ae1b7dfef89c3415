import type { PayloadRequest } from 'payload'

import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import type { FeedConflict } from '@/lib/calendarSync/feeds'
import { nightRuns, type ImportedEvent } from '@/lib/calendarSync/ical'
import type { RoomBlock } from '@/payload-types'

import { conflictsOf } from './conflicts'

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

/**
 * Makes the room's blocks from one feed cover exactly the nights its events hold, less those
 * already taken here. Blocks are matched to the nights, not to event UIDs: a site that gives a
 * stay a new UID at each download changes nothing here, and a block that grows, shrinks or
 * moves is updated in place, so no night it keeps is ever free in between. New blocks are
 * created before blocks that cover no wanted night are deleted. A night another stay or block
 * holds stays with it: the site's stay takes every other night it can, and is reported.
 */
export async function applyFeed(
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
