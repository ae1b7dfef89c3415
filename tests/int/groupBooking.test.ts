import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'
import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { errorMessage, recordMoney, signInDesk } from '../helpers/fixtures/money'
import {
  attemptOf,
  pressPay,
  startGatewayForApp,
  stayToken,
  stopGatewayForApp,
  webhookDoor,
  type LoopbackPaystack,
} from '../helpers/fixtures/onlinePayments'

let app: TestApp
let gateway: LoopbackPaystack
let door: Awaited<ReturnType<typeof webhookDoor>>
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let reception: string
/** 300 a night, takes 2. */
let gardenRoom: string
/** 200 a night, takes 4. */
let familyRoom: string
const GUEST = 'abena.group@example.com'
const HOUR = 3_600_000

/** A guest's request for the Garden Room for 2 and the Family Room for 3, on the given nights. */
async function requestTwoRooms(checkIn: string, checkOut: string): Promise<Booking[]> {
  const response = await app.call('POST', '/bookings/request', {
    // Sent as staff, whom the request limit does not count: the file sends several.
    cookie: reception,
    json: {
      requestId: randomUUID(),
      roomId: gardenRoom,
      checkIn,
      checkOut,
      guests: 2,
      name: 'Abena Owusu',
      phone: '0241234567',
      email: GUEST,
      moreRooms: [{ roomId: familyRoom, guests: 3 }],
    },
  })
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const stays = await groupOf(reference)
  expect(stays).toHaveLength(2)
  expect(stays[0].reference).toBe(reference)
  return stays
}

async function groupOf(group: string): Promise<Booking[]> {
  const found = await app.payload.find({
    collection: 'bookings',
    where: { group: { equals: group } },
    sort: 'requestId',
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return found.docs
}

const answerGroup = (stay: Booking, action: string) =>
  app.call('POST', `/bookings/${stay.id}/status`, {
    json: { action, seenStatus: stay.status, group: true },
    cookie: reception,
  })

async function nightsHeld(rooms: string[], nights: string[]): Promise<string[]> {
  const found = await app.payload.find({
    collection: 'booked-nights',
    where: { and: [{ room: { in: rooms } }, { night: { in: nights } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((night) => `${String(night.room)}:${night.night}`).sort()
}

/** The guest's emails sent since the last call, after running the queue. */
async function guestMails(): Promise<ReceivedMail[]> {
  await app.payload.jobs.run({ limit: 50 })
  const mails = (smtp.messages as ReceivedMail[]).filter((m) => m.envelope.to.includes(GUEST))
  smtp.messages.length = 0
  return mails
}

beforeAll(async () => {
  gateway = await startGatewayForApp()
})

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('groupBooking', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    CONTACT_TO_EMAIL: 'house@int.test',
  })
  ;({ reception } = await signInDesk(app))
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: {
      ...demoSiteSettings(),
      houseName: 'Test House',
      requestExpiryHours: 1,
      depositPercent: 50,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  gardenRoom = await createTestRoom(app.payload, 'Garden Room', {
    regularPrice: 300,
    maxGuests: 2,
  })
  familyRoom = await createTestRoom(app.payload, 'Family Room', {
    regularPrice: 200,
    maxGuests: 4,
  })
  door = await webhookDoor(app)
  gateway.state.webhookUrl = door.url
}, 120_000)

afterAll(async () => {
  await door?.close()
  await app?.stop()
  await smtp?.close()
  await stopGatewayForApp(gateway)
})

describe('a two-room request', () => {
  it('is confirmed in one step from either room, told in one message naming both rooms, with one page, one invoice and one balance', async () => {
    const [garden, family] = await requestTwoRooms(day(40), day(42))
    const reference = garden.reference as string
    await guestMails()

    // From the second room: the group's answer, both rooms at once.
    const confirmed = await answerGroup(family, 'confirm')
    expect(confirmed.status).toBe(200)
    expect((await groupOf(reference)).map((stay) => stay.status)).toEqual([
      'confirmed',
      'confirmed',
    ])
    expect(await nightsHeld([gardenRoom, familyRoom], stayNights(day(40), day(42)))).toEqual(
      [gardenRoom, familyRoom]
        .flatMap((room) => [`${room}:${day(40)}`, `${room}:${day(41)}`])
        .sort(),
    )

    const mails = await guestMails()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toContain(reference)
    expect(mail.subject).not.toContain(family.reference)
    const text = mail.text.split('<p>')[0]
    expect([...text.matchAll(/your stay in the (.+?) from/g)].map((m) => m[1])).toEqual([
      'Garden Room',
      'Family Room',
    ])
    expect(text).not.toContain(family.reference)
    const tokens = new Set([...text.matchAll(/\/stay\/([A-Za-z0-9_-]{32})/g)].map((m) => m[1]))
    expect(tokens.size).toBe(1)
    const [token] = tokens

    const { readStay } = await import('@/data/stay')
    const page = await readStay(token)
    expect(page).toMatchObject({
      reference,
      guests: 5,
      rooms: [
        { name: 'Garden Room', guests: 2, price: 60000 },
        { name: 'Family Room', guests: 3, price: 40000 },
      ],
    })
    // One balance and one deposit over both rooms.
    expect(page?.money).toMatchObject({ price: 100000, balance: 100000, depositDue: 50000 })
    // Paid online, the group's deposit is asked whole.
    expect(page?.payOnline).toEqual({ purpose: 'deposit', amount: 50000 })

    const { documentsOf } = await import('@/data/invoiceAndReceipts')
    const req = await createLocalReq({}, app.payload)
    const [fromGarden, fromFamily] = await Promise.all(
      (await groupOf(reference)).map((stay) => documentsOf(req, stay, 'guest')),
    )
    expect(fromFamily.invoiceNumber).toBe(fromGarden.invoiceNumber)
    expect(fromFamily).toMatchObject({ reference, room: 'Garden Room, Family Room', guests: 5 })
    expect(fromFamily.taxes.grossPesewas).toBe(100000)
    expect(fromFamily.taxes.lines.filter((line) => line.kind === 'room')).toHaveLength(4)
    expect(fromFamily.money).toMatchObject({ price: 100000, balance: 100000 })

    // The group's money lands on its first room and pays the others' part: ₵600 on the Garden
    // Room meets the deposit of both rooms.
    const paid = await recordMoney(app, garden.id, { amount: '600' }, reception)
    expect(paid.status).toBe(201)
    const afterPayment = await readStay(token)
    expect(afterPayment?.money).toMatchObject({
      received: 60000,
      balance: 40000,
      depositDue: 0,
      credit: 0,
    })
    expect(afterPayment?.payOnline).toEqual({ purpose: 'balance', amount: 40000 })
  })

  it('is refused whole when a night of one room is taken, and nothing changes', async () => {
    const [garden, family] = await requestTwoRooms(day(50), day(52))
    const taken = await app.call('POST', '/bookings', {
      cookie: reception,
      json: {
        room: familyRoom,
        guestName: 'Kwame Other',
        phone: '0201234567',
        guests: 1,
        checkIn: day(51),
        checkOut: day(52),
        source: 'phone',
        status: 'confirmed',
      },
    })
    expect(taken.status).toBe(201)
    await guestMails()
    const before = await groupOf(garden.reference as string)

    const refused = await answerGroup(garden, 'confirm')
    expect(refused.status).toBe(409)
    expect(await errorMessage(refused)).toBe(MESSAGES.booking.notFreeInGroup('Family Room'))
    const after = await groupOf(garden.reference as string)
    expect(after.map((stay) => stay.status)).toEqual(['requested', 'requested'])
    expect(after.map((stay) => stay.history?.length)).toEqual(
      before.map((stay) => stay.history?.length),
    )
    expect(await nightsHeld([gardenRoom], stayNights(day(50), day(52)))).toEqual([])
    expect(await guestMails()).toHaveLength(0)
    expect(family.status).toBe('requested')
  })

  it('is declined in one step, and the guest is told once', async () => {
    const [garden] = await requestTwoRooms(day(60), day(62))
    await guestMails()
    const declined = await answerGroup(garden, 'decline')
    expect(declined.status).toBe(200)
    expect((await groupOf(garden.reference as string)).map((stay) => stay.status)).toEqual([
      'declined',
      'declined',
    ])
    expect(await guestMails()).toHaveLength(1)
  })
})

describe('an unanswered group', () => {
  async function backdate(stays: Booking[]) {
    for (const stay of stays) {
      await app.payload.db.updateOne({
        collection: 'bookings',
        id: stay.id,
        data: { createdAt: new Date(Date.now() - 2 * HOUR).toISOString() },
      })
    }
  }

  it('lapses whole, the guest told once; a group staff began to answer waits for them', async () => {
    const lapsing = await requestTwoRooms(day(70), day(72))
    const begun = await requestTwoRooms(day(74), day(76))
    await backdate([...lapsing, ...begun])
    // Staff confirmed one room of the second group; its other room waits for them.
    const one = await app.call('POST', `/bookings/${begun[0].id}/status`, {
      json: { action: 'confirm', seenStatus: 'requested' },
      cookie: reception,
    })
    expect(one.status).toBe(200)
    await guestMails()

    const { expireRequests } = await import('@/collections/Bookings/jobs/expireRequests')
    const req = await createLocalReq({}, app.payload)
    expect(await expireRequests(req)).toBe(2)

    expect((await groupOf(lapsing[0].reference as string)).map((stay) => stay.status)).toEqual([
      'declined',
      'declined',
    ])
    expect((await groupOf(begun[0].reference as string)).map((stay) => stay.status)).toEqual([
      'confirmed',
      'requested',
    ])
    const told = await guestMails()
    expect(told).toHaveLength(1)
    expect(told[0].subject).toContain(lapsing[0].reference)
  })
})

describe('a group’s deposit paid online', () => {
  it('is the rooms’ deposit together, lands on the first room and, with instant booking, confirms every room', async () => {
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { instantBooking: true },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const [garden, family] = await requestTwoRooms(day(90), day(92))
    // From the second room's link: the group pays as one.
    const pressed = await pressPay(app, await stayToken(app, family.id), 'deposit')
    expect(pressed.status).toBe(200)
    const { reference } = (await pressed.json()) as { reference: string }
    expect(gateway.transactions.get(reference)).toMatchObject({ amount: 50000 })
    expect(String((await attemptOf(app, reference))?.booking)).toBe(String(garden.id))

    await gateway.approve(reference, { network: 'mtn' })
    expect((await groupOf(garden.reference as string)).map((stay) => stay.status)).toEqual([
      'confirmed',
      'confirmed',
    ])
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { instantBooking: false },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })
})
