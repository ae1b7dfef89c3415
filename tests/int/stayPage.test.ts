import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'
import { RATE_LIMITS } from '@/lib/rateLimits'
import { countReviewsWaiting } from '@/collections/Content/reviewsWaiting'

import {
  createTestRoom,
  fromAddress,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let reception: string
let room: string
const GUEST = 'efua.guest@example.com'

type Json = Record<string, unknown>

async function create(change: Json = {}): Promise<Booking> {
  const response = await app.call('POST', '/bookings', {
    json: {
      room,
      guestName: 'Efua Boateng',
      phone: '0241234567',
      email: GUEST,
      guests: 2,
      checkIn: day(10),
      checkOut: day(12),
      source: 'website',
      status: 'requested',
      ...change,
    },
    cookie: reception,
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Booking }).doc
}

/** Confirms a request and answers the token its confirmation email links to. */
async function confirmedToken(booking: Booking): Promise<string> {
  const confirmed = await app.call('POST', `/bookings/${booking.id}/status`, {
    json: { action: 'confirm', seenStatus: 'requested' },
    cookie: reception,
  })
  expect(confirmed.status).toBe(200)
  await app.payload.jobs.run({ limit: 20 })
  const mail = (smtp.messages as ReceivedMail[]).find((m) => m.subject.includes(booking.reference!))
  const token = mail?.text.match(/\/stay\/([A-Za-z0-9_-]{32})/)?.[1]
  expect(token).toBeDefined()
  return token as string
}

/** Moves a stay into the past, below the hooks that keep new stays ahead. */
async function endStay(booking: Booking, checkOutOffset: number) {
  await app.payload.db.updateOne({
    collection: 'bookings',
    id: booking.id,
    data: {
      status: 'completed',
      checkIn: `${day(checkOutOffset - 2)}T00:00:00.000Z`,
      checkOut: `${day(checkOutOffset)}T00:00:00.000Z`,
    },
  })
}

const post = (token: string, what: 'cancel' | 'review', json: Json = {}) =>
  app.call('POST', `/bookings/stay/${token}/${what}`, { json })

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('stayPage', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    CONTACT_TO_EMAIL: 'house@int.test',
  })
  await createReception(app.payload)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), houseName: 'Test House', address: '12 Palm Street, Accra' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  room = await createTestRoom(app.payload, 'Garden Room', { regularPrice: 350 })
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('the private stay page', () => {
  it('opens the stay its confirmation links to, and nothing for a wrong or expired token', async () => {
    const booking = await create()
    const token = await confirmedToken(booking)
    const { readStay } = await import('@/data/stay')
    const stay = await readStay(token)
    expect(stay).toMatchObject({
      reference: booking.reference,
      status: 'Confirmed',
      nights: 2,
      // The picture's own shape (the fixture's is 64 x 48), so the page keeps its box for it.
      room: { name: 'Garden Room', photo: { width: 64, height: 48 } },
      money: { price: 70000, balance: 70000 },
      canCancel: true,
      canReview: false,
      house: { name: 'Test House', address: '12 Palm Street, Accra' },
      // No gateway is set up here: the page offers nothing to pay online.
      payOnline: null,
      // The register's counts come with the page, so its section is drawn with it.
      register: { registered: 0, guests: booking.guests, open: true, retentionMonths: 24 },
    })
    expect(stay?.nightPrices).toHaveLength(2)

    const calendar = await app.call('GET', `/bookings/stay/${token}/calendar`)
    expect(calendar.status).toBe(200)
    expect(calendar.headers.get('cache-control')).toBe('no-store')
    expect(calendar.headers.get('content-type')).toContain('text/calendar')
    const ics = await calendar.text()
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day(10).replace(/-/g, '')}`)
    expect(ics).toContain(`SUMMARY:Stay at Test House (${booking.reference})`)

    // One character changed, a malformed token, an expired stay: the same bare 404.
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await readStay(wrong)).toBeNull()
    // A link still open is no expired one; a token that never opened a stay says nothing at all.
    const { readExpiredStay } = await import('@/data/stay')
    expect(await readExpiredStay(token)).toBeNull()
    expect(await readExpiredStay(wrong)).toBeNull()
    for (const bad of [wrong, 'short']) {
      const answer = await app.call('GET', `/bookings/stay/${bad}/calendar`)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({ success: false, message: MESSAGES.request.notFound })
    }
    await endStay(booking, -31)
    expect(await readStay(token)).toBeNull()
    // The guest's own link, run out: the house's name and phone for the message, nothing of the stay.
    const { demoSiteSettings } = await import('@/seed')
    const expired = await readExpiredStay(token)
    expect(expired).toEqual({ houseName: 'Test House', phone: demoSiteSettings().phonePrimary })
    expect((await app.call('GET', `/bookings/stay/${token}/calendar`)).status).toBe(404)
    expect((await post(token, 'review', { rating: 5, text: 'Lovely' })).status).toBe(404)
  })

  it('takes a request to cancel once, for staff to confirm; it cancels nothing itself', async () => {
    const booking = await create({ checkIn: day(14), checkOut: day(15) })
    const token = await confirmedToken(booking)
    const first = await post(token, 'cancel')
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ message: MESSAGES.stayMessages.cancelSent })
    const again = await post(token, 'cancel')
    expect(await again.json()).toEqual({ message: MESSAGES.stayMessages.cancelAlready })

    const read = await app.payload.findByID({ collection: 'bookings', id: booking.id })
    expect(read.status).toBe('confirmed')
    // The page's key and token hash never leave the server, not even to staff.
    const rest = await app.call('GET', `/bookings/${booking.id}`, { cookie: reception })
    const shown = (await rest.json()) as Json
    expect(shown.reference).toBe(booking.reference)
    expect(shown).not.toHaveProperty('stayKey')
    expect(shown).not.toHaveProperty('stayTokenHash')
    const asked = (read.history ?? []).filter((e) => e.action === MESSAGES.stayMessages.cancelAsked)
    expect(asked).toHaveLength(1)
    const today = await app.call('GET', '/bookings/today', { cookie: reception })
    const { cancelAsked } = (await today.json()) as { cancelAsked: Booking[] }
    expect(cancelAsked.map((b) => b.id)).toEqual([booking.id])
  })

  it('lets staff dismiss a request to cancel: it leaves Today, the history says so, the guest may ask again', async () => {
    const booking = await create({ checkIn: day(24), checkOut: day(25) })
    const token = await confirmedToken(booking)
    expect((await post(token, 'cancel')).status).toBe(200)
    const asking = async () => {
      const today = await app.call('GET', '/bookings/today', { cookie: reception })
      const { cancelAsked } = (await today.json()) as { cancelAsked: Booking[] }
      return cancelAsked.some((b) => b.id === booking.id)
    }
    expect(await asking()).toBe(true)

    const dismiss = (cookie?: string) =>
      app.call('POST', `/bookings/${booking.id}/dismiss-cancel`, { json: {}, cookie })
    expect((await dismiss()).status).toBe(401)
    const dismissed = await dismiss(reception)
    expect(dismissed.status).toBe(200)
    const { booking: after } = (await dismissed.json()) as { booking: Booking }
    expect(after.cancelRequestedAt).toBeFalsy()
    expect(after.status).toBe('confirmed')
    expect(after.history?.at(-1)).toMatchObject({
      action: MESSAGES.stayMessages.cancelDismissed,
      byName: 'Front Desk',
    })
    expect(await asking()).toBe(false)
    // Nothing left to dismiss: said so, and no second line in the history.
    const twice = await dismiss(reception)
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({ message: MESSAGES.stayMessages.noCancelRequest })

    // The guest's page offers the request again, and takes it as a new one.
    const { readStay } = await import('@/data/stay')
    expect(await readStay(token)).toMatchObject({ canCancel: true, cancelAsked: false })
    const again = await post(token, 'cancel')
    expect(await again.json()).toEqual({ message: MESSAGES.stayMessages.cancelSent })
    expect(await asking()).toBe(true)
    const read = await app.payload.findByID({ collection: 'bookings', id: booking.id })
    const lines = (read.history ?? []).map((e) => e.action)
    expect(lines.filter((a) => a === MESSAGES.stayMessages.cancelAsked)).toHaveLength(2)
    expect(lines.filter((a) => a === MESSAGES.stayMessages.cancelDismissed)).toHaveLength(1)
  })

  it('shows a guest’s link the typed name, phone and email masked until staff confirm the stay', async () => {
    const booking = await create({ checkIn: day(26), checkOut: day(27) })
    const { documentsOf } = await import('@/data/invoiceAndReceipts')
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq({}, app.payload)
    const documents = async (reader: 'guest' | 'staff') => {
      const stay = await app.payload.findByID({
        collection: 'bookings',
        id: booking.id,
        depth: 1,
        overrideAccess: true,
      })
      return documentsOf(req, stay, reader)
    }
    const typed = { name: 'Efua Boateng', phone: '0241234567', email: GUEST }
    const asked = await documents('guest')
    expect(asked.guest).toEqual({ name: 'E***', phone: '***567', email: 'e***@example.com' })
    expect(JSON.stringify(asked)).not.toMatch(/Boateng|0241234567|efua\.guest/)
    // The desk's copy is the staff's: as typed.
    expect((await documents('staff')).guest).toEqual(typed)

    await confirmedToken(booking)
    expect((await documents('guest')).guest).toEqual(typed)
  })

  it('offers the desk no after-stay message once the stay’s page has closed', async () => {
    const moments = async (booking: Booking) => {
      const listed = await app.call('GET', `/bookings/${booking.id}/messages`, {
        cookie: reception,
      })
      expect(listed.status).toBe(200)
      const { messages } = (await listed.json()) as { messages: Array<{ moment: string }> }
      return messages.map((m) => m.moment)
    }
    // Both guests left owing their stay: the balance reminder is offered as long as they owe,
    // the thanks only while the page it links to still opens.
    const open = await create({ checkIn: day(28), checkOut: day(29) })
    await endStay(open, -30)
    expect(await moments(open)).toEqual(['balanceDue', 'afterStay'])
    const closed = await create({ checkIn: day(30), checkOut: day(31) })
    await endStay(closed, -31)
    expect(await moments(closed)).toEqual(['balanceDue'])
  })

  it('turns one review per stay into a draft testimonial editors see without booking data', async () => {
    const booking = await create({ checkIn: day(16), checkOut: day(18) })
    const token = await confirmedToken(booking)
    const early = await post(token, 'review', { rating: 5, text: 'Lovely stay' })
    expect(early.status).toBe(409)
    expect(await early.json()).toMatchObject({ message: MESSAGES.stayMessages.reviewNotOpen })
    await endStay(booking, -1)

    const bad = await post(token, 'review', { rating: 6, text: 'Lovely stay' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: MESSAGES.stayMessages.reviewRating })
    // The guest's words are kept as typed and escaped wherever they are shown.
    const text = 'Clean rooms <script>alert(1)</script> and kind staff'
    const [one, two] = await Promise.all([
      post(token, 'review', { rating: 4, text, publishName: true }),
      post(token, 'review', { rating: 2, text: 'Second try', publishName: true }),
    ])
    expect([one.status, two.status].sort()).toEqual([201, 409])
    expect((await post(token, 'review', { rating: 3, text: 'Third' })).status).toBe(409)

    const editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    const listed = await app.call('GET', '/testimonials?draft=true&where[_status][equals]=draft', {
      cookie: editor,
    })
    const { docs } = (await listed.json()) as { docs: Json[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Efua', _status: 'draft' })
    expect(docs[0].fromStay).toBeUndefined()
    expect(JSON.stringify(docs[0])).not.toMatch(/Boateng|0241234567|efua\.guest|RP-/)
    // Not on the public site until an editor publishes it.
    const publicList = await app.call('GET', '/testimonials?limit=100')
    const published = (await publicList.json()) as { docs: Json[] }
    expect(published.docs.some((doc) => doc.id === docs[0].id)).toBe(false)

    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const publish = await app.call('PATCH', `/testimonials/${docs[0].id}`, {
      json: { _status: 'published' },
      cookie: admin,
    })
    expect(publish.status).toBe(200)
    const after = (await (await app.call('GET', '/testimonials?limit=100')).json()) as {
      docs: Json[]
    }
    expect(after.docs.find((doc) => doc.id === docs[0].id)).toMatchObject({ name: 'Efua' })
  })

  it('tells the house by email when a guest’s review arrives, with its words and where to publish it', async () => {
    const booking = await create({ checkIn: day(40), checkOut: day(42) })
    const token = await confirmedToken(booking)
    await endStay(booking, -1)
    smtp.messages.length = 0
    expect(await countReviewsWaiting(app.payload)).toBe(0)
    const sent = await post(token, 'review', { rating: 5, text: 'Quiet & <clean> rooms' })
    expect(sent.status).toBe(201)
    // The /cms dashboard and the owner's dashboard count it until it is published.
    expect(await countReviewsWaiting(app.payload)).toBe(1)
    const owner = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const dashboard = await app.call('GET', '/dashboard?period=30', { cookie: owner })
    expect(((await dashboard.json()) as { reviewsWaiting: number }).reviewsWaiting).toBe(1)
    await app.payload.jobs.run({ limit: 20 })

    const mails = (smtp.messages as ReceivedMail[]).filter((m) =>
      m.envelope.to.includes('house@int.test'),
    )
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('New guest review for Test House: 5 of 5')
    expect(mail.text).toContain('Quiet & <clean> rooms')
    expect(mail.text).toMatch(/\/cms\/collections\/testimonials\/\S+/)
    // Its HTML part carries the guest's words escaped.
    expect(mail.text).toContain('Quiet &amp; &lt;clean&gt; rooms')
    // The guest is not copied: the email is the house's alone.
    expect(mail.envelope.to).toEqual(['house@int.test'])
  })

  it('limits a client that tries token after token, and another client still gets in', async () => {
    const { points } = RATE_LIMITS.stayPage
    const headers = fromAddress('203.0.113.66')
    const guess = (n: number) => `${String(n).padStart(4, '0')}${'x'.repeat(28)}`
    const answers: number[] = []
    for (let n = 0; n <= points; n++) {
      answers.push(
        (await app.call('POST', `/bookings/stay/${guess(n)}/review`, { json: {}, headers })).status,
      )
    }
    expect(answers.slice(0, points)).toEqual(Array(points).fill(404))
    expect(answers[points]).toBe(429)
    const other = await app.call('POST', `/bookings/stay/${guess(0)}/review`, {
      json: {},
      headers: fromAddress('203.0.113.67'),
    })
    expect(other.status).toBe(404)
  })
})
