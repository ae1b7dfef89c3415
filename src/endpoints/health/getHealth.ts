import type { Endpoint, Payload, Where } from 'payload'

import { hasBookingsRole, hasStaffRole } from '@/access/roles'
import { env } from '@/lib/env'
import { migrations } from '@/migrations'

import { missingUniqueIndexes } from './uniqueIndexes'

/** An email may wait this long for its mail server before the site counts as unwell. */
export const EMAIL_WAIT_LIMIT_MS = 15 * 60_000
/** A part that has not answered by then is failing: a monitor must get an answer, not a hang. */
const CHECK_TIMEOUT_MS = 5_000

export const EMAIL_NOT_CONFIGURED =
  'email is not configured (no SMTP_HOST): contact emails are kept in /cms, not sent'

type Check = { ok: boolean; reason?: string }
type Part = 'database' | 'migrations' | 'indexes' | 'email'

/**
 * The queued jobs that send email: the house must hear of every message and every request, and
 * staff of every change to their account's address.
 */
const EMAIL_TASKS = ['sendContactEmail', 'sendBookingEmail', 'sendAccountEmail']

const ok: Check = { ok: true }

/** Any query through Payload answers for the database, whichever adapter is behind it. */
async function checkDatabase(payload: Payload): Promise<Check> {
  await payload.count({ collection: 'users', overrideAccess: true })
  return ok
}

/**
 * Every committed migration must be recorded as applied. They describe the SQLite schema;
 * MongoDB takes its shape from the collections and records none.
 */
async function checkMigrations(payload: Payload): Promise<Check> {
  if (payload.db.name !== 'sqlite') return ok
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const applied = new Set(docs.map((doc) => doc.name))
  const missing = migrations.filter((migration) => !applied.has(migration.name)).length
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
 * applied, every unique index that keeps races safe exists and no contact email waits too long;
 * 503 naming the part that fails. A stranger learns
 * the status and the names of failing parts only; each part's reason and the set-up warnings
 * (how the site is configured is a map for an attacker) go to signed-in staff and to the log.
 *
 * `?scope=instance` is the question of the load balancer and the container's health check, "can
 * this instance serve?": the email queue is left out, since every instance shares it and taking
 * instances out of rotation or replacing them cannot mend it (an SMTP outage must not take the
 * whole site off the balancer, nor stall a rolling upgrade waiting for a healthy instance). A
 * missing unique index is left out for the same reason: the database lacks it, not the instance.
 */
export const getHealth: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const { payload } = req
    const instanceOnly = req.searchParams?.get('scope') === 'instance'
    const [database, migrationsCheck, indexes, email] = await Promise.all([
      run(payload, 'database', () => checkDatabase(payload)),
      run(payload, 'migrations', () => checkMigrations(payload)),
      instanceOnly ? undefined : run(payload, 'indexes', () => checkIndexes(payload)),
      instanceOnly ? undefined : run(payload, 'email', () => checkEmailQueue(payload)),
    ])
    const checks: Partial<Record<Part, Check>> = { database, migrations: migrationsCheck }
    if (indexes) checks.indexes = indexes
    if (email) checks.email = email
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
