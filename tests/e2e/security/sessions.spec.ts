import { MESSAGES } from '../../../src/lib/messages'
import { ADMIN, BASE_URL, expect, test } from '../fixtures'
import { anonymous, apiAs, counts, freshIp, roomBody, uploadJpeg } from './helpers'

test.describe('sessions and sign-in', () => {
  test('the session cookie is HttpOnly, SameSite=Lax and Secure in production', async ({
    request,
  }) => {
    const response = await request.post('/api/auth/signin', {
      data: ADMIN,
      headers: { Origin: BASE_URL, 'X-Forwarded-For': freshIp() },
    })
    expect(response.status()).toBe(200)
    const cookie = response.headers()['set-cookie']
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Secure/i)
    const body = await response.text()
    expect(body).not.toMatch(/"(hash|salt|sessions|password)"/)
  })

  test('a token stops working after sign-out; a cross-site GET signs no one out', async () => {
    const anon = await anonymous()
    const signIn = await anon.post('/api/auth/signin', {
      data: ADMIN,
      headers: { 'X-Forwarded-For': freshIp() },
    })
    const token = /payload-token=([^;]+)/.exec(signIn.headers()['set-cookie'])?.[1]
    expect(token).toBeTruthy()
    const cookie = { Cookie: `payload-token=${token}` }
    expect((await anon.post('/api/auth/verify', { headers: cookie })).status()).toBe(200)
    // A link or image on another site (the browser marks it cross-site) cannot sign staff out.
    const linked = await anon.get('/api/auth/signout', {
      headers: { ...cookie, 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(linked.status()).toBe(403)
    const foreign = await anon.post('/api/auth/signout', {
      headers: { ...cookie, Origin: 'https://evil.example' },
    })
    expect(foreign.status()).toBe(403)
    expect((await anon.post('/api/auth/verify', { headers: cookie })).status()).toBe(200)
    const out = await anon.post('/api/auth/signout', { headers: cookie })
    expect(await out.json()).toMatchObject({ success: true, redirectTo: '/sign-in' })
    const stale = await anonymous()
    // The contract's GET sign-out from the site's own page answers the same way.
    const again = await stale.get('/api/auth/signout', {
      headers: { ...cookie, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(await again.json()).toEqual({
      success: true,
      message: MESSAGES.auth.signedOut,
      redirectTo: '/sign-in',
    })
    expect((await stale.post('/api/auth/verify', { headers: cookie })).status()).toBe(401)
    expect((await stale.get('/api/room/get-all-rooms', { headers: cookie })).status()).toBe(200)
    const write = await stale.post('/api/room/create', { data: roomBody([]), headers: cookie })
    expect(write.status()).toBe(401)
  })

  test('a write carrying the session from a foreign Origin is refused and stores nothing', async () => {
    const admin = await apiAs()
    const url = await uploadJpeg(admin, 'foreign-origin.jpg')
    const before = await counts(admin)
    const foreign = await admin.post('/api/room/create', {
      data: roomBody([url], { name: 'Forged Room' }),
      headers: { Origin: 'https://evil.example' },
    })
    expect([401, 403]).toContain(foreign.status())
    expect((await counts(admin)).rooms).toBe(before.rooms)
    await admin.dispose()
  })

  test('five wrong passwords make that client wait, not the owner; messages survive the build', async () => {
    const admin = await apiAs()
    const victim = { email: 'lockout@security.test', password: 'the-right-password' }
    await admin.post('/api/users', { data: { ...victim, name: 'Lockout', role: 'editor' } })
    const anon = await anonymous()
    const stranger = { 'X-Forwarded-For': freshIp() }
    for (let i = 0; i < 5; i++) {
      const wrong = await anon.post('/api/auth/signin', {
        data: { email: victim.email, password: `wrong-password-${i}` },
        headers: stranger,
      })
      expect(wrong.status()).toBe(401)
      // Mapped by the error's class: the production build minifies class names.
      expect((await wrong.json()).message).toBe(MESSAGES.signIn.wrongCredentials)
    }
    const sixth = await anon.post('/api/auth/signin', { data: victim, headers: stranger })
    expect(sixth.status()).toBe(429)
    expect((await sixth.json()).message).toBe(MESSAGES.signIn.locked)
    // An unknown address gets the same words: nothing tells accounts apart.
    const unknown = await anon.post('/api/auth/signin', {
      data: { email: 'nobody@security.test', password: 'wrong-password' },
      headers: { 'X-Forwarded-For': freshIp() },
    })
    expect((await unknown.json()).message).toBe(MESSAGES.signIn.wrongCredentials)
    // The owner, elsewhere, still signs in.
    const owner = await anon.post('/api/auth/signin', {
      data: victim,
      headers: { 'X-Forwarded-For': freshIp() },
    })
    expect(owner.status()).toBe(200)

    for (const data of [
      { email: { $ne: '' }, password: { $ne: '' } },
      { email: ADMIN.email, password: { $gt: '' } },
      { email: [ADMIN.email], password: ADMIN.password },
    ]) {
      const response = await anon.post('/api/auth/signin', {
        data,
        headers: { 'X-Forwarded-For': freshIp() },
      })
      expect(response.status()).toBe(400)
      expect(response.headers()['set-cookie']).toBeUndefined()
    }
    await admin.dispose()
  })

  test('floods from one address get 429 on sign-in, contact and upload', async () => {
    const anon = await anonymous()
    const ip = { 'X-Forwarded-For': '198.18.0.1' }
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (
          await anon.post('/api/auth/signin', {
            data: { email: `flood${i}@x.test`, password: 'nope-nope' },
            headers: ip,
          })
        ).status(),
      )
    }
    expect(statuses).toContain(429)

    const contactIp = { 'X-Forwarded-For': '198.18.0.2' }
    const contact: number[] = []
    for (let i = 0; i < 12; i++) {
      contact.push(
        (
          await anon.post('/api/contact/email', {
            data: { name: 'Flood', email: 'f@x.test', subject: `Flood ${i}`, message: 'flood' },
            headers: contactIp,
          })
        ).status(),
      )
    }
    expect(contact.slice(-1)[0]).toBe(429)

    const admin = await apiAs()
    const uploadIp = { 'X-Forwarded-For': '198.18.0.3' }
    let last = 0
    for (let i = 0; i < 62 && last !== 429; i++) {
      last = (
        await admin.post('/api/images/upload', {
          multipart: {
            file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') },
          },
          headers: uploadIp,
        })
      ).status()
    }
    expect(last).toBe(429)
    await admin.dispose()
  })
})
