import { expect, test } from '../fixtures'

test.describe('explore page', () => {
  test('tabs: Reception by default, then Bar & Lounge and Environment with their hours', async ({
    page,
  }) => {
    await page.goto('/explore')
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(['Reception', 'Bar & Lounge', 'Environment'])
    await expect(page.getByRole('tab', { name: 'Reception' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { name: '24/7 Front Desk' })).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Concierge' })).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Secure Check-in' })).toBeVisible()
    await expect(panel.getByText('6:00 AM - 10:00 PM')).toBeVisible()

    await page.getByRole('tab', { name: 'Bar & Lounge' }).click()
    await expect(page.getByRole('tab', { name: 'Bar & Lounge' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(panel.getByText('Monday - Sunday, 5:00 PM - 2:00 AM')).toBeVisible()
    await expect(panel.getByText('Happy hour')).toBeVisible()
    await expect(panel.getByText('5:00 PM - 7:00 PM')).toBeVisible()
    for (const name of ['Premium Beverages', 'Live Entertainment', 'Bar Snacks']) {
      await expect(panel.getByRole('heading', { name })).toBeVisible()
    }

    // Keyboard: the arrow key moves to the next tab.
    await page.getByRole('tab', { name: 'Bar & Lounge' }).press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Environment' })).toBeFocused()
    await expect(panel.getByText('Day Experience')).toBeVisible()
    await expect(panel.getByText('6:00 AM - 6:00 PM')).toBeVisible()
    await expect(panel.getByText('Evening Experience')).toBeVisible()
    await expect(panel.getByText('6:00 PM - 6:00 AM')).toBeVisible()

    await expect(
      page.getByRole('region', { name: 'Complete Facilities' }).getByRole('heading', { level: 3 }),
    ).toHaveText([
      '24/7 Security',
      'High-Speed Internet',
      'Secure Parking',
      'Room Service',
      'Premium Bar',
      'Restaurant',
    ])
    await expect(
      page.getByRole('region', { name: 'Guest Experiences' }).getByRole('figure'),
    ).toHaveCount(3)
  })

  test('the tab bar stays on screen while scrolling', async ({ page }) => {
    await page.goto('/explore')
    // Past the hero, while the tab's content is still on screen.
    const top = await page
      .getByRole('tablist')
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    await page.evaluate((y) => window.scrollTo(0, y + 250), top)
    await expect(page.getByRole('tabpanel')).toBeInViewport()
    const box = await page.getByRole('tablist').boundingBox()
    expect(box?.y).toBeGreaterThanOrEqual(60)
    expect(box?.y).toBeLessThan(80)
  })

  test('the slideshow advances every 3 s, pauses, resumes and wraps', async ({ page }) => {
    await page.clock.install()
    await page.goto('/explore')
    const show = page.getByTestId('explore-slideshow')
    await expect(show).toHaveAttribute('data-index', '0')
    await page.clock.runFor(3100)
    await expect(show).toHaveAttribute('data-index', '1')

    await show.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.clock.runFor(9000)
    await expect(show).toHaveAttribute('data-index', '1')

    await show.getByRole('button', { name: 'Resume slideshow' }).click()
    await page.clock.runFor(3100)
    await expect(show).toHaveAttribute('data-index', '2')
    await page.clock.runFor(3000)
    await expect(show).toHaveAttribute('data-index', '0')

    await show.getByRole('button', { name: 'Previous picture' }).click()
    await expect(show).toHaveAttribute('data-index', '2')
  })
})
