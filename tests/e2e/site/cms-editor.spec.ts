import { BASE_URL, expect, signInPage, test } from '../fixtures'

test.describe('/cms for an editor', () => {
  test('the sign-in page shows the house, not Payload', async ({ page }) => {
    await page.goto('/cms/login')
    await expect(page.getByText('Royal Palm Guest House').first()).toBeVisible()
  })

  test("the browser tab and icon carry the house's name, and follow it when it changes", async ({
    page,
  }) => {
    await page.goto('/cms/login')
    await expect(page).toHaveTitle('Login · Royal Palm Guest House')
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icon.svg')
    await signInPage(page)
    await page.goto('/cms')
    await expect(page).toHaveTitle('Dashboard · Royal Palm Guest House')
    const name = `Palm Court ${Date.now()}`
    try {
      await page.goto('/cms/globals/site-settings')
      // /cms reopens the tab last used, so the editor picks House.
      await page.getByRole('button', { name: 'House', exact: true }).click()
      await page.locator('#field-houseName').fill(name)
      await page.locator('#action-save').click()
      await expect(
        page.getByText(/published successfully|Updated successfully/i).first(),
      ).toBeVisible()
      await page.goto('/cms/collections/rooms')
      await expect(page).toHaveTitle(`Rooms · ${name}`)
    } finally {
      await page.request.post('/api/globals/site-settings', {
        data: { houseName: 'Royal Palm Guest House', _status: 'published' },
        headers: { Origin: BASE_URL },
      })
    }
    await page.goto('/cms/collections/rooms')
    await expect(page).toHaveTitle('Rooms · Royal Palm Guest House')
  })

  test('Explore is in tabs, rows are named by their content and icons are pictures', async ({
    page,
  }) => {
    await signInPage(page)
    await page.goto('/cms/globals/explore')
    for (const tab of ['Top of the page', 'Reception', 'Bar & Lounge', 'Environment']) {
      await expect(page.getByRole('button', { name: tab, exact: true }).first()).toBeVisible()
    }
    await page.getByRole('button', { name: 'Reception', exact: true }).first().click()
    await expect(page.getByText('24/7 Front Desk').first()).toBeVisible()
    await expect(page.getByText(/Highlight 0\d/)).toHaveCount(0)
    const picker = page.getByRole('radiogroup').first()
    await expect(picker.getByRole('radio').first()).toBeVisible()
    await expect(picker.getByRole('radio', { checked: true })).toHaveCount(1)
    // /cms has no symbols for an icon to point at: the picker draws each shape itself.
    const chosen = picker.getByRole('radio', { checked: true }).locator('svg path')
    await expect(chosen).toHaveAttribute('d', /^M/)
    expect((await chosen.boundingBox())?.width).toBeGreaterThan(0)
    // Drafts: changes are published on purpose, previewed first, and older versions are listed.
    await expect(page.getByRole('button', { name: /Publish/ }).first()).toBeVisible()
    await expect(
      page
        .getByRole('button', { name: /Preview/ })
        .or(page.getByRole('link', { name: /Preview/ }))
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /Versions/ }).first()).toBeVisible()
  })
})
