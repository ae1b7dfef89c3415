// Anyone who knows a staff address can reach the account's ceiling of failed sign-ins by guessing
// from a few addresses. The lock must not keep the owner out: a browser that signed in to the
// account before still gets in with the password, a reset by email ends the lock, and the owner
// is told once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import { RATE_LIMITS } from '@/lib/rateLimits'

import { startSmtpServer } from '../../scripts/lib/mail.mjs'
import { fromAddress, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'

type Json = Record<string, unknown>

const OWNER = { email: 'owner-lock@int.test', password: 'owners-own-password' }

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
/** The cookie this test's "owner's browser" got when it signed in before the attack. */
let knownDevice = ''

const signInFrom = (address: string, password: string, cookie?: string) =>
  app.call('POST', '/auth/signin', {
    json: { email: OWNER.email, password },
    headers: fromAddress(address),
    cookie,
  })

const lockNotices = (to: string) =>
  smtp.messages.filter(
    (mail) => mail.envelope.to.includes(to) && mail.subject.includes('sign-in to'),
  )

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('accountLock', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
  })
  await app.payload.create({
    collection: 'users',
    data: { ...OWNER, name: 'Owner', role: 'editor' },
    overrideAccess: true,
  })
  // The owner's own browser signs in once, as on any working day, and keeps what it was given.
  const before = await signInFrom('203.0.113.10', OWNER.password)
  expect(before.status).toBe(200)
  knownDevice =
    before.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .find((cookie) => cookie.startsWith('payload-known-device=')) ?? ''

  // A stranger guesses from four addresses, five times each: no address is held back by its own
  // limit, and together they reach the account's ceiling.
  const perClient = RATE_LIMITS.accountClient.points
  for (let i = 0; i < RATE_LIMITS.accountAllClients.points; i++) {
    const guess = await signInFrom(`192.0.2.${Math.floor(i / perClient) + 1}`, `guess-${i}`)
    if (guess.status !== 401) throw new Error(`guess ${i} answered ${guess.status}`)
  }
  await app.payload.jobs.run({ limit: 100 })
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('an account locked by guesses from many addresses', () => {
  it('refuses the right password from a browser it does not know, on both sign-in routes', async () => {
    const portal = await signInFrom('198.51.100.5', OWNER.password)
    expect(portal.status).toBe(429)
    expect(((await portal.json()) as Json).message).toBe(MESSAGES.signIn.lockedEverywhere)

    const payloadLogin = await app.call('POST', '/users/login', {
      json: OWNER,
      headers: fromAddress('198.51.100.6'),
    })
    expect(payloadLogin.status).toBe(429)
    expect(await payloadLogin.json()).toMatchObject({
      errors: [{ message: MESSAGES.signIn.lockedEverywhere }],
    })
  })

  it('signs the owner in from a browser that signed in before, on both routes', async () => {
    expect(knownDevice).toMatch(/^payload-known-device=./)
    const portal = await signInFrom('198.51.100.7', OWNER.password, knownDevice)
    expect(portal.status).toBe(200)
    expect(portal.headers.get('set-cookie')).toMatch(/payload-token=/)

    const payloadLogin = await app.call('POST', '/users/login', {
      json: OWNER,
      headers: fromAddress('198.51.100.8'),
      cookie: knownDevice,
    })
    expect(payloadLogin.status).toBe(200)
  })

  it('still refuses a wrong password from that browser, and a forged mark', async () => {
    const wrong = await signInFrom('198.51.100.9', 'not-the-password', knownDevice)
    expect(wrong.status).toBe(401)
    const forged = await signInFrom(
      '198.51.100.10',
      OWNER.password,
      `payload-known-device=${'A'.repeat(43)}`,
    )
    expect(forged.status).toBe(429)
  })

  it('tells the owner and the admins once', async () => {
    await signInFrom('198.51.100.11', OWNER.password)
    await app.payload.jobs.run({ limit: 100 })
    expect(lockNotices(OWNER.email)).toHaveLength(1)
    expect(lockNotices(TEST_ADMIN.email)).toHaveLength(1)
    expect(lockNotices(OWNER.email)[0].text).toContain(OWNER.email)
  })

  it('ends with a reset by emailed link, which signs the owner in', async () => {
    const forgot = await app.call('POST', '/users/forgot-password', {
      json: { email: OWNER.email },
      headers: fromAddress('198.51.100.12'),
    })
    expect(forgot.status).toBe(200)
    const { docs } = await app.payload.find({
      collection: 'users',
      where: { email: { equals: OWNER.email } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    const reset = await app.call('POST', '/users/reset-password', {
      json: { token: docs[0].resetPasswordToken, password: 'a-fresh-long-passphrase' },
      headers: fromAddress('198.51.100.13'),
    })
    expect(reset.status).toBe(200)
    expect(reset.headers.get('set-cookie')).toMatch(/payload-token=/)
    // The lock is over: the new password opens the account from a browser it never saw.
    const after = await signInFrom('198.51.100.14', 'a-fresh-long-passphrase')
    expect(after.status).toBe(200)
  })
})
