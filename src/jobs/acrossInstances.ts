import type { BaseDatabaseAdapter, DatabaseAdapterObj, TaskConfig } from 'payload'

/*
 * Every app instance runs the jobs queue (every second) and queues the scheduled tasks. Payload
 * picks waiting jobs by reading them and then marking them `processing`, and queues a scheduled
 * task after counting that none is waiting: two instances can do either at the same moment. These
 * two rules make each job run, and each scheduled period be queued, exactly once.
 */

const JOBS = 'payload-jobs'
const CLAIMS = 'schedule-claims'
const KEEP_CLAIMS_MS = 24 * 60 * 60 * 1000

type UpdateJobs = BaseDatabaseAdapter['updateJobs']
type UpdateJobsArgs = Parameters<UpdateJobs>[0]

/** Payload's runner marking the waiting jobs it has just read as its own. */
function isTakingWaitingJobs(args: UpdateJobsArgs): boolean {
  if ('id' in args && args.id !== undefined) return false
  const { processing, ...rest } = args.data as Record<string, unknown>
  return processing === true && Object.keys(rest).every((field) => field === 'updatedAt')
}

/**
 * A job is taken by a compare-and-set on its own row: `processing` goes from false to true in one
 * atomic update (SQLite: UPDATE ... WHERE id = ? AND processing = false; MongoDB:
 * findOneAndUpdate), and only the instance whose update matched runs it. The others skip it.
 */
export function withAtomicJobClaims(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const updateJobs = db.updateJobs.bind(db)
      const atomic = db.name === 'mongoose' ? {} : { options: { atomic: true } }
      db.updateJobs = async (jobArgs) => {
        if (!isTakingWaitingJobs(jobArgs) || !('where' in jobArgs) || !jobArgs.where) {
          return updateJobs(jobArgs)
        }
        const { where, limit, sort, req, returning } = jobArgs
        const waiting = await db.find({
          collection: JOBS,
          where,
          limit,
          sort,
          pagination: false,
          req,
        })
        const taken: NonNullable<Awaited<ReturnType<UpdateJobs>>> = []
        for (const job of waiting.docs) {
          const won = await db.updateOne({
            collection: JOBS,
            where: { and: [{ id: { equals: job.id } }, { processing: { equals: false } }] },
            data: { processing: true, updatedAt: new Date().toISOString() },
            returning: true,
            req,
            ...atomic,
          })
          if (!won) continue
          // The full job (its log included), now that this instance holds it: a read, no write.
          const held = await db.findOne({
            collection: JOBS,
            where: { id: { equals: job.id } },
            req,
          })
          if (held) taken.push(held as (typeof taken)[number])
        }
        return returning === false ? null : taken
      }
      return db
    },
  }
}

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>
type BeforeSchedule = NonNullable<ScheduleHooks['beforeSchedule']>

/**
 * Payload's own rule first (not while an earlier run is still waiting or running); then the
 * period is queued only by the instance that first records it (a unique row per task and
 * period), and the others skip it.
 */
export const oncePerPeriod: BeforeSchedule = async (args) => {
  const decision = await args.defaultBeforeSchedule(args)
  if (!decision.shouldSchedule) return decision
  const { queueable, req } = args
  const task = queueable.taskConfig?.slug ?? queueable.workflowConfig?.slug ?? 'unknown'
  const period = queueable.waitUntil ?? new Date()
  const key = `${queueable.scheduleConfig.queue}:${task}:${period.toISOString()}`
  try {
    await req.payload.db.create({
      collection: CLAIMS,
      data: { key, expiresAt: new Date(period.getTime() + KEEP_CLAIMS_MS).toISOString() },
    })
  } catch {
    return { shouldSchedule: false }
  }
  await req.payload.db
    .deleteMany({
      collection: CLAIMS,
      where: { expiresAt: { less_than: new Date().toISOString() } },
    })
    .catch(() => undefined)
  return decision
}
