import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import {
  fromAddress,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'
import { MESSAGES } from '@/lib/messages'
import { RATE_LIMITS, SIGN_IN_FAILURES_ALERT } from '@/lib/rateLimits'

let app: TestApp

type Json = Record<string, unknown>

beforeAll(async () => {
  app = await startTestApp('auth')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('POST /api/auth/signin', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and answers the user without secrets', async () => {
    const response = await app.call('POST', '/auth/signin', { json: TEST_ADMIN })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    // Not production here, so not Secure; production adds it (see the Users collection).
    expect(cookie).not.toMatch(/Secure/i)
    const body = (await response.json()) as Json
    expect(body).toMatchObject({
      success: true,
      email: TEST_ADMIN.email,
      role: 'admin',
      name: 'Test Admin',
    })
    expect(typeof body._id).toBe('string')
    const text = JSON.stringify(body)
    for (const secret of [
      'hash',
      'salt',
      'sessions',
      'loginAttempts',
      'lockUntil',
      'password',
      'token',
    ]) {
      expect(text).not.toContain(`"${secret}"`)
    }
  })

  it('answers 401 with a message for a wrong password and 400 for malformed input', async () => {
    const wrong = await app.call('POST', '/auth/signin', {
      json: { email: TEST_EDITOR.email, password: 'not-the-password' },
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ success: false, message: expect.any(String) })
    expect(wrong.headers.get('set-cookie')).toBeNull()

    for (const body of [
      { email: { $ne: '' }, password: { $ne: '' } },
      { email: TEST_ADMIN.email, password: ['x'] },
      { email: 'not-an-email', password: 'whatever1' },
      { email: TEST_ADMIN.email, password: '123' },
      {},
    ]) {
      const response = await app.call('POST', '/auth/signin', { json: body })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) })
    }
    const broken = await app.call('POST', '/auth/signin', {
      body: '{',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.status).toBe(400)
  })

  // Seven password checks and the counters they write: over jest's 5 s on a busy machine.
  it('after 5 failures from one client, that client waits; the owner elsewhere still signs in', async () => {
    const email = 'lockme@int.test'
    await app.payload.create({
      collection: 'users',
      data: { email, password: 'right-password', name: 'Lock Me', role: 'editor' },
      overrideAccess: true,
    })
    const stranger = fromAddress('192.0.2.66')
    for (let i = 0; i < 5; i++) {
      const response = await app.call('POST', '/auth/signin', {
        json: { email, password: 'wrong-password' },
        headers: stranger,
      })
      expect(response.status).toBe(401)
    }
    const locked = await app.call('POST', '/auth/signin', {
      json: { email, password: 'right-password' },
      headers: stranger,
    })
    expect(locked.status).toBe(429)
    expect(((await locked.json()) as Json).message).toBe(MESSAGES.signIn.locked)
    const owner = await app.call('POST', '/auth/signin', {
      json: { email, password: 'right-password' },
      headers: fromAddress('192.0.2.1'),
    })
    expect(owner.status).toBe(200)
  }, 20_000)

  it('tells admins, not editors, when an account keeps failing to sign in', async () => {
    const email = 'guessed@int.test'
    await app.payload.create({
      collection: 'users',
      data: { email, password: 'right-password', name: 'Guessed', role: 'editor' },
      overrideAccess: true,
    })
    const verify = async (cookie: string) =>
      ((await (await app.call('POST', '/auth/verify', { cookie })).json()) as Json).alerts
    const adminCookie = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    expect(await verify(adminCookie)).toEqual([])
    // Many clients, a few tries each: no one client is held back, so only the warning tells.
    for (let i = 0; i < SIGN_IN_FAILURES_ALERT; i++) {
      const response = await app.call('POST', '/auth/signin', {
        json: { email, password: `guess-${i}` },
        headers: fromAddress(`198.51.100.${i + 1}`),
      })
      expect(response.status).toBe(401)
    }
    expect(await verify(adminCookie)).toEqual([
      MESSAGES.signIn.failuresAlert(email, SIGN_IN_FAILURES_ALERT),
    ])
    expect(await verify(await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password))).toEqual([])
  }, 60_000)

  it('an IPv6 client is one /64: a new address in it gets no fresh attempts', async () => {
    const email = 'six@int.test'
    await app.payload.create({
      collection: 'users',
      data: { email, password: 'right-password', name: 'Six', role: 'editor' },
      overrideAccess: true,
    })
    const attempt = (address: string, password = 'wrong-password') =>
      app.call('POST', '/auth/signin', { json: { email, password }, headers: fromAddress(address) })
    for (let i = 1; i <= 5; i++) {
      expect((await attempt(`2001:db8:66:1::${i}`)).status).toBe(401)
    }
    const sameNetwork = await attempt('2001:db8:66:1:ffff:1234:5678:9abc', 'right-password')
    expect(sameNetwork.status).toBe(429)
    expect(((await sameNetwork.json()) as Json).message).toBe(MESSAGES.signIn.locked)
    expect((await attempt('2001:db8:66:2::1', 'right-password')).status).toBe(200)
  }, 30_000)

  it('past the account’s ceiling across all clients, every client waits, the right password too', async () => {
    const email = 'spread@int.test'
    await app.payload.create({
      collection: 'users',
      data: { email, password: 'right-password', name: 'Spread', role: 'editor' },
      overrideAccess: true,
    })
    const attempt = (address: string, password = 'wrong-password') =>
      app.call('POST', '/auth/signin', { json: { email, password }, headers: fromAddress(address) })
    const { points } = RATE_LIMITS.accountAllClients
    const perClient = RATE_LIMITS.accountClient.points
    expect.assertions(points + 3)
    // Each client stops at its own five; the next address starts afresh, until the ceiling.
    for (let i = 0; i < points; i++) {
      const response = await attempt(`127.0.0.${Math.floor(i / perClient) + 1}`)
      expect(response.status).toBe(401)
    }
    const fresh = await attempt('127.0.0.200', 'right-password')
    expect(fresh.status).toBe(429)
    expect(((await fresh.json()) as Json).message).toBe(MESSAGES.signIn.lockedEverywhere)
    // Other accounts are not held back.
    expect((await app.call('POST', '/auth/signin', { json: TEST_EDITOR })).status).toBe(200)
  }, 60_000)
})

describe('POST /api/auth/verify and GET or POST /api/auth/signout', () => {
  it('verifies a live session and ends it so the old token stops working', async () => {
    const cookie = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const verified = await app.call('POST', '/auth/verify', {
      cookie,
      headers: { 'content-type': 'application/json' },
    })
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({
      success: true,
      user: { email: TEST_ADMIN.email },
    })

    const anonymous = await app.call('POST', '/auth/verify')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ success: false })

    const signOut = await app.call('POST', '/auth/signout', { cookie })
    expect(signOut.status).toBe(200)
    expect(await signOut.json()).toEqual({
      success: true,
      message: expect.any(String),
      redirectTo: '/sign-in',
    })
    const cleared = signOut.headers.get('set-cookie') ?? ''
    expect(cleared).toMatch(/^payload-token=;/)
    const expires = /Expires=([^;]+)/i.exec(cleared)?.[1]
    expect(new Date(String(expires)).getTime()).toBeLessThanOrEqual(Date.now())

    const reused = await app.call('POST', '/auth/verify', { cookie })
    expect(reused.status).toBe(401)
    const writeWithOldToken = await app.call('POST', '/room/create', {
      json: { name: 'x' },
      cookie,
    })
    expect(writeWithOldToken.status).toBe(401)
  })

  it('signs out on GET from the site itself or a script, and refuses a cross-site GET', async () => {
    expect.assertions(12)
    const verify = async (cookie: string) =>
      (await app.call('POST', '/auth/verify', { cookie })).status

    // A link on another site: the browser marks the request cross-site and sends the cookie.
    const crossSiteCookie = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const crossSite = await app.call('GET', '/auth/signout', {
      headers: { cookie: crossSiteCookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ message: MESSAGES.auth.crossOrigin })
    expect(crossSite.headers.get('set-cookie')).toBeNull()
    expect(await verify(crossSiteCookie)).toBe(200)

    // The portal's own page, and a request no browser marked (a script): both sign out.
    const marks: Record<string, string>[] = [{ 'sec-fetch-site': 'same-origin' }, {}]
    for (const headers of marks) {
      const cookie = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
      const response = await app.call('GET', '/auth/signout', {
        headers: { ...headers, cookie },
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        success: true,
        message: MESSAGES.auth.signedOut,
        redirectTo: '/sign-in',
      })
      expect(response.headers.get('set-cookie') ?? '').toMatch(/^payload-token=;/)
      expect(await verify(cookie)).toBe(401)
    }
  })

  it('refuses a cross-site POST sign-out and keeps the session', async () => {
    const cookie = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const foreign = await app.call('POST', '/auth/signout', {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(foreign.status).toBe(403)
    expect((await app.call('POST', '/auth/verify', { cookie })).status).toBe(200)
  })

  it('ignores a session cookie sent from a foreign origin', async () => {
    const cookie = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const foreign = await app.call('POST', '/auth/verify', {
      cookie,
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(401)
  })
})

describe('access through Payload’s own REST API', () => {
  it('keeps users, contact messages, bookings and jobs from guests', async () => {
    for (const collection of ['users', 'contact-messages', 'bookings', 'payload-jobs']) {
      const response = await app.call('GET', `/${collection}`)
      expect([401, 403]).toContain(response.status)
    }
  })

  it('lets only admins run queued jobs over HTTP', async () => {
    const editorCookie = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    expect([401, 403]).toContain((await app.call('GET', '/payload-jobs/run')).status)
    expect([401, 403]).toContain(
      (await app.call('GET', '/payload-jobs/run', { cookie: editorCookie })).status,
    )
  })

  it('has no public sign-up and editors cannot raise their own role', async () => {
    const signUp = await app.call('POST', '/users', {
      json: { email: 'new@int.test', password: 'new-password', name: 'New' },
    })
    expect(signUp.status).toBe(403)
    expect(
      (
        await app.payload.count({
          collection: 'users',
          where: { email: { equals: 'new@int.test' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)

    const editorCookie = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    const me = await app.payload.find({
      collection: 'users',
      where: { email: { equals: TEST_EDITOR.email } },
      overrideAccess: true,
    })
    const id = String(me.docs[0].id)
    await app.call('PATCH', `/users/${id}`, { json: { role: 'admin' }, cookie: editorCookie })
    const after = await app.payload.findByID({ collection: 'users', id, overrideAccess: true })
    expect(after.role).toBe('editor')

    const others = await app.call('GET', '/users', { cookie: editorCookie })
    const docs = ((await others.json()) as { docs: Json[] }).docs
    expect(docs.map((d) => d.email)).toEqual([TEST_EDITOR.email])
  })

  it('keeps rooms writes from editors and guests on the REST API too', async () => {
    const editorCookie = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    const guest = await app.call('POST', '/rooms', { json: { name: 'x' } })
    expect(guest.status).toBe(403)
    const editor = await app.call('POST', '/rooms', { json: { name: 'x' }, cookie: editorCookie })
    expect(editor.status).toBe(403)
    expect((await app.payload.count({ collection: 'rooms', overrideAccess: true })).totalDocs).toBe(
      0,
    )
  })
})
