import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import type { Booking, GuestRegistration } from '@/payload-types'

import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'
import { day } from '../helpers/fixtures/dates'
import { foreignGuest, ghanaianGuest, registerAtDesk } from '../helpers/fixtures/guestRegister'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'
import { logPath } from '../helpers/logs.mjs'
import {
  createTestRoom,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'

type Json = Record<string, unknown>

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: string
let reception: string
let editor: string
let room: string
const GUEST_EMAIL = 'hannah.guest@example.com'
const context = { disableRevalidate: true }
/** What must never leave through a list, a CSV, an email or the log. */
const SECRETS = ['A07654321', '1985-09-30', 'GHA-123456789-0', '1990-04-12']

let nextFree = 100

/** A confirmed stay; by default on nights no other stay of the file takes. */
function stay(change: Partial<Booking> = {}): Promise<Booking> {
  nextFree += 3
  return app.payload.create({
    collection: 'bookings',
    data: {
      room,
      checkIn: day(nextFree),
      checkOut: day(nextFree + 2),
      guests: 2,
      guestName: 'Guest',
      price: 60000,
      source: 'phone',
      status: 'confirmed',
      ...change,
    },
    overrideAccess: true,
    context,
  })
}

async function registrationsOf(bookingId: string): Promise<GuestRegistration[]> {
  const found = await app.payload.find({
    collection: 'guest-registrations',
    where: { booking: { equals: bookingId } },
    overrideAccess: true,
  })
  return found.docs
}

async function json(response: Response): Promise<Json> {
  return (await response.json()) as Json
}

/** Confirms a request made with the guest's email and answers its stay page's token. */
async function confirmedToken(): Promise<{ booking: Booking; token: string }> {
  const made = await app.call('POST', '/bookings', {
    json: {
      room,
      guestName: 'Hannah Okafor',
      email: GUEST_EMAIL,
      guests: 2,
      checkIn: day(10),
      checkOut: day(12),
      source: 'website',
      status: 'requested',
    },
    cookie: reception,
  })
  expect(made.status).toBe(201)
  const booking = ((await made.json()) as { doc: Booking }).doc
  const confirmed = await app.call('POST', `/bookings/${booking.id}/status`, {
    json: { action: 'confirm', seenStatus: 'requested' },
    cookie: reception,
  })
  expect(confirmed.status).toBe(200)
  await app.payload.jobs.run({ limit: 20 })
  const mail = (smtp.messages as ReceivedMail[]).find((m) => m.subject.includes(booking.reference!))
  const token = mail?.text.match(/\/stay\/([A-Za-z0-9_-]{32})/)?.[1]
  expect(token).toBeDefined()
  return { booking, token: token as string }
}

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('guestRegisterDoors', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    CONTACT_TO_EMAIL: 'house@int.test',
  })
  await createReception(app.payload)
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), houseName: 'Test House' },
    context,
  })
  room = await createTestRoom(app.payload, 'Baobab')
})

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('registering a guest at the desk', () => {
  it('refuses every wrong field with its own message and saves nothing', async () => {
    const booking = await stay()
    const answer = await registerAtDesk(
      app,
      reception,
      booking.id,
      ghanaianGuest({ documentNumber: 'GHA-12-3', dateOfBirth: '2030-01-01', fullName: '' }),
    )
    expect(answer.status).toBe(400)
    const { guestRegister: text } = await import('@/lib/messages/guestRegister')
    expect(await json(answer)).toEqual({
      success: false,
      message: text.checkFields,
      errors: {
        fullName: text.fullNameRequired,
        documentNumber: text.ghanaCardShape,
        dateOfBirth: text.dateOfBirthShape,
      },
    })
    expect(await registrationsOf(booking.id)).toHaveLength(0)
  })

  it('saves a whole registration, with the number masked for lists', async () => {
    const booking = await stay()
    const answer = await registerAtDesk(app, reception, booking.id, ghanaianGuest())
    expect(answer.status).toBe(200)
    expect(JSON.stringify(await json(answer))).not.toContain('123456789')
    const [saved] = await registrationsOf(booking.id)
    expect(saved).toMatchObject({
      fullName: 'Ama Mensah',
      documentNumber: 'GHA-123456789-0',
      documentMasked: '•••• 89-0',
      registeredOnline: false,
    })
  })

  it('refuses the same guest twice in one stay, however the number is typed', async () => {
    const { guestRegister: text } = await import('@/lib/messages/guestRegister')
    const booking = await stay({ guests: 3 })
    expect((await registerAtDesk(app, reception, booking.id, ghanaianGuest())).status).toBe(200)
    const again = await registerAtDesk(
      app,
      reception,
      booking.id,
      ghanaianGuest({ fullName: 'Ama  MENSAH', documentNumber: ' gha-123456789-0 ' }),
    )
    expect(again.status).toBe(409)
    expect((await json(again)).message).toBe(text.alreadyRegistered)
    expect(await registrationsOf(booking.id)).toHaveLength(1)
    // Another stay of the same guest is a line of its own.
    const later = await stay({ checkIn: day(5), checkOut: day(6) })
    expect((await registerAtDesk(app, reception, later.id, ghanaianGuest())).status).toBe(200)
  })

  it('refuses more guests than the stay is for, and a cancelled stay', async () => {
    const { guestRegister: text } = await import('@/lib/messages/guestRegister')
    const booking = await stay({ guests: 1, checkIn: day(20), checkOut: day(21) })
    expect((await registerAtDesk(app, reception, booking.id, ghanaianGuest())).status).toBe(200)
    const second = await registerAtDesk(app, reception, booking.id, foreignGuest())
    expect(second.status).toBe(409)
    expect((await json(second)).message).toBe(text.stayFull(1))
    const cancelled = await stay({ checkIn: day(22), checkOut: day(23) })
    await app.payload.update({
      collection: 'bookings',
      id: cancelled.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
      context,
    })
    const refused = await registerAtDesk(app, reception, cancelled.id, foreignGuest())
    expect(refused.status).toBe(409)
    expect((await json(refused)).message).toBe(text.stayClosed)
    const { MESSAGES } = await import('@/lib/messages')
    const nowhere = await registerAtDesk(app, reception, 'no-such-stay', foreignGuest())
    expect(nowhere.status).toBe(404)
    expect((await json(nowhere)).message).toBe(MESSAGES.booking.notFound)
  })

  it('offers a returning guest’s details again by phone, and keeps their document unseen', async () => {
    const first = await stay({ checkIn: day(30), checkOut: day(31) })
    expect(
      (await registerAtDesk(app, reception, first.id, foreignGuest({ phone: '+234 803 999 0000' })))
        .status,
    ).toBe(200)
    const offered = await app.call('GET', '/guest-registrations/returning?phone=2348039990000', {
      cookie: reception,
    })
    const { earlier } = (await json(offered)) as { earlier: Json }
    expect(earlier).toMatchObject({
      fullName: 'Hannah Okafor',
      nationality: 'Nigerian',
      documentType: 'passport',
      documentMasked: '•••• 4321',
      arrivingFrom: 'Lagos',
    })
    expect(JSON.stringify(earlier)).not.toContain('A07654321')
    expect(JSON.stringify(earlier)).not.toContain('1985-09-30')
    const next = await stay({ checkIn: day(40), checkOut: day(41) })
    const { documentMasked: _masked, id, ...fields } = earlier
    const again = await registerAtDesk(app, reception, next.id, {
      ...fields,
      documentNumber: '',
      dateOfBirth: '',
      sameDocumentAs: id,
    })
    expect(again.status).toBe(200)
    const [copied] = await registrationsOf(next.id)
    expect(copied).toMatchObject({ documentNumber: 'A07654321', dateOfBirth: '1985-09-30' })
  })
})

describe('who may see the register, door by door', () => {
  let registration: GuestRegistration

  beforeAll(async () => {
    const booking = await stay({ checkIn: day(50), checkOut: day(52) })
    expect((await registerAtDesk(app, reception, booking.id, foreignGuest())).status).toBe(200)
    ;[registration] = await registrationsOf(booking.id)
  })

  it('admins and reception list it through REST with the number masked and no birth date', async () => {
    for (const cookie of [admin, reception]) {
      const list = await app.call('GET', '/guest-registrations?depth=0&limit=100', { cookie })
      expect(list.status).toBe(200)
      const body = await list.text()
      expect(body).toContain('•••• 4321')
      for (const secret of SECRETS) expect(body).not.toContain(secret)
      const one = await app.call('GET', `/guest-registrations/${registration.id}`, { cookie })
      const doc = await json(one)
      expect(doc).toMatchObject({ fullName: 'Hannah Okafor', documentMasked: '•••• 4321' })
      expect(doc).not.toHaveProperty('documentNumber')
      expect(doc).not.toHaveProperty('dateOfBirth')
    }
    // Nor can a query fish for the number.
    const fishing = await app.call(
      'GET',
      '/guest-registrations?where[documentNumber][equals]=A07654321',
      { cookie: admin },
    )
    expect(JSON.stringify(await json(fishing))).not.toContain('Hannah')
  })

  it('editors and strangers get nothing on any door', async () => {
    const doors: Array<[string, string, Json?]> = [
      ['GET', '/guest-registrations'],
      ['GET', `/guest-registrations/${registration.id}`],
      ['GET', '/guest-registrations/book'],
      ['GET', '/guest-registrations/return'],
      ['GET', '/guest-registrations/returning?phone=08031234567'],
      ['GET', '/guest-registrations/reminder'],
      ['POST', `/guest-registrations/${registration.id}/reveal`, {}],
      ['POST', `/guest-registrations/${registration.id}/erase`, {}],
      ['POST', '/guest-registrations/return/sent', { week: day(0) }],
      ['POST', '/guest-registrations/register', { bookingId: 'x', ...foreignGuest() }],
      ['GET', '/register-views'],
      ['GET', '/register-returns'],
    ]
    expect.assertions(doors.length * 4)
    for (const [method, path, body] of doors) {
      for (const cookie of [editor, undefined]) {
        const answer = await app.call(method, path, { cookie, json: body })
        expect([401, 403]).toContain(answer.status)
        expect(await answer.text()).not.toContain('Hannah')
      }
    }
  })

  it('/cms is told editors may not read it, and nobody may write it by hand', async () => {
    const permissions = async (cookie: string) => {
      const response = await app.call('GET', '/access', { cookie })
      const body = (await response.json()) as {
        collections: Record<string, Record<string, unknown>>
      }
      const register = body.collections['guest-registrations'] ?? {}
      const allowed = (operation: string) => {
        const value = register[operation]
        return typeof value === 'object' && value !== null
          ? Boolean((value as { permission?: boolean }).permission)
          : Boolean(value)
      }
      const fields = (register.fields ?? {}) as Record<string, { read?: { permission?: boolean } }>
      return {
        crud: ['create', 'read', 'update', 'delete'].map(allowed),
        number: Boolean(fields.documentNumber?.read?.permission),
        birth: Boolean(fields.dateOfBirth?.read?.permission),
      }
    }
    const staff = { crud: [false, true, false, false], number: false, birth: false }
    expect(await permissions(admin)).toEqual(staff)
    expect(await permissions(reception)).toEqual(staff)
    expect((await permissions(editor)).crud).toEqual([false, false, false, false])
    // A /cms form's write is refused like any other.
    const form = new FormData()
    form.append('_payload', JSON.stringify({ fullName: 'Changed' }))
    const write = await app.call('PATCH', `/guest-registrations/${registration.id}`, {
      body: form,
      cookie: admin,
    })
    expect(write.status).toBe(403)
  })

  it('a full number is shown to admins and reception on request, and each view is recorded', async () => {
    const shown = await app.call('POST', `/guest-registrations/${registration.id}/reveal`, {
      json: {},
      cookie: reception,
    })
    expect(await json(shown)).toEqual({
      success: true,
      documentNumber: 'A07654321',
      dateOfBirth: '1985-09-30',
    })
    const views = await app.call(
      'GET',
      `/register-views?where[registration][equals]=${registration.id}&depth=0`,
      { cookie: admin },
    )
    const { docs } = (await json(views)) as { docs: Json[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ guestName: 'Hannah Okafor', viewedByName: 'Front Desk' })
    expect(typeof docs[0].createdAt).toBe('string')
    // Reception may not read the record of views.
    expect((await app.call('GET', '/register-views', { cookie: reception })).status).toBe(403)
  })

  it('the desk’s WhatsApp texts, its day and the dashboard never carry one either', async () => {
    const booking =
      typeof registration.booking === 'object' ? registration.booking.id : registration.booking
    const answers = [
      await app.call('GET', `/bookings/${booking}/messages`, { cookie: reception }),
      await app.call('GET', `/bookings/${booking}?depth=1`, { cookie: admin }),
      await app.call('GET', '/bookings/today', { cookie: reception }),
      await app.call('GET', '/dashboard?period=90', { cookie: admin }),
    ]
    expect.assertions(answers.length * (1 + SECRETS.length))
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      const body = await answer.text()
      for (const secret of SECRETS) expect(body).not.toContain(secret)
    }
  })

  it('the bookings CSV never carries a number or a birth date', async () => {
    const csv = await app.call('GET', `/bookings/export?from=${day(0)}&to=${day(60)}`, {
      cookie: admin,
    })
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text).toContain('Reference')
    for (const secret of SECRETS) expect(text).not.toContain(secret)
  })

  it('an admin erases a registration on request; reception may not', async () => {
    const { guestRegister: text } = await import('@/lib/messages/guestRegister')
    const booking = await stay({ checkIn: day(55), checkOut: day(56) })
    await registerAtDesk(app, reception, booking.id, ghanaianGuest())
    const [target] = await registrationsOf(booking.id)
    const path = `/guest-registrations/${target.id}/erase`
    expect((await app.call('POST', path, { json: {}, cookie: reception })).status).toBe(403)
    const erased = await app.call('POST', path, { json: {}, cookie: admin })
    expect(await json(erased)).toEqual({ success: true, message: text.erased })
    const [after] = await registrationsOf(booking.id)
    expect(after).toMatchObject({ fullName: text.erasedName, documentNumber: null })
    expect(after.dateOfBirth).toBeNull()
    expect(after.address).toBeNull()
    expect(after.phone).toBeNull()
    // The stay and its money are untouched.
    const kept = await app.payload.findByID({ collection: 'bookings', id: booking.id })
    expect(kept.status).toBe('confirmed')
    expect((await app.call('POST', path, { json: {}, cookie: admin })).status).toBe(409)
  })
})

describe('the guest’s own stay page', () => {
  it('registers online with the page’s token only, and tells the count, never a name', async () => {
    const { guestRegister: text } = await import('@/lib/messages/guestRegister')
    const { booking, token } = await confirmedToken()
    const bad = await app.call('POST', `/guest-registrations/stay/${token}`, {
      json: foreignGuest({ goingTo: '' }),
    })
    expect(bad.status).toBe(400)
    expect(((await json(bad)).errors as Json).goingTo).toBe(text.placeRequired)
    const done = await app.call('POST', `/guest-registrations/stay/${token}`, {
      json: foreignGuest(),
    })
    expect(await json(done)).toEqual({ success: true, message: text.registeredOnline })
    const status = await app.call('GET', `/guest-registrations/stay/${token}`)
    expect(await json(status)).toEqual({
      registered: 1,
      guests: 2,
      open: true,
      retentionMonths: 24,
    })
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect((await app.call('GET', `/guest-registrations/stay/${wrong}`)).status).toBe(404)
    expect(
      (await app.call('POST', `/guest-registrations/stay/${wrong}`, { json: foreignGuest() }))
        .status,
    ).toBe(404)
    const [online] = await registrationsOf(booking.id)
    expect(online.registeredOnline).toBe(true)
    // The desk adds the second guest; the stay then ends, and its emails go out.
    expect((await registerAtDesk(app, reception, booking.id, ghanaianGuest())).status).toBe(200)
    await app.payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    await app.payload.jobs.run({ limit: 20 })
    const mails = smtp.messages as ReceivedMail[]
    expect(mails.length).toBeGreaterThan(1)
    for (const mail of mails) {
      for (const secret of SECRETS) {
        expect(`${mail.subject}\n${mail.text}\n${mail.raw}`).not.toContain(secret)
      }
    }
  })
})

describe('check-in, by the owner’s setting', () => {
  it('reminds by default, and when required, refuses check-in until a guest is registered', async () => {
    const { guestRegister: text } = await import('@/lib/messages/guestRegister')
    const checkIn = (booking: Booking) =>
      app.call('POST', `/bookings/${booking.id}/status`, {
        json: { action: 'checkIn', seenStatus: 'confirmed' },
        cookie: reception,
      })
    const reminded = await stay({ checkIn: day(0), checkOut: day(1), guests: 1 })
    const reminder = await json(
      await app.call('GET', '/guest-registrations/reminder', { cookie: reception }),
    )
    expect(reminder.unregistered).toEqual([
      expect.objectContaining({ id: reminded.id, guestName: 'Guest' }),
    ])
    expect((await checkIn(reminded)).status).toBe(200)
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { registerAtCheckIn: 'require' },
      context,
    })
    const required = await stay({
      checkIn: day(0),
      checkOut: day(1),
      guests: 1,
      room: await createTestRoom(app.payload, 'Cocoa'),
    })
    const refused = await checkIn(required)
    expect(refused.status).toBe(409)
    expect((await json(refused)).message).toBe(text.registerBeforeCheckIn)
    // Through Payload's REST too.
    const patched = await app.call('PATCH', `/bookings/${required.id}`, {
      json: { status: 'checked-in' },
      cookie: reception,
    })
    expect(patched.status).toBe(409)
    expect((await registerAtDesk(app, reception, required.id, ghanaianGuest())).status).toBe(200)
    expect((await checkIn(required)).status).toBe(200)
  })
})

describe('the log', () => {
  it('never holds a document number or a birth date', async () => {
    // The file's registrations, refusals and reveals were all logged as they happened.
    const registered = await app.payload.count({
      collection: 'guest-registrations',
      overrideAccess: true,
    })
    expect(registered.totalDocs).toBeGreaterThanOrEqual(10)
    const log = fs.readFileSync(logPath('int-guestRegisterDoors'), 'utf8')
    expect(log.length).toBeGreaterThan(0)
    for (const secret of SECRETS) expect(log).not.toContain(secret)
  })
})
