import { plainTextToRichText } from '../../../src/lib/richText'
import { BASE_URL, expect, signInPage, test } from '../fixtures'

test.describe('staff preview of drafts', () => {
  test('is closed to guests', async ({ page }) => {
    await page.goto('/preview/explore')
    await expect(page).toHaveURL(/\/sign-in/)
  })

  test('shows staff the Explore draft while guests keep the published page', async ({ page }) => {
    await signInPage(page)
    const headers = { Origin: BASE_URL }
    const current = await page.request.get('/api/globals/explore?depth=0', { headers })
    expect(current.ok()).toBeTruthy()
    const { hero } = (await current.json()) as { hero: { title: string; subtitle: string } }
    const draftTitle = `Draft title ${Date.now()}`
    const saved = await page.request.post('/api/globals/explore?draft=true', {
      data: { hero: { ...hero, title: draftTitle } },
      headers,
    })
    expect(saved.ok()).toBeTruthy()
    try {
      await page.goto('/preview/explore')
      await expect(page.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'unpublished' })).toBeVisible()

      await page.context().clearCookies()
      await page.goto('/explore')
      await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible()
      await expect(page.getByText(draftTitle)).toHaveCount(0)
    } finally {
      await signInPage(page)
      await page.request.post('/api/globals/explore?draft=true', { data: { hero }, headers })
    }
  })

  test('shows staff the draft privacy policy, and links the terms and the home page of the same settings', async ({
    page,
  }) => {
    await signInPage(page)
    const headers = { Origin: BASE_URL }
    const current = await page.request.get('/api/globals/site-settings?depth=0', { headers })
    expect(current.ok()).toBeTruthy()
    const { privacyPolicy } = (await current.json()) as { privacyPolicy: unknown }
    const draftLine = `Draft privacy line ${Date.now()}`
    const saved = await page.request.post('/api/globals/site-settings?draft=true', {
      data: { privacyPolicy: plainTextToRichText(draftLine) },
      headers,
    })
    expect(saved.ok()).toBeTruthy()
    try {
      const response = await page.goto('/preview/privacy')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
      await expect(page.getByText(draftLine)).toBeVisible()
      const others = page.getByRole('navigation', { name: 'Other previews' })
      await expect(others.getByRole('link', { name: 'Preview Terms of Service' })).toHaveAttribute(
        'href',
        '/preview/terms',
      )
      await others.getByRole('link', { name: 'Preview Terms of Service' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()

      await page.context().clearCookies()
      await page.goto('/privacy')
      await expect(page.getByText(draftLine)).toHaveCount(0)
    } finally {
      await signInPage(page)
      await page.request.post('/api/globals/site-settings?draft=true', {
        data: { privacyPolicy },
        headers,
      })
    }
  })
})
