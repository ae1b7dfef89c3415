import { expect, test } from '../fixtures'

test.describe('sign-in', () => {
  test('field rules with their messages, cleared on edit; show/hide password', async ({ page }) => {
    await page.goto('/sign-in')
    const email = page.getByLabel('Email')
    const password = page.getByLabel('Password', { exact: true })
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expect(email).toHaveAttribute('aria-describedby', 'sign-in-email-error')

    await email.fill('not-an-email')
    await expect(page.getByText('Email is required')).toHaveCount(0)
    await password.fill('abc')
    await password.press('Enter')
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
    await expect(email).toHaveValue('not-an-email')

    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test("a wrong password shows the server's message; the right one opens the dashboard", async ({
    page,
  }) => {
    await page.goto('/sign-in')
    await page.getByLabel('Email').fill('admin@e2e.test')
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: /email or password.*incorrect/ }),
    ).toBeVisible()
    await expect(page).toHaveURL('/sign-in')

    await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password')
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/signin', async (route) => {
      await held
      await route.continue()
    })
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL('/admin')
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  })

  test("'Sign in failed' when the server gives no message", async ({ page }) => {
    await page.route('**/api/auth/signin', (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto('/sign-in')
    await page.getByLabel('Email').fill('admin@e2e.test')
    await page.getByLabel('Password', { exact: true }).fill('whatever-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Sign in failed')).toBeVisible()
  })
})
