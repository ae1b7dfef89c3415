import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'
import { createTestRoom, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: string
let reception: string

type Json = Record<string, unknown>
const HOUR = 3_600_000

function stay(room: string, change: Json = {}): Json {
  return {
    room,
    guestName: 'Yaw Asante',
    phone: '0241234567',
    guests: 1,
    checkIn: day(20),
    checkOut: day(22),
    source: 'phone',
    status: 'confirmed',
    ...change,
  }
}

async function create(body: Json): Promise<Booking> {
  const response = await app.call('POST', '/bookings', { json: body, cookie: reception })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Booking }).doc
}

async function backdate(collection: 'bookings' | 'booked-nights', id: string, ms: number) {
  await app.payload.db.updateOne({
    collection,
    id,
    data: { createdAt: new Date(Date.now() - ms).toISOString() },
  })
}

/** Runs the housekeeping queue's jobs and answers what the app logged as information meanwhile. */
async function runHousekeeping(task: 'clearOrphanNights' | 'expireRequests'): Promise<string[]> {
  const logger = app.payload.logger
  const original = logger.info
  const seen: string[] = []
  logger.info = ((entry: unknown) => {
    seen.push(typeof entry === 'string' ? entry : JSON.stringify(entry))
  }) as typeof logger.info
  try {
    await app.payload.jobs.queue({ task, input: {}, queue: 'housekeeping' })
    await app.payload.jobs.run({ queue: 'housekeeping', limit: 5 })
  } finally {
    logger.info = original
  }
  return seen
}

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('stayHousekeeping', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    CONTACT_TO_EMAIL: 'house@int.test',
  })
  await createReception(app.payload)
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  // Imported here: the seed reads the settings, which must be the test database's.
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), houseName: 'Test House', requestExpiryHours: 1 },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('nights no stay or block holds', () => {
  it('are removed by the housekeeping job, which says how many; rightful and fresh ones stay', async () => {
    const room = await createTestRoom(app.payload, 'Orphan Room')
    const held = await create(stay(room))
    const cancelled = await create(stay(room, { checkIn: day(24), checkOut: day(25) }))
    await app.call('PATCH', `/bookings/${cancelled.id}`, {
      json: { status: 'cancelled' },
      cookie: reception,
    })
    const orphan = async (owner: string, night: string) =>
      app.payload.create({
        collection: 'booked-nights',
        data: { key: `${room}:${night}`, room, night, owner },
        overrideAccess: true,
      })
    // A stay that was never written, a cancelled one, a night outside a stay, a block gone.
    const stale = [
      await orphan(`booking:${randomUUID()}`, day(30)),
      await orphan(`booking:${cancelled.requestId}`, day(24)),
      await orphan(`booking:${held.requestId}`, day(26)),
      await orphan(`block:${randomUUID()}`, day(27)),
    ]
    const fresh = await orphan(`booking:${randomUUID()}`, day(31))
    const rightful = await app.payload.find({
      collection: 'booked-nights',
      where: { owner: { equals: `booking:${held.requestId}` } },
      overrideAccess: true,
    })
    for (const row of [...stale, ...rightful.docs]) await backdate('booked-nights', row.id, HOUR)

    const logged = await runHousekeeping('clearOrphanNights')
    expect(logged.some((line) => line.includes(MESSAGES.operations.nightsCleared(4)))).toBe(true)
    const left = await app.payload.find({
      collection: 'booked-nights',
      where: { room: { equals: room } },
      sort: 'night',
      pagination: false,
      overrideAccess: true,
    })
    expect(left.docs.map((row) => row.night)).toEqual([day(20), day(21), day(31)])
    expect(left.docs.map((row) => row.id)).toContain(fresh.id)
  })
})

describe('nights left under an interrupted write', () => {
  it('go back under their stay, so the stay can be changed again', async () => {
    const room = await createTestRoom(app.payload, 'Interrupted Room')
    const held = await create(stay(room, { checkIn: day(50), checkOut: day(52) }))
    const rows = await app.payload.find({
      collection: 'booked-nights',
      where: { owner: { equals: `booking:${held.requestId}` } },
      sort: 'night',
      overrideAccess: true,
    })
    expect(rows.docs).toHaveLength(2)
    // A write took over the first night under its own tag, then its process stopped an hour ago.
    const old = new Date(Date.now() - HOUR).toISOString()
    await app.payload.db.updateOne({
      collection: 'booked-nights',
      id: rows.docs[0].id,
      data: { claim: randomUUID(), createdAt: old, updatedAt: old },
    })
    const move = () =>
      app.call('POST', `/bookings/${held.id}/change`, {
        json: {
          seenStatus: 'confirmed',
          roomId: room,
          checkIn: day(50),
          checkOut: day(53),
        },
        cookie: reception,
      })
    expect((await move()).status).toBe(409)

    const logged = await runHousekeeping('clearOrphanNights')
    expect(logged.some((line) => line.includes(MESSAGES.operations.nightsRetagged(1)))).toBe(true)
    expect((await move()).status).toBe(200)
    const after = await app.payload.find({
      collection: 'booked-nights',
      where: { owner: { equals: `booking:${held.requestId}` } },
      sort: 'night',
      overrideAccess: true,
    })
    expect(after.docs.map((row) => row.night)).toEqual([day(50), day(51), day(52)])
  })
})

describe('requests nobody answered', () => {
  it('are declined after the owner’s time, “Expired” in their history, the guest told by email', async () => {
    const room = await createTestRoom(app.payload, 'Expiry Room')
    const old = await create(
      stay(room, { status: 'requested', email: 'late.guest@example.com', source: 'website' }),
    )
    const oldNoEmail = await create(stay(room, { status: 'requested' }))
    const recent = await create(stay(room, { status: 'requested', email: 'new@example.com' }))
    const answered = await create(
      stay(room, { status: 'requested', checkIn: day(40), checkOut: day(41) }),
    )
    await app.call('PATCH', `/bookings/${answered.id}`, {
      json: { status: 'confirmed' },
      cookie: reception,
    })
    for (const booking of [old, oldNoEmail, answered])
      await backdate('bookings', booking.id, 2 * HOUR)

    const logged = await runHousekeeping('expireRequests')
    expect(logged.some((line) => line.includes(MESSAGES.operations.requestsExpired(2)))).toBe(true)
    const read = (id: string) =>
      app.payload.findByID({ collection: 'bookings', id, overrideAccess: true })
    for (const booking of [old, oldNoEmail]) {
      const after = await read(booking.id)
      expect(after.status).toBe('declined')
      expect(after.history?.at(-1)).toMatchObject({
        action: 'Expired',
        detail: 'No answer within 1 hour',
        byName: MESSAGES.booking.systemActor,
      })
    }
    expect((await read(recent.id)).status).toBe('requested')
    expect((await read(answered.id)).status).toBe('confirmed')

    // What staff see on the desk list.
    const list = await app.call('GET', `/bookings?where[id][equals]=${old.id}`, {
      cookie: reception,
    })
    expect(((await list.json()) as { docs: Booking[] }).docs[0]?.status).toBe('declined')

    // Staff bring one back: it waits a full period again rather than expiring on the next run.
    const undone = await app.call('POST', `/bookings/${oldNoEmail.id}/status`, {
      json: { action: 'undo', seenStatus: 'declined' },
      cookie: reception,
    })
    expect(undone.status).toBe(200)
    await runHousekeeping('expireRequests')
    expect((await read(oldNoEmail.id)).status).toBe('requested')

    await app.payload.jobs.run({ limit: 10 })
    const mails = smtp.messages as ReceivedMail[]
    expect(mails.map((mail) => mail.envelope.to).flat()).toEqual(['late.guest@example.com'])
    expect(mails[0]?.subject).toBe(`Your booking request ${old.reference} has lapsed`)
    expect(mails[0]?.text).toContain('the room is not held for you')
    // The house's own notice: answers go to the house, and no automatic reply answers it back.
    const settings = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(mails[0]?.headers['reply-to']).toBe(settings.email || 'house@int.test')
    expect(mails[0]?.headers['auto-submitted']).toBe('auto-generated')
  })
})

describe('a room with bookings', () => {
  it('cannot be deleted through any door; the answer says why and to hide it', async () => {
    const room = await createTestRoom(app.payload, 'Kept Room')
    await create(stay(room, { checkIn: day(50), checkOut: day(51) }))
    const message = MESSAGES.rooms.hasBookings(1)

    const contract = await app.call('DELETE', `/room/delete/${room}`, { cookie: admin })
    expect(contract.status).toBe(409)
    expect(await contract.json()).toEqual({ success: false, message })

    const rest = await app.call('DELETE', `/rooms/${room}`, { cookie: admin })
    expect(rest.status).toBe(409)
    expect(JSON.stringify(await rest.json())).toContain(message)

    // The /cms list deletes the rows it has ticked in one call.
    const bulk = await app.call('DELETE', `/rooms?where[id][in]=${room}`, { cookie: admin })
    expect(bulk.status).toBeGreaterThanOrEqual(400)
    expect(JSON.stringify(await bulk.json())).toContain(message)

    await expect(
      app.payload.delete({ collection: 'rooms', id: room, overrideAccess: true }),
    ).rejects.toThrow(message)
    expect(
      (await app.payload.count({ collection: 'rooms', where: { id: { equals: room } } })).totalDocs,
    ).toBe(1)

    const hidden = await app.call('PATCH', `/rooms/${room}`, {
      json: { isAvailable: false },
      cookie: admin,
    })
    expect(hidden.status).toBe(200)
  })

  it('a room without bookings is deleted with its blocks and their nights', async () => {
    const room = await createTestRoom(app.payload, 'Spare Room')
    const block = await app.call('POST', '/room-blocks', {
      json: { room, startDate: day(60), endDate: day(62) },
      cookie: reception,
    })
    expect(block.status).toBe(201)
    const response = await app.call('DELETE', `/room/delete/${room}`, { cookie: admin })
    expect(response.status).toBe(200)
    const nights = await app.payload.count({
      collection: 'booked-nights',
      where: { room: { equals: room } },
      overrideAccess: true,
    })
    expect(nights.totalDocs).toBe(0)
  })
})
