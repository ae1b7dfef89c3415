import type { APIRequestContext } from '@playwright/test'

import { apiAs } from '../security/helpers'
import { expect, test } from '../fixtures'
import { day as isoDay } from '../../helpers/fixtures/dates'

/** £1 = ₵15.80, $1 = ₵12.40, €1 = ₵13.30. */
const RATES = { gbp: 1580, usd: 1240, eur: 1330 }
const NO_RATES = { gbp: null, usd: null, eur: null }

let admin: APIRequestContext

const setRates = async (indicativeRates: Record<string, number | null>) => {
  const response = await admin.post('/api/globals/site-settings', {
    data: { indicativeRates, _status: 'published' },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  admin = await apiAs()
})

test.afterAll(async () => {
  await setRates(NO_RATES)
  await admin.dispose()
})

test.describe('a guest abroad, on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('dials +233 from the footer and the room page, and reads no foreign prices until rates are set', async ({
    page,
  }) => {
    await setRates(NO_RATES)
    await page.goto('/rooms')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: '024 123 4567' })).toHaveAttribute(
      'href',
      'tel:+233241234567',
    )
    await expect(page.getByRole('link', { name: 'Call 024 123 4567' })).toHaveAttribute(
      'href',
      'tel:+233241234567',
    )
    const card = page.locator('[data-testid="room-card"][data-room-name="Deluxe King Room"]')
    await expect(card.getByTestId('room-price')).toContainText('₵400')
    await expect(card.getByTestId('indicative-price')).toHaveCount(0)
  })

  test('reads the price in pounds, dollars and euros, marked indicative, on the rooms page and the request form', async ({
    page,
  }) => {
    await setRates(RATES)
    const today = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date())
    await page.goto('/rooms')
    const card = page.locator('[data-testid="room-card"][data-room-name="Deluxe King Room"]')
    // ₵400 a night.
    await expect(card.getByTestId('indicative-price')).toHaveText(
      `≈ £25 · $32 · €30, indicative, at rates of ${today}`,
    )
    await card.getByRole('link', { name: 'Choose dates: Deluxe King Room' }).click()
    await page.getByLabel('Check-in Date').fill(isoDay(30))
    await page.getByLabel('Check-out Date').fill(isoDay(33))
    const choice = page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: /Deluxe King Room/ }) })
    // ₵1,200 for the three nights; what is asked and paid stays in cedis.
    await expect(choice).toContainText('₵1,200 in total')
    await expect(choice.getByTestId('indicative-price')).toHaveText(
      `≈ £76 · $97 · €90, indicative, at rates of ${today}`,
    )
  })
})
