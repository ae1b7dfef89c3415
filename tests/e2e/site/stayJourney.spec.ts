import type { Browser } from '@playwright/test'

import { api } from '../admin/helpers'
import { expect, signInPage, test } from '../fixtures'
import { day as isoDay } from '../../helpers/fixtures/dates'

type Availability = { rooms: Array<{ _id: string; name: string; available: boolean }> }

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

async function phoneContext(browser: Browser) {
  const context = await browser.newContext(phone)
  // No network here: answer wa.me locally so the guest's WhatsApp window has something to show.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
  )
  return context
}

test('a stay from request to review on a phone: staff confirm at the desk, the guest opens the page from the WhatsApp text, reviews after check-out, and the review reaches the home page once published in /cms', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const [checkIn, checkOut] = [isoDay(0), isoDay(1)]
  const guestSide = await phoneContext(browser)
  const staffSide = await phoneContext(browser)
  const guest = await guestSide.newPage()
  const staff = await staffSide.newPage()

  // The guest asks for a room free tonight.
  const free = (await (
    await guest.request.get(
      `/api/bookings/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`,
    )
  ).json()) as Availability
  const room = free.rooms.find((item) => item.available)
  expect(room).toBeDefined()
  await guest.goto('/bookings')
  await guest.getByLabel('Check-in Date').fill(checkIn)
  await guest.getByLabel('Check-out Date').fill(checkOut)
  await guest.getByLabel('Guests').selectOption('1')
  await guest.getByRole('radio', { name: new RegExp(room!.name) }).check()
  await guest.getByLabel('Full Name').fill('Yaa Journey')
  await guest.getByLabel('Phone Number').fill('0247778899')
  const [popup] = await Promise.all([
    guest.waitForEvent('popup'),
    guest.getByRole('button', { name: 'Book on WhatsApp' }).tap(),
  ])
  await popup.waitForURL(/^https:\/\/wa\.me\//)
  await popup.close()
  const reference = (await guest.getByTestId('booking-reference').textContent()) ?? ''
  expect(reference).toMatch(/^RP-/)

  // Staff confirm it at the desk and open the guest's WhatsApp message in its details.
  await signInPage(staff)
  await staff.goto('/admin/bookings')
  await staff.getByRole('searchbox').fill(reference)
  await staff.getByRole('button', { name: new RegExp(reference) }).tap()
  const details = staff.getByRole('dialog', { name: reference })
  await details.getByRole('button', { name: 'Confirm', exact: true }).tap()
  await expect(details.getByTestId('booking-status')).toHaveText('Confirmed')
  await details.getByRole('button', { name: 'WhatsApp the guest…' }).tap()
  const message = details.getByTestId('guest-messages').locator('a[data-moment="confirmed"]')
  const whatsapp = new URL((await message.getAttribute('href')) ?? '')
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/233247778899')
  const text = whatsapp.searchParams.get('text') ?? ''
  expect(text).toContain(`Hello Yaa, your stay in the ${room!.name}`)
  expect(text).toContain(`Reference: ${reference}`)
  const link = text.match(/https?:\/\/\S+\/stay\/[A-Za-z0-9_-]{32}/)?.[0]
  expect(link).toBeDefined()
  const [sent] = await Promise.all([staff.waitForEvent('popup'), message.tap()])
  await sent.close()
  await expect(message).toHaveText(/✓$/)

  // The guest opens the link the message carries.
  await guest.goto(new URL(link!).pathname)
  await expect(guest.getByRole('heading', { level: 1 })).toContainText(reference)
  await expect(guest.getByTestId('stay-status')).toHaveText('Confirmed')

  // The stay takes place.
  const found = await staff.request.get(
    `/api/bookings?where[reference][equals]=${reference}&depth=0`,
    api,
  )
  expect(found.status(), await found.text()).toBe(200)
  const [booking] = ((await found.json()) as { docs: Array<{ id: string }> }).docs
  for (const [action, seenStatus] of [
    ['checkIn', 'confirmed'],
    ['checkOut', 'checked-in'],
  ]) {
    const stepped = await staff.request.post(`/api/bookings/${booking.id}/status`, {
      ...api,
      // The guest settles at the house; the desk's payments are tested on their own.
      data: { action, seenStatus, leaveBalanceDue: true },
    })
    expect(stepped.status(), await stepped.text()).toBe(200)
  }

  // After check-out the page asks for a review.
  const review = `Kind hosts and a quiet room ${Date.now()}`
  await guest.reload()
  await expect(guest.getByTestId('stay-status')).toHaveText('Completed')
  await guest.getByRole('radio', { name: '5' }).check()
  await guest.getByLabel('A few lines about your stay').fill(review)
  const [answer] = await Promise.all([
    guest.waitForResponse((r) => r.url().endsWith('/review')),
    guest.getByRole('button', { name: 'Send my review' }).tap(),
  ])
  expect(answer.status(), await answer.text()).toBe(201)
  await expect(
    guest.getByText('Thank you! Your review will appear once we have read it.'),
  ).toBeVisible()
  await guest.goto('/')
  await expect(guest.getByText(review)).toHaveCount(0)

  // An editor publishes the draft testimonial it became; it is placed on the home page.
  const drafts = await staff.request.get(
    `/api/testimonials?where[comment][equals]=${encodeURIComponent(review)}&draft=true&depth=0`,
    api,
  )
  const [testimonial] = (
    (await drafts.json()) as { docs: Array<{ id: string; placement: string }> }
  ).docs
  expect(testimonial.placement).toBe('home')
  // The /cms dashboard says reviews are waiting and leads to the drafts, where it shows as one.
  await staff.goto('/cms')
  await expect(staff.getByTestId('reviews-waiting')).toContainText(/guest reviews? waiting/)
  await staff.getByRole('link', { name: 'Read the reviews' }).click()
  // The list, filtered to what is not published, names each entry's status.
  await expect(staff.locator('tbody tr').first()).toContainText('Draft')
  await staff.goto(`/cms/collections/testimonials/${testimonial.id}`)
  await expect(staff.locator('#field-comment')).toHaveValue(review)
  await staff.locator('#action-save').click()
  await expect(
    staff.getByText(/published successfully|Updated successfully/i).first(),
  ).toBeVisible()

  await guest.goto('/')
  await expect(guest.getByText(review)).toBeVisible()
  await guestSide.close()
  await staffSide.close()
})
