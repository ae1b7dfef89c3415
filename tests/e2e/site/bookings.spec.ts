import { expect, test } from '../fixtures'

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
}

test.describe('bookings page', () => {
  test('lists only available rooms and checks the request before opening WhatsApp', async ({
    page,
  }) => {
    await page.goto('/bookings')
    const options = await page
      .getByLabel('Room', { exact: true })
      .locator('option')
      .allTextContents()
    expect(options).toContain('Deluxe King Room (₵400 per night)')
    expect(options.some((option) => option.startsWith('Garden View Twin'))).toBe(false)
    await expect(page.getByLabel('Guests').locator('option')).toHaveCount(6)

    await page.getByRole('button', { name: 'Book on WhatsApp' }).click()
    await expect(page.locator('#booking-roomId-error')).toHaveText('Please choose a room')
    await expect(page.getByLabel('Room', { exact: true })).toBeFocused()

    await page
      .getByLabel('Room', { exact: true })
      .selectOption({ label: 'Deluxe King Room (₵400 per night)' })
    await expect(page.locator('#booking-roomId-error')).toBeEmpty()
    await page.getByLabel('Check-in Date').fill(isoDay(3))
    await page.getByLabel('Check-out Date').fill(isoDay(2))
    await page.getByRole('button', { name: 'Book on WhatsApp' }).click()
    await expect(page.locator('#booking-checkOut-error')).toHaveText(
      'Check-out date must be after check-in date',
    )
  })

  test('the button opens WhatsApp pre-filled with the whole request; the call button dials', async ({
    page,
    context,
  }) => {
    // No network here: answer wa.me locally so the new window has something to show.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
    )
    await page.goto('/bookings')
    await page
      .getByLabel('Room', { exact: true })
      .selectOption({ label: 'Deluxe King Room (₵400 per night)' })
    await page.getByLabel('Check-in Date').fill(isoDay(5))
    await page.getByLabel('Check-out Date').fill(isoDay(8))
    await page.getByLabel('Guests').selectOption('3')
    await page.getByLabel('Full Name').fill('Kofi Mensah')
    await page.getByLabel('Phone Number').fill('0209998877')
    await expect(page.getByTestId('booking-summary')).toHaveText(
      'Deluxe King Room: ₵400 per night, 3 nights = ₵1,200',
    )

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Book on WhatsApp' }).click(),
    ])
    const url = new URL(popup.url())
    expect(url.origin + url.pathname).toBe('https://wa.me/233241234567')
    const text = url.searchParams.get('text') ?? ''
    for (const part of [
      'Room: Deluxe King Room (₵400 per night)',
      'Check-in: ',
      'Check-out: ',
      'Nights: 3 (₵1,200 in total)',
      'Guests: 3 guests',
      'Name: Kofi Mensah',
      'Phone: 0209998877',
    ]) {
      expect(text).toContain(part)
    }
    await expect(page.getByRole('link', { name: /^Call 024 123 4567/ })).toHaveAttribute(
      'href',
      'tel:0241234567',
    )
  })
})
