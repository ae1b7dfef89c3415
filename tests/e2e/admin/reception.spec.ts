import fs from 'node:fs'

import type { APIRequestContext, Page } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { apiAs, freshIp } from '../security/helpers'
import { DEAD_FEED_ERROR, seedDeadFeed } from './helpers'
import { BASE_URL, expect, test } from '../fixtures'
import { day as isoDay } from '../../helpers/fixtures/dates'

const RECEPTION = { email: 'reception@e2e.test', password: 'reception-password-1' }
const EDITOR = { email: 'editor@desk.e2e.test', password: 'editor-password-1' }
// .invalid never resolves (RFC 2606): the booking site's calendar cannot be read.
const DEAD_FEED = 'https://calendar.invalid/airbnb-garden.ics'

type Doc = { id: string; name: string }

let admin: APIRequestContext
let feedRoom: Doc

async function signInAs(page: Page, who: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/signin', {
    data: who,
    headers: { Origin: BASE_URL, 'X-Forwarded-For': freshIp() },
  })
  expect(response.status(), await response.text()).toBe(200)
}

test.beforeAll(async () => {
  admin = await apiAs()
  for (const [who, role, name] of [
    [RECEPTION, 'reception', 'Front Desk'],
    [EDITOR, 'editor', 'Desk Editor'],
  ] as const) {
    const made = await admin.post('/api/users', { data: { ...who, name, role } })
    expect([201, 400]).toContain(made.status())
  }
  const rooms = (await (
    await admin.get('/api/rooms?limit=1&depth=0&sort=name&where[isAvailable][equals]=true')
  ).json()) as { docs: Doc[] }
  feedRoom = rooms.docs[0]
  await seedDeadFeed(admin, feedRoom.id, DEAD_FEED)
})

test.afterAll(async () => {
  await admin.patch(`/api/rooms/${feedRoom.id}`, { data: { calendarFeeds: [] } })
  await admin.delete(`/api/room-blocks?where[room][equals]=${feedRoom.id}`)
  await admin.dispose()
})

test.describe('reception on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('works the booking desk, sees a failing booking-site calendar, and cannot reach rooms or content', async ({
    page,
  }) => {
    await signInAs(page, RECEPTION)

    // Its home in the portal is the desk's day, and the desk (its day, its bookings, its takings, the
    // balances owed and the guest register) is all its menu offers.
    await page.goto('/admin')
    await expect(page).toHaveURL('/admin/today')
    await expect(page.getByTestId('current-page')).toHaveText('Today')
    const sidebar = page.getByRole('complementary', { name: 'Staff portal' })
    await expect(sidebar.locator('a[data-value]')).toHaveCount(5)
    await expect(sidebar.locator('a[data-value="owed"]')).toHaveAttribute('href', '/admin/owed')
    await expect(sidebar.locator('a[data-value="guest-register"]')).toHaveAttribute(
      'href',
      '/admin/guest-register',
    )
    await expect(sidebar.locator('a[data-value="today"]')).toHaveAttribute('href', '/admin/today')
    await expect(sidebar.locator('a[data-value="cash-up"]')).toHaveAttribute(
      'href',
      '/admin/cash-up',
    )

    // The failing feed is announced on the desk's day, where reception starts, and leads to the
    // calendars with its reason and its last good reading.
    const notice = page.getByRole('status').filter({ hasText: MESSAGES.calendarSync.failing(1) })
    await expect(notice).toBeVisible()
    await notice.getByRole('link', { name: MESSAGES.calendarSync.show }).tap()
    await expect(page).toHaveURL('/admin/bookings?view=calendar')
    const feeds = page.getByTestId('calendar-feeds')
    await expect(feeds.getByText(`${feedRoom.name} · calendar.invalid`)).toBeVisible()
    await expect(feeds.getByText(DEAD_FEED_ERROR)).toBeVisible()
    await expect(feeds.getByText(MESSAGES.calendarSync.lastRead('20 Nov 2026 09:30'))).toBeVisible()

    // A phone booking entered by hand as a request, then confirmed, recorded under its name.
    const [checkIn, checkOut] = [isoDay(40), isoDay(42)]
    await page.getByRole('button', { name: 'New booking' }).tap()
    const form = page.getByRole('dialog')
    await form.getByLabel('Room').selectOption({ label: feedRoom.name })
    await form.getByLabel('Check-in').fill(checkIn)
    await form.getByLabel('Check-out').fill(checkOut)
    await form.getByLabel('Guest name').fill('Yaw Darko')
    await form.getByRole('textbox', { name: 'Phone' }).fill('0201112233')
    await form.getByLabel('Status').selectOption('requested')
    await form.getByRole('button', { name: 'New booking' }).tap()
    const created = page.locator('.Toastify').getByText(/^Booking RP-[2-9A-Z]{4} created$/)
    await expect(created).toBeVisible()
    const reference = ((await created.textContent()) ?? '').split(' ')[1]

    await page.getByRole('tab', { name: 'List' }).tap()
    await page.getByRole('searchbox').fill(reference)
    await page.getByRole('button', { name: new RegExp(reference) }).tap()
    const details = page.getByRole('dialog', { name: reference })
    await expect(details.getByTestId('booking-status')).toHaveText('Requested')
    await details.getByRole('button', { name: 'Confirm', exact: true }).tap()
    await expect(details.getByTestId('booking-status')).toHaveText('Confirmed')
    await expect(details.getByText('Front Desk').first()).toBeVisible()
    await details.getByRole('button', { name: 'Close' }).tap()

    // The list's filters: status, room and dates together find it; another status does not.
    await page.getByRole('searchbox').fill('')
    await page.getByLabel('Status').selectOption('confirmed')
    await page.getByLabel('Room').selectOption({ label: feedRoom.name })
    await page.getByLabel('Staying from').fill(checkIn)
    await page.getByLabel('until').fill(checkOut)
    const stays = page.getByRole('list', { name: 'Stays' })
    await expect(stays.getByRole('button', { name: new RegExp(reference) })).toBeVisible()
    await page.getByLabel('Status').selectOption('requested')
    await expect(page.getByTestId('waiting-requests-count')).toHaveText('(0)')
    await expect(page.getByRole('button', { name: new RegExp(reference) })).toHaveCount(0)

    // Blocking the room for maintenance takes those days on the calendar.
    const [blockFrom, blockUntil] = [isoDay(10), isoDay(12)]
    await page.getByRole('button', { name: 'Block a room' }).tap()
    const blockForm = page.getByRole('dialog')
    await blockForm.getByLabel('Room').selectOption({ label: feedRoom.name })
    await blockForm.getByLabel('From').fill(blockFrom)
    await blockForm.getByLabel('Until (free again)').fill(blockUntil)
    await blockForm.getByLabel('Reason').fill('Repainting')
    await blockForm.getByRole('button', { name: 'Block a room' }).tap()
    await expect(page.locator('.Toastify').getByText(MESSAGES.booking.blocked)).toBeVisible()
    await page.getByRole('tab', { name: 'Calendar' }).tap()
    const roomRow = page
      .getByTestId('room-calendar')
      .locator('tr', { has: page.getByRole('rowheader', { name: feedRoom.name }) })
    for (const night of [isoDay(10), isoDay(11)]) {
      await expect(
        roomRow.getByRole('button', { name: `${night} blocked Maintenance` }),
      ).toBeAttached()
    }
    await expect(roomRow.getByRole('img', { name: `${blockUntil} free` })).toBeAttached()

    // The accountant's CSV of that day's arrivals carries it.
    await page.getByRole('tab', { name: 'Export' }).tap()
    await page.getByLabel('From').fill(checkIn)
    await page.getByLabel('To', { exact: true }).fill(checkIn)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Bookings CSV' }).tap(),
    ])
    const csv = fs.readFileSync(await download.path(), 'utf8')
    expect(csv.split('\r\n')[0]).toMatch(/^\uFEFFReference,Status,/)
    expect(csv).toContain(`${reference},confirmed,phone,${feedRoom.name},${checkIn},${checkOut}`)

    // Rooms are the admins': the portal's room pages send reception back to the desk...
    for (const path of [
      '/admin/view-rooms',
      '/admin/create-room',
      '/admin/seasons',
      `/admin/update-room/${feedRoom.id}`,
    ]) {
      await page.goto(path)
      await expect(page).toHaveURL('/admin/bookings')
    }
    // ...and the API refuses it every change to rooms and content.
    const asReception = page.request
    const headers = { Origin: BASE_URL }
    expect(
      (await asReception.post('/api/room/create', { data: { name: 'Sneaky' }, headers })).status(),
    ).toBe(403)
    expect(
      (
        await asReception.patch(`/api/rooms/${feedRoom.id}`, { data: { name: 'Sneaky' }, headers })
      ).status(),
    ).toBe(403)
    expect(
      (await asReception.post('/api/facilities', { data: { name: 'Sneaky' }, headers })).status(),
    ).toBe(403)
    expect(
      (await asReception.post('/api/globals/site-settings', { data: {}, headers })).status(),
    ).toBe(403)

    // In /cms its menu holds the bookings and blocks, not rooms or site content.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/cms')
    const nav = page.locator('nav')
    await expect(nav.getByRole('link', { name: /^Bookings/ }).first()).toBeVisible()
    for (const label of ['Rooms', 'Facilities', 'Testimonials', 'Banner images', 'Media']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}$`, 'i') })).toHaveCount(0)
    }
  })
})

test("reception signs in through the sign-in form and lands on Today, the desk's day; the room pages send it to the desk", async ({
  page,
}) => {
  // Its own client address: the sign-in limits count per client.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() })
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(RECEPTION.email)
  await page.getByLabel('Password', { exact: true }).fill(RECEPTION.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/admin/today')
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
  const sidebar = page.getByRole('complementary', { name: 'Staff portal' })
  await expect(sidebar.getByText('Front Desk')).toBeVisible()

  for (const path of ['/admin/create-room', '/admin/view-rooms']) {
    await page.goto(path)
    await expect(page).toHaveURL('/admin/bookings')
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
  }
})

test('an editor sees no bookings: not in the portal, not through the API, not in /cms', async ({
  page,
}) => {
  await signInAs(page, EDITOR)
  await page.goto('/admin/bookings')
  await expect(page).toHaveURL(/\/sign-in/)
  const headers = { Origin: BASE_URL }
  for (const path of ['/api/bookings', '/api/room-blocks', '/api/booked-nights']) {
    expect([401, 403]).toContain((await page.request.get(path, { headers })).status())
  }
  const day = isoDay(50)
  expect(
    (
      await page.request.get(`/api/bookings/export?from=${day}&to=${day}&kind=bookings`, {
        headers,
      })
    ).status(),
  ).toBe(403)
  await page.goto('/cms')
  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: /^Facilities/ }).first()).toBeVisible()
  await expect(nav.getByRole('link', { name: /^Bookings/ })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: /^Room blocks/ })).toHaveCount(0)
})
