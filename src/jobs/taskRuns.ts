import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { cronPeriodMs } from '@/lib/cronPeriod'

const TASK_RUNS = 'task-runs'

/** Each scheduled task with the longest its schedules may leave between two runs. */
export function scheduledTasks(payload: Payload): Array<{ slug: string; periodMs: number }> {
  return (payload.config.jobs.tasks ?? []).flatMap((task) => {
    const periods = (task.schedule ?? []).map((entry) => cronPeriodMs(entry.cron))
    return periods.length > 0 ? [{ slug: task.slug, periodMs: Math.min(...periods) }] : []
  })
}

/** Stamps the moment a task last succeeded, on its one row. */
async function recordRun(payload: Payload, task: string, req?: PayloadRequest): Promise<void> {
  await payload.db.upsert({
    collection: TASK_RUNS,
    where: { task: { equals: task } },
    data: { task, ranAt: new Date().toISOString() },
    req,
    returning: false,
  })
}

/**
 * A scheduled task records each run that succeeds (Payload deletes a job once it is done, so the
 * queue keeps no trace), so the health check can tell one that has stopped; tasks run on demand
 * (emails) are left as they are.
 */
export function recordingScheduledRuns<T extends TaskConfig>(task: T): T {
  if (!task.schedule?.length) return task
  const onSuccess = task.onSuccess
  return {
    ...task,
    onSuccess: async (args) => {
      await onSuccess?.(args)
      await recordRun(args.req.payload, task.slug, args.req)
    },
  }
}

/**
 * On start, a scheduled task with no run recorded yet (a new site, a new task, a site from before
 * runs were recorded) is counted from now: it has its whole allowance to run for the first time.
 */
export async function startCountingRuns(payload: Payload): Promise<void> {
  const known = await lastRuns(payload)
  for (const { slug } of scheduledTasks(payload)) {
    if (!known.has(slug)) await recordRun(payload, slug)
  }
}

/** When each task last succeeded (or began to be counted), by task slug. */
export async function lastRuns(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: TASK_RUNS,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((row) => [row.task, Date.parse(row.ranAt)]))
}
