import type { APIRequestContext } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { apiAs } from '../security/helpers'
import { expect, signInPage, test } from '../fixtures'
import { allRooms, toast } from './helpers'
import { offSeasonDay } from '../../helpers/fixtures/dates'

// The Studio Room (200 a night, one guest) is priced by no other walk.
const ROOM = 'Studio Room'

let admin: APIRequestContext
let roomId = ''

test.beforeAll(async () => {
  admin = await apiAs()
  roomId = (await allRooms(admin)).find((room) => room.name === ROOM)!._id
})

test.afterAll(async () => {
  await admin.patch(`/api/rooms/${roomId}`, { data: { rates: [], maxGuests: 1 } })
  await admin.dispose()
})

test.describe('prices by date and rooms that fit, on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('an admin enters an event, a guest sees its nights priced one by one, is told which room is too small, and asks for two rooms in one request, which staff confirm in one step and the guest sees on one page', async ({
    page,
    context,
  }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: 'WhatsApp' }),
    )
    await signInPage(page)
    await page.goto(`/admin/update-room/${roomId}`)
    const section = page.getByTestId('room-rates')
    await expect(section.getByLabel('Most guests (empty: any party)')).toHaveValue('1')
    await section.getByRole('button', { name: 'Add a season or event' }).tap()
    // The new row is the last: the demo's December seasons come before it.
    const festival = section.getByRole('listitem').last()
    await festival.getByLabel('Name').fill('Festival')
    await festival.getByLabel('First night').fill(offSeasonDay(40))
    await festival.getByLabel('Last night').fill(offSeasonDay(39))
    await festival.getByLabel('Nightly price (₵)').fill('260')
    await section.getByRole('button', { name: 'Save guests and prices' }).tap()
    await expect(section.getByText(MESSAGES.rates.endsBeforeStart)).toBeVisible()
    await festival.getByLabel('Last night').fill(offSeasonDay(41))
    await section.getByRole('button', { name: 'Save guests and prices' }).tap()
    await expect(toast(page, MESSAGES.rates.saved)).toBeVisible()

    // A guest, signed out, on the same phone.
    await context.clearCookies()
    await page.goto('/bookings')
    await page.getByLabel('Check-in Date').fill(offSeasonDay(39))
    await page.getByLabel('Check-out Date').fill(offSeasonDay(42))
    const studio = page.getByRole('radio', { name: /Studio Room/ })
    // 200, then 260 and 260: 720 for three nights, 240 a night on average.
    await expect(page.locator('label', { has: studio })).toContainText(
      '₵240 per night on average · ₵720 in total',
    )
    await studio.check()
    await expect(page.getByTestId('night-prices')).toContainText('₵200')
    await expect(page.getByTestId('night-prices')).toContainText('₵260')

    // Two guests do not fit the Studio Room: it is left out, and the page says why.
    await page.getByLabel('Guests', { exact: true }).selectOption('2')
    await expect(page.getByText(/Not offered: .*Studio Room \(up to 1 guest\)/)).toBeVisible()
    await expect(studio).toHaveCount(0)

    // One guest in the Studio Room and two in a second room, in one request.
    await page.getByLabel('Guests', { exact: true }).selectOption('1')
    await page.getByRole('radio', { name: /Studio Room/ }).check()
    await page.getByRole('button', { name: 'Add another room' }).tap()
    const second = page.getByRole('region', { name: 'Room 2' })
    await second.getByLabel('Guests in room 2').selectOption('2')
    await second.getByRole('radio', { name: /Double Bed Room/ }).check()
    await page.getByLabel('Full Name').fill('Yaa Group')
    await page.getByLabel('Phone Number').fill('0551230000')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Book on WhatsApp' }).tap(),
    ])
    await popup.waitForURL(/^https:\/\/wa\.me\//)
    const text = new URL(popup.url()).searchParams.get('text') ?? ''
    const reference = (await page.getByTestId('booking-reference').textContent()) ?? ''
    expect(reference).toMatch(/^RP-/)
    expect(text).toContain(`Reference: ${reference}`)
    expect(text).toContain('Room 1: Studio Room, 1 guest (₵720)')
    expect(text).toContain('Room 2: Double Bed Room, 2 guests')
    expect(text).toContain('Guests: 3 guests')

    // Staff find both stays under the one reference, in the order chosen.
    const found = await admin.get(
      `/api/bookings?where[group][equals]=${reference}&sort=requestId&depth=0`,
    )
    const stays = ((await found.json()) as { docs: Array<{ id: string; guests: number }> }).docs
    expect(stays.map((stay) => stay.guests)).toEqual([1, 2])

    // Staff confirm the whole request in one step, from its second room.
    const answered = await admin.post(`/api/bookings/${stays[1].id}/status`, {
      data: { action: 'confirm', seenStatus: 'requested', group: true },
    })
    expect(answered.ok()).toBeTruthy()
    const statuses = await admin.get(
      `/api/bookings?where[group][equals]=${reference}&sort=requestId&depth=0`,
    )
    expect(
      ((await statuses.json()) as { docs: Array<{ status: string }> }).docs.map((s) => s.status),
    ).toEqual(['confirmed', 'confirmed'])

    // Either room's message leads the guest to one page with both rooms, under one reference.
    const listed = await admin.get(`/api/bookings/${stays[1].id}/messages`)
    const { messages } = (await listed.json()) as { messages: Array<{ link: string }> }
    const message = new URL(messages[0].link).searchParams.get('text') ?? ''
    expect(message).toContain(reference)
    const stayLink = message.match(/https?:\/\/\S+\/stay\/[A-Za-z0-9_-]{32}/)?.[0] as string
    await page.goto(new URL(stayLink).pathname)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference)
    await expect(page.getByRole('heading', { name: 'Your 2 rooms' })).toBeVisible()
    await expect(page.getByTestId('stay-room')).toHaveText([/Studio Room/, /Double Bed Room/])
    for (const stay of stays) await admin.delete(`/api/bookings/${stay.id}`)
  })
})
