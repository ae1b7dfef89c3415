import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { QUEUES } from '@/database/acrossInstances'
import { migrations } from '@/migrations'

import { startTestApp, TEST_ADMIN, TEST_EDITOR, type TestApp } from '../helpers/payload'

let app: TestApp

beforeAll(async () => {
  // No SMTP_HOST: emails are only captured, which the answer must say as a warning.
  delete process.env.SMTP_HOST
  app = await startTestApp('health')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

type Health = {
  status: string
  failing: string[]
  checks: Record<string, { ok: boolean; reason?: string }>
  warnings: string[]
}

/** Asked by a stranger, or with `cookie` by signed-in staff, who are also told the reasons. */
async function health(
  query = '',
  cookie?: string,
): Promise<{ status: number; body: Health; text: string; cache: string }> {
  const response = await app.call('GET', `/health${query}`, { cookie })
  const text = await response.text()
  return {
    status: response.status,
    body: JSON.parse(text) as Health,
    text,
    cache: response.headers.get('cache-control') ?? '',
  }
}

/** A contact-email job queued `minutesAgo` minutes ago and not sent yet. */
async function queueEmailJob(minutesAgo: number): Promise<string> {
  const message = await app.payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Esi',
      email: 'esi@guest.test',
      subject: 'Room',
      message: 'Free on Friday?',
      houseEmailStatus: 'pending',
      guestEmailStatus: 'pending',
    },
    overrideAccess: true,
  })
  const job = await app.payload.jobs.queue({
    task: 'sendContactEmail',
    input: { messageId: String(message.id) },
  })
  await app.payload.update({
    collection: 'payload-jobs',
    id: job.id,
    data: { createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() },
    overrideAccess: true,
  })
  return String(job.id)
}

describe('GET /api/health', () => {
  let staff: string
  beforeAll(async () => {
    staff = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  })

  it('answers 200 when the database, migrations, indexes and email queue are well, never cached', async () => {
    const stranger = await health()
    expect(stranger.status).toBe(200)
    expect(stranger.cache).toBe('no-store')
    // A stranger learns the status only: not how the site is set up.
    expect(stranger.body).toEqual({ status: 'ok', failing: [] })
    const { status, body, cache } = await health('', staff)
    expect(status).toBe(200)
    expect(cache).toContain('no-store')
    expect(body).toEqual({
      status: 'ok',
      failing: [],
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        indexes: { ok: true },
        email: { ok: true },
        disk: { ok: true, reason: expect.stringMatching(/^\d+\.\d GB free \(\d+%\)$/) },
        schedules: { ok: true },
      },
      warnings: [expect.stringContaining('email is not configured')],
    })
  })

  it('counts a booking request email waiting over 15 minutes as well', async () => {
    const job = await app.payload.jobs.queue({
      task: 'sendBookingEmail',
      input: { bookingId: 'waiting-booking', to: 'house' },
    })
    await app.payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { createdAt: new Date(Date.now() - 16 * 60_000).toISOString() },
      overrideAccess: true,
    })
    const { status, body } = await health()
    expect(status).toBe(503)
    expect(body.failing).toEqual(['email'])

    await app.payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    expect((await health()).status).toBe(200)
  })

  it('keeps 200 for an email queued 14 minutes ago, answers 503 naming email at 16', async () => {
    const recent = await queueEmailJob(14)
    expect((await health()).status).toBe(200)

    const stuck = await queueEmailJob(16)
    const stranger = await health()
    expect(stranger.status).toBe(503)
    expect(stranger.cache).toBe('no-store')
    expect(stranger.body).toEqual({ status: 'fail', failing: ['email'] })
    const { status, body } = await health('', staff)
    expect(status).toBe(503)
    expect(body.status).toBe('fail')
    expect(body.failing).toEqual(['email'])
    expect(body.checks.email).toEqual({ ok: false, reason: expect.stringContaining('15 minutes') })
    // The balancer's check leaves the shared queue out: every instance stays in rotation.
    const balancer = await health('?scope=instance', staff)
    expect(balancer.status).toBe(200)
    expect(balancer.body.failing).toEqual([])
    expect(balancer.body.checks).toEqual({ database: { ok: true }, migrations: { ok: true } })

    // Once it is sent (or given up on and reported on its message), the queue is well again.
    await app.payload.update({
      collection: 'payload-jobs',
      id: stuck,
      data: { completedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect((await health()).status).toBe(200)
    await app.payload.delete({ collection: 'payload-jobs', id: recent, overrideAccess: true })
  })

  it('answers 503 naming migrations when a committed migration is not recorded', async () => {
    const last = migrations[migrations.length - 1].name
    const recorded = await app.payload.find({
      collection: 'payload-migrations',
      where: { name: { equals: last } },
      overrideAccess: true,
    })
    expect(recorded.docs).toHaveLength(1)
    await app.payload.delete({
      collection: 'payload-migrations',
      id: recorded.docs[0].id,
      overrideAccess: true,
    })
    try {
      expect((await health()).body).toEqual({ status: 'fail', failing: ['migrations'] })
      const { status, body } = await health('', staff)
      expect(status).toBe(503)
      expect(body.failing).toEqual(['migrations'])
      expect(body.checks.migrations).toEqual({ ok: false, reason: '1 not applied' })
    } finally {
      await app.payload.create({
        collection: 'payload-migrations',
        data: { name: last, batch: recorded.docs[0].batch },
        overrideAccess: true,
      })
    }
    expect((await health()).status).toBe(200)
  })

  /** Runs the request expiry now, as the scheduler does every five minutes. */
  async function runExpiry(): Promise<void> {
    await app.payload.jobs.queue({ task: 'expireRequests', queue: QUEUES.housekeeping, input: {} })
    const { jobStatus } = await app.payload.jobs.run({ queue: QUEUES.housekeeping, limit: 10 })
    expect(Object.values(jobStatus ?? {})).toEqual([{ status: 'success' }])
  }

  /** The request expiry's last success, moved `minutesAgo` minutes back. */
  async function expiryLastRan(minutesAgo: number): Promise<void> {
    await app.payload.update({
      collection: 'task-runs',
      where: { task: { equals: 'expireRequests' } },
      data: { ranAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() },
      overrideAccess: true,
    })
  }

  it('answers 503 naming a scheduled task not run for twice its period, 200 right after it runs', async () => {
    // Every task is counted from the start, and none is late yet.
    expect((await health('', staff)).body.checks.schedules).toEqual({ ok: true })
    // Every five minutes by its schedule: ten minutes is still once late, not stopped.
    await expiryLastRan(9)
    expect((await health()).status).toBe(200)

    await expiryLastRan(11)
    const stranger = await health()
    expect(stranger.status).toBe(503)
    expect(stranger.body).toEqual({ status: 'fail', failing: ['schedules'] })
    const { body } = await health('', staff)
    expect(body.checks.schedules).toEqual({
      ok: false,
      reason: expect.stringContaining('expireRequests'),
    })
    expect(body.checks.schedules.reason).not.toContain('sendStayReminders')
    // The balancer's check leaves the shared schedules out.
    expect((await health('?scope=instance')).status).toBe(200)

    await runExpiry()
    expect((await health()).status).toBe(200)
  })

  it('answers 503 naming the unique night index when the database lacks it', async () => {
    const db = app.payload.db as unknown as SQLiteAdapter
    const indexes = await db.client.execute('PRAGMA index_list("booked_nights")')
    const unique = indexes.rows.filter((row) => Number(row.unique) === 1).map((row) => row.name)
    expect(unique).toContain('booked_nights_key_idx')
    await db.client.execute('DROP INDEX booked_nights_key_idx')
    try {
      expect((await health()).body).toEqual({ status: 'fail', failing: ['indexes'] })
      const { status, body } = await health('', staff)
      expect(status).toBe(503)
      expect(body.failing).toEqual(['indexes'])
      expect(body.checks.indexes).toEqual({
        ok: false,
        reason: 'missing unique index: booked-nights.key',
      })
      // The database lacks it, not this instance: the balancer keeps every instance in rotation.
      expect((await health('?scope=instance')).status).toBe(200)
    } finally {
      await db.client.execute('CREATE UNIQUE INDEX booked_nights_key_idx ON booked_nights (key)')
    }
    expect((await health()).status).toBe(200)
  })

  it('reveals no secret, address, path or personal data', async () => {
    await queueEmailJob(20)
    expect.assertions(16)
    // Not even to staff: reasons name parts and causes, never data.
    for (const { text } of [await health(), await health('', staff)]) {
      for (const secret of [
        process.env.PAYLOAD_SECRET as string,
        TEST_ADMIN.email,
        TEST_ADMIN.password,
        TEST_EDITOR.email,
        'esi@guest.test',
        app.dir,
        'db.sqlite',
      ]) {
        expect(text).not.toContain(secret)
      }
      expect(text).not.toMatch(/@|\/tmp|\.test/)
    }
  })
})
