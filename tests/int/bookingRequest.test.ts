import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { formatStayDate, timeInGhana, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { RATE_LIMITS } from '@/lib/rateLimits'
import { CONTACT_REQUIRED_MESSAGES } from '@/lib/validation/contact'

import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'
import {
  fromAddress,
  createTestRoom,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let roomId: string
let offerRoomId: string
let hiddenRoomId: string
const HOUSE = 'house@int.test'
const context = { disableRevalidate: true }

type Json = Record<string, unknown>

function makeRoom(name: string, change: Json = {}): Promise<string> {
  return createTestRoom(app.payload, name, change)
}

function request(change: Json = {}): Json {
  return {
    requestId: randomUUID(),
    roomId,
    checkIn: day(10),
    checkOut: day(12),
    guests: 2,
    name: 'Ama Owusu',
    phone: '0241234567',
    email: 'ama.guest@example.com',
    note: 'Arriving late <b>please</b> visit http://evil.example',
    ...change,
  }
}

async function send(body: Json, headers: Record<string, string> = {}, cookie?: string) {
  return app.call('POST', '/bookings/request', { json: body, headers, cookie })
}

async function bookingCount(): Promise<number> {
  return (await app.payload.count({ collection: 'bookings', overrideAccess: true })).totalDocs
}

async function availability(query: string): Promise<Response> {
  return app.call('GET', `/bookings/availability?${query}`)
}

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('booking-request', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    CONTACT_TO_EMAIL: HOUSE,
  })
  // Imported here: the seed reads the settings, which must be the test database's.
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: {
      ...demoSiteSettings(),
      houseName: 'Test House',
      phonePrimary: '024 123 4567',
      phoneSecondary: '020 765 4321',
      whatsappNumber: '024 123 4567',
    },
    overrideAccess: true,
    context,
  })
  roomId = await makeRoom('Garden Room')
  offerRoomId = await makeRoom('Offer Room', {
    regularPrice: 500,
    offer: true,
    discountedPrice: 400,
  })
  hiddenRoomId = await makeRoom('Hidden Room', { isAvailable: false })
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('GET /api/bookings/availability', () => {
  it('lists the visible rooms with the nightly price on offer, the total and whether they are free', async () => {
    const response = await availability(`checkIn=${day(20)}&checkOut=${day(23)}&guests=2`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { nights: number; rooms: Json[] }
    expect(body).toMatchObject({ checkIn: day(20), checkOut: day(23), nights: 3 })
    const nights = (price: number) => [20, 21, 22].map((offset) => ({ night: day(offset), price }))
    // A room with no stated maximum or season takes any party, for one night or more.
    const open = { maxGuests: null, minNights: 1 }
    expect(body.rooms).toEqual([
      {
        _id: offerRoomId,
        name: 'Offer Room',
        nightlyPrice: 400,
        total: 1200,
        available: true,
        ...open,
        nightPrices: nights(400),
      },
      {
        _id: roomId,
        name: 'Garden Room',
        nightlyPrice: 300,
        total: 900,
        available: true,
        ...open,
        nightPrices: nights(300),
      },
    ])
    expect(JSON.stringify(body)).not.toContain(hiddenRoomId)
  })

  it.each([
    [`checkIn=${day(-1)}&checkOut=${day(2)}`, MESSAGES.contact.checkInPast],
    [`checkIn=${day(3)}&checkOut=${day(2)}`, MESSAGES.contact.checkOutBeforeCheckIn],
    [`checkIn=${day(1)}&checkOut=${day(32)}`, 'A stay can be at most 30 nights'],
    [`checkIn=${day(1)}&checkOut=${day(2)}&guests=7`, 'Guests must be between 1 and 6'],
    ['checkIn=soon&checkOut=later', 'Please choose a check-in date'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await availability(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ success: false, message })
  })

  it('answers 429 with the site’s message to a client that asks too often; others and signed-in staff still get answers', async () => {
    const headers = fromAddress('203.0.113.88')
    const query = `checkIn=${day(20)}&checkOut=${day(21)}`
    const ask = (from: Record<string, string>, cookie?: string) =>
      app.call('GET', `/bookings/availability?${query}`, { headers: from, cookie })
    const { points } = RATE_LIMITS.availability
    for (let i = 0; i < points; i++) expect((await ask(headers)).status).toBe(200)
    const limited = await ask(headers)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited.json()).toMatchObject({
      success: false,
      message: MESSAGES.request.rateLimited,
    })
    expect((await ask(fromAddress('203.0.113.89'))).status).toBe(200)
    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    expect((await ask(headers, admin)).status).toBe(200)
  })
})

describe('POST /api/bookings/request', () => {
  it('stores a website request, answers its reference and a WhatsApp link carrying it, and queues both emails', async () => {
    const body = request()
    const response = await send(body)
    expect(response.status).toBe(201)
    const answer = (await response.json()) as {
      success: boolean
      reference: string
      whatsappUrl: string
    }
    expect(answer.success).toBe(true)
    expect(answer.reference).toMatch(/^RP-[2-9A-Z]{4}$/)
    const url = new URL(answer.whatsappUrl)
    expect(url.origin + url.pathname).toBe('https://wa.me/233241234567')
    expect(url.searchParams.get('text')).toContain(`Reference: ${answer.reference}`)
    expect(url.searchParams.get('text')).toContain('Room: Garden Room (₵300 per night)')

    const stored = await app.payload.find({
      collection: 'bookings',
      where: { reference: { equals: answer.reference } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({
      status: 'requested',
      source: 'website',
      guests: 2,
      nights: 2,
      price: 60000,
      guestName: 'Ama Owusu',
      email: 'ama.guest@example.com',
    })

    // The same request id again (a double tap, a resend) is the same request.
    const again = await send(body)
    expect(again.status).toBe(201)
    expect(((await again.json()) as { reference: string }).reference).toBe(answer.reference)
    const twins = await Promise.all([send(body), send(body)])
    expect(twins.map((r) => r.status)).toEqual([201, 201])
    expect(await bookingCount()).toBe(1)

    await app.payload.jobs.run({ limit: 10 })
    const mails = smtp.messages as ReceivedMail[]
    expect(mails).toHaveLength(2)
    const house = mails.find((m) => m.envelope.to.includes(HOUSE)) as ReceivedMail
    const guest = mails.find((m) => m.envelope.to.includes('ama.guest@example.com')) as ReceivedMail
    expect(house.subject).toContain(answer.reference)
    expect(house.headers['reply-to']).toContain('ama.guest@example.com')
    expect(house.text).toContain('Arriving late')
    // The acknowledgement carries what the house decided or checked (the reference, the room's
    // name, the dates, the number of guests, the price, the house's numbers) and nothing the guest
    // typed freely: not the name, not the note.
    expect(guest.subject).toContain(answer.reference)
    expect(guest.text).toContain('Room: Garden Room')
    expect(guest.text).toContain('Guests: 2')
    expect(guest.text).toContain('Call us on +233 24 123 4567 or +233 20 765 4321')
    expect(guest.text).not.toMatch(/Ama|Owusu/)
    expect(guest.text).not.toContain('Arriving late')
    expect(guest.text).not.toContain('evil.example')
    expect(guest.text).not.toContain('0241234567')
    // The acknowledgement answers to the house, and no out-of-office reply answers it back.
    const settings = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(guest.headers['reply-to']).toBe(settings.email || HOUSE)
    expect(guest.headers['auto-submitted']).toBe('auto-replied')
    expect(house.headers['auto-submitted']).toBeUndefined()
  })

  it('acknowledges one address only a few times a day, however it is typed; the house hears of every request', async () => {
    const { points } = RATE_LIMITS.guestAcknowledgement
    const typed = [
      'often@example.com',
      'Often@Example.com',
      ' often@example.com',
      'OFTEN@example.com',
    ]
    const references: string[] = []
    for (let i = 0; i <= points; i++) {
      const response = await send(
        request({
          email: typed[i % typed.length],
          name: `Stranger ${i}`,
          note: `Visit x${i}.example`,
        }),
      )
      expect(response.status).toBe(201)
      references.push(((await response.json()) as { reference: string }).reference)
    }
    await app.payload.jobs.run({ limit: 50 })
    const mails = (smtp.messages as ReceivedMail[]).filter((m) =>
      references.some((reference) => m.subject.includes(reference)),
    )
    const toGuest = mails.filter((m) =>
      m.envelope.to.some((address) => address.toLowerCase() === 'often@example.com'),
    )
    expect(toGuest).toHaveLength(points)
    expect(mails.filter((m) => m.envelope.to.includes(HOUSE))).toHaveLength(points + 1)
    for (const mail of toGuest) expect(mail.text).not.toMatch(/Stranger|\.example\b/)
  })

  it('requests do not take nights; once a stay is confirmed the room is not free and a new request gets 409', async () => {
    const first = await send(request({ checkIn: day(40), checkOut: day(43), email: '' }))
    const { reference } = (await first.json()) as { reference: string }
    const overlapping = await send(request({ checkIn: day(41), checkOut: day(44) }))
    expect(overlapping.status).toBe(201)

    const found = await app.payload.find({
      collection: 'bookings',
      where: { reference: { equals: reference } },
      overrideAccess: true,
    })
    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const confirm = await app.call('PATCH', `/bookings/${found.docs[0].id}`, {
      json: { status: 'confirmed' },
      cookie: admin,
    })
    expect(confirm.status).toBe(200)

    const rooms = (
      (await (await availability(`checkIn=${day(42)}&checkOut=${day(45)}`)).json()) as {
        rooms: Json[]
      }
    ).rooms
    expect(rooms.find((room) => room._id === roomId)?.available).toBe(false)
    expect(rooms.find((room) => room._id === offerRoomId)?.available).toBe(true)
    // Check-out day is free.
    const after = (
      (await (await availability(`checkIn=${day(43)}&checkOut=${day(45)}`)).json()) as {
        rooms: Json[]
      }
    ).rooms
    expect(after.find((room) => room._id === roomId)?.available).toBe(true)

    const before = await bookingCount()
    const refused = await send(request({ checkIn: day(42), checkOut: day(44) }))
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ success: false, message: MESSAGES.booking.notFree })
    expect(await bookingCount()).toBe(before)
  })

  it.each([
    [{ checkIn: day(-2), checkOut: day(1) }, MESSAGES.contact.checkInPast],
    [{ checkIn: day(5), checkOut: day(5) }, MESSAGES.contact.checkOutBeforeCheckIn],
    [{ checkIn: day(5), checkOut: day(36) }, 'A stay can be at most 30 nights'],
    [{ guests: 7 }, 'Guests must be between 1 and 6'],
    [{ guests: 0 }, 'Guests must be between 1 and 6'],
    [{ phone: '024123' }, MESSAGES.contact.invalidPhone],
    [{ email: 'ama@' }, MESSAGES.contact.invalidEmail],
    [{ name: ' ' }, CONTACT_REQUIRED_MESSAGES.name],
    [{ name: 'x'.repeat(101) }, 'This is too long'],
    [{ note: 'x'.repeat(501) }, 'This is too long'],
    [{ name: 'Ama\r\nBcc: x@y.z' }, MESSAGES.contact.invalidData],
    [{ roomId: 'no-such-room' }, MESSAGES.booking.roomUnknown],
    [{ roomId: '' }, 'Please choose a room'],
    [{ requestId: '' }, MESSAGES.contact.invalidData],
    [{ name: { $ne: '' } }, 'name must be text'],
  ])('answers 400 for bad input #%# and stores nothing', async (change, message) => {
    const before = await bookingCount()
    const response = await send(request(change))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ success: false, message })
    expect(await bookingCount()).toBe(before)
  })

  it('refuses a hidden room as unknown', async () => {
    const response = await send(request({ roomId: hiddenRoomId }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ success: false, message: MESSAGES.booking.roomUnknown })
  })

  it('limits floods per client with 429 and stores nothing; signed-in staff are not limited', async () => {
    const headers = fromAddress('203.0.113.77')
    const { points } = RATE_LIMITS.bookingRequest
    for (let i = 0; i < points; i++) {
      // Refused requests count too: a script gets nowhere by sending bad ones.
      await send(request({ phone: '1' }), headers)
    }
    const before = await bookingCount()
    const limited = await send(request({ checkIn: day(60), checkOut: day(61) }), headers)
    expect(limited.status).toBe(429)
    expect(await bookingCount()).toBe(before)

    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    for (let i = 0; i < points + 2; i++) {
      const response = await send(
        request({ checkIn: day(70 + i), checkOut: day(71 + i), email: '' }),
        headers,
        admin,
      )
      expect(response.status).toBe(201)
    }
  })
})

describe('booking emails while the mail server is down', () => {
  /** A failed send waits 30 s before its retry; the test moves that moment to now. */
  async function runJobsNow(): Promise<void> {
    await app.payload.update({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await app.payload.jobs.run({ limit: 100 })
  }

  async function houseJob(bookingId: string) {
    const jobs = await app.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendBookingEmail' } },
      pagination: false,
      overrideAccess: true,
    })
    return jobs.docs.find((job) => {
      const input = job.input as { bookingId: string; to: string }
      return input.bookingId === bookingId && input.to === 'house'
    })
  }

  /** A guest's request sent while the mail server is down, so its emails wait in the queue. */
  async function requestWhileMailIsDown(checkIn: number, checkOut: number) {
    const port = smtp.port
    await smtp.close()
    const response = await send(
      request({ checkIn: day(checkIn), checkOut: day(checkOut), email: '' }),
    )
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const booking = await app.payload.find({
      collection: 'bookings',
      where: { reference: { equals: reference } },
      overrideAccess: true,
    })
    return { port, reference, bookingId: String(booking.docs[0].id) }
  }

  // Several rounds of the queue and the writes each makes: over jest's 5 s on a busy machine.
  it('retries the house email of a request and sends it exactly once when the server is back', async () => {
    const { port, reference, bookingId } = await requestWhileMailIsDown(90, 92)

    await runJobsNow()
    await runJobsNow()
    const waiting = await houseJob(bookingId)
    expect(waiting?.completedAt).toBeFalsy()
    expect(waiting?.hasError).toBeFalsy()
    expect(waiting?.log?.filter((entry) => entry.state === 'failed').length).toBeGreaterThanOrEqual(
      2,
    )

    smtp = await startSmtpServer(port)
    await runJobsNow()
    // Done jobs leave the queue, and another round sends nothing again.
    expect(await houseJob(bookingId)).toBeUndefined()
    await runJobsNow()
    const sent = (smtp.messages as ReceivedMail[]).filter((m) => m.subject.includes(reference))
    expect(sent).toHaveLength(1)
    expect(sent[0].envelope.to).toEqual([HOUSE])
  }, 30_000)

  it('a request deleted before its email went sends nothing and leaves no job failing', async () => {
    const { port, reference, bookingId } = await requestWhileMailIsDown(94, 96)
    await app.payload.delete({ collection: 'bookings', id: bookingId, overrideAccess: true })

    smtp = await startSmtpServer(port)
    await runJobsNow()
    expect(await houseJob(bookingId)).toBeUndefined()
    expect((smtp.messages as ReceivedMail[]).filter((m) => m.subject.includes(reference))).toEqual(
      [],
    )
  }, 30_000)
})

describe('no personal data without a staff session', () => {
  it('bookings cannot be read, listed or counted through REST by guests', async () => {
    for (const path of ['/bookings', '/bookings/count', '/room-blocks', '/booked-nights']) {
      expect([401, 403]).toContain((await app.call('GET', path)).status)
    }
    const any = await app.payload.find({ collection: 'bookings', limit: 1, overrideAccess: true })
    expect([401, 403, 404]).toContain((await app.call('GET', `/bookings/${any.docs[0].id}`)).status)
    expect(
      (
        await app.call('POST', '/graphql', {
          json: { query: '{ Bookings { docs { guestName } } }' },
        })
      ).status,
    ).not.toBe(200)
  })
})

describe('a request asking a deposit', () => {
  it('tells the guest the deposit, due before the request lapses, and the house’s numbers with the reference', async () => {
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { depositPercent: 50, requestExpiryHours: 48 },
      overrideAccess: true,
      context,
    })
    try {
      const guest = 'yaw.deposit@example.com'
      const response = await send(request({ checkIn: day(90), checkOut: day(92), email: guest }))
      expect(response.status).toBe(201)
      const { reference } = (await response.json()) as { reference: string }
      const { docs } = await app.payload.find({
        collection: 'bookings',
        where: { reference: { equals: reference } },
        overrideAccess: true,
      })
      const lapses = new Date(new Date(docs[0].createdAt).getTime() + 48 * 3_600_000)
      await app.payload.jobs.run({ limit: 10 })
      const mail = (smtp.messages as ReceivedMail[]).find((m) => m.envelope.to.includes(guest))
      expect(mail?.text).toContain('It is not confirmed yet')
      expect(mail?.text).toContain(
        `The deposit of ₵300 is due by ${timeInGhana(lapses)} on ${formatStayDate(todayInGhana(lapses))}. Pay by mobile money to MTN merchant ID 482913 (Royal Palm Guest House) or Telecel number 020 765 4321 (Kwame Mensah), quoting your reference ${reference}.`,
      )
    } finally {
      await app.payload.updateGlobal({
        slug: 'site-settings',
        data: { depositPercent: 0 },
        overrideAccess: true,
        context,
      })
    }
  })
})
