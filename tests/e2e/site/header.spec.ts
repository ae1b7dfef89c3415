import { expect, test } from '../fixtures'

test.describe('header', () => {
  test('turns more opaque once scrolled beyond 20 px', async ({ page }) => {
    await page.goto('/rooms')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 15))
    await page.waitForTimeout(200)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test.describe('at a phone viewport', () => {
    test.use({ viewport: { width: 360, height: 740 } })

    test('the mobile menu slides in with a subtitle per item and closes', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
      const toggle = page.getByRole('button', { name: 'Open menu' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      const menu = page.getByRole('navigation', { name: 'Mobile' })
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      for (const [label, subtitle] of [
        ['Explore', 'Discover our services'],
        ['Rooms', 'View accommodations'],
        ['Bookings', 'Make a reservation'],
        ['Contact', 'Get in touch'],
      ]) {
        await expect(
          menu.getByRole('link', { name: new RegExp(`${label}\\s*${subtitle}`) }),
        ).toBeVisible()
      }
      // Escape closes it and gives focus back to the toggle.
      await page.keyboard.press('Escape')
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
      await expect(menu).toBeHidden()

      await page.getByRole('button', { name: 'Open menu' }).click()
      await menu.getByRole('link', { name: /Contact/ }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    })

    test('the menu opens the full height of the screen after the guest has scrolled, and its entries work', async ({
      page,
    }) => {
      await page.goto('/')
      await page.evaluate(() => window.scrollTo(0, 600))
      await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true')
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('navigation', { name: 'Mobile' })
      // The panel hangs from the 64 px header down to the bottom of the screen.
      await expect
        .poll(() => page.locator('[data-open="true"]').evaluate((panel) => panel.clientHeight))
        .toBe(740 - 64)
      await menu.getByRole('link', { name: /^Rooms/ }).click()
      await expect(page).toHaveURL(/\/rooms$/)
    })
  })
})
