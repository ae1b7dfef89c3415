import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { DEFAULT_TEMPLATES, STAY_MOMENTS } from '@/lib/guestStay/stayMessages'
import { formatStayDate } from '@/lib/dates'
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
let room: string
const HOUSE_EMAIL = 'stay@testhouse.example'
const GUEST = 'kofi.guest@example.com'

type Json = Record<string, unknown>

function stay(change: Json = {}): Json {
  return {
    room,
    guestName: 'Kofi <b>Mensah</b>',
    phone: '0241234567',
    email: GUEST,
    note: 'Please call http://evil.example',
    guests: 1,
    checkIn: day(20),
    checkOut: day(22),
    source: 'website',
    status: 'requested',
    ...change,
  }
}

async function create(body: Json): Promise<Booking> {
  const response = await app.call('POST', '/bookings', { json: body, cookie: reception })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Booking }).doc
}

async function step(booking: Booking, action: string): Promise<void> {
  const response = await app.call('POST', `/bookings/${booking.id}/status`, {
    json: { action, seenStatus: booking.status },
    cookie: reception,
  })
  expect(response.status).toBe(200)
}

/** The guest's emails sent since the last call, after running the queue. */
async function guestMails(): Promise<ReceivedMail[]> {
  await app.payload.jobs.run({ limit: 50 })
  const mails = (smtp.messages as ReceivedMail[]).filter((m) => m.envelope.to.includes(GUEST))
  smtp.messages.length = 0
  return mails
}

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('stayMessages', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    CONTACT_TO_EMAIL: 'house@int.test',
  })
  await createReception(app.payload)
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: {
      ...demoSiteSettings(),
      houseName: 'Test House',
      email: HOUSE_EMAIL,
      phonePrimary: '024 123 4567',
      phoneSecondary: '020 765 4321',
      mapLinkUrl: 'https://maps.example/test-house',
      checkInTime: '1:30 pm',
      checkOutTime: '10:30 am',
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  room = await createTestRoom(app.payload, 'Garden Room')
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

beforeEach(async () => {
  await guestMails()
})

describe('a status step the guest hears of', () => {
  it('confirms by email from the house, with the stay’s page, both parts and nothing the guest typed', async () => {
    const booking = await create(stay())
    await step(booking, 'confirm')
    const [mail, ...more] = await guestMails()
    expect(more).toHaveLength(0)
    expect(mail.subject).toBe(`Your stay ${booking.reference} is confirmed`)
    expect(mail.headers['reply-to']).toBe(HOUSE_EMAIL)
    expect(mail.headers['auto-submitted']).toBe('auto-generated')
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i)
    expect(mail.raw).toMatch(/Content-Type: text\/html/i)
    expect(mail.text).toContain('Hello guest, your stay in the Garden Room')
    expect(mail.text).toContain('(2 nights, ₵600)')
    expect(mail.text).toMatch(/https?:\/\/[^/]+\/stay\/[A-Za-z0-9_-]{32}/)
    expect(mail.text).toContain('Call or WhatsApp us: +233 24 123 4567 or +233 20 765 4321')
    expect(mail.text).not.toMatch(/Kofi|Mensah|evil\.example|<b>/)
  })

  it('tells the guest of a decline and of a cancellation, once each; an undo tells nobody', async () => {
    const declined = await create(stay({ checkIn: day(30), checkOut: day(31) }))
    await step(declined, 'decline')
    const cancelled = await create(stay({ checkIn: day(32), checkOut: day(33) }))
    await step(cancelled, 'cancel')
    const undone = await app.call('POST', `/bookings/${cancelled.id}/status`, {
      json: { action: 'undo', seenStatus: 'cancelled' },
      cookie: reception,
    })
    expect(undone.status).toBe(200)
    const subjects = (await guestMails()).map((mail) => mail.subject).sort()
    expect(subjects).toEqual([
      `Your booking request ${declined.reference}`,
      `Your stay ${cancelled.reference} is cancelled`,
    ])
  })

  it('sends nothing to a guest who gave no address', async () => {
    const booking = await create(stay({ email: null, checkIn: day(34), checkOut: day(35) }))
    await step(booking, 'confirm')
    expect(await guestMails()).toHaveLength(0)
  })
})

describe('a group’s rooms', () => {
  it('confirmed together make one email naming every room, even with two runners at once; a room confirmed later gets its own', async () => {
    const second = await createTestRoom(app.payload, 'Family Room')
    const third = await createTestRoom(app.payload, 'Hill Room')
    // A group is the server's to make (the guests' request door): written here as it writes one.
    const group = 'RP-GRP2'
    const rooms = [room, second, third]
    const stays: Booking[] = []
    for (const [i, id] of rooms.entries()) {
      stays.push(
        await app.payload.create({
          collection: 'bookings',
          data: stay({
            room: id,
            group,
            requestId: `group-request-${i}`,
            checkIn: day(80),
            checkOut: day(82),
          }) as never,
          overrideAccess: true,
        }),
      )
    }
    await step(stays[0], 'confirm')
    await step(stays[1], 'confirm')
    // Two instances' runners, each taking one of the two confirmations' jobs.
    await Promise.all([app.payload.jobs.run({ limit: 1 }), app.payload.jobs.run({ limit: 1 })])
    const together = await guestMails()
    expect(together).toHaveLength(1)
    const textPart = together[0].text.split('<p>')[0]
    expect([...textPart.matchAll(/your stay in the (.+?) from/g)].map((m) => m[1])).toEqual([
      'Garden Room',
      'Family Room',
    ])
    // Both rooms lead to the group's one page, which shows every room.
    expect(new Set(textPart.match(/\/stay\/[A-Za-z0-9_-]{32}/g)).size).toBe(1)
    // The house's lines once, under both rooms.
    expect(textPart.split('Call or WhatsApp us')).toHaveLength(2)

    await step(stays[2], 'confirm')
    const later = await guestMails()
    expect(later).toHaveLength(1)
    const laterText = later[0].text.split('<p>')[0]
    expect([...laterText.matchAll(/your stay in the (.+?) from/g)].map((m) => m[1])).toEqual([
      'Hill Room',
    ])
  })
})

describe('the owner’s words', () => {
  it('are used once saved; an unknown placeholder is refused with its name and nothing changes', async () => {
    const refused = await app.call('POST', '/globals/stay-messages', {
      json: { confirmed: { subject: 'Booked {reference}', body: 'Hi {firstname}' } },
      cookie: admin,
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Unknown placeholder {firstname}')
    const kept = await app.payload.findGlobal({ slug: 'stay-messages', overrideAccess: true })
    expect(kept.confirmed?.subject).toBe('Your stay {reference} is confirmed')

    const saved = await app.call('POST', '/globals/stay-messages', {
      json: { confirmed: { subject: 'Booked: {reference}', body: 'Akwaaba! {room}, {checkIn}.' } },
      cookie: admin,
    })
    expect(saved.status).toBe(200)
    const booking = await create(stay({ checkIn: day(36), checkOut: day(37) }))
    await step(booking, 'confirm')
    const [mail] = await guestMails()
    expect(mail.subject).toBe(`Booked: ${booking.reference}`)
    expect(mail.text).toContain('Akwaaba! Garden Room,')
    await app.payload.updateGlobal({
      slug: 'stay-messages',
      data: { confirmed: DEFAULT_TEMPLATES.confirmed },
      overrideAccess: true,
    })
  })
})

describe('the guest’s and the owner’s own characters', () => {
  it('are escaped in every moment’s email HTML and carried as plain text in every WhatsApp link', async () => {
    const hostile = '<script>alert(1)</script>'
    const owner = (moment: string) => ({
      subject: `${moment} & {reference}`,
      body: `Dear {name} & <b>friends</b> ${hostile}\n\nSee {link}`,
    })
    await app.payload.updateGlobal({
      slug: 'stay-messages',
      data: Object.fromEntries(STAY_MOMENTS.map((m) => [m, owner(m)])),
      overrideAccess: true,
    })
    const booking = await create(
      stay({ guestName: `${hostile}&Ama Owusu`, checkIn: day(70), checkOut: day(72) }),
    )
    await step(booking, 'confirm')
    // The confirmation as the guest's mail server got it: the owner's characters as written in
    // the text part (once), escaped in the HTML part.
    const [mail] = await guestMails()
    expect(mail.text).toContain(
      '&amp; &lt;b&gt;friends&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;',
    )
    expect(mail.text.split(hostile)).toHaveLength(2)
    expect(mail.text.split('<b>')).toHaveLength(2)

    const { composeStayMessage } = await import('@/collections/Bookings/guestStay/stayMessageText')
    const req = await createLocalReq({}, app.payload)
    const full = await app.payload.findByID({ collection: 'bookings', id: booking.id, depth: 1 })
    for (const moment of STAY_MOMENTS) {
      const email = await composeStayMessage(req, full, moment, 'email')
      expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(email.html).toContain('Dear guest &amp; &lt;b&gt;friends')
      expect(email.html).not.toMatch(/<script|<b>/)
      // The WhatsApp text is no HTML: the guest's own first name, exactly as typed.
      const whatsapp = await composeStayMessage(req, full, moment, 'whatsapp')
      expect(whatsapp.text).toContain(`Dear ${hostile}&Ama & <b>friends</b>`)
    }
    const listed = await app.call('GET', `/bookings/${booking.id}/messages`, { cookie: reception })
    const { messages } = (await listed.json()) as { messages: Array<{ link: string }> }
    for (const { link } of messages) {
      const url = new URL(link)
      expect(url.origin).toBe('https://wa.me')
      // Nothing the guest typed breaks out of the link's one `text` parameter.
      expect([...url.searchParams.keys()]).toEqual(['text'])
      expect(url.searchParams.get('text')).toContain(`Dear ${hostile}&Ama & <b>friends</b>`)
    }
    await app.payload.updateGlobal({
      slug: 'stay-messages',
      data: DEFAULT_TEMPLATES,
      overrideAccess: true,
    })
  })
})

describe('the day-before and after-stay messages', () => {
  it('are made once per stay by two runs at the same moment, with the balance due and directions', async () => {
    const arriving = await create(
      stay({ status: 'confirmed', source: 'phone', checkIn: day(1), checkOut: day(3) }),
    )
    const leaving = await create(
      stay({ status: 'confirmed', source: 'phone', checkIn: day(40), checkOut: day(42) }),
    )
    // A stay that has ended today: written below the hooks, which keep new stays in the future.
    await app.payload.db.updateOne({
      collection: 'bookings',
      id: leaving.id,
      data: {
        status: 'completed',
        checkIn: `${day(-2)}T00:00:00.000Z`,
        checkOut: `${day(0)}T00:00:00.000Z`,
      },
    })
    await guestMails()
    const { sendStayReminders } =
      await import('@/collections/Bookings/guestStay/jobs/sendStayReminders')
    const run = async () => sendStayReminders(await createLocalReq({}, app.payload))
    const made = await Promise.all([run(), run()])
    expect(made[0] + made[1]).toBe(2)
    expect(await run()).toBe(0)

    const mails = await guestMails()
    const subjects = mails.map((mail) => mail.subject).sort()
    expect(subjects).toEqual([
      `Payment for your stay ${arriving.reference}`,
      `See you tomorrow: your stay ${arriving.reference}`,
      'Thank you for staying with us',
    ])
    const reminder = mails.find((mail) => mail.subject.startsWith('See you')) as ReceivedMail
    expect(reminder.text).toContain('Check-in from 1:30 pm, check-out by 10:30 am.')
    expect(reminder.text).toContain('Map: https://maps.example/test-house')
    const balance = mails.find((mail) => mail.subject.startsWith('Payment')) as ReceivedMail
    expect(balance.text).toContain('₵600 of the ₵600 for your stay')
    const thanks = mails.find((mail) => mail.subject.startsWith('Thank')) as ReceivedMail
    expect(thanks.text).toMatch(/\/stay\/[A-Za-z0-9_-]{32}#review/)

    for (const booking of [arriving, leaving]) {
      const read = await app.payload.findByID({
        collection: 'bookings',
        id: booking.id,
        overrideAccess: true,
      })
      const made = (read.history ?? []).filter((e) => e.action === MESSAGES.stayMessages.produced)
      expect(made).toHaveLength(1)
    }

    // Both wait on Today's list until staff open them in WhatsApp from the desk.
    const toSend = async () => {
      const today = await app.call('GET', '/bookings/today', { cookie: reception })
      return ((await today.json()) as { toSend: Booking[] }).toSend.map((b) => b.id).sort()
    }
    expect(await toSend()).toEqual([arriving.id, leaving.id].sort())
    const tapped = await app.call('POST', `/bookings/${arriving.id}/messages`, {
      json: { moment: 'dayBefore' },
      cookie: reception,
    })
    expect(tapped.status).toBe(200)
    expect(await toSend()).toEqual([leaving.id])
  })
})

describe('the desk’s WhatsApp messages', () => {
  it('are one-tap wa.me links to the guest’s number with the owner’s text, recorded when opened', async () => {
    const booking = await create(stay({ checkIn: day(50), checkOut: day(52) }))
    await step(booking, 'confirm')
    const listed = await app.call('GET', `/bookings/${booking.id}/messages`, { cookie: reception })
    expect(listed.status).toBe(200)
    const { messages } = (await listed.json()) as {
      messages: Array<{ moment: string; link: string; opened: boolean }>
    }
    expect(messages.map((m) => m.moment)).toEqual(['confirmed', 'balanceDue', 'dayBefore'])
    const link = new URL(messages[0].link)
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/233241234567')
    const text = link.searchParams.get('text') ?? ''
    // Staff send it from the house phone to a number they know: the first name greets the guest.
    expect(text).toContain(`Hello Kofi, your stay in the Garden Room`)
    expect(text).toMatch(/\/stay\/[A-Za-z0-9_-]{32}/)
    expect(text).not.toContain('evil.example')

    const refused = await app.call('POST', `/bookings/${booking.id}/messages`, {
      json: { moment: 'whatever' },
      cookie: reception,
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ message: MESSAGES.stayMessages.unknownMoment })
    const stranger = await app.call('POST', `/bookings/${booking.id}/messages`, {
      json: { moment: 'confirmed' },
    })
    expect(stranger.status).toBe(401)

    const opened = await app.call('POST', `/bookings/${booking.id}/messages`, {
      json: { moment: 'confirmed' },
      cookie: reception,
    })
    const { booking: after } = (await opened.json()) as { booking: Booking }
    expect(after.history?.at(-1)).toMatchObject({
      action: MESSAGES.stayMessages.whatsappOpened,
      detail: 'Confirmed',
    })
    const again = await app.call('GET', `/bookings/${booking.id}/messages`, { cookie: reception })
    const reread = (await again.json()) as { messages: Array<{ opened: boolean }> }
    expect(reread.messages.map((m) => m.opened)).toEqual([true, false, false])
  })
})

describe('the day-before message', () => {
  /** The stay's day-before reminders made so far: its history lines and emails. */
  async function reminders(booking: Booking) {
    const read = await app.payload.findByID({
      collection: 'bookings',
      id: booking.id,
      overrideAccess: true,
    })
    const made = (read.history ?? []).filter((e) => e.action === MESSAGES.stayMessages.produced)
    return { read, made: made.length }
  }
  const runAt = async (now: Date) => {
    const { sendStayReminders } =
      await import('@/collections/Bookings/guestStay/jobs/sendStayReminders')
    return sendStayReminders(await createLocalReq({}, app.payload), now)
  }
  const seeYou = (mails: ReceivedMail[], booking: Booking) =>
    mails.filter((mail) => mail.subject === `See you tomorrow: your stay ${booking.reference}`)

  it('reaches a stay confirmed after the day’s last run for tomorrow, and one for today, once each', async () => {
    const shade = await createTestRoom(app.payload, 'Shade Room')
    const confirmed = { room: shade, status: 'confirmed', source: 'phone' }
    const tomorrow = await create(stay({ ...confirmed, checkIn: day(1), checkOut: day(2) }))
    await guestMails()
    // Confirmed at 23:30, after the day's last run: the next runs are on the arrival day.
    await runAt(new Date(`${day(1)}T00:07:00.000Z`))
    await runAt(new Date(`${day(1)}T01:07:00.000Z`))
    expect(seeYou(await guestMails(), tomorrow)).toHaveLength(1)
    expect((await reminders(tomorrow)).made).toBe(1)

    // Confirmed this morning for tonight: the next run of the day reminds it, once.
    const tonight = await create(stay({ ...confirmed, checkIn: day(0), checkOut: day(1) }))
    await runAt(new Date())
    await runAt(new Date())
    expect(seeYou(await guestMails(), tonight)).toHaveLength(1)
    expect((await reminders(tonight)).made).toBe(1)
  })

  it('is made again for a moved stay’s new dates, and the old one leaves Today’s list', async () => {
    const porch = await createTestRoom(app.payload, 'Porch Room')
    const moving = await create(
      stay({
        room: porch,
        status: 'confirmed',
        source: 'phone',
        checkIn: day(5),
        checkOut: day(6),
      }),
    )
    await runAt(new Date(`${day(4)}T10:07:00.000Z`))
    expect((await reminders(moving)).read.reminderAt).toBeTruthy()
    const toSend = async () => {
      const today = await app.call('GET', '/bookings/today', { cookie: reception })
      return ((await today.json()) as { toSend: Booking[] }).toSend.some((b) => b.id === moving.id)
    }
    expect(await toSend()).toBe(true)

    const moved = await app.call('POST', `/bookings/${moving.id}/change`, {
      json: { seenStatus: 'confirmed', roomId: porch, checkIn: day(8), checkOut: day(9) },
      cookie: reception,
    })
    expect(moved.status).toBe(200)
    expect((await reminders(moving)).read.reminderAt).toBeFalsy()
    expect(await toSend()).toBe(false)
    await guestMails()

    await runAt(new Date(`${day(7)}T10:07:00.000Z`))
    await runAt(new Date(`${day(7)}T11:07:00.000Z`))
    const mails = seeYou(await guestMails(), moving)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain(formatStayDate(day(8)))
    expect((await reminders(moving)).made).toBe(2)
    expect(await toSend()).toBe(true)
  })
})
