import type { PayloadRequest, TaskConfig } from 'payload'

import { cronPeriodMs } from '@/lib/cronPeriod'
import { MESSAGES } from '@/lib/messages'

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>
type Queueable = Parameters<NonNullable<ScheduleHooks['beforeSchedule']>>[0]['queueable']

/** Instances' clocks may differ by this much without a run counting as stamped in the future. */
const CLOCK_SLACK_MS = 60_000

function latestDueOf(queueable: Queueable, now: number): number {
  return now + cronPeriodMs(queueable.scheduleConfig.cron) + CLOCK_SLACK_MS
}

function taskOf(queueable: Queueable): string {
  return queueable.taskConfig?.slug ?? queueable.workflowConfig?.slug ?? 'unknown'
}

/**
 * Payload times a task's next run from the "last run" it stored. Stored in the future (a clock
 * ahead, a stamp written past the API), it would push the run beyond the task's period, as far as
 * the stamp says (a year 2099 for good): such a stamp counts as stale, and the task is due now, in
 * the current period (so every instance names the period alike and queues it once).
 */
export function dueNowIfStampedAhead(queueable: Queueable, req: PayloadRequest): void {
  const now = Date.now()
  const waitUntil = queueable.waitUntil?.getTime()
  if (waitUntil === undefined || waitUntil <= latestDueOf(queueable, now)) return
  const periodMs = cronPeriodMs(queueable.scheduleConfig.cron)
  queueable.waitUntil = new Date(Math.floor(now / periodMs) * periodMs)
  req.payload.logger.warn(MESSAGES.operations.futureRunCleared(taskOf(queueable)))
}

/**
 * A run such a stamp already queued far ahead still waits, and Payload queues no other while it
 * does: it is brought forward to now. Called only while a run waits, and a read when none is late.
 */
export async function bringForwardParkedRuns(
  queueable: Queueable,
  req: PayloadRequest,
): Promise<void> {
  const now = Date.now()
  const parked = await req.payload.db.updateJobs({
    where: {
      and: [
        { taskSlug: { equals: taskOf(queueable) } },
        { queue: { equals: queueable.scheduleConfig.queue } },
        { completedAt: { exists: false } },
        { waitUntil: { greater_than: new Date(latestDueOf(queueable, now)).toISOString() } },
      ],
    },
    data: { waitUntil: new Date(now).toISOString() },
    req,
  })
  if (parked?.length)
    req.payload.logger.warn(MESSAGES.operations.futureRunCleared(taskOf(queueable)))
}
