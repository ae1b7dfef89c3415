import type { PayloadRequest, TaskConfig } from 'payload'

import { requestExpiryHours } from '@/lib/bookings/expiry'
import { groupLapses, leadRoom } from '@/lib/bookings/groupStep'
import { MESSAGES } from '@/lib/messages'

import { oncePerPeriod, QUEUES } from '@/database/acrossInstances'
import { groupStays } from '../groupStays'
import { DESK_INTENT, type DeskIntent } from '../hooks/checkBooking'

/**
 * Declines every request left unanswered longer than the owner's setting (site settings, 48 hours
 * unless set), but for one whose deposit was paid online, with "Expired" in its history, and
 * queues the guest's email when they gave an address. A request staff confirm at the same moment
 * stays confirmed: the decline is a step from `requested` only (the booking's compare-and-set),
 * and loses. A group's rooms lapse together or not at all (`groupLapses`), and the guest is told
 * once. Answers how many stays it declined.
 */
export async function expireRequests(req: PayloadRequest, now = Date.now()): Promise<number> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const hours = requestExpiryHours(settings.requestExpiryHours)
  const cutoff = new Date(now - hours * 3_600_000).toISOString()
  const waiting = await req.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { equals: 'requested' } },
        { createdAt: { less_than: cutoff } },
        // A request whose deposit was paid online waits for staff however long: the house
        // holds the guest's money.
        { depositPaidOnlineAt: { exists: false } },
        // A request staff brought back (an undo of its decline) waits a full period again.
        {
          or: [{ statusChangedAt: { exists: false } }, { statusChangedAt: { less_than: cutoff } }],
        },
      ],
    },
    pagination: false,
    depth: 0,
    select: { email: true, group: true },
    overrideAccess: true,
    req,
  })
  let declined = 0
  const groupsSeen = new Set<string>()
  for (const request of waiting.docs) {
    if (request.group) {
      if (groupsSeen.has(request.group)) continue
      groupsSeen.add(request.group)
      declined += await lapseGroup(req, request.group, cutoff, hours)
      continue
    }
    // Its deposit paid online since it was listed: it waits for staff.
    const fresh = await req.payload.findByID({
      collection: 'bookings',
      id: request.id,
      depth: 0,
      select: { depositPaidOnlineAt: true },
      overrideAccess: true,
      req,
    })
    if (fresh.depositPaidOnlineAt) continue
    if (!(await lapse(req, request.id, hours))) continue
    declined += 1
    if (request.email) await queueExpiredEmail(req, request.id)
  }
  if (declined) req.payload.logger.info(MESSAGES.operations.requestsExpired(declined))
  return declined
}

/**
 * One request declined as lapsed, by a step from `requested` only: false when staff answered it
 * since it was read (theirs stands).
 */
async function lapse(req: PayloadRequest, id: string | number, hours: number): Promise<boolean> {
  const intent: DeskIntent = { seenStatus: 'requested', expiredAfterHours: hours }
  try {
    await req.payload.update({
      collection: 'bookings',
      id,
      data: { status: 'declined' },
      context: { [DESK_INTENT]: intent },
      overrideAccess: true,
      req,
    })
    return true
  } catch (error) {
    if ((error as { status?: number }).status === 409) return false
    throw error
  }
}

/** A step back to waiting for a room this job declined while staff answered its sibling. */
async function unlapse(req: PayloadRequest, id: string | number): Promise<void> {
  const intent: DeskIntent = { seenStatus: 'declined', undo: true, reason: '' }
  await req.payload.update({
    collection: 'bookings',
    id,
    data: { status: 'requested' },
    context: { [DESK_INTENT]: intent },
    overrideAccess: true,
    req,
  })
}

/**
 * A group's rooms declined together when every one has lapsed; when staff answer one of them
 * while the job runs, the rooms it declined go back to waiting, so the group stays whole. The
 * guest is told once, of every room, through the group's first stay. Answers how many it declined.
 */
async function lapseGroup(
  req: PayloadRequest,
  group: string,
  cutoff: string,
  hours: number,
): Promise<number> {
  const rooms = await groupStays(req, group)
  if (!groupLapses(rooms, cutoff)) return 0
  const declined: Array<string | number> = []
  for (const room of rooms) {
    if (await lapse(req, room.id, hours)) {
      declined.push(room.id)
      continue
    }
    for (const id of declined) await unlapse(req, id)
    return 0
  }
  const lead = leadRoom(group, rooms)
  if (lead?.email) await queueExpiredEmail(req, lead.id)
  return declined.length
}

async function queueExpiredEmail(req: PayloadRequest, id: string | number): Promise<void> {
  await req.payload.jobs.queue({
    task: 'sendBookingEmail',
    input: { bookingId: String(id), to: 'guest', about: 'expired' },
    req,
  })
}

/** Every 5 minutes, in the housekeeping queue. */
export const expireRequestsTask: TaskConfig<'expireRequests'> = {
  slug: 'expireRequests',
  label: 'Decline unanswered booking requests',
  schedule: [
    { cron: '*/5 * * * *', queue: QUEUES.housekeeping, hooks: { beforeSchedule: oncePerPeriod } },
  ],
  outputSchema: [{ name: 'declined', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { declined: await expireRequests(req) } }),
}
