import { ADMIN, expect, test } from './fixtures'

test.describe('smoke', () => {
  test('the content editor at /cms signs in and lists the collections', async ({ page }) => {
    await page.goto('/cms')
    await expect(page).toHaveURL(/\/cms\/login/)
    await page.getByLabel(/email/i).fill(ADMIN.email)
    await page.getByLabel(/password/i).fill(ADMIN.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/cms\/?$/)
    for (const label of ['Rooms', 'Facilities', 'Testimonials', 'Banner images', 'Bookings']) {
      await expect(
        page.getByRole('link', { name: new RegExp(`^${label}`, 'i') }).first(),
      ).toBeVisible()
    }
  })

  test('a public page renders the seeded house', async ({ page, request }) => {
    const response = await page.goto('/rooms')
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Executive Suite').first()).toBeVisible()
    const api = await request.get('/api/room/get-all-rooms')
    expect(api.status()).toBe(200)
    const rooms = (await api.json()) as Array<{ name: string; isAvailable: boolean }>
    expect(rooms.length).toBeGreaterThanOrEqual(5)
    expect(rooms.every((room) => room.isAvailable)).toBe(true)
  })
})
