import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { STAY_MOMENT_LABELS } from '@/lib/guestStay/stayMessages'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'
import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { recordMoney, signInDesk } from '../helpers/fixtures/money'
import { stayToken } from '../helpers/fixtures/onlinePayments'

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: string
let reception: string
/** 300 a night, takes 2. */
let gardenRoom: string
/** 200 a night, takes 4. */
let familyRoom: string
const DAY_BEFORE = STAY_MOMENT_LABELS.dayBefore
const WITH_BALANCE = `${DAY_BEFORE}, ${STAY_MOMENT_LABELS.balanceDue}`
const AFTER_STAY = STAY_MOMENT_LABELS.afterStay

/** A guest's request for the Garden Room and the Family Room on the given nights, confirmed. */
async function confirmedGroup(guest: string, checkIn: string, checkOut: string) {
  const response = await app.call('POST', '/bookings/request', {
    // Sent as staff, whom the request limit does not count: the file sends several.
    cookie: reception,
    json: {
      requestId: randomUUID(),
      roomId: gardenRoom,
      checkIn,
      checkOut,
      guests: 2,
      name: 'Kofi Mensah',
      phone: '0241234567',
      email: guest,
      moreRooms: [{ roomId: familyRoom, guests: 3 }],
    },
  })
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const [lead] = await groupOf(reference)
  const confirmed = await app.call('POST', `/bookings/${lead.id}/status`, {
    json: { action: 'confirm', seenStatus: 'requested', group: true },
    cookie: reception,
  })
  expect(confirmed.status).toBe(200)
  const stays = await groupOf(reference)
  expect(stays.map((stay) => stay.status)).toEqual(['confirmed', 'confirmed'])
  // The request's and the confirmation's emails are sent and set aside: the test counts the rest.
  await app.payload.jobs.run({ limit: 50 })
  smtp.messages.length = 0
  return { reference, stays }
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

/** The day's reminders and thanks made as of noon on `today`; how many messages were made. */
async function remind(today: string): Promise<number> {
  const { sendStayReminders } =
    await import('@/collections/Bookings/guestStay/jobs/sendStayReminders')
  return sendStayReminders(await createLocalReq({}, app.payload), new Date(`${today}T12:00:00Z`))
}

/** The emails sent to `guest` since its group was confirmed, after running the queue. */
async function mailsTo(guest: string): Promise<ReceivedMail[]> {
  await app.payload.jobs.run({ limit: 50 })
  return (smtp.messages as ReceivedMail[]).filter((mail) => mail.envelope.to.includes(guest))
}

/** The rooms a message names, in its order. */
const roomsNamed = (mail: ReceivedMail) =>
  [...mail.text.split('<p>')[0].matchAll(/(Garden Room|Family Room)/g)].map((m) => m[1])

/** Each stay's "Message made" history lines, by room. */
async function madeLines(reference: string): Promise<string[][]> {
  return (await groupOf(reference)).map((stay) =>
    (stay.history ?? [])
      .filter((entry) => entry.action === MESSAGES.stayMessages.produced)
      .map((entry) => entry.detail ?? ''),
  )
}

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('groupReminders', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    CONTACT_TO_EMAIL: 'house@int.test',
  })
  ;({ admin, reception } = await signInDesk(app))
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), houseName: 'Test House', depositPercent: 50 },
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
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('a group’s reminders', () => {
  it('reminds a group paid in full once, naming both rooms, with a history line on each, and Today lists it once', async () => {
    const guest = 'paid.group@example.com'
    const { reference, stays } = await confirmedGroup(guest, day(1), day(3))
    // ₵1,000 for both rooms, paid on the first: the group owes nothing.
    expect((await recordMoney(app, stays[0].id, { amount: '1000' }, reception)).status).toBe(201)

    expect(await remind(day(0))).toBe(1)
    const mails = await mailsTo(guest)
    expect(mails.map((mail) => mail.subject)).toEqual([`See you tomorrow: your stay ${reference}`])
    expect(roomsNamed(mails[0])).toEqual(['Garden Room', 'Family Room'])
    expect(await madeLines(reference)).toEqual([[DAY_BEFORE], [DAY_BEFORE]])

    const today = await app.call('GET', '/bookings/today', { cookie: reception })
    const { toSend } = (await today.json()) as { toSend: (Booking & { groupRooms?: string[] })[] }
    const lines = toSend.filter((booking) => booking.group === reference)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ reference, groupRooms: ['Garden Room', 'Family Room'] })

    // Staff open the group's reminder in WhatsApp once: it names both rooms and leaves Today.
    const listed = await app.call('GET', `/bookings/${stays[0].id}/messages`, { cookie: reception })
    const { messages } = (await listed.json()) as { messages: { moment: string; link: string }[] }
    const reminder = messages.find((message) => message.moment === 'dayBefore')
    expect(decodeURIComponent(reminder?.link ?? '')).toMatch(/Garden Room[\s\S]*Family Room/)
    const opened = await app.call('POST', `/bookings/${stays[0].id}/messages`, {
      json: { moment: 'dayBefore' },
      cookie: reception,
    })
    expect(opened.status).toBe(200)
    const after = await app.call('GET', '/bookings/today', { cookie: reception })
    const left = ((await after.json()) as { toSend: Booking[] }).toSend
    expect(left.filter((booking) => booking.group === reference)).toEqual([])
  })

  it('asks a group that owes once for its balance, decided on the rooms’ money together', async () => {
    const owing = 'owing.group@example.com'
    const { reference } = await confirmedGroup(owing, day(10), day(12))
    expect(await remind(day(9))).toBe(1)
    const mails = await mailsTo(owing)
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Payment for your stay ${reference}`,
      `See you tomorrow: your stay ${reference}`,
    ])
    const reminder = mails.find((mail) => mail.subject.startsWith('See you')) as ReceivedMail
    expect(roomsNamed(reminder)).toEqual(['Garden Room', 'Family Room'])
    // One balance, the group's: ₵600 and ₵400 for the two rooms' two nights.
    const balance = mails.find((mail) => mail.subject.startsWith('Payment')) as ReceivedMail
    const said = balance.text.split('<p>')[0]
    expect(said).toContain('₵1,000 of the ₵1,000 for your stay')
    expect(said).toContain('The deposit of ₵500 is due')
    expect(said.match(/still to pay/g)).toHaveLength(1)
    expect(await madeLines(reference)).toEqual([[WITH_BALANCE], [WITH_BALANCE]])

    // The money paid on the first room covers the second room's part: no balance to ask.
    const settled = 'settled.group@example.com'
    const group = await confirmedGroup(settled, day(20), day(22))
    await recordMoney(app, group.stays[0].id, { amount: '1000' }, reception)
    expect(await remind(day(19))).toBe(1)
    expect((await mailsTo(settled)).map((mail) => mail.subject)).toEqual([
      `See you tomorrow: your stay ${group.reference}`,
    ])
  })

  it('is made once by two instances at once', async () => {
    const guest = 'race.group@example.com'
    const { reference } = await confirmedGroup(guest, day(30), day(32))
    const made = await Promise.all([remind(day(29)), remind(day(29))])
    expect(made.reduce((sum, count) => sum + count, 0)).toBe(1)
    const mails = await mailsTo(guest)
    expect(mails.filter((mail) => mail.subject.startsWith('See you'))).toHaveLength(1)
    expect(mails.filter((mail) => mail.subject.startsWith('Payment'))).toHaveLength(1)
    expect(await madeLines(reference)).toEqual([[WITH_BALANCE], [WITH_BALANCE]])
  })

  it('thanks a group once after the stay, naming both rooms', async () => {
    const guest = 'thanks.group@example.com'
    const { reference, stays } = await confirmedGroup(guest, day(40), day(42))
    await recordMoney(app, stays[0].id, { amount: '1000' }, reception)
    expect(await remind(day(39))).toBe(1)
    // Both rooms stayed and left: their status set as the desk's check-out leaves it.
    for (const stay of stays) {
      await app.payload.db.updateOne({
        collection: 'bookings',
        id: stay.id,
        data: { status: 'completed' },
      })
    }
    const made = await Promise.all([remind(day(42)), remind(day(42))])
    expect(made.reduce((sum, count) => sum + count, 0)).toBe(1)
    const thanks = (await mailsTo(guest)).filter((mail) => mail.subject.startsWith('Thank'))
    expect(thanks).toHaveLength(1)
    expect(await madeLines(reference)).toEqual([
      [DAY_BEFORE, AFTER_STAY],
      [DAY_BEFORE, AFTER_STAY],
    ])
  })

  it('reminds a room moved to other dates on its own', async () => {
    const guest = 'moved.group@example.com'
    const { reference, stays } = await confirmedGroup(guest, day(50), day(52))
    const moved = await app.call('POST', `/bookings/${stays[1].id}/change`, {
      json: {
        seenStatus: 'confirmed',
        roomId: familyRoom,
        checkIn: day(55),
        checkOut: day(57),
      },
      cookie: admin,
    })
    expect(moved.status).toBe(200)
    expect(await remind(day(49))).toBe(1)
    expect(await remind(day(54))).toBe(1)
    const reminders = (await mailsTo(guest)).filter((mail) => mail.subject.startsWith('See you'))
    expect(reminders.map(roomsNamed)).toEqual([['Garden Room'], ['Family Room']])
    expect((await madeLines(reference)).map((lines) => lines.length)).toEqual([1, 1])
  })
})

describe('a group’s cancel request', () => {
  it('asks for every room from the group’s page, and Today lists the group once', async () => {
    const guest = 'cancel.group@example.com'
    const { reference, stays } = await confirmedGroup(guest, day(60), day(62))
    const token = await stayToken(app, stays[0].id)
    const asked = await app.call('POST', `/bookings/stay/${token}/cancel`)
    expect(asked.status).toBe(200)
    const again = await app.call('POST', `/bookings/stay/${token}/cancel`)
    expect(((await again.json()) as { message: string }).message).toBe(
      MESSAGES.stayMessages.cancelAlready,
    )

    const rooms = await groupOf(reference)
    expect(rooms.map((room) => Boolean(room.cancelRequestedAt))).toEqual([true, true])
    expect(
      rooms.map(
        (room) =>
          (room.history ?? []).filter((entry) => entry.action === MESSAGES.stayMessages.cancelAsked)
            .length,
      ),
    ).toEqual([1, 1])

    const today = await app.call('GET', '/bookings/today', { cookie: reception })
    const { cancelAsked } = (await today.json()) as {
      cancelAsked: (Booking & { groupRooms?: string[] })[]
    }
    const lines = cancelAsked.filter((booking) => booking.group === reference)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ reference, groupRooms: ['Garden Room', 'Family Room'] })

    // The guest keeps the stay after all: dismissed from either room, for the whole group.
    const dismissed = await app.call('POST', `/bookings/${stays[1].id}/dismiss-cancel`, {
      cookie: reception,
    })
    expect(dismissed.status).toBe(200)
    expect((await groupOf(reference)).map((room) => room.cancelRequestedAt ?? null)).toEqual([
      null,
      null,
    ])
    const after = await app.call('GET', '/bookings/today', { cookie: reception })
    const left = ((await after.json()) as { cancelAsked: Booking[] }).cancelAsked
    expect(left.filter((booking) => booking.group === reference)).toEqual([])
  })

  it('cancels a confirmed group in one step at the desk, freeing every room’s nights, the guest told once', async () => {
    const guest = 'cancelled.group@example.com'
    const { reference, stays } = await confirmedGroup(guest, day(70), day(72))
    const cancelled = await app.call('POST', `/bookings/${stays[1].id}/status`, {
      json: { action: 'cancel', seenStatus: 'confirmed', group: true },
      cookie: reception,
    })
    expect(cancelled.status).toBe(200)
    expect((await groupOf(reference)).map((stay) => stay.status)).toEqual([
      'cancelled',
      'cancelled',
    ])
    const held = await app.payload.find({
      collection: 'booked-nights',
      where: { night: { in: [day(70), day(71)] } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(held.docs).toEqual([])
    const told = await mailsTo(guest)
    expect(told.map((mail) => mail.subject)).toEqual([`Your stay ${reference} is cancelled`])
    expect(roomsNamed(told[0])).toEqual(['Garden Room', 'Family Room'])
  })
})
