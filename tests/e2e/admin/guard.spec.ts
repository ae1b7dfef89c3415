import { expect, signInPage, test } from '../fixtures'

test.describe('the portal guard', () => {
  test('signed out, every admin page sends the visitor to sign-in and back after signing in', async ({
    page,
  }) => {
    for (const path of ['/admin', '/admin/view-rooms', '/admin/create-room']) {
      await page.goto(path)
      await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(path)}`)
    }
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await page.getByLabel('Email').fill('admin@e2e.test')
    await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL('/admin/create-room')
    await expect(page.getByRole('heading', { name: 'Create Room' })).toBeVisible()
  })

  test('the API refuses room changes without a session', async ({ request }) => {
    const response = await request.post('/api/room/create', { data: { name: 'x' } })
    expect(response.status()).toBe(401)
    const dashboard = await request.get('/api/dashboard')
    expect(dashboard.status()).toBe(401)
  })

  test('unknown admin paths go to the dashboard', async ({ page }) => {
    await signInPage(page)
    await page.goto('/admin/no-such-page/deeper')
    await expect(page).toHaveURL('/admin')
    await expect(page.getByTestId('current-page')).toHaveText('Dashboard')
  })

  test('the shell shows the account, and Logout purges the session; Back shows no admin data', async ({
    page,
  }) => {
    await signInPage(page)
    await page.goto('/admin/view-rooms')
    const sidebar = page.getByRole('complementary', { name: 'Staff portal' })
    await expect(sidebar.getByText('House Manager')).toBeVisible()
    await expect(page.getByText('ADMIN DASHBOARD')).toBeVisible()
    await expect(page.getByTestId('current-page')).toHaveText('View Rooms')
    await expect(page.getByText('Executive Suite')).toBeVisible()
    await expect(sidebar.getByRole('link', { name: /Content editor/ })).toHaveAttribute(
      'href',
      '/cms',
    )
    const persisted = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('persist:root') ?? 'null'),
    )
    expect(persisted).toMatchObject({
      version: 1,
      user: { currentUser: { name: 'House Manager' } },
    })

    await sidebar.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/sign-in')
    expect(await page.evaluate(() => localStorage.getItem('persist:root'))).toBeNull()

    await page.goBack()
    await expect(page).toHaveURL(/\/sign-in/)
    await expect(page.getByText('Executive Suite')).toHaveCount(0)
    await expect(page.getByText('ADMIN DASHBOARD')).toHaveCount(0)

    // The old cookie no longer opens anything either.
    const verify = await page.request.post('/api/auth/verify', {
      headers: { 'Content-Type': 'application/json' },
    })
    expect(verify.status()).toBe(401)
  })

  test('Go to website leads to the home page and the sidebar collapses from 64 to 16 units', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInPage(page)
    await page.goto('/admin')
    const sidebar = page.getByRole('complementary', { name: 'Staff portal' })
    expect((await sidebar.boundingBox())?.width).toBe(256)
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64)
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256)
    await page.getByRole('link', { name: 'Go to website' }).click()
    await expect(page).toHaveURL('/')
  })
})
