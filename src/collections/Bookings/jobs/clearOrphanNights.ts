import type { PayloadRequest, TaskConfig } from 'payload'

import { ghanaDay, nightKey, stayNights, takesNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'

import { oncePerPeriod, QUEUES } from '@/database/acrossInstances'

/**
 * Nights are claimed a moment before their stay or block is written: rows younger than this may
 * belong to a write still under way, and are left for the next run.
 */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000
const PAGE = 500

/** What an owner holds by right now: its nights' keys, under its stay's or block's tag. */
type Rightful = { keys: Set<string>; tag: string | null }
const NOTHING: Rightful = { keys: new Set(), tag: null }

/** The keys an owner (`booking:<requestId>`, `block:<holdId>`) holds by right now, and its tag. */
async function rightfulKeys(req: PayloadRequest, owner: string): Promise<Rightful> {
  const [kind, id] = [owner.slice(0, owner.indexOf(':')), owner.slice(owner.indexOf(':') + 1)]
  if (kind === 'booking') {
    const found = await req.payload.find({
      collection: 'bookings',
      where: { requestId: { equals: id } },
      limit: 1,
      depth: 0,
      select: { room: true, checkIn: true, checkOut: true, status: true, nightsClaim: true },
      overrideAccess: true,
      req,
    })
    const stay = found.docs[0]
    if (!stay || !takesNights(stay.status)) return NOTHING
    const room = relationId(stay.room)
    return {
      keys: new Set(
        stayNights(ghanaDay(stay.checkIn), ghanaDay(stay.checkOut)).map((n) => nightKey(room, n)),
      ),
      tag: stay.nightsClaim ?? null,
    }
  }
  if (kind === 'block') {
    const found = await req.payload.find({
      collection: 'room-blocks',
      where: { holdId: { equals: id } },
      limit: 1,
      depth: 0,
      select: { room: true, startDate: true, endDate: true, nightsClaim: true },
      overrideAccess: true,
      req,
    })
    const block = found.docs[0]
    if (!block) return NOTHING
    const room = relationId(block.room)
    return {
      keys: new Set(
        stayNights(ghanaDay(block.startDate), ghanaDay(block.endDate)).map((n) =>
          nightKey(room, n),
        ),
      ),
      tag: block.nightsClaim ?? null,
    }
  }
  return NOTHING
}

/**
 * Removes taken nights whose owner no longer holds them: its stay or block is gone, the stay takes
 * no nights any more (cancelled, checked out...), or the night is outside its stay or room. Such
 * rows are left by a process that died between claiming the nights and writing the stay; they
 * show a room as taken that the calendar shows free. Rightful nights left under another write's
 * tag go back under their owner's (`retagRightful`). Answers how many it removed.
 */
export async function clearOrphanNights(req: PayloadRequest, now = Date.now()): Promise<number> {
  const before = new Date(now - ORPHAN_GRACE_MS).toISOString()
  const suspects = new Set<string>()
  const mistagged = new Set<string>()
  const checked = new Map<string, Rightful>()
  for (let page = 1; ; page++) {
    const rows = await req.payload.find({
      collection: 'booked-nights',
      where: { createdAt: { less_than: before } },
      sort: 'createdAt',
      limit: PAGE,
      page,
      depth: 0,
      select: { key: true, owner: true, claim: true },
      overrideAccess: true,
      req,
    })
    for (const row of rows.docs) {
      let rightful = checked.get(row.owner)
      if (!rightful) {
        rightful = await rightfulKeys(req, row.owner)
        checked.set(row.owner, rightful)
      }
      if (!rightful.keys.has(row.key)) suspects.add(row.owner)
      else if ((row.claim ?? null) !== rightful.tag) mistagged.add(row.owner)
    }
    if (!rows.hasNextPage) break
  }
  let removed = 0
  for (const owner of suspects) {
    // Read again right before the delete: staff may have undone a cancel since the scan began.
    const keys = [...(await rightfulKeys(req, owner)).keys]
    const gone = await req.payload.delete({
      collection: 'booked-nights',
      where: {
        and: [
          { owner: { equals: owner } },
          { createdAt: { less_than: before } },
          ...(keys.length ? [{ key: { not_in: keys } }] : []),
        ],
      },
      overrideAccess: true,
      req,
    })
    removed += gone.docs.length
  }
  if (removed) req.payload.logger.info(MESSAGES.operations.nightsCleared(removed))
  const retagged = await retagRightful(req, mistagged, before)
  if (retagged) req.payload.logger.info(MESSAGES.operations.nightsRetagged(retagged))
  return removed
}

/**
 * A write that took over some of a stay's nights and then stopped (its process died) leaves them
 * under its own tag: still the stay's by right, but no later write of the stay could take them
 * over (each would be refused as changed meanwhile). Nights untouched for the grace period go back
 * under the stay's or block's tag.
 */
async function retagRightful(
  req: PayloadRequest,
  owners: ReadonlySet<string>,
  before: string,
): Promise<number> {
  let retagged = 0
  for (const owner of owners) {
    const { keys, tag } = await rightfulKeys(req, owner)
    if (!keys.size) continue
    const moved = await req.payload.db.updateMany({
      collection: 'booked-nights',
      where: {
        and: [
          { owner: { equals: owner } },
          { key: { in: [...keys] } },
          { claim: { not_equals: tag } },
          { updatedAt: { less_than: before } },
        ],
      },
      data: { claim: tag },
      req,
    })
    retagged += moved?.length ?? 0
  }
  return retagged
}

/** Every hour, in the housekeeping queue: taken nights that match no stay or block are freed. */
export const clearOrphanNightsTask: TaskConfig<'clearOrphanNights'> = {
  slug: 'clearOrphanNights',
  label: 'Free taken nights no stay holds',
  schedule: [
    { cron: '23 * * * *', queue: QUEUES.housekeeping, hooks: { beforeSchedule: oncePerPeriod } },
  ],
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { removed: await clearOrphanNights(req) } }),
}
