import { BASE_URL, expect, signInPage, test } from '../fixtures'
import { apiAs, uploadJpeg } from './helpers'

const ROUTES = [
  '/',
  '/rooms',
  '/explore',
  '/contact',
  '/bookings',
  '/sign-in',
  '/admin',
  '/admin/view-rooms',
  '/cms/login',
  '/api/room/get-all-rooms',
  '/api/users/me',
  '/no-such-page',
]

test.describe('security headers', () => {
  test('every route answers with CSP, HSTS, nosniff and a referrer policy, and no X-Powered-By', async ({
    request,
  }) => {
    for (const route of ROUTES) {
      const response = await request.get(route, { maxRedirects: 0 })
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp, route).toContain("object-src 'none'")
      expect(csp, route).toMatch(/base-uri 'self'/)
      expect(csp, route).toMatch(/frame-ancestors 'none'/)
      expect(headers['strict-transport-security'], route).toMatch(/max-age=\d{7,}/)
      expect(headers['x-content-type-options'], route).toBe('nosniff')
      expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin')
      expect(headers['x-powered-by'], route).toBeUndefined()
    }
  })

  test('build files carry nosniff and HSTS only; the client-hint retry is confined to /cms', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const asset = (await request.get(script!)).headers()
    expect(asset['x-content-type-options']).toBe('nosniff')
    expect(asset['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    expect(asset['content-security-policy']).toBeUndefined()
    // `Critical-CH` makes Chrome drop and resend a first request that lacks the hint: only the
    // Payload admin, which reads the colour scheme, asks for it.
    for (const route of ['/', '/rooms', '/contact']) {
      expect((await request.get(route)).headers()['critical-ch'], route).toBeUndefined()
    }
    expect((await request.get('/cms/login')).headers()['critical-ch']).toBe(
      'Sec-CH-Prefers-Color-Scheme',
    )
  })

  test('uploaded media are served with nosniff', async () => {
    const admin = await apiAs()
    const url = await uploadJpeg(admin, 'nosniff-check.jpg')
    const response = await admin.get(url)
    expect(response.status()).toBe(200)
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['content-type']).toBe('image/jpeg')
    await admin.dispose()
  })

  test('error answers carry no stack traces', async ({ request }) => {
    const admin = await apiAs()
    // A broken percent-escape in the path fails inside Next.js's router before any of our code
    // runs: it answers Next's own error page. Checked for leaks only.
    const brokenPath = await request.get('/api/room/get/%E0%A4%A')
    expect(await brokenPath.text()).not.toMatch(/\n\s+at [^\n]+:\d+:\d+|node_modules/)
    const answers = [
      await request.get('/api/no-such-endpoint'),
      await request.get('/api/room/get/%7B%22%24ne%22%3A1%7D'),
      await admin.post('/api/room/create', {
        data: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
      await request.post('/api/contact/email', {
        data: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
      await request.get('/cms/collections/no-such-collection'),
    ]
    for (const answer of answers) {
      const body = await answer.text()
      expect(answer.status()).toBeLessThan(500)
      expect(body).not.toMatch(/\n\s+at [^\n]+:\d+:\d+/)
      expect(body).not.toContain('node_modules')
    }
    await admin.dispose()
  })

  test('the staff portal runs only scripts that carry its per-response nonce', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await signInPage(page)
    const nonces: string[] = []
    for (let i = 0; i < 2; i++) {
      const response = await page.goto('/admin/view-rooms')
      const csp = response?.headers()['content-security-policy'] ?? ''
      const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src')) ?? ''
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? ''
      expect(nonce).not.toBe('')
      nonces.push(nonce)
      // Every script the server sent carries it. (Read from the HTML as sent: the scripts Next.js
      // inserts later to load more code carry none, which 'strict-dynamic' allows.)
      const html = (await response?.text()) ?? ''
      const scriptNonces = [...html.matchAll(/<script\b[^>]*>/g)].map(
        ([tag]) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? '',
      )
      expect(scriptNonces.length).toBeGreaterThan(0)
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]))
      // Hydrated and working: the room list comes from the client's own request.
      await expect(page.getByRole('heading', { name: 'View Rooms' })).toBeVisible()
      await expect(page.getByText('Studio Room').first()).toBeVisible()
    }
    expect(nonces[0]).not.toBe(nonces[1])
    expect(violations).toEqual([])
    // Markup injected into the page (what an XSS would do) cannot run its inline handler.
    await page.evaluate(() => {
      const box = document.createElement('div')
      box.innerHTML = '<img src="/no-such.png" onerror="window.__injected = true">'
      document.body.append(box)
    })
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeFalsy()
  })

  test('the site cannot be framed by another origin', async ({ page }) => {
    await page.setContent(`<iframe id="f" src="${BASE_URL}/"></iframe>`)
    const frame = page.frame({ url: `${BASE_URL}/` })
    // Chromium blocks the document: the frame stays empty or on an error page.
    const framed = frame
      ? await frame
          .locator('body')
          .innerText()
          .catch(() => '')
      : ''
    expect(framed).not.toContain('COMFORTABILITY WITH CLASS')
  })
})
