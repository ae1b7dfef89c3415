// Regressions for the doors an outside probe found beside the spec's contract: Payload's own auth
// and REST routes, the client key behind every limit, and what guests may read through them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Field } from 'payload'

import { MESSAGES } from '@/lib/messages'
import { RATE_LIMITS } from '@/lib/rateLimits'

import { roomBody } from '../helpers/fixtures/rooms'
import { day } from '../helpers/fixtures/dates'
import {
  fromAddress,
  imageForm,
  makeImage,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'

type Json = Record<string, unknown>

let app: TestApp
let admin: string
let editor: string
const ORIGIN = 'http://localhost:3000'

async function upload(name = 'room.jpg', data?: Buffer, type = 'image/jpeg'): Promise<Json> {
  const response = await app.call('POST', '/images/upload', {
    body: imageForm(data ?? (await makeImage('jpeg')), name, type),
    cookie: admin,
  })
  expect(response.status).toBe(201)
  return (await response.json()) as Json
}

async function createRoom(change: Json = {}): Promise<{ room: Json; mediaId: string }> {
  const image = await upload()
  const response = await app.call('POST', '/room/create', {
    cookie: admin,
    json: roomBody([String(image.secure_url)], change),
  })
  expect(response.status).toBe(201)
  return { room: (await response.json()) as Json, mediaId: String(image.asset_id) }
}

beforeAll(async () => {
  app = await startTestApp('hardening')
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe("no guest query reaches staff accounts' fields through a room", () => {
  it('hides userRef from guests and refuses queries through it', async () => {
    await createRoom()
    const all = await app.call('GET', '/rooms/count')
    const total = ((await all.json()) as { totalDocs: number }).totalDocs
    for (const path of ['userRef.sessions.id', 'userRef.email', 'userRef.sessions.createdAt']) {
      const probe = await app.call('GET', `/rooms/count?where[${path}][exists]=true`)
      // Refused, or the condition is ignored: never a count that depends on an account.
      if (probe.status === 200) {
        expect(((await probe.json()) as { totalDocs: number }).totalDocs).toBe(total)
      } else expect(probe.status).toBeGreaterThanOrEqual(400)
      expect(probe.status).toBeLessThan(500)
    }
    const list = (await (await app.call('GET', '/rooms?depth=0')).json()) as { docs: Json[] }
    expect(list.docs.length).toBeGreaterThan(0)
    for (const doc of list.docs) expect(doc).not.toHaveProperty('userRef')
  })

  it('every relationship from a guest-readable collection to users is staff-only', async () => {
    const guestReq = { user: null, context: {} }
    const toUsers = (fields: Field[]): Field[] =>
      fields.flatMap((field) => {
        const nested = 'fields' in field ? toUsers(field.fields as Field[]) : []
        const tabs = field.type === 'tabs' ? field.tabs.flatMap((t) => toUsers(t.fields)) : []
        const own =
          (field.type === 'relationship' || field.type === 'upload') &&
          [field.relationTo].flat().includes('users')
            ? [field]
            : []
        return [...own, ...nested, ...tabs]
      })
    const config = app.payload.config
    const checked: string[] = []
    for (const collection of config.collections) {
      if (collection.slug === 'users') continue
      const read = collection.access.read
      const guestMayRead = await read!({ req: { ...guestReq, payload: app.payload } } as never)
      if (!guestMayRead) continue
      for (const field of toUsers(collection.fields)) {
        const fieldRead = 'access' in field ? field.access?.read : undefined
        expect(fieldRead).toBeDefined()
        expect(await fieldRead!({ req: guestReq } as never)).toBe(false)
        checked.push(`${collection.slug}.${'name' in field ? field.name : '?'}`)
      }
    }
    // The walk must have found the relationships it guards (rooms.userRef at least): a walk that
    // found none would pass with nothing checked.
    expect(checked).toContain('rooms.userRef')
  })
})

describe('the rate-limit key is the connection, not a header the client writes', () => {
  it('a client rotating X-Forwarded-For gets 429 on its 11th contact message', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.contact.points; i++) {
      const response = await app.call('POST', '/contact/email', {
        json: { name: 'Rot', email: `rot${i}@example.com`, subject: 'Hi', message: 'Hello there' },
        headers: { ...fromAddress('203.0.113.99'), 'x-forwarded-for': `198.18.0.${i}` },
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, RATE_LIMITS.contact.points).every((s) => s === 200)).toBe(true)
    expect(statuses[RATE_LIMITS.contact.points]).toBe(429)
  })
})

describe("Payload's own auth routes", () => {
  it('limits POST /api/users/login per client like the portal sign-in', async () => {
    const client = fromAddress('198.51.100.77')
    let last = 0
    for (let i = 0; i <= RATE_LIMITS.signIn.points; i++) {
      last = (
        await app.call('POST', '/users/login', {
          json: { email: `nobody${i}@example.com`, password: 'wrong-password' },
          headers: client,
        })
      ).status
    }
    expect(last).toBe(429)
  }, 60_000)

  it('lets only admins unlock accounts', async () => {
    const byEditor = await app.call('POST', '/users/unlock', {
      cookie: editor,
      json: { email: TEST_ADMIN.email },
    })
    expect(byEditor.status).toBe(403)
  })

  it('refuses a login posted from another site, on both login routes', async () => {
    for (const path of ['/users/login', '/auth/signin']) {
      const response = await app.call('POST', path, {
        json: TEST_EDITOR,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(response.status).toBe(403)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('keeps the session token out of JSON bodies', async () => {
    const login = await app.call('POST', '/users/login', { json: TEST_EDITOR })
    expect(login.status).toBe(200)
    expect(await login.json()).not.toHaveProperty('token')
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    const me = await app.call('GET', '/users/me', { cookie })
    expect(await me.json()).not.toHaveProperty('token')
    const refreshed = await app.call('POST', '/users/refresh-token', { cookie })
    expect(await refreshed.json()).not.toHaveProperty('refreshedToken')
  })

  it('answers an unknown email as slowly and in the same words as a known one', async () => {
    const time = async (email: string) => {
      const started = performance.now()
      const response = await app.call('POST', '/auth/signin', {
        json: { email, password: 'wrong-password' },
      })
      return { ms: performance.now() - started, body: (await response.json()) as Json }
    }
    // The quickest of three tries of each: a single try measured how busy the machine was (a
    // second integration run beside it), not the work the server does for each address. Three
    // wrong passwords stay under the account's limit per client.
    const quickest = async (email: string) => {
      const tries = [await time(email), await time(email), await time(email)]
      return tries.reduce((best, tried) => (tried.ms < best.ms ? tried : best))
    }
    const known = await quickest(TEST_EDITOR.email)
    const unknown = await quickest('nobody-here@example.com')
    expect(unknown.body).toEqual(known.body)
    expect(unknown.ms).toBeGreaterThan(known.ms * 0.5)
  }, 30_000)

  it('limits forgot-password per client', async () => {
    const client = fromAddress('198.51.100.88')
    let last = 0
    for (let i = 0; i <= RATE_LIMITS.forgotPassword.points; i++) {
      last = (
        await app.call('POST', '/users/forgot-password', {
          json: { email: `someone${i}@example.com` },
          headers: client,
        })
      ).status
    }
    expect(last).toBe(429)
  }, 30_000)
})

describe('passwords', () => {
  it('refuses short and common passwords', async () => {
    for (const password of ['123', 'password', 'password123', 'Qwertyuiop']) {
      const response = await app.call('POST', '/users', {
        cookie: admin,
        json: { email: `weak${password.length}@int.test`, password, name: 'Weak', role: 'editor' },
      })
      expect(response.status).toBe(400)
    }
  })

  // Five password checks and two sign-ins: over jest's 5 s on a busy machine.
  it('holds a reset by emailed token to the same rules', async () => {
    const email = 'resetter@int.test'
    await app.payload.create({
      collection: 'users',
      data: { email, password: 'first-long-password', name: 'Resetter', role: 'editor' },
      overrideAccess: true,
    })
    expect((await app.call('POST', '/users/forgot-password', { json: { email } })).status).toBe(200)
    const stored = await app.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    const token = stored.docs[0].resetPasswordToken
    expect(token).toBeTruthy()
    for (const [password, message] of [
      ['123', MESSAGES.password.tooShort],
      ['password', MESSAGES.password.tooShort],
      ['password123', MESSAGES.password.tooCommon],
    ]) {
      const response = await app.call('POST', '/users/reset-password', {
        json: { token, password },
      })
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(message)
    }
    // Refused, the password is unchanged and the token still good for a strong one.
    await app.signIn(email, 'first-long-password')
    const strong = await app.call('POST', '/users/reset-password', {
      json: { token, password: 'a-much-better-passphrase' },
    })
    expect(strong.status).toBe(200)
    await app.signIn(email, 'a-much-better-passphrase')
  }, 30_000)

  // Two sign-ins and three password checks: over jest's 5 s on a busy machine.
  it('asks for the current password and ends the other sessions on a change', async () => {
    const email = 'changer@int.test'
    const user = await app.payload.create({
      collection: 'users',
      data: { email, password: 'first-long-password', name: 'Changer', role: 'editor' },
      overrideAccess: true,
    })
    const here = await app.signIn(email, 'first-long-password')
    const elsewhere = await app.signIn(email, 'first-long-password')
    const without = await app.call('PATCH', `/users/${user.id}`, {
      cookie: here,
      json: { password: 'second-long-password' },
    })
    expect(without.status).toBe(400)
    expect(JSON.stringify(await without.json())).toContain(MESSAGES.password.currentRequired)
    const wrong = await app.call('PATCH', `/users/${user.id}`, {
      cookie: here,
      json: { password: 'second-long-password', currentPassword: 'not-the-password' },
    })
    expect(wrong.status).toBe(400)
    const changed = await app.call('PATCH', `/users/${user.id}`, {
      cookie: here,
      json: { password: 'second-long-password', currentPassword: 'first-long-password' },
    })
    expect(changed.status).toBe(200)
    const stillHere = await app.call('GET', '/users/me', { cookie: here })
    expect(((await stillHere.json()) as { user: unknown }).user).toBeTruthy()
    const other = await app.call('GET', '/users/me', { cookie: elsewhere })
    expect(((await other.json()) as { user: unknown }).user).toBeNull()
  }, 30_000)
})

describe("an account's own email and name", () => {
  const accountJobs = async () =>
    (
      await app.payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendAccountEmail' } },
        pagination: false,
        overrideAccess: true,
      })
    ).docs

  // Two sign-ins and three password checks: over jest's 5 s on a busy machine.
  it('a new email needs the current password, and the old address is told', async () => {
    const email = 'mover@int.test'
    const user = await app.payload.create({
      collection: 'users',
      data: { email, password: 'first-long-password', name: 'Mover', role: 'reception' },
      overrideAccess: true,
    })
    const session = await app.signIn(email, 'first-long-password')
    const move = (json: Json) => app.call('PATCH', `/users/${user.id}`, { cookie: session, json })
    const without = await move({ email: 'thief@evil.test' })
    expect(without.status).toBe(400)
    expect(JSON.stringify(await without.json())).toContain(
      MESSAGES.password.currentRequiredForEmail,
    )
    const wrong = await move({ email: 'thief@evil.test', currentPassword: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(await wrong.json())).toContain(MESSAGES.password.currentWrong)
    // The same address in other letters is no change.
    expect((await move({ email: 'Mover@int.test' })).status).toBe(200)
    const unchanged = await app.payload.findByID({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
    })
    expect(unchanged.email).toBe(email)
    expect(await accountJobs()).toEqual([])

    const moved = await move({
      email: 'mover.new@int.test',
      currentPassword: 'first-long-password',
    })
    expect(moved.status).toBe(200)
    const jobs = await accountJobs()
    expect(jobs.map((job) => (job.input as { to: string }).to)).toEqual([email])
    // A job that sent its email is done and removed; one that failed would stay to be retried.
    await app.payload.jobs.run({ limit: 50 })
    expect(await accountJobs()).toEqual([])
    const { emailChangedNotice } = await import('@/email/accountEmails')
    expect(emailChangedNotice('Guest House', new Date().toISOString()).text).toContain(
      'If you did not make this change',
    )

    // An admin moving someone's account needs no password of theirs; the old address is told too.
    const byAdmin = await app.call('PATCH', `/users/${user.id}`, {
      cookie: admin,
      json: { email: 'mover.third@int.test' },
    })
    expect(byAdmin.status).toBe(200)
    const told = (await accountJobs()).map((job) => (job.input as { to: string }).to)
    expect(told).toEqual(['mover.new@int.test'])
  }, 30_000)

  it('staff cannot rename themselves, so history names cannot be forged; admins can', async () => {
    const email = 'desk@int.test'
    const user = await app.payload.create({
      collection: 'users',
      data: { email, password: 'desk-long-password', name: 'Front Desk', role: 'reception' },
      overrideAccess: true,
    })
    const session = await app.signIn(email, 'desk-long-password')
    const rename = await app.call('PATCH', `/users/${user.id}`, {
      cookie: session,
      json: { name: 'House Manager' },
    })
    expect(rename.status).toBe(400)
    expect(JSON.stringify(await rename.json())).toContain(MESSAGES.account.nameAdminOnly)
    // The whole form sent back with the name as it was (what /cms does) still saves.
    const same = await app.call('PATCH', `/users/${user.id}`, {
      cookie: session,
      json: { name: 'Front Desk', email },
    })
    expect(same.status).toBe(200)
    const byAdmin = await app.call('PATCH', `/users/${user.id}`, {
      cookie: admin,
      json: { name: 'Front Desk (mornings)' },
    })
    expect(byAdmin.status).toBe(200)
    const stored = await app.payload.findByID({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
    })
    expect(stored.name).toBe('Front Desk (mornings)')
  }, 30_000)
})

describe('media follow the content that uses them', () => {
  it('editors cannot change or delete a room photo; nobody deletes one in use', async () => {
    const { mediaId } = await createRoom({ name: 'Photo Room' })
    const patch = await app.call('PATCH', `/media/${mediaId}`, {
      cookie: editor,
      json: { alt: 'defaced' },
    })
    expect(patch.status).toBeGreaterThanOrEqual(403)
    expect(patch.status).toBeLessThan(500)
    const del = await app.call('DELETE', `/media/${mediaId}`, { cookie: editor })
    expect(del.status).toBeGreaterThanOrEqual(403)
    expect(del.status).toBeLessThan(500)
    const byAdmin = await app.call('DELETE', `/media/${mediaId}`, { cookie: admin })
    expect(byAdmin.status).toBe(409)
    expect(
      await app.payload.count({
        collection: 'media',
        where: { id: { equals: mediaId } },
        overrideAccess: true,
      }),
    ).toMatchObject({ totalDocs: 1 })
  })

  it("guests read only media public pages show: not a hidden room's photos", async () => {
    const { mediaId: visible } = await createRoom({ name: 'Shown Room' })
    const { mediaId: hidden } = await createRoom({ name: 'Hidden Room', isAvailable: false })
    const list = (await (await app.call('GET', '/media?limit=1000')).json()) as { docs: Json[] }
    const ids = list.docs.map((doc) => String(doc.id))
    expect(ids).toContain(visible)
    expect(ids).not.toContain(hidden)
    const byId = await app.call('GET', `/media/${hidden}`)
    expect([403, 404]).toContain(byId.status)
    const staff = await app.call('GET', `/media/${hidden}`, { cookie: admin })
    expect(staff.status).toBe(200)
  })

  it("stores an upload to Payload's media route under its decoded format", async () => {
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['logo.svg', 'image/svg+xml'],
    ]) {
      const form = imageForm(await makeImage('png'), name, type)
      form.append('_payload', JSON.stringify({ alt: 'Renamed' }))
      const response = await app.call('POST', '/media', { body: form, cookie: admin })
      expect(response.status).toBe(201)
      const { doc } = (await response.json()) as { doc: { filename: string; mimeType: string } }
      expect(doc.filename).toBe(`${name.split('.')[0]}.png`)
      expect(doc.mimeType).toBe('image/png')
    }
  })
})

describe('malformed input is a 400, never a 500', () => {
  const thousandOrs = Array.from({ length: 1000 }, (_, i) => `where[or][${i}][name][equals]=x`)
  it.each([
    ['a page past any integer', '/rooms?page=99999999999999999999'],
    ['a date that is not one', '/rooms?where[createdAt][greater_than]=notadate'],
    ['a geographic operator on text', '/rooms?where[name][within]=x'],
    ['an array where one value belongs', '/rooms?where[name][equals][0]=x'],
    ['a thousand ORs', `/rooms?${thousandOrs.join('&')}`],
  ])('%s', async (_label, query) => {
    expect((await app.call('GET', query)).status).toBe(400)
  })

  // What /cms sends for long relationship searches: a POST that says it is a GET, its query in a
  // form body that Payload appends to the address.
  const asGet = (body: string) => ({
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-payload-http-method-override': 'GET',
    },
  })

  it.each([
    ['a limit past the ceiling', '/media', 'limit=100000&depth=50'],
    ['a date that is not one', '/rooms', 'where[createdAt][greater_than]=notadate'],
  ])('%s, sent as a form body with a method override', async (_label, path, query) => {
    expect((await app.call('POST', path, asGet(query))).status).toBe(400)
  })

  it('a sound query sent with a method override is still answered', async () => {
    const response = await app.call('POST', '/rooms', asGet('limit=5&depth=1'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ limit: 5 })
  })

  it('email verification, which staff accounts do not have, is a 404', async () => {
    for (const token of ['abc', '0'.repeat(40)]) {
      expect((await app.call('POST', `/users/verify/${token}`)).status).toBe(404)
    }
  })

  it('a garbage multipart body', async () => {
    for (const path of ['/media', '/users/login', '/images/upload']) {
      const response = await app.call('POST', path, {
        cookie: admin,
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      })
      expect(response.status).toBe(400)
    }
  })

  it('a price past any real night', async () => {
    const image = await upload()
    const response = await app.call('POST', '/room/create', {
      cookie: admin,
      json: {
        name: 'Gold Room',
        description: 'A room that costs more than the house itself.',
        regularPrice: 1e308,
        bedType: 'Double Size',
        imageURLs: [image.secure_url],
      },
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Json).message).toBe(MESSAGES.room.priceTooHigh)
  })
})

describe('private answers are never cached', () => {
  it('signed-in answers are private, vary on the cookie, and only the desk’s reads are kept', async () => {
    // The rooms of the calendar are a read the desk refreshes: kept, asked again before each use.
    const reads = [
      ['/users/me', 'private, no-store'],
      ['/room/get-all-rooms', 'private, no-store'],
      ['/rooms', 'private, no-cache'],
    ]
    expect.assertions(reads.length * 3 + 2)
    for (const [path, cache] of reads) {
      const response = await app.call('GET', path, { cookie: admin, headers: { origin: ORIGIN } })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(cache)
      expect(response.headers.get('vary')).toMatch(/cookie/i)
    }
    const guest = await app.call('GET', '/rooms')
    expect(guest.headers.get('vary')).toMatch(/cookie/i)
    expect(guest.headers.get('cache-control') ?? '').not.toMatch(/private/)
  })
})

describe('the guest acknowledgement', () => {
  it('goes to one address only a few times a day', async () => {
    for (let i = 0; i < RATE_LIMITS.guestAcknowledgement.points + 1; i++) {
      const response = await app.call('POST', '/contact/email', {
        json: { name: 'Victim', email: 'victim@example.com', subject: 'x', message: 'Hello there' },
      })
      expect(response.status).toBe(200)
    }
    await app.payload.jobs.run({ limit: 50 })
    const stored = await app.payload.find({
      collection: 'contact-messages',
      where: { email: { equals: 'victim@example.com' } },
      overrideAccess: true,
      sort: 'createdAt',
    })
    const statuses = stored.docs.map((doc) => doc.guestEmailStatus)
    expect(statuses.filter((s) => s === 'skipped')).toHaveLength(1)
  })

  it('of a booking request repeats nothing typed, and shares the address’s few a day with the contact form', async () => {
    const { room } = await createRoom({ name: 'Relay Room' })
    const victim = 'booking-victim@example.com'
    const ids: string[] = []
    for (let i = 0; i < RATE_LIMITS.guestAcknowledgement.points + 1; i++) {
      const response = await app.call('POST', '/bookings/request', {
        json: {
          requestId: `relay-request-000${i}`,
          roomId: room._id,
          checkIn: day(5),
          checkOut: day(6),
          guests: 1,
          name: 'Urgent: verify your account at https://evil.example/login',
          phone: '0241234567',
          email: victim,
          note: 'Your account is locked, sign in at https://evil.example/login',
        },
      })
      expect(response.status).toBe(201)
      const { reference } = (await response.json()) as { reference: string }
      const found = await app.payload.find({
        collection: 'bookings',
        where: { reference: { equals: reference } },
        overrideAccess: true,
      })
      ids.push(String(found.docs[0].id))
    }
    const queued = await app.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendBookingEmail' } },
      pagination: false,
      overrideAccess: true,
    })
    const forThese = queued.docs
      .map((job) => job.input as { bookingId: string; to: string })
      .filter((input) => ids.includes(input.bookingId))
    expect(forThese.filter((input) => input.to === 'house')).toHaveLength(ids.length)
    expect(forThese.filter((input) => input.to === 'guest')).toHaveLength(
      RATE_LIMITS.guestAcknowledgement.points,
    )

    // What the acknowledgement says, as sent (no SMTP here: the capture adapter hands it back).
    const { guestBookingAcknowledgement } =
      await import('@/collections/Bookings/guestStay/bookingEmails')
    const booking = await app.payload.findByID({
      collection: 'bookings',
      id: ids[0],
      overrideAccess: true,
    })
    const mail = guestBookingAcknowledgement(booking, [{ name: 'Relay Room', stay: booking }], {
      houseName: 'Guest House',
      phones: [],
    })
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/evil|verify|locked|Urgent/i)

    // The address's budget is spent for the contact form too.
    await app.call('POST', '/contact/email', {
      json: { name: 'Victim', email: victim, subject: 'x', message: 'Hello there' },
    })
    await app.payload.jobs.run({ limit: 50 })
    const contact = await app.payload.find({
      collection: 'contact-messages',
      where: { email: { equals: victim } },
      overrideAccess: true,
    })
    expect(contact.docs.map((doc) => doc.guestEmailStatus)).toEqual(['skipped'])
  })
})
