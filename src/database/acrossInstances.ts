import type {
  BaseDatabaseAdapter,
  CollectionSlug,
  DatabaseAdapterObj,
  PayloadRequest,
  TaskConfig,
  Where,
} from 'payload'

import { MESSAGES } from '@/lib/messages'

import { bringForwardParkedRuns, dueNowIfStampedAhead } from './futureStamps'

/*
 * Every app instance runs the jobs queue (every second) and queues the scheduled tasks. Payload
 * picks waiting jobs by reading them and then marking them `processing`, and queues a scheduled
 * task after counting that none is waiting: two instances can do either at the same moment. These
 * two rules make each job run, and each scheduled period be queued, exactly once.
 */

const JOBS = 'payload-jobs'
const CLAIMS = 'schedule-claims'
const KEEP_CLAIMS_MS = 24 * 60 * 60 * 1000
/**
 * A job taken by an instance and not written to since (Payload writes a job as each of its tasks
 * ends) is free again after this long: its instance stopped or died mid-job. Well above the
 * longest task: two emails at most 40 s each (the SMTP timeouts), a calendar read 10 s per feed.
 */
export const JOB_LEASE_MS = 10 * 60 * 1000

/**
 * Two queues, each run by its own poll. Payload never starts a queue's next run while the last is
 * going, so a slow calendar download (10 s a feed) or the hourly photo clean-up in the emails'
 * queue held every guest's email until it ended.
 */
export const QUEUES = { emails: 'default', housekeeping: 'housekeeping' } as const

/** Waiting, or taken so long ago that its instance is gone. */
function free(takenBefore: string): Where {
  return {
    or: [
      { processing: { equals: false } },
      { and: [{ processing: { equals: true } }, { updatedAt: { less_than: takenBefore } }] },
    ],
  }
}

/** Payload's query for waiting jobs, with its `processing: false` widened to `free`. */
function waitingOrAbandoned(where: Where, takenBefore: string): Where {
  const conditions = Array.isArray(where.and) ? where.and : [where]
  return {
    and: conditions.map((condition) =>
      JSON.stringify(condition) === JSON.stringify({ processing: { equals: false } })
        ? free(takenBefore)
        : condition,
    ),
  }
}

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
 * findOneAndUpdate), and only the instance whose update matched runs it. The others skip it. A
 * job left `processing` by an instance that stopped mid-job is taken the same way once its lease
 * (JOB_LEASE_MS since its last write) has run out: the taker's write renews it, so only one wins.
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
        const takenBefore = new Date(Date.now() - JOB_LEASE_MS).toISOString()
        const waiting = await db.find({
          collection: JOBS,
          where: waitingOrAbandoned(where, takenBefore),
          limit,
          sort,
          pagination: false,
          req,
        })
        const taken: NonNullable<Awaited<ReturnType<UpdateJobs>>> = []
        const won: Array<number | string> = []
        try {
          for (const job of waiting.docs) {
            const claimed = await db.updateOne({
              collection: JOBS,
              where: { and: [{ id: { equals: job.id } }, free(takenBefore)] },
              data: { processing: true, updatedAt: new Date().toISOString() },
              returning: true,
              req,
              ...atomic,
            })
            if (!claimed) continue
            won.push(job.id)
            if ((job as { processing?: boolean }).processing) {
              db.payload.logger.warn(MESSAGES.operations.jobTakenBack(String(job.id)))
            }
            // The full job (its log included), now that this instance holds it: a read, no write.
            const held = await db.findOne({
              collection: JOBS,
              where: { id: { equals: job.id } },
              req,
            })
            if (!held) throw new Error(`Job ${job.id} vanished while being taken`)
            taken.push(held as (typeof taken)[number])
          }
        } catch (error) {
          // Payload runs none of them after a failure here (a busy database, say): the jobs this
          // instance already holds are handed back, to be taken on the next round rather than
          // after their lease.
          await Promise.all(
            won.map((id) =>
              db
                .updateOne({
                  collection: JOBS,
                  where: { id: { equals: id } },
                  data: { processing: false },
                  returning: false,
                  req,
                })
                .catch(() => undefined),
            ),
          )
          throw error
        }
        return returning === false ? null : taken
      }
      return db
    },
  }
}

/**
 * Sets a document's stamp only where it is not set yet (or was cleared), by one atomic update (SQLite: UPDATE ...
 * WHERE id = ? AND field IS NULL; MongoDB: findOneAndUpdate): of two instances, two tabs or a
 * retried job doing the same thing at once, exactly one is told it won. Answers whether this call
 * set it.
 */
export async function claimOnce(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
  field: string,
  value: string,
): Promise<boolean> {
  const db = req.payload.db
  const won = await db.updateOne({
    collection,
    // Unset or cleared: a stamp taken back is written as null, which MongoDB's `exists` counts as set.
    where: { and: [{ id: { equals: id } }, { [field]: { equals: null } }] },
    data: { [field]: value },
    returning: true,
    req,
    ...(db.name === 'mongoose' ? {} : { options: { atomic: true } }),
  })
  return Boolean(won)
}

/**
 * Moves a document on from one of the states `field` may hold (`from`) with `data`, by one atomic
 * update, as `claimOnce` does: of two instances settling the same thing at once, exactly one is
 * told it moved it, and only that one goes on to do what follows (a history line, a message).
 */
export async function moveOnce(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
  field: string,
  from: readonly string[],
  data: Record<string, unknown>,
): Promise<boolean> {
  const db = req.payload.db
  const won = await db.updateOne({
    collection,
    where: { and: [{ id: { equals: id } }, { [field]: { in: from } }] },
    data,
    returning: true,
    req,
    ...(db.name === 'mongoose' ? {} : { options: { atomic: true } }),
  })
  return Boolean(won)
}

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>
type BeforeSchedule = NonNullable<ScheduleHooks['beforeSchedule']>

/**
 * A "last run" stamped in the future never holds a task back (futureStamps.ts). Then Payload's own
 * rule (not while an earlier run is still waiting or running); then the period is queued only by
 * the instance that first records it (a unique row per task and period), and the others skip it.
 */
export const oncePerPeriod: BeforeSchedule = async (args) => {
  const { queueable, req } = args
  dueNowIfStampedAhead(queueable, req)
  const decision = await args.defaultBeforeSchedule(args)
  if (!decision.shouldSchedule) {
    await bringForwardParkedRuns(queueable, req)
    return decision
  }
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
