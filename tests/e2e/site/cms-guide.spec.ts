import type { Page } from '@playwright/test'

import { editorAccount, freshIp } from '../security/helpers'
import { BASE_URL, expect, signInPage, test } from '../fixtures'

async function signInAs(page: Page, who: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/signin', {
    data: who,
    headers: { Origin: BASE_URL, 'X-Forwarded-For': freshIp() },
  })
  expect(response.status(), await response.text()).toBe(200)
}

async function testimonialCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/testimonials?limit=1&draft=true&depth=0', {
    headers: { Origin: BASE_URL },
  })
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

test.describe('/cms says what it holds and leaves nothing behind', () => {
  test('the dashboard says what each card holds, and the house mark in the header is whole', async ({
    page,
  }) => {
    await signInPage(page)
    await page.goto('/cms')
    const guide = page.getByTestId('dashboard-guide')
    await expect(guide).toContainText('Site settings')
    await expect(guide).toContainText(/tagline/)
    await expect(guide.locator('dt', { hasText: /^Rooms$/ })).toHaveCount(1)
    // Payload gives the mark a fixed box and hides what overflows it: the mark fits inside.
    const box = await page.locator('.step-nav__home').first().boundingBox()
    const mark = await page.locator('.step-nav__home svg').first().locator('..').boundingBox()
    expect(box && mark).toBeTruthy()
    expect(mark!.width).toBeLessThanOrEqual(box!.width + 0.5)
    expect(mark!.height).toBeLessThanOrEqual(box!.height + 0.5)
  })

  test('opening Create New and leaving stores no empty draft', async ({ page }) => {
    await signInPage(page)
    const before = await testimonialCount(page)
    await page.goto('/cms/collections/testimonials/create')
    await expect(page).toHaveURL(/\/testimonials\/create$/)
    await expect(page.locator('#field-name')).toBeVisible()
    // Longer than the autosave interval: nothing is stored while the form stays untouched.
    await page.waitForTimeout(2500)
    await page.goto('/cms')
    expect(await testimonialCount(page)).toBe(before)
  })

  test('an editor sees no Rooms table, and the guide names only what an editor works on', async ({
    page,
  }) => {
    await signInAs(page, await editorAccount())
    await page.goto('/cms')
    await expect(page.getByTestId('dashboard-guide')).toContainText('Site settings')
    await expect(
      page.getByTestId('dashboard-guide').locator('dt', { hasText: /^Rooms$/ }),
    ).toHaveCount(0)
    await expect(page.locator('#card-rooms')).toHaveCount(0)
    await expect(page.locator('#card-testimonials')).toHaveCount(1)
  })

  test("an editor's title and description for a page are what search results and shares show", async ({
    page,
  }) => {
    await signInAs(page, await editorAccount())
    const headers = { Origin: BASE_URL }
    const title = `Rooms by the hills ${Date.now()}`
    const description = 'Quiet rooms with a view of the Akwapim hills, breakfast included.'
    const saved = await page.request.post('/api/globals/site-settings', {
      data: { pageDetails: { rooms: { title, description } }, _status: 'published' },
      headers,
    })
    expect(saved.ok(), await saved.text()).toBeTruthy()
    try {
      await page.goto('/rooms')
      await expect(page).toHaveTitle(`${title} · Royal Palm Guest House`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        `${title} · Royal Palm Guest House`,
      )
    } finally {
      await page.request.post('/api/globals/site-settings', {
        data: { pageDetails: { rooms: { title: '', description: '' } }, _status: 'published' },
        headers,
      })
    }
    await page.goto('/rooms')
    await expect(page).toHaveTitle('Rooms · Royal Palm Guest House')
  })
})
