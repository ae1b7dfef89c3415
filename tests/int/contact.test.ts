import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import { CONTACT_REQUIRED_MESSAGES } from '@/lib/validation/contact'

import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'
import { startTestApp, type TestApp } from '../helpers/payload'

const HOUSE = 'house@int.test'

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null
let smtpPort: number

type Json = Record<string, unknown>

const message = (change: Json = {}): Json => ({
  name: 'Ama Owusu',
  email: 'ama.guest@example.com',
  phone: '0241234567',
  checkIn: '',
  checkOut: '',
  guests: '2',
  roomType: 'Queen Room',
  subject: 'Weekend stay',
  message: 'Do you have a queen room free this weekend?',
  ...change,
})

async function storedCount(): Promise<number> {
  return (await app.payload.count({ collection: 'contact-messages', overrideAccess: true }))
    .totalDocs
}

/** Jobs that failed wait 30 s before their retry; tests move that moment to now. */
async function runJobsNow(): Promise<void> {
  await app.payload.update({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
  await app.payload.jobs.run({ limit: 100 })
}

const received = (): ReceivedMail[] => smtp?.messages ?? []

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  smtpPort = smtp.port
  app = await startTestApp('contact', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    CONTACT_TO_EMAIL: HOUSE,
  })
}, 60_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('POST /api/contact/email', () => {
  it('stores the message, then emails the house and acknowledges the guest', async () => {
    const response = await app.call('POST', '/contact/email', {
      json: message({
        subject: 'Weekend stay <script>alert(1)</script>',
        message: 'Hello <b>there</b>',
      }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, message: MESSAGES.contact.success })
    expect(await storedCount()).toBe(1)

    await app.payload.jobs.run({ limit: 10 })
    expect(received()).toHaveLength(2)
    const house = received().find((m) => m.envelope.to.includes(HOUSE)) as ReceivedMail
    const guest = received().find((m) =>
      m.envelope.to.includes('ama.guest@example.com'),
    ) as ReceivedMail
    expect(house.envelope.to).toEqual([HOUSE])
    expect(house.headers['reply-to']).toContain('ama.guest@example.com')
    expect(house.headers.to).toBe(HOUSE)
    expect(house.headers.from).toContain('no-reply@int.test')
    expect(house.text).toContain('Hello <b>there</b>')
    // In the HTML part what the guest typed is escaped: shown as text, never live markup.
    expect(house.text).toContain('<td>Weekend stay &lt;script&gt;alert(1)&lt;/script&gt;</td>')
    expect(house.text).toContain('Hello &lt;b&gt;there&lt;/b&gt;')
    expect(house.text).not.toMatch(/<td>[^<]*<script>/)
    expect(guest.envelope.to).toEqual(['ama.guest@example.com'])
    // The guest's copy answers to the house and tells mail servers not to answer it back.
    const settings = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(guest.headers['reply-to']).toBe(settings.email || HOUSE)
    expect(guest.headers['auto-submitted']).toBe('auto-replied')
    // The visitor's address is only the recipient of their copy and the reply-to of the house's.
    const headerText = (mail: ReceivedMail) =>
      Object.entries(mail.headers)
        .filter(([k]) => k !== 'to' && k !== 'reply-to')
        .map(([, v]) => v)
        .join('\n')
    expect(headerText(house)).not.toContain('ama.guest@example.com')
    expect(headerText(guest)).not.toContain('ama.guest@example.com')

    const stored = await app.payload.find({ collection: 'contact-messages', overrideAccess: true })
    expect(stored.docs[0]).toMatchObject({
      houseEmailStatus: 'sent',
      guestEmailStatus: 'sent',
      name: 'Ama Owusu',
    })
  })

  it.each([
    [{ name: ' ' }, CONTACT_REQUIRED_MESSAGES.name],
    [{ email: '' }, CONTACT_REQUIRED_MESSAGES.email],
    [{ subject: '' }, CONTACT_REQUIRED_MESSAGES.subject],
    [{ message: '' }, CONTACT_REQUIRED_MESSAGES.message],
    [{ email: 'not an email' }, MESSAGES.contact.invalidEmail],
    [{ phone: '12345' }, MESSAGES.contact.invalidPhone],
    [{ checkIn: '2020-01-01', checkOut: '2020-01-05' }, MESSAGES.contact.checkInPast],
    [{ checkIn: '2999-01-05', checkOut: '2999-01-04' }, MESSAGES.contact.checkOutBeforeCheckIn],
    [{ guests: '9' }, MESSAGES.contact.invalidData],
    [{ roomType: 'Penthouse' }, MESSAGES.contact.invalidData],
    [{ name: { $ne: '' } }, 'name must be text'],
    [{ message: 'x'.repeat(20_000) }, MESSAGES.contact.invalidData],
  ])('answers 400 for bad input #%# and stores nothing', async (change, text) => {
    const before = await storedCount()
    const response = await app.call('POST', '/contact/email', { json: message(change) })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ success: false, message: text })
    expect(await storedCount()).toBe(before)
  })

  it('refuses line breaks in single-line fields, which could inject mail headers', async () => {
    const before = await storedCount()
    for (const change of [
      { subject: 'Hi\r\nBcc: victim@example.com' },
      { name: 'Ama\nBcc: victim@example.com' },
      { email: 'ama@example.com\r\nCc: victim@example.com' },
    ]) {
      const response = await app.call('POST', '/contact/email', { json: message(change) })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        success: false,
        message: MESSAGES.contact.invalidData,
      })
    }
    expect(await storedCount()).toBe(before)
  })

  // Four rounds of the queue and the writes each makes: over jest's 5 s on a busy machine.
  it('keeps every message while SMTP is down and sends each email exactly once when it returns', async () => {
    await smtp?.close()
    smtp = null
    const before = await storedCount()
    for (let i = 0; i < 3; i++) {
      const started = Date.now()
      const response = await app.call('POST', '/contact/email', {
        json: message({ subject: `Down ${i}`, email: `down${i}@example.com` }),
      })
      expect(response.status).toBe(200)
      expect(Date.now() - started).toBeLessThan(2000)
    }
    expect(await storedCount()).toBe(before + 3)
    await runJobsNow()
    await runJobsNow()
    const waiting = await app.payload.find({
      collection: 'contact-messages',
      where: { subject: { like: 'Down' } },
      overrideAccess: true,
    })
    expect(waiting.docs.every((doc) => doc.houseEmailStatus !== 'sent')).toBe(true)

    smtp = await startSmtpServer(smtpPort)
    await runJobsNow()
    await runJobsNow()
    const downMails = received().filter(
      (m) => m.subject.includes('Down') || /^down\d@/.test(m.envelope.to[0] ?? ''),
    )
    expect(downMails).toHaveLength(6)
    for (let i = 0; i < 3; i++) {
      expect(downMails.filter((m) => m.subject.includes(`Down ${i}`))).toHaveLength(1)
      expect(downMails.filter((m) => m.envelope.to[0] === `down${i}@example.com`)).toHaveLength(1)
    }
    const sent = await app.payload.find({
      collection: 'contact-messages',
      where: { subject: { like: 'Down' } },
      overrideAccess: true,
    })
    expect(
      sent.docs.every((doc) => doc.houseEmailStatus === 'sent' && doc.guestEmailStatus === 'sent'),
    ).toBe(true)
  }, 20_000)
})
