/**
 * Two production servers on one SQLite file (WAL) and one media folder, with one Redis, as two
 * instances behind a balancer: everything a guest or staff member does on one is seen by the
 * other. A session made on instance 1 works on 2 (and ends on both at sign-out); an upload through
 * 1 is served by 2; the sign-in lockout and the contact form's rate limit count requests made on
 * both, in Redis and, with Redis stopped, in the database; contact messages and a booking request
 * posted to both send each email exactly once (a real SMTP server counts them), although both
 * instances run the jobs queue every second; each scheduled task waits in the queue once.
 *
 * Cost: one seed and two server starts, from a copy of the shared test build (TEST_BUILD_DIR) or,
 * run alone, one `next build` into .next-instances-shared.
 */
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'

import { day } from '../helpers/fixtures/dates'
import {
  INSTANCES_ADMIN,
  startInstances,
  untilLogged,
  type Instance,
  type MailingInstances,
} from '../helpers/instances.mjs'
import type { ReceivedMail } from '../../scripts/lib/mail.mjs'
import { startRedis } from '../../scripts/lib/redis.mjs'

type Json = Record<string, unknown>

// A 1x1 JPEG: sharp decodes it, so the upload rules accept it.
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
)

// Every step signs in or sends through two servers on a shared 2-core machine.
jest.setTimeout(60_000)

/** The instances' database, read by the test to see the queue (jobs are never readable over HTTP). */
let db: Client
let redis: Awaited<ReturnType<typeof startRedis>>
let cluster: MailingInstances
let one: Instance
let two: Instance
let adminCookie = ''
let addresses = 0

/** A client address of its own (the instances trust one proxy hop), so limits start at zero. */
function freshClient(): string {
  addresses += 1
  return `198.51.100.${addresses}`
}

async function call(
  instance: Instance,
  method: string,
  apiPath: string,
  options: { json?: unknown; body?: FormData; cookie?: string; client?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    origin: cluster.publicUrl,
    'x-forwarded-for': options.client ?? '198.51.100.250',
  }
  if (options.cookie) headers.cookie = options.cookie
  let body: BodyInit | undefined = options.body
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  }
  return fetch(`${instance.url}/api${apiPath}`, { method, headers, body })
}

async function signIn(instance: Instance, email: string, password: string, client?: string) {
  return call(instance, 'POST', '/auth/signin', { json: { email, password }, client })
}

function cookieOf(response: Response): string {
  const cookie = response.headers.get('set-cookie') ?? ''
  return cookie.split(';')[0]
}

const contactMessage = (n: number, email: string): Json => ({
  name: `Guest ${n}`,
  email,
  phone: '0241234567',
  checkIn: '',
  checkOut: '',
  guests: '2',
  roomType: 'Queen Room',
  subject: `Question number ${n}`,
  message: `Message ${n}: do you have a room free this weekend?`,
})

async function count(sql: string, args: string[] = []): Promise<number> {
  const result = await db.execute({ sql, args })
  return Number(result.rows[0][0])
}

/** The email jobs not finished yet: waiting, running, or waiting for a retry. */
const OPEN_EMAIL_JOBS = `FROM payload_jobs WHERE task_slug IN ('sendContactEmail', 'sendBookingEmail')
  AND ((completed_at IS NULL AND has_error = 0) OR processing = 1)`

/** What both instances have logged, to tell why a step failed. */
function instanceLogs(): string {
  return cluster.instances
    .map((instance, i) => `--- instance ${i + 1}\n${instance.output.join('').slice(-6000)}`)
    .join('\n')
}

/**
 * Waits until every email job is done (none waiting, none running), then a few more rounds of the
 * queue (each instance polls every second), so an email sent twice would have arrived. Fails with
 * the open jobs and the instances' logs if they are not done in 45 s.
 */
async function emailJobsSettled(): Promise<void> {
  const open = () => count(`SELECT count(*) ${OPEN_EMAIL_JOBS}`)
  const deadline = Date.now() + 45_000
  while ((await open()) > 0) {
    if (Date.now() > deadline) {
      const jobs = await db.execute(
        `SELECT id, task_slug, processing, has_error, total_tried, wait_until, updated_at, error
         ${OPEN_EMAIL_JOBS}`,
      )
      throw new Error(
        `Email jobs still open:\n${JSON.stringify(jobs.rows, null, 1)}\n${instanceLogs()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(await open()).toBe(0)
}

/** Each (recipient, subject) pair: an email sent twice would appear twice. */
function sendsPerEmail(mails: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const mail of mails) {
    const id = `${mail.envelope.to.join(',')} | ${mail.subject}`
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

beforeAll(async () => {
  redis = await startRedis()
  cluster = await startInstances({
    name: 'instances-shared',
    count: 2,
    mail: true,
    extra: { REDIS_URL: redis.url, TRUSTED_PROXY_HOPS: '1' },
  })
  ;[one, two] = cluster.instances
  db = createClient({ url: cluster.env.DATABASE_URL })
  adminCookie = await cluster.adminCookie(one, { 'x-forwarded-for': freshClient() })
}, 15 * 60_000)

afterAll(async () => {
  db?.close()
  await cluster?.close()
  await redis?.close()
})

describe('two instances on one database', () => {
  it('each instance reaches Redis as it starts and renders every kind of page once', async () => {
    // The warm-up's pages come after the port opens, so the log is read until they are done.
    const logged = (instance: Instance) => instance.output.join('')
    for (const instance of cluster.instances) {
      await untilLogged(instance, /Warmed \d+ pages/)
      expect(logged(instance)).toMatch(/Page cache: Redis at 127\.0\.0\.1:\d+ \(keys guesthouse:/)
      expect(logged(instance)).not.toMatch(/unreachable/)
      // Every page of the sitemap answered.
      expect(logged(instance)).toMatch(/Warmed \d+ pages in \d+ ms\n/)
      expect(logged(instance)).not.toMatch(/failed:/)
    }
    // What they rendered is shared: the page cache's entries are in Redis.
    const keys = await redis.command('DBSIZE')
    expect(Number(keys.slice(1))).toBeGreaterThan(0)
  })

  it('a session made on instance 1 works on instance 2, and signing out on 2 ends it on 1', async () => {
    const client = freshClient()
    const response = await signIn(one, INSTANCES_ADMIN.email, INSTANCES_ADMIN.password, client)
    expect(response.status).toBe(200)
    const cookie = cookieOf(response)
    expect(cookie).toMatch(/=.+/)

    const onTwo = await call(two, 'POST', '/auth/verify', { cookie, client })
    expect(onTwo.status).toBe(200)
    expect(((await onTwo.json()) as { user: { email: string } }).user.email).toBe(
      INSTANCES_ADMIN.email,
    )

    expect((await call(two, 'POST', '/auth/signout', { cookie, client })).status).toBe(200)
    expect((await call(one, 'POST', '/auth/verify', { cookie, client })).status).toBe(401)
  })

  it('a picture uploaded through instance 1 is served by instance 2', async () => {
    const form = new FormData()
    form.append('file', new Blob([TINY_JPEG], { type: 'image/jpeg' }), 'shared.jpg')
    const uploaded = await call(one, 'POST', '/images/upload', {
      body: form,
      cookie: adminCookie,
      client: freshClient(),
    })
    expect(uploaded.status).toBe(201)
    const { secure_url: url } = (await uploaded.json()) as { secure_url: string }
    expect(url).toMatch(/^\/api\/media\/file\//)

    // Staff only until content uses it: read as the admin.
    const read = (instance: Instance) =>
      call(instance, 'GET', url.replace(/^\/api/, ''), { cookie: adminCookie })
    const fromOne = await read(one)
    const fromTwo = await read(two)
    expect(fromOne.status).toBe(200)
    expect(fromTwo.status).toBe(200)
    const bytes = Buffer.from(await fromTwo.arrayBuffer())
    expect(bytes.length).toBeGreaterThan(0)
    expect(bytes.equals(Buffer.from(await fromOne.arrayBuffer()))).toBe(true)
  })

  it('the sign-in lockout counts failures made on both instances', async () => {
    const client = freshClient()
    // Five wrong passwords, alternating: neither instance alone saw more than three.
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 === 0 ? one : two
      const response = await signIn(instance, INSTANCES_ADMIN.email, `wrong-${i}`, client)
      expect(response.status).toBe(401)
    }
    // The right password is now refused on both, from that client only.
    for (const instance of [two, one]) {
      const locked = await signIn(instance, INSTANCES_ADMIN.email, INSTANCES_ADMIN.password, client)
      expect(locked.status).toBe(429)
      expect(((await locked.json()) as Json).message).toBe(MESSAGES.signIn.locked)
    }
    const elsewhere = await signIn(
      two,
      INSTANCES_ADMIN.email,
      INSTANCES_ADMIN.password,
      freshClient(),
    )
    expect(elsewhere.status).toBe(200)
  })

  it('the contact limit counts messages sent to both instances, in Redis', async () => {
    const client = freshClient()
    // Ten messages per client in ten minutes: five through each instance.
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? one : two
      const response = await call(instance, 'POST', '/contact/email', {
        json: contactMessage(100 + i, `limit-${i}@guests.test`),
        client,
      })
      expect(response.status).toBe(200)
    }
    for (const instance of [one, two]) {
      const refused = await call(instance, 'POST', '/contact/email', {
        json: contactMessage(120, 'limit-over@guests.test'),
        client,
      })
      expect(refused.status).toBe(429)
    }
    expect(await redis.command(`EXISTS rl:contact:${client}`)).toBe(':1')
  })

  it('contact messages and a booking request posted to both send each email exactly once', async () => {
    await emailJobsSettled()
    const before = cluster.smtp.messages.length
    const count = 8
    for (let i = 0; i < count; i++) {
      const instance = i % 2 === 0 ? one : two
      const response = await call(instance, 'POST', '/contact/email', {
        json: contactMessage(i, `guest-${i}@guests.test`),
        client: freshClient(),
      })
      expect(response.status).toBe(200)
    }

    // A first request that never gets an answer fails here, not as the whole test's timeout.
    const list = await fetch(`${two.url}/api/room/get-all-rooms`, {
      signal: AbortSignal.timeout(30_000),
    }).catch((error: unknown) => {
      throw new Error(`Room list: no answer (${String(error)})\n${instanceLogs()}`)
    })
    const listed = await list.text()
    if (list.status !== 200)
      throw new Error(`Room list: ${list.status} ${listed}\n${instanceLogs()}`)
    const rooms = JSON.parse(listed) as Array<{ _id: string }>
    expect(rooms.length).toBeGreaterThan(0)
    const [checkIn, checkOut] = [day(40), day(42)]
    const booked = await call(two, 'POST', '/bookings/request', {
      json: {
        requestId: `instances-${Date.now()}`,
        roomId: rooms[0]._id,
        checkIn,
        checkOut,
        guests: '2',
        name: 'Kofi Mensah',
        phone: '0241234567',
        email: 'kofi@guests.test',
        note: '',
      },
      client: freshClient(),
    })
    expect(booked.status).toBe(201)
    const { reference } = (await booked.json()) as { reference: string }

    await emailJobsSettled()
    const mails = cluster.smtp.messages.slice(before)
    // Each contact message: the house's copy and the guest's acknowledgement.
    const contactMails = mails.filter((mail) => !mail.subject.includes(reference))
    expect(contactMails).toHaveLength(count * 2)
    for (let i = 0; i < count; i++) {
      const houseCopies = contactMails.filter(
        (mail) =>
          mail.envelope.to.includes(cluster.house) && mail.subject.endsWith(`Question number ${i}`),
      )
      expect(houseCopies).toHaveLength(1)
      expect(
        contactMails.filter((mail) => mail.envelope.to.includes(`guest-${i}@guests.test`)),
      ).toHaveLength(1)
    }
    const bookingMails = mails.filter((mail) => mail.subject.includes(reference))
    expect(bookingMails.map((mail) => mail.envelope.to.join(',')).sort()).toEqual(
      [cluster.house, 'kofi@guests.test'].sort(),
    )
    expect([...sendsPerEmail(mails).values()].every((n) => n === 1)).toBe(true)
    // Two waits of up to 45 s each (the first for the limit test's ten messages) and 18 requests.
  }, 120_000)

  it('each scheduled task waits in the queue once, not once per instance', async () => {
    // Both instances have run the scheduler every second since they started.
    for (const task of [
      'syncRoomCalendars',
      'removeUnusedUploads',
      'clearOrphanNights',
      'expireRequests',
    ]) {
      const waiting = async () =>
        (
          await db.execute({
            sql: 'SELECT wait_until FROM payload_jobs WHERE task_slug = ? AND completed_at IS NULL',
            args: [task],
          })
        ).rows.map((row) => String(row[0]))
      // Between one period's run and the next period's queueing none waits, for up to one poll
      // of the housekeeping queue (10 s).
      let next = await waiting()
      const deadline = Date.now() + 15_000
      while (next.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        next = await waiting()
      }
      expect(next).toHaveLength(1)
      // Queued by the instance that claimed its period.
      const claim = `housekeeping:${task}:${new Date(next[0]).toISOString()}`
      expect(await count('SELECT count(*) FROM schedule_claims WHERE key = ?', [claim])).toBe(1)
    }
  })

  it('with Redis stopped, limits count in the database across both instances; nothing fails', async () => {
    await redis.stop()
    const client = freshClient()
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? two : one
      const response = await call(instance, 'POST', '/contact/email', {
        json: contactMessage(200 + i, `outage-${i}@guests.test`),
        client,
      })
      expect(response.status).toBe(200)
    }
    for (const instance of [one, two]) {
      const refused = await call(instance, 'POST', '/contact/email', {
        json: contactMessage(220, 'outage-over@guests.test'),
        client,
      })
      expect(refused.status).toBe(429)
    }
    // Sign-in still answers (no lockout, no 500) while Redis is away.
    const staff = await signIn(one, INSTANCES_ADMIN.email, INSTANCES_ADMIN.password, freshClient())
    expect(staff.status).toBe(200)
    const logs = cluster.instances.map((instance) => instance.output.join('')).join('\n')
    expect(logs).toContain('Redis cannot be reached')
    expect(
      await count('SELECT count(*) FROM rate_limits WHERE key = ?', [`contact:${client}`]),
    ).toBe(1)
    await redis.start()
  })
})
