import { expect, holdScripts, hydrated, test } from '../fixtures'
import { day as isoDay, offSeasonDay } from '../../helpers/fixtures/dates'

test.describe('bookings page', () => {
  test.beforeEach(async ({ context }) => {
    // No network here: answer wa.me locally so the new window has something to show.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
    )
  })

  test('asks for dates and guests first, then offers only the visible rooms free for the stay', async ({
    page,
  }) => {
    await page.goto('/bookings')
    await expect(page.getByTestId('booking-rooms')).toHaveText(
      'Choose your dates and the number of guests to see the rooms free for your stay.',
    )
    await expect(page.getByLabel('Guests').locator('option')).toHaveCount(6)

    await page.getByLabel('Check-in Date').fill(offSeasonDay(3))
    await page.getByLabel('Check-out Date').fill(offSeasonDay(2))
    await page.getByRole('button', { name: 'Book on WhatsApp' }).click()
    await expect(page.locator('#booking-checkOut-error')).toHaveText(
      'Check-out date must be after check-in date',
    )

    await page.getByLabel('Check-out Date').fill(offSeasonDay(6))
    await expect(page.locator('#booking-checkOut-error')).toBeEmpty()
    const deluxe = page.getByRole('radio', { name: /Deluxe King Room/ })
    await expect(deluxe).toBeVisible()
    await expect(page.getByText('Free rooms for your 3 nights')).toBeVisible()
    await expect(page.locator('label', { has: deluxe })).toContainText(
      '₵400 per night · ₵1,200 in total',
    )
    await expect(page.getByRole('radio', { name: /Garden View Twin/ })).toHaveCount(0)

    await page.getByRole('button', { name: 'Book on WhatsApp' }).click()
    await expect(page.locator('#booking-roomId-error')).toHaveText('Please choose a room')
  })

  test('dates and guests typed before the page’s script has run are kept, and checked once it runs', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/bookings', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Check-in Date').fill(isoDay(20))
    await page.getByLabel('Check-out Date').fill(isoDay(19))
    await page.getByLabel('Guests').selectOption('2')
    release()
    await hydrated(page)
    // Only the form's own state can raise this message: the early dates reached it.
    await expect(page.locator('#booking-checkOut-error')).toHaveText(
      'Check-out date must be after check-in date',
    )
    await expect(page.getByLabel('Check-in Date')).toHaveValue(isoDay(20))
    await expect(page.getByLabel('Guests')).toHaveValue('2')
  })

  test('on a phone, a room card’s Choose dates leads to a recorded request with that room, and the reference is read out', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/rooms')
    const card = page.locator('[data-testid="room-card"][data-room-name="Deluxe King Room"]')
    // WhatsApp's Book Now stays as it was, with the new way to book beside it.
    await expect(card.getByRole('link', { name: 'Book Now: Deluxe King Room' })).toBeVisible()
    await card.getByRole('link', { name: 'Choose dates: Deluxe King Room' }).click()
    await expect(page).toHaveURL(/\/bookings\?room=/)

    await page.getByLabel('Check-in Date').fill(isoDay(20))
    await page.getByLabel('Check-out Date').fill(isoDay(19))
    // A check-out before the check-in says so at once.
    await expect(page.locator('#booking-checkOut-error')).toHaveText(
      'Check-out date must be after check-in date',
    )
    await page.getByLabel('Check-out Date').fill(isoDay(22))
    await expect(page.getByRole('radio', { name: /Deluxe King Room/ })).toBeChecked()
    await page.getByLabel('Full Name').fill('Efua Asante')
    await page.getByLabel('Phone Number').fill('0245556677')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Book on WhatsApp' }).click(),
    ])
    await popup.close()
    const heading = page.getByRole('heading', { name: 'Request received' })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    await expect(page.getByTestId('booking-reference')).toBeInViewport()
    await expect(page.getByTestId('booking-reference')).toHaveText(/^RP-[2-9A-Z]{4}$/)
  })

  test('stores the request, then opens WhatsApp with its reference and shows it with the house’s numbers', async ({
    page,
  }) => {
    await page.goto('/bookings')
    await page.getByLabel('Check-in Date').fill(offSeasonDay(5))
    await page.getByLabel('Check-out Date').fill(offSeasonDay(8))
    await page.getByLabel('Guests').selectOption('3')
    await page.getByRole('radio', { name: /Deluxe King Room/ }).check()
    await page.getByLabel('Full Name').fill('Kofi Mensah')
    await page.getByLabel('Phone Number').fill('0209998877')

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Book on WhatsApp' }).click(),
    ])
    await popup.waitForURL(/^https:\/\/wa\.me\//)
    const reference = await page.getByTestId('booking-reference').textContent()
    expect(reference).toMatch(/^RP-[2-9A-Z]{4}$/)
    const url = new URL(popup.url())
    expect(url.origin + url.pathname).toBe('https://wa.me/233241234567')
    const text = url.searchParams.get('text') ?? ''
    for (const part of [
      `Reference: ${reference}`,
      'Room: Deluxe King Room (₵400 per night)',
      'Nights: 3 (₵1,200 in total)',
      'Guests: 3 guests',
      'Name: Kofi Mensah',
      'Phone: 0209998877',
    ]) {
      expect(text).toContain(part)
    }
    await expect(page.getByRole('link', { name: /^Call 024 123 4567/ })).toHaveAttribute(
      'href',
      'tel:+233241234567',
    )
  })

  test('when storing fails WhatsApp still opens, without a reference, and the guest is told', async ({
    page,
  }) => {
    await page.route('**/api/bookings/request', (route) => route.abort('connectionfailed'))
    await page.goto('/bookings')
    await page.getByLabel('Check-in Date').fill(isoDay(9))
    await page.getByLabel('Check-out Date').fill(isoDay(10))
    await page.getByRole('radio', { name: /Deluxe King Room/ }).check()
    await page.getByLabel('Full Name').fill('Esi Ofori')
    await page.getByLabel('Phone Number').fill('0244556677')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Book on WhatsApp' }).click(),
    ])
    await popup.waitForURL(/^https:\/\/wa\.me\//)
    const text = new URL(popup.url()).searchParams.get('text') ?? ''
    expect(text).toContain('Name: Esi Ofori')
    expect(text).not.toContain('Reference:')
    await expect(page.getByTestId('booking-done').getByRole('alert')).toHaveText(
      'We could not save your request, so WhatsApp opened without a reference. Please send the message, or call us.',
    )
  })
})
