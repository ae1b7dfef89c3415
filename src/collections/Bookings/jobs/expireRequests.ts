import type { PayloadRequest, TaskConfig } from 'payload'

import { requestExpiryHours } from '@/lib/bookings/expiry'
import { MESSAGES } from '@/lib/messages'

import { oncePerPeriod, QUEUES } from '@/database/acrossInstances'
import { DESK_INTENT, type DeskIntent } from '../hooks/checkBooking'

/**
 * Declines every request left unanswered longer than the owner's setting (site settings, 48 hours
 * unless set), but for one whose deposit was paid online, with "Expired" in its history, and
 * queues the guest's email when they gave an address. A request staff confirm at the same moment
 * stays confirmed: the decline is a step from `requested` only (the booking's compare-and-set),
 * and loses. Answers how many it declined.
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
    select: { email: true },
    overrideAccess: true,
    req,
  })
  let declined = 0
  for (const request of waiting.docs) {
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
    const intent: DeskIntent = { seenStatus: 'requested', expiredAfterHours: hours }
    try {
      await req.payload.update({
        collection: 'bookings',
        id: request.id,
        data: { status: 'declined' },
        context: { [DESK_INTENT]: intent },
        overrideAccess: true,
        req,
      })
    } catch (error) {
      // Answered by staff since it was read: theirs stands.
      if ((error as { status?: number }).status === 409) continue
      throw error
    }
    declined += 1
    if (request.email) {
      await req.payload.jobs.queue({
        task: 'sendBookingEmail',
        input: { bookingId: String(request.id), to: 'guest', about: 'expired' },
        req,
      })
    }
  }
  if (declined) req.payload.logger.info(MESSAGES.operations.requestsExpired(declined))
  return declined
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
