import type { APIRequestContext, Page } from '@playwright/test'

import { BASE_URL, expect, mailbox, signInApi, test } from '../fixtures'

/** Fills every field at machine speed, the hidden one too when asked, and sends at once. */
async function botSends(page: Page, subject: string, { fillTrap }: { fillTrap: boolean }) {
  await page.goto('/contact')
  await page.getByLabel('Full Name').fill('Spam Bot')
  await page.getByLabel('Email Address').fill('bot@spam.example')
  await page.getByLabel('Subject').fill(subject)
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Cheap followers here')
  if (fillTrap) {
    // A bot fills every input it finds in the markup, visible or not.
    await page.locator('input[name="website"]').fill('http://spam.example', { force: true })
  }
  const sent = page.waitForResponse('**/api/contact/email')
  // Enter on the button, as contact.spec.ts's send() does: a click waits for the button to hold
  // still across animation frames, which a test browser that has stopped drawing never gives.
  await page.getByRole('button', { name: 'Send Message' }).press('Enter')
  const response = await sent
  const body = JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>
  // The real form sends both signals.
  expect(typeof body.formFillMs).toBe('number')
  expect(body.website).toBe(fillTrap ? 'http://spam.example' : '')
  // The bot is answered as a person would be, so it learns nothing.
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'successfully' })).toBeVisible()
}

async function storedCount(request: APIRequestContext, subject: string): Promise<number> {
  await signInApi(request)
  const found = await request.get(
    `/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}&depth=0`,
    { headers: { Origin: BASE_URL } },
  )
  expect(found.ok()).toBeTruthy()
  return ((await found.json()) as { totalDocs: number }).totalDocs
}

test.describe('the contact form against bots', () => {
  test('keeps the trap field out of sight, out of the tab order and away from screen readers', async ({
    page,
  }) => {
    await page.goto('/contact')
    const trap = page.locator('input[name="website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).not.toBeInViewport()
    await expect(page.getByRole('textbox', { name: /Leave this empty/ })).toHaveCount(0)
  })

  for (const fillTrap of [true, false]) {
    test(`a fast bot ${fillTrap ? 'that fills the hidden field' : 'that sends in under 2 s'} is neither stored nor emailed`, async ({
      page,
      request,
    }) => {
      await mailbox.clear()
      const subject = `Bot ${fillTrap ? 'trap' : 'speed'} ${Date.now()}`
      await botSends(page, subject, { fillTrap })
      await page.waitForTimeout(2000)
      expect((await mailbox.messages()).filter((m) => m.subject.includes(subject))).toEqual([])
      expect(await storedCount(request, subject)).toBe(0)
    })
  }
})
