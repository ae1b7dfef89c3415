/**
 * The job queue and the scheduler's stamps are the server's own. A "last run" stamped in the
 * future made the scheduler skip a task (request expiry, calendar import, stay messages) without
 * a word to anyone, and any signed-in staff member could write one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { QUEUES } from '@/database/acrossInstances'

import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'
import { startTestApp, TEST_ADMIN, TEST_EDITOR, type TestApp } from '../helpers/payload'

const STATS = 'payload-jobs-stats'
const PARKED = '2099-01-01T00:00:00.000Z'
const FIVE_MINUTES = 5 * 60_000

let app: TestApp
const cookies: Record<'admin' | 'editor' | 'reception' | 'stranger', string | undefined> = {
  admin: undefined,
  editor: undefined,
  reception: undefined,
  stranger: undefined,
}

beforeAll(async () => {
  app = await startTestApp('jobs-access')
  await createReception(app.payload)
  cookies.admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  cookies.editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  cookies.reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  // The scheduler's first round makes the stats, as on a live site.
  await app.payload.jobs.handleSchedules({ queue: QUEUES.housekeeping })
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

type Stats = { stats?: { scheduledRuns?: { queues?: Record<string, unknown> } } }

const storedStats = async (payload: Payload) =>
  JSON.stringify((await payload.db.findGlobal({ slug: STATS })) as Stats)

/** A stamp that parks the request expiry for good, as the probe wrote it. */
const parkingStamp = {
  stats: {
    scheduledRuns: {
      queues: {
        [QUEUES.housekeeping]: { tasks: { expireRequests: { lastScheduledRun: PARKED } } },
      },
    },
  },
}

async function userOf(role: 'admin' | 'editor' | 'reception') {
  const email = { admin: TEST_ADMIN, editor: TEST_EDITOR, reception: TEST_RECEPTION }[role].email
  const { docs } = await app.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return { ...docs[0], collection: 'users' as const }
}

describe('the scheduler stats over REST', () => {
  it('refuses every write, from admins too, and keeps the stored stamps', async () => {
    expect.assertions(8)
    const before = await storedStats(app.payload)
    for (const role of ['admin', 'editor', 'reception', 'stranger'] as const) {
      const response = await app.call('POST', `/globals/${STATS}`, {
        cookie: cookies[role],
        json: parkingStamp,
      })
      expect(response.status).toBe(403)
      expect(await storedStats(app.payload)).toBe(before)
    }
  })

  it('lets admins read them, and nobody else', async () => {
    expect.assertions(4)
    for (const role of ['admin', 'editor', 'reception', 'stranger'] as const) {
      const response = await app.call('GET', `/globals/${STATS}`, { cookie: cookies[role] })
      expect(response.status).toBe(role === 'admin' ? 200 : 403)
    }
  })

  it('tells /cms an editor may not change them', async () => {
    const response = await app.call('GET', '/access', { cookie: cookies.editor })
    const access = (await response.json()) as { globals: Record<string, { update?: boolean }> }
    expect(access.globals[STATS]?.update).toBeFalsy()
  })
})

describe('the job queue over REST', () => {
  it('refuses creating, changing and removing jobs to everyone, and reading to all but admins', async () => {
    expect.assertions(17)
    const job = await app.payload.jobs.queue({
      task: 'expireRequests',
      queue: QUEUES.housekeeping,
      input: {},
    })
    for (const role of ['admin', 'editor', 'reception', 'stranger'] as const) {
      const cookie = cookies[role]
      const list = await app.call('GET', '/payload-jobs', { cookie })
      expect(list.status).toBe(role === 'admin' ? 200 : 403)
      const created = await app.call('POST', '/payload-jobs', {
        cookie,
        json: { taskSlug: 'expireRequests', queue: QUEUES.housekeeping, waitUntil: PARKED },
      })
      expect(created.status).toBe(403)
      const moved = await app.call('PATCH', `/payload-jobs/${job.id}`, {
        cookie,
        json: { waitUntil: PARKED },
      })
      expect(moved.status).toBe(403)
      const removed = await app.call('DELETE', `/payload-jobs/${job.id}`, { cookie })
      expect(removed.status).toBe(403)
    }
    const kept = await app.payload.findByID({ collection: 'payload-jobs', id: job.id })
    expect(kept.waitUntil).not.toBe(PARKED)
  })
})

describe('the Local API without overriding access, as /cms calls it', () => {
  it('refuses every role a write to the stats and the queue', async () => {
    expect.assertions(10)
    const before = await storedStats(app.payload)
    for (const role of ['admin', 'editor', 'reception'] as const) {
      const user = await userOf(role)
      const as = { overrideAccess: false, user } as const
      await expect(
        app.payload.updateGlobal({ slug: STATS, data: parkingStamp, ...as }),
      ).rejects.toThrow()
      await expect(
        app.payload.create({
          collection: 'payload-jobs',
          data: { taskSlug: 'expireRequests', waitUntil: PARKED },
          ...as,
        }),
      ).rejects.toThrow()
      await expect(
        app.payload.update({
          collection: 'payload-jobs',
          where: { id: { exists: true } },
          data: { waitUntil: PARKED },
          ...as,
        }),
      ).rejects.toThrow()
    }
    expect(await storedStats(app.payload)).toBe(before)
  })

  it('refuses reading them to everyone but admins', async () => {
    expect.assertions(6)
    for (const role of ['editor', 'reception'] as const) {
      const as = { overrideAccess: false, user: await userOf(role) } as const
      await expect(app.payload.findGlobal({ slug: STATS, ...as })).rejects.toThrow()
      await expect(app.payload.find({ collection: 'payload-jobs', ...as })).rejects.toThrow()
    }
    const admin = { overrideAccess: false, user: await userOf('admin') } as const
    await expect(app.payload.findGlobal({ slug: STATS, ...admin })).resolves.toBeTruthy()
    await expect(app.payload.find({ collection: 'payload-jobs', ...admin })).resolves.toBeTruthy()
  })
})

describe('a last run stamped in the future', () => {
  /** The request expiry's runs not yet done, with when each may start. */
  async function waitingExpiries(): Promise<string[]> {
    const { docs } = await app.payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'expireRequests' } }, { completedAt: { exists: false } }],
      },
      overrideAccess: true,
    })
    return docs.map((job) => job.waitUntil ?? '')
  }

  async function clearExpiries(): Promise<void> {
    await app.payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'expireRequests' } },
      overrideAccess: true,
    })
  }

  it('does not park the task: it is queued within its period', async () => {
    await clearExpiries()
    // Written past the API, as only the database's own user (or a clock far ahead) still can.
    await app.payload.db.updateGlobal({ slug: STATS, data: parkingStamp })
    await app.payload.jobs.handleSchedules({ queue: QUEUES.housekeeping })
    const waiting = await waitingExpiries()
    expect(waiting).toHaveLength(1)
    expect(Date.parse(waiting[0])).toBeLessThanOrEqual(Date.now() + FIVE_MINUTES)
  })

  it('brings forward a run it already queued far ahead, so the task runs again', async () => {
    await clearExpiries()
    await app.payload.jobs.queue({
      task: 'expireRequests',
      queue: QUEUES.housekeeping,
      input: {},
      waitUntil: new Date(PARKED),
      meta: { scheduled: true },
    })
    await app.payload.jobs.handleSchedules({ queue: QUEUES.housekeeping })
    const waiting = await waitingExpiries()
    expect(waiting).toHaveLength(1)
    expect(Date.parse(waiting[0])).toBeLessThanOrEqual(Date.now())
    await app.payload.jobs.run({ queue: QUEUES.housekeeping, limit: 10 })
    expect(await waitingExpiries()).toEqual([])
  })
})
