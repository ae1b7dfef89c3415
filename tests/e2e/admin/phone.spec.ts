import type { Page } from '@playwright/test'

import { ADMIN, expect, test } from '../fixtures'

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('the portal on a phone (360 x 740)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  test('sign in, move around with the slim sidebar, and reach every room action', async ({
    page,
  }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/sign-in/)
    await noSidewaysScroll(page)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).tap()
    await expect(page).toHaveURL('/admin')
    await expect(page.getByTestId('card-rooms')).toBeVisible()
    await noSidewaysScroll(page)

    const sidebar = page.getByRole('complementary', { name: 'Staff portal' })
    expect((await sidebar.boundingBox())?.width).toBe(64)
    await page.getByRole('button', { name: 'Expand sidebar' }).tap()
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256)
    await sidebar.getByRole('link', { name: 'View Rooms' }).tap()
    await expect(page).toHaveURL('/admin/view-rooms')
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64)
    await expect(page.getByTestId('current-page')).toHaveText('View Rooms')
    await noSidewaysScroll(page)

    const firstRow = page.locator('tbody tr').first()
    for (const action of [/^Hide |^Show /, /^Edit /, /^Delete /]) {
      const control = firstRow.getByRole(action.source.includes('Edit') ? 'link' : 'button', {
        name: action,
      })
      await control.scrollIntoViewIfNeeded()
      await expect(control).toBeInViewport()
      const box = await control.boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(360)
      expect(box!.height).toBeGreaterThanOrEqual(44)
    }

    await page.goto('/admin/create-room')
    await expect(page.getByLabel('Room Name')).toBeVisible()
    await noSidewaysScroll(page)
    await expect(page.getByRole('button', { name: 'Create Room' })).toBeInViewport()
  })
})
