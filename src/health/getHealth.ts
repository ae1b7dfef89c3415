import type { Endpoint, Payload, Where } from 'payload'

import { hasBookingsRole, hasStaffRole } from '@/access/roles'
import { MEDIA_DIR } from '@/collections/Media'
import { env } from '@/lib/env'
import { migrations } from '@/migrations'
import { DATA_CONVERSIONS } from '@/seed/conversions'

import { checkBackups, checkDisk } from './machine'
import { checkScheduledTasks } from './scheduledTasks'
import { missingUniqueIndexes } from './uniqueIndexes'

/** An email may wait this long for its mail server before the site counts as unwell. */
export const EMAIL_WAIT_LIMIT_MS = 15 * 60_000
/** A part that has not answered by then is failing: a monitor must get an answer, not a hang. */
const CHECK_TIMEOUT_MS = 5_000

export const EMAIL_NOT_CONFIGURED =
  'email is not configured (no SMTP_HOST): contact emails are kept in /cms, not sent'

type Check = { ok: boolean; reason?: string }
type Part = 'database' | 'migrations' | 'indexes' | 'email' | 'schedules' | 'disk' | 'backups'

/**
 * The queued jobs that send email: the house must hear of every message and every request, and
 * staff of every change to their account's address.
 */
const EMAIL_TASKS = ['sendContactEmail', 'sendBookingEmail', 'sendAccountEmail', 'sendReviewEmail']

const ok: Check = { ok: true }

/** Any query through Payload answers for the database, whichever adapter is behind it. */
async function checkDatabase(payload: Payload): Promise<Check> {
  await payload.count({ collection: 'users', overrideAccess: true })
  return ok
}

/**
 * Every committed migration must be recorded as applied: the schema's on SQLite (MongoDB takes its
 * shape from the collections), and the data conversions on both.
 */
async function checkMigrations(payload: Payload): Promise<Check> {
  const expected = [...(payload.db.name === 'sqlite' ? migrations : []), ...DATA_CONVERSIONS]
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const applied = new Set(docs.map((doc) => doc.name))
  const missing = expected.filter((migration) => !applied.has(migration.name)).length
  return missing === 0 ? ok : { ok: false, reason: `${missing} not applied` }
}

/** Every unique index that makes a race safe is there (`RACE_SAFETY_INDEXES`), named if not. */
async function checkIndexes(payload: Payload): Promise<Check> {
  const missing = await missingUniqueIndexes(payload)
  return missing.length === 0
    ? ok
    : { ok: false, reason: `missing unique index: ${missing.join(', ')}` }
}

/**
 * The queue is moving when no email to the house or a guest (a contact message's or a booking
 * request's) still waits, unsent and not given up, past the limit.
 */
async function checkEmailQueue(payload: Payload): Promise<Check> {
  const queuedBefore = new Date(Date.now() - EMAIL_WAIT_LIMIT_MS).toISOString()
  const where: Where = {
    and: [
      { taskSlug: { in: EMAIL_TASKS } },
      { completedAt: { exists: false } },
      { or: [{ hasError: { equals: false } }, { hasError: { exists: false } }] },
      { createdAt: { less_than: queuedBefore } },
    ],
  }
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where,
    overrideAccess: true,
  })
  return totalDocs === 0 ? ok : { ok: false, reason: 'an email has waited over 15 minutes' }
}

async function run(payload: Payload, part: Part, check: () => Promise<Check>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'no answer' }), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check(), timeout])
  } catch (error) {
    // The details go to the log only: an error text can hold paths, hosts or queries.
    payload.logger.error({ err: error, msg: `Health check of ${part} failed` })
    return { ok: false, reason: 'query failed' }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `GET /api/health`, for the owner's monitor: 200 when the database answers, every migration is
 * applied, every unique index that keeps races safe exists, no contact email waits too long,
 * every scheduled task runs on time, the data's disk has room (1 GB and 5% free) and, with
 * BACKUP_DIR set, the newest backup is at most two days old;
 * 503 naming the part that fails. A stranger learns
 * the status and the names of failing parts only; each part's reason and the set-up warnings
 * (how the site is configured is a map for an attacker) go to signed-in staff and to the log.
 *
 * `?scope=instance` is the question of the load balancer and the container's health check, "can
 * this instance serve?": the email queue, the indexes and the schedules are left out, since every
 * instance shares them and taking instances out of rotation or replacing them cannot mend them (an
 * SMTP outage must not take the whole site off the balancer, nor stall a rolling upgrade waiting
 * for a healthy instance). The disk and the backups are the owner's to mend, not the balancer's,
 * and are left out too.
 */
export const getHealth: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const { payload } = req
    const instanceOnly = req.searchParams?.get('scope') === 'instance'
    const backupDir = env.backupDir
    const [database, migrationsCheck, indexes, email, schedules, disk, backups] = await Promise.all(
      [
        run(payload, 'database', () => checkDatabase(payload)),
        run(payload, 'migrations', () => checkMigrations(payload)),
        instanceOnly ? undefined : run(payload, 'indexes', () => checkIndexes(payload)),
        instanceOnly ? undefined : run(payload, 'email', () => checkEmailQueue(payload)),
        instanceOnly ? undefined : run(payload, 'schedules', () => checkScheduledTasks(payload)),
        instanceOnly ? undefined : run(payload, 'disk', () => checkDisk(MEDIA_DIR)),
        instanceOnly || !backupDir
          ? undefined
          : run(payload, 'backups', () => checkBackups(backupDir)),
      ],
    )
    const checks: Partial<Record<Part, Check>> = { database, migrations: migrationsCheck }
    if (indexes) checks.indexes = indexes
    if (email) checks.email = email
    if (schedules) checks.schedules = schedules
    if (disk) checks.disk = disk
    if (backups) checks.backups = backups
    const failing = (Object.keys(checks) as Part[]).filter((part) => !checks[part]?.ok)
    const status = failing.length === 0 ? 'ok' : 'fail'
    if (failing.length > 0) {
      const reasons = failing.map((part) => `${part}: ${checks[part]?.reason ?? 'failing'}`)
      payload.logger.warn(`Health check failing: ${reasons.join('; ')}`)
    }
    const staff = hasStaffRole(req.user) || hasBookingsRole(req.user)
    const warnings = env.smtp ? [] : [EMAIL_NOT_CONFIGURED]
    return Response.json(staff ? { status, failing, checks, warnings } : { status, failing }, {
      status: failing.length === 0 ? 200 : 503,
      headers: { 'Cache-Control': 'no-store' },
    })
  },
}
