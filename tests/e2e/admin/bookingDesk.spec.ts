import { expect, signInPage, test } from '../fixtures'
import { api } from './helpers'
import { day as isoDay } from '../../helpers/fixtures/dates'

type Availability = { rooms: Array<{ _id: string; name: string; available: boolean }> }

test.describe('the booking desk on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a guest requests a room, staff confirm it, it shows on the calendar and the dashboard, and the room is no longer free', async ({
    page,
    context,
    request,
  }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
    )
    const [checkIn, checkOut] = [isoDay(0), isoDay(2)]
    const query = `checkIn=${checkIn}&checkOut=${checkOut}&guests=2`
    const free = async () =>
      ((await (await request.get(`/api/bookings/availability?${query}`)).json()) as Availability)
        .rooms
    const room = (await free()).find((item) => item.name === 'Executive Suite')!
    expect(room.available).toBe(true)

    // The guest, on a phone.
    await page.goto('/bookings')
    await page.getByLabel('Check-in Date').fill(checkIn)
    await page.getByLabel('Check-out Date').fill(checkOut)
    await page.getByLabel('Guests').selectOption('2')
    await page.getByRole('radio', { name: /Executive Suite/ }).check()
    await page.getByLabel('Full Name').fill('Adwoa Sarpong')
    await page.getByLabel('Phone Number').fill('0551234567')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Book on WhatsApp' }).tap(),
    ])
    await popup.waitForURL(/^https:\/\/wa\.me\//)
    await popup.close()
    const reference = (await page.getByTestId('booking-reference').textContent()) ?? ''
    expect(reference).toMatch(/^RP-/)
    // A request does not take the nights.
    expect((await free()).find((item) => item._id === room._id)?.available).toBe(true)

    // Staff, on the same phone.
    await signInPage(page)
    type Figures = { totals: { bookings: number }; today: { arrivals: number; pending: number } }
    const dashboard = async () =>
      (await (await page.request.get('/api/dashboard?period=7', api)).json()) as Figures
    const before = await dashboard()
    expect(before.today.pending).toBeGreaterThanOrEqual(1)
    await page.goto('/admin/bookings')
    await expect(page.getByTestId('pending-count')).toBeAttached()
    await page.getByRole('searchbox').fill(reference)
    await page.getByRole('button', { name: new RegExp(reference) }).tap()
    const dialog = page.getByRole('dialog', { name: reference })
    await expect(dialog.getByTestId('booking-status')).toHaveText('Requested')
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).tap()
    await expect(dialog.getByTestId('booking-status')).toHaveText('Confirmed')
    await expect(page.getByText(`Booking ${reference} is now Confirmed`)).toBeVisible()
    // Each entry names who made it, as stored when it was made: the guest, then the admin.
    const history = dialog.getByTestId('booking-history').getByRole('listitem')
    await expect(history.first()).toHaveText(
      /^Created · Guest \(website\) · \d{1,2} \w{3} \d{4} \d{2}:\d{2}/,
    )
    await expect(history.last()).toHaveText(
      /^Confirm · House Manager · \d{1,2} \w{3} \d{4} \d{2}:\d{2}$/,
    )
    await dialog.getByRole('button', { name: 'Close' }).tap()

    // The calendar: the stay holds tonight and tomorrow night, and the grid scrolls sideways.
    await page.getByRole('tab', { name: 'Calendar' }).tap()
    const calendar = page.getByTestId('room-calendar')
    await expect(
      calendar.getByRole('button', { name: `${checkIn} stay ${reference}` }),
    ).toBeVisible()
    await expect(
      calendar.getByRole('button', { name: `${isoDay(1)} stay ${reference}` }),
    ).toBeAttached()
    await expect(calendar.getByLabel(`${checkOut} free`).first()).toBeAttached()
    const scrolls = await calendar.evaluate((el) => el.scrollWidth > el.clientWidth)
    expect(scrolls).toBe(true)
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(pageOverflow).toBeLessThanOrEqual(0)

    // The dashboard counts the confirmed stay.
    const after = await dashboard()
    expect(after.totals.bookings).toBe(before.totals.bookings + 1)
    expect(after.today.arrivals).toBe(before.today.arrivals + 1)
    expect(after.today.pending).toBe(before.today.pending - 1)
    await page.goto('/admin')
    await page.getByLabel('Period').selectOption('7')
    await expect(page.getByTestId('card-bookings-value')).toHaveText(String(after.totals.bookings))
    await expect(page.getByTestId('today-arrivals')).toHaveText(String(after.today.arrivals))
    await expect(page.getByTestId('today-pending')).toHaveText(String(after.today.pending))

    // And guests no longer see the room for those nights; the check-out day is free again.
    expect((await free()).find((item) => item._id === room._id)?.available).toBe(false)
    const next = (await (
      await request.get(`/api/bookings/availability?checkIn=${checkOut}&checkOut=${isoDay(3)}`)
    ).json()) as Availability
    expect(next.rooms.find((item) => item._id === room._id)?.available).toBe(true)
  })
})
