import { createHash } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expect, hydrated, isHydrated, signInPage, test } from '../fixtures'

/** Every public page, the sign-in screen and a page that is not there (404). */
const PUBLIC_PAGES = [
  { path: '/', status: 200 },
  { path: '/home', status: 200 },
  { path: '/rooms', status: 200 },
  { path: '/explore', status: 200 },
  { path: '/contact', status: 200 },
  { path: '/bookings', status: 200 },
  { path: '/privacy', status: 200 },
  { path: '/terms', status: 200 },
  { path: '/sign-in', status: 200 },
  { path: '/preview/no-such-page', status: 404 },
]

const scriptSources = (policy: string) =>
  policy.split('; ').find((part) => part.startsWith('script-src')) ?? ''

/**
 * Everything the browser says about the page's policy and its scripts: the
 * `securitypolicyviolation` events (recorded from before the page's first script), console
 * errors and uncaught errors. A 404 page's own "Failed to load resource" for its document is
 * expected there and left out by the caller.
 */
async function watchPolicy(page: Page) {
  const problems: string[] = []
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__violations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return {
    problems,
    violations: () =>
      page.evaluate(() => [...((window as { __violations?: string[] }).__violations ?? [])]),
  }
}

test.describe('content security policy of the public pages', () => {
  test('every public page lists its inline scripts by hash and allows no other inline script', async ({
    request,
  }) => {
    for (const { path, status } of PUBLIC_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
      const policy = response.headers()['content-security-policy'] ?? ''
      const scripts = scriptSources(policy)
      expect(scripts, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
      expect(policy, path).not.toContain("'unsafe-inline' ")
      expect(scripts, path).not.toContain('unsafe')
      expect(scripts, path).not.toContain('nonce')
      // The hashes are exactly those of the page's runnable inline scripts.
      const html = await response.text()
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes))
        .map(([, , text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
      expect(inline.length, path).toBeGreaterThan(0)
      expect(new Set(scripts.split(' ').slice(2)), path).toEqual(new Set(inline))
    }
  })

  test('the pages stay cached: a second request is a cache hit with the same policy and bytes', async ({
    request,
  }) => {
    for (const path of ['/', '/rooms', '/explore', '/contact', '/bookings', '/privacy', '/terms']) {
      await request.get(path)
      const first = await request.get(path)
      const second = await request.get(path)
      expect(second.headers()['x-nextjs-cache'], path).toBe('HIT')
      expect(second.headers()['content-security-policy'], path).toBe(
        first.headers()['content-security-policy'],
      )
      expect((await second.body()).equals(await first.body()), path).toBe(true)
    }
  })

  test('each page hydrates with no policy violation and no script error', async ({ page }) => {
    const watch = await watchPolicy(page)
    for (const { path, status } of PUBLIC_PAGES) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(status)
      await hydrated(page)
      expect(await watch.violations(), path).toEqual([])
    }
    const unexpected = watch.problems.filter(
      (problem) =>
        !/Failed to load resource: the server responded with a status of 404/.test(problem),
    )
    expect(unexpected).toEqual([])
  })

  test('moving between pages in the browser works under the policy, without reloading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const watch = await watchPolicy(page)
    await page.goto('/')
    await hydrated(page)
    // Survives client-side navigation only: a full page load would start a new window object.
    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, path, heading] of [
      ['Rooms', '/rooms', 'Our Rooms'],
      ['Explore', '/explore', 'Explore Our Guest House'],
      ['Bookings', '/bookings', 'Make a Reservation'],
      ['Contact', '/contact', 'Contact Us'],
    ]) {
      await nav.getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: /home/ }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Royal Palm Guest House' }),
    ).toBeVisible()
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
    expect(await watch.violations()).toEqual([])
    expect(watch.problems).toEqual([])
  })

  test('markup injected into a public page cannot run script', async ({ page }) => {
    const watch = await watchPolicy(page)
    await page.goto('/rooms')
    await hydrated(page)
    await page.evaluate(() => {
      const box = document.createElement('div')
      box.innerHTML = '<img src="/no-such.png" onerror="window.__injected = true">'
      document.body.append(box)
      const script = document.createElement('script')
      script.textContent = 'window.__injectedScript = true'
      document.body.append(script)
    })
    await expect.poll(async () => (await watch.violations()).length).toBeGreaterThanOrEqual(2)
    expect(
      await page.evaluate(() => {
        const w = window as { __injected?: boolean; __injectedScript?: boolean }
        return Boolean(w.__injected || w.__injectedScript)
      }),
    ).toBe(false)
  })

  test("without the hashes the same page would not hydrate: they are what lets Next.js's scripts run", async ({
    page,
  }) => {
    const watch = await watchPolicy(page)
    await page.route('**/rooms', async (route) => {
      const response = await route.fetch()
      const policy = response.headers()['content-security-policy'] ?? ''
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': policy.replace(/ 'sha256-[^']+'/g, ''),
        },
      })
    })
    await page.goto('/rooms')
    await expect.poll(async () => (await watch.violations()).length).toBeGreaterThan(0)
    // The external scripts still load and run; only the inline ones that start the page are refused.
    await page.waitForLoadState('load')
    expect(await page.evaluate(isHydrated)).toBe(false)
  })
})

test.describe('content security policy of /cms', () => {
  test("Payload's editor runs only scripts that carry its per-response nonce", async ({ page }) => {
    const watch = await watchPolicy(page)
    const nonces: string[] = []
    for (const path of ['/cms/login', '/cms/login']) {
      const response = await page.goto(path)
      const scripts = scriptSources(response?.headers()['content-security-policy'] ?? '')
      expect(scripts).toMatch(/^script-src 'self' 'nonce-[^']+' 'strict-dynamic'$/)
      nonces.push(scripts)
    }
    expect(nonces[0]).not.toBe(nonces[1])
    await expect(page.getByText('Royal Palm Guest House').first()).toBeVisible()
    await signInPage(page)
    await page.goto('/cms/globals/explore')
    // Hydrated: the tabs respond to a click.
    await page.getByRole('button', { name: 'Reception', exact: true }).first().click()
    await expect(page.getByText('24/7 Front Desk').first()).toBeVisible()
    expect(await watch.violations()).toEqual([])
    expect(watch.problems.filter((problem) => /Content Security Policy/i.test(problem))).toEqual([])
  })
})
