import type { Page } from '@playwright/test'

import {
  BASE_URL,
  CONTACT_TO,
  expect,
  holdScripts,
  hydrated,
  mailbox,
  signInApi,
  test,
} from '../fixtures'
import { day as isoDay } from '../../helpers/fixtures/dates'

const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  checkInPast: 'Check-in date cannot be in the past',
  checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
  network: 'Network error. Please check your connection and try again.',
  server: 'Server error. Please try again later or contact us directly.',
  invalidData: 'Invalid form data. Please check your information and try again.',
  failed: 'Failed to send message. Please try again.',
  success: 'Your message has been sent successfully. You will receive an email.',
}

async function fillValid(page: Page, subject = 'Room for two nights') {
  await page.getByLabel('Full Name').fill('Ama Serwaa')
  await page.getByLabel('Email Address').fill('ama.serwaa@e2e.test')
  await page.getByLabel('Phone Number').fill('0244000111')
  await page.getByLabel('Check-in Date').fill(isoDay(7))
  await page.getByLabel('Check-out Date').fill(isoDay(9))
  await page.getByLabel('Number of Guests').selectOption('2')
  await page.getByLabel('Room Type').selectOption('Deluxe Room')
  await page.getByLabel('Subject').fill(subject)
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Hello, is the deluxe room free next week?')
}

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text })
/** A person takes more than two seconds to fill the form; faster sends are treated as a bot's. */
const PERSON_MS = 2500
/** When each page's form was first seen hydrated, on that document's own clock. */
const formSeenHydrated = new WeakMap<Page, { document: number; at: number }>()
const formIsHydrated = () => {
  const form = document.querySelector('form[aria-labelledby="contact-form-title"]')
  return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'))
}
/**
 * Sends as a person would. Fields filled by `fill` make no keystroke, so the form counts from its
 * script's start: the send waits until PERSON_MS after the form was first seen hydrated, however
 * late a loaded machine hydrates it.
 */
const send = async (page: Page) => {
  await page.waitForFunction(formIsHydrated)
  const clock = await page.evaluate(() => ({
    document: performance.timeOrigin,
    now: performance.now(),
  }))
  let seen = formSeenHydrated.get(page)
  if (seen?.document !== clock.document) {
    seen = { document: clock.document, at: clock.now }
    formSeenHydrated.set(page, seen)
  }
  const wait = seen.at + PERSON_MS - clock.now
  if (wait > 0) await page.waitForTimeout(wait)
  // Sent from the keyboard, as a guest with a keyboard or a screen reader sends it: Enter on the
  // button. A click first waits for the button to hold still across animation frames, and now and
  // then the test browser stops drawing a page for good: its compositor holds a committed layer
  // tree it never activates, while the page's script runs on, and a new tab draws the same page.
  // The tap on the button is still sent by the slow-data test below.
  await page.getByRole('button', { name: 'Send Message' }).press('Enter')
}

test.describe('contact page', () => {
  test('contact cards open tel, WhatsApp, mailto and the map in a new window', async ({ page }) => {
    await page.goto('/contact')
    const cards = page.getByRole('region', { name: 'Ways to reach us' }).getByRole('link')
    await expect(cards).toHaveCount(4)
    const hrefs = await cards.evaluateAll((links) =>
      links.map((a) => [a.getAttribute('href'), a.getAttribute('target')]),
    )
    expect(hrefs).toEqual([
      ['tel:+233241234567', '_blank'],
      ['https://wa.me/233241234567', '_blank'],
      ['mailto:info@royalpalmguesthouse.com.gh', '_blank'],
      [expect.stringMatching(/^https:\/\/www\.google\.com\/maps/), '_blank'],
    ])
    await expect(page.getByRole('heading', { name: 'Operating Hours' })).toBeVisible()
    await expect(page.getByText('6:00 AM - 10:00 PM')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute(
      'href',
      'tel:+233241234567',
    )
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/rooms')
    await expect(page.getByRole('button', { name: 'Facebook' })).toBeVisible()
    // The map is fetched only as it nears the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(page.locator('iframe[loading="lazy"]')).toHaveCount(1)
  })

  test('what a visitor types before the page’s script has run is kept and sent', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Full Name').fill('Yaw Boateng')
    await page.getByLabel('Email Address').fill('yaw@e2e.test')
    await page.getByLabel('Subject').fill('Early words')
    release()
    await hydrated(page)
    await send(page)
    // The form's own check saw the early fields: only the message it never got is missing.
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
    await expect(page.locator('textarea[name="message"]')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Full Name')).toHaveValue('Yaw Boateng')
  })

  test('a guest on slow data who types while the script loads and sends as it arrives is not taken for a bot', async ({
    page,
  }) => {
    await mailbox.clear()
    const subject = `Typed early ${Date.now()}`
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    // Real keystrokes into the server's markup, before any of the form's script has arrived.
    const typingFrom = Date.now()
    await page.getByLabel('Full Name').pressSequentially('Esi Mensah', { delay: 30 })
    await page.getByLabel('Email Address').fill('esi@e2e.test')
    await page.getByLabel('Subject').fill(subject)
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Do you have a room on Friday?')
    const typing = Date.now() - typingFrom
    if (typing < PERSON_MS) await page.waitForTimeout(PERSON_MS - typing)
    release()
    await hydrated(page)
    await page.waitForFunction(formIsHydrated)
    // Sent the moment the script has run: the guest's typing, not the script's arrival, counts.
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page, MESSAGES.success)).toBeVisible()
    const mail = await mailbox.waitFor(
      (m) => m.envelope.to.includes(CONTACT_TO) && m.subject.includes(subject),
    )
    expect(mail.text).toContain('Esi Mensah')
  })

  test('validation: spec order, first error only, as toast and inline, cleared on edit', async ({
    page,
  }) => {
    await page.goto('/contact')
    await send(page)
    // Name comes first; only its error shows.
    const name = page.getByLabel('Full Name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAttribute('aria-describedby', 'contact-name-error')
    await expect(page.locator('#contact-name-error')).not.toBeEmpty()
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
    await expect(page.locator('.Toastify__toast')).toHaveCount(1)
    await name.fill('Ama')
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#contact-name-error')).toBeEmpty()

    await send(page)
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Email Address').fill('not-an-email')
    await send(page)
    // Subject and message are checked before the email's shape.
    await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Subject').fill('Question')
    await send(page)
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello there')
    await send(page)
    await expect(page.locator('#contact-email-error')).toHaveText(MESSAGES.invalidEmail)
    await expect(toast(page, MESSAGES.invalidEmail)).toBeVisible()

    await page.getByLabel('Email Address').fill('ama@e2e.test')
    await page.getByLabel('Phone Number').fill('024123')
    await send(page)
    await expect(page.locator('#contact-phone-error')).toHaveText(MESSAGES.invalidPhone)
    await expect(toast(page, MESSAGES.invalidPhone)).toBeVisible()

    await page.getByLabel('Phone Number').fill('0241234567')
    await page.getByLabel('Check-in Date').fill(isoDay(-2))
    await page.getByLabel('Check-out Date').fill(isoDay(3))
    await send(page)
    await expect(page.locator('#contact-checkIn-error')).toHaveText(MESSAGES.checkInPast)

    await page.getByLabel('Check-in Date').fill(isoDay(5))
    await page.getByLabel('Check-out Date').fill(isoDay(4))
    await send(page)
    await expect(page.locator('#contact-checkOut-error')).toHaveText(MESSAGES.checkOutBeforeCheckIn)
    await expect(toast(page, MESSAGES.checkOutBeforeCheckIn)).toBeVisible()
  })

  test('date minimums, guests 1 to 6 and the room types', async ({ page }) => {
    await page.goto('/contact')
    const today = new Date().toISOString().slice(0, 10)
    await expect(page.getByLabel('Check-in Date')).toHaveAttribute('min', today)
    await expect(page.getByLabel('Check-out Date')).toHaveAttribute('min', today)
    await page.getByLabel('Check-in Date').fill(isoDay(10))
    await expect(page.getByLabel('Check-out Date')).toHaveAttribute('min', isoDay(10))
    await expect(page.getByLabel('Number of Guests').locator('option')).toHaveText([
      '1 Guest',
      '2 Guests',
      '3 Guests',
      '4 Guests',
      '5 Guests',
      '6 Guests',
    ])
    await expect(page.getByLabel('Number of Guests')).toHaveValue('1')
    await expect(page.getByLabel('Room Type').locator('option')).toHaveText([
      'No preference',
      'Studio Room',
      'Double Bed Room',
      'Queen Room',
      'Deluxe Room',
      'Executive Room',
    ])
  })

  test('success: Sending..., stored message, email to the house, toast and reset after 3 s', async ({
    page,
    request,
  }) => {
    await mailbox.clear()
    const subject = `Stay enquiry ${Date.now()}`
    await page.goto('/contact')
    await fillValid(page, subject)
    // Hold the request a moment so the submitting state can be seen.
    await page.route('**/api/contact/email', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await send(page)
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(page.getByLabel('Full Name')).toBeDisabled()
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeDisabled()
    await expect(toast(page, MESSAGES.success)).toBeVisible()
    await expect(page.getByLabel('Full Name')).toHaveValue('Ama Serwaa')
    await expect(page.getByLabel('Full Name')).toHaveValue('', { timeout: 5000 })
    await expect(page.getByLabel('Subject')).toHaveValue('')
    await expect(page.getByLabel('Number of Guests')).toHaveValue('1')

    const mail = await mailbox.waitFor(
      (m) => m.envelope.to.includes(CONTACT_TO) && m.subject.includes(subject),
    )
    expect(mail.text).toContain('Ama Serwaa')
    expect(mail.text).toContain('Deluxe Room')

    await signInApi(request)
    const stored = await request.get(
      `/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`,
      {
        headers: { Origin: BASE_URL },
      },
    )
    expect(stored.ok()).toBeTruthy()
    const body = (await stored.json()) as {
      docs: Array<{ name: string; email: string; guests: string }>
    }
    expect(body.docs).toHaveLength(1)
    expect(body.docs[0]).toMatchObject({
      name: 'Ama Serwaa',
      email: 'ama.serwaa@e2e.test',
      guests: '2',
    })
  })

  const failures: Array<{
    title: string
    fulfil: 'abort' | { status: number; message: string }
    text: string
  }> = [
    { title: 'network failure', fulfil: 'abort', text: MESSAGES.network },
    {
      title: 'a 500 answer',
      fulfil: { status: 500, message: 'Internal error' },
      text: MESSAGES.server,
    },
    {
      title: 'a 400 answer',
      fulfil: { status: 400, message: 'Please enter a valid email address' },
      text: MESSAGES.invalidData,
    },
    {
      title: 'any other failure',
      fulfil: { status: 429, message: 'Too many requests' },
      text: MESSAGES.failed,
    },
  ]
  for (const { title, fulfil, text } of failures) {
    test(`failure: ${title} shows "${text}"`, async ({ page }) => {
      await page.route('**/api/contact/email', (route) =>
        fulfil === 'abort'
          ? route.abort('internetdisconnected')
          : route.fulfill({
              status: fulfil.status,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, message: fulfil.message }),
            }),
      )
      await page.goto('/contact')
      await fillValid(page)
      await send(page)
      await expect(toast(page, text)).toBeVisible()
      await expect(page.locator('form [role="alert"]')).toHaveText(text)
      // Back to idle, with what the guest typed kept.
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
      await expect(page.getByLabel('Full Name')).toHaveValue('Ama Serwaa')
    })
  }

  test('toasts sit top-right, can be closed by hand and Alt+T focuses them', async ({ page }) => {
    await page.goto('/contact')
    await send(page)
    const container = page.locator('.Toastify__toast-container')
    await expect(container).toHaveClass(/Toastify__toast-container--top-right/)
    await page.keyboard.press('Alt+KeyT')
    await expect(page.locator('.Toastify__toast').first()).toBeFocused()
    await page.getByRole('button', { name: /close/i }).first().click()
    await expect(page.locator('.Toastify__toast')).toHaveCount(0)
  })
})
