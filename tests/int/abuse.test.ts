import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { RATE_LIMITS } from '@/lib/rateLimits'
import { MESSAGES } from '@/lib/messages'
import { FILL_MS_FIELD, HONEYPOT_FIELD, MAX_FILL_MS } from '@/lib/validation/contact'

import {
  fromAddress,
  imageForm,
  makeImage,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '../helpers/payload'

let app: TestApp

const contact = (change: Record<string, unknown> = {}) => ({
  name: 'Esi',
  email: 'esi@example.com',
  subject: 'Question',
  message: 'Do you serve breakfast?',
  ...change,
})

async function stored(): Promise<number> {
  return (await app.payload.count({ collection: 'contact-messages', overrideAccess: true }))
    .totalDocs
}

beforeAll(async () => {
  app = await startTestApp('abuse')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('spam traps on the contact form', () => {
  it('drops a filled honeypot and a too-fast submission without an error', async () => {
    const before = await stored()
    const trapped = await app.call('POST', '/contact/email', {
      json: contact({ [HONEYPOT_FIELD]: 'http://spam.example' }),
    })
    expect(trapped.status).toBe(200)
    expect(await trapped.json()).toMatchObject({ success: true })
    const fast = await app.call('POST', '/contact/email', {
      json: contact({ [FILL_MS_FIELD]: 300 }),
    })
    expect(fast.status).toBe(200)
    expect(await stored()).toBe(before)

    const human = await app.call('POST', '/contact/email', {
      json: contact({ [HONEYPOT_FIELD]: '', [FILL_MS_FIELD]: 15_000 }),
    })
    expect(human.status).toBe(200)
    expect(await stored()).toBe(before + 1)
  })

  it('judges the time on the form as the browser measured it, whatever the phone’s clock says', async () => {
    const before = await stored()
    // A phone whose clock runs an hour ahead once sent a start time "in the future", and its
    // message was dropped as too fast. The form now sends only how long it was open, and an old
    // page's start time is no longer read at all.
    const aheadOfTime = await app.call('POST', '/contact/email', {
      json: contact({ [FILL_MS_FIELD]: 40_000, formStartedAt: Date.now() + 60 * 60_000 }),
    })
    expect(aheadOfTime.status).toBe(200)
    expect(await stored()).toBe(before + 1)
  })

  it.each([
    ['negative', -5],
    ['not a number', 'soon'],
    ['beyond any form left open', MAX_FILL_MS + 1],
  ])('refuses a time on the form that is %s, visibly rather than in silence', async (_, value) => {
    const before = await stored()
    const response = await app.call('POST', '/contact/email', {
      json: contact({ [FILL_MS_FIELD]: value }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      success: false,
      message: MESSAGES.contact.invalidData,
    })
    expect(await stored()).toBe(before)
  })
})

describe('per-client rate limits', () => {
  it('answers 429 to a contact flood from one address and keeps serving others', async () => {
    const headers = fromAddress('203.0.113.7')
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMITS.contact.points + 2; i++) {
      statuses.push(
        (
          await app.call('POST', '/contact/email', {
            json: contact({ subject: `Flood ${i}` }),
            headers,
          })
        ).status,
      )
    }
    expect(statuses.slice(0, RATE_LIMITS.contact.points).every((s) => s === 200)).toBe(true)
    const limited = await app.call('POST', '/contact/email', { json: contact(), headers })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited.json()).toMatchObject({
      success: false,
      message: MESSAGES.request.rateLimited,
    })
    const flooded = await app.payload.count({
      collection: 'contact-messages',
      where: { subject: { like: 'Flood' } },
      overrideAccess: true,
    })
    expect(flooded.totalDocs).toBe(RATE_LIMITS.contact.points)

    const other = await app.call('POST', '/contact/email', {
      json: contact(),
      headers: fromAddress('203.0.113.8'),
    })
    expect(other.status).toBe(200)
  })

  it('answers 429 to sign-in and upload floods', async () => {
    const headers = fromAddress('198.51.100.4')
    let last = 0
    for (let i = 0; i <= RATE_LIMITS.signIn.points; i++) {
      last = (
        await app.call('POST', '/auth/signin', {
          json: { email: `nobody${i}@example.com`, password: 'wrong-password' },
          headers,
        })
      ).status
    }
    expect(last).toBe(429)
    // The right password from that address waits too: the limit is per client, before any check.
    const blocked = await app.call('POST', '/auth/signin', { json: TEST_ADMIN, headers })
    expect(blocked.status).toBe(429)

    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const jpeg = await makeImage('jpeg')
    const uploadHeaders = fromAddress('198.51.100.5')
    for (let i = 0; i < RATE_LIMITS.upload.points; i++) {
      const ok = await app.call('POST', '/images/upload', {
        body: imageForm('not an image', 'x.jpg', 'image/jpeg'),
        cookie: admin,
        headers: uploadHeaders,
      })
      expect(ok.status).toBe(400)
      expect(await ok.json()).toEqual({ error: { message: MESSAGES.image.wrongType } })
    }
    const limited = await app.call('POST', '/images/upload', {
      body: imageForm(jpeg, 'y.jpg', 'image/jpeg'),
      cookie: admin,
      headers: uploadHeaders,
    })
    expect(limited.status).toBe(429)
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      MESSAGES.request.rateLimited,
    )
  }, 60_000)
})
