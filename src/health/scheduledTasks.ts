import type { Payload } from 'payload'

import { lastRuns, scheduledTasks } from '@/jobs/taskRuns'
import { MESSAGES } from '@/lib/messages'

type Check = { ok: boolean; reason?: string }

/**
 * Every scheduled task (calendar import, request expiry, stay messages, night and photo clean-ups)
 * has succeeded within twice its period: once late may be a slow run, twice is a task that has
 * stopped. A task with no run recorded has not been counted yet, and is not late.
 */
export async function checkScheduledTasks(payload: Payload): Promise<Check> {
  const now = Date.now()
  const ran = await lastRuns(payload)
  const late = scheduledTasks(payload).filter(({ slug, periodMs }) => {
    const lastRun = ran.get(slug)
    return lastRun !== undefined && now - lastRun > 2 * periodMs
  })
  return late.length === 0
    ? { ok: true }
    : { ok: false, reason: MESSAGES.operations.tasksLate(late.map(({ slug }) => slug)) }
}
