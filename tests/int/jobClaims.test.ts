/**
 * Two job runners working the same queue at the same moment, as two app instances do every
 * second: each job must run once (each email sent once) and each scheduled period be queued once.
 * The runners here are two concurrent calls in one process, which interleave at every database
 * call exactly as two processes can.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'

import { QUEUES } from '@/database/acrossInstances'

import { startSmtpServer } from '../../scripts/lib/mail.mjs'
import { startTestApp, type TestApp } from '../helpers/payload'

const HOUSE = 'house@claims.test'

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('job-claims', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@claims.test>',
    CONTACT_TO_EMAIL: HOUSE,
  })
}, 60_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

/** Guest `i` sends the contact form: one stored message and one queued email job. */
async function sendContact(i: number): Promise<void> {
  const response = await app.call('POST', '/contact/email', {
    json: {
      name: `Guest ${i}`,
      email: `guest-${i}@claims.test`,
      phone: '0241234567',
      guests: '2',
      subject: `Question ${i}`,
      message: `Message ${i}`,
    },
  })
  expect(response.status).toBe(200)
}

describe('two runners on one queue', () => {
  jest.setTimeout(30_000)
  it('run each queued job once: every email is sent exactly once', async () => {
    const count = 6
    for (let i = 0; i < count; i++) await sendContact(i)

    const runs = await Promise.all([
      app.payload.jobs.run({ limit: 10 }),
      app.payload.jobs.run({ limit: 10 }),
      app.payload.jobs.run({ limit: 10 }),
    ])
    const ran = runs.flatMap((run) => Object.keys(run.jobStatus ?? {}))
    expect(ran).toHaveLength(count)
    expect(new Set(ran).size).toBe(count)

    const recipients = smtp.messages.map((mail) => mail.envelope.to.join(','))
    expect(recipients).toHaveLength(count * 2)
    expect(recipients.filter((to) => to === HOUSE)).toHaveLength(count)
    for (let i = 0; i < count; i++) {
      expect(recipients.filter((to) => to === `guest-${i}@claims.test`)).toHaveLength(1)
    }
  })

  it('run a job left running by an instance that stopped, once its lease has run out, and once', async () => {
    const { JOB_LEASE_MS } = await import('@/database/acrossInstances')
    for (const i of [10, 11]) await sendContact(i)
    const { docs } = await app.payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'sendContactEmail' } }, { completedAt: { exists: false } }],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(2)
    const [abandoned, running] = docs
    // Taken by instances: one stopped before its lease ran out, the other is still at work.
    const takenAt = (ms: number) => new Date(Date.now() - ms).toISOString()
    await app.payload.db.updateJobs({
      id: abandoned.id,
      data: { processing: true, updatedAt: takenAt(JOB_LEASE_MS + 60_000) },
    })
    await app.payload.db.updateJobs({
      id: running.id,
      data: { processing: true, updatedAt: takenAt(60_000) },
    })

    const before = smtp.messages.length
    const runs = await Promise.all([
      app.payload.jobs.run({ limit: 10 }),
      app.payload.jobs.run({ limit: 10 }),
    ])
    const ran = runs.flatMap((run) => Object.keys(run.jobStatus ?? {}))
    expect(ran).toEqual([String(abandoned.id)])
    expect(smtp.messages.length - before).toBe(2)
    const still = await app.payload.findByID({
      collection: 'payload-jobs',
      id: running.id,
      overrideAccess: true,
    })
    expect(still.processing).toBe(true)
    expect(still.completedAt).toBeFalsy()
  })

  it('housekeeping waits in a queue of its own, so a slow calendar never holds an email back', () => {
    const { tasks = [], autoRun } = app.payload.config.jobs
    const queuesOf = (slug: string) =>
      (tasks.find((task) => task.slug === slug)?.schedule ?? []).map((entry) => entry.queue)
    expect(queuesOf('syncRoomCalendars')).toEqual([QUEUES.housekeeping])
    expect(queuesOf('removeUnusedUploads')).toEqual([QUEUES.housekeeping])
    // Emails are queued without naming a queue: Payload's default, polled on its own.
    expect(QUEUES.emails).toBe('default')
    const polled = (Array.isArray(autoRun) ? autoRun : []).map((entry) => entry.queue)
    expect(polled.sort()).toEqual([QUEUES.emails, QUEUES.housekeeping].sort())
  })

  it('queue each scheduled period once', async () => {
    const tasks = ['syncRoomCalendars', 'removeUnusedUploads']
    // The app's own scheduler has queued them already: start the period afresh.
    await app.payload.delete({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { in: tasks } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    })
    await app.payload.delete({
      collection: 'schedule-claims',
      where: { id: { exists: true } },
      overrideAccess: true,
    })
    await Promise.all([
      app.payload.jobs.handleSchedules({ queue: QUEUES.housekeeping }),
      app.payload.jobs.handleSchedules({ queue: QUEUES.housekeeping }),
      app.payload.jobs.handleSchedules({ queue: QUEUES.housekeeping }),
    ])
    for (const task of tasks) {
      const { totalDocs } = await app.payload.count({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: task } }, { completedAt: { exists: false } }] },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(1)
    }
  })
})
