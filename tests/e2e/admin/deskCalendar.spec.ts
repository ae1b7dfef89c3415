import type { APIRequestContext } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { apiAs } from '../security/helpers'
import { expect, signInPage, test } from '../fixtures'
import { allRooms, toast } from './helpers'
import { day as isoDay } from '../../helpers/fixtures/dates'

// A room no other test books in these weeks. Its imported block comes from a calendar the room
// lists, as the import makes them: the import removes any block whose calendar the room does not
// list. The address cannot be read (.invalid), so a scheduled reading during the test keeps the
// block and changes nothing.
const ROOM = 'Double Bed Room'
const AIRBNB = 'https://airbnb.invalid/calendar/ical/4711.ics?s=secret'

let admin: APIRequestContext
let roomId = ''
const made: { blocks: string[]; bookings: string[] } = { blocks: [], bookings: [] }

async function create(collection: 'room-blocks' | 'bookings', data: Record<string, unknown>) {
  const response = await admin.post(`/api/${collection}`, { data })
  expect(response.status(), await response.text()).toBe(201)
  const doc = ((await response.json()) as { doc: { id: string; reference?: string } }).doc
  made[collection === 'bookings' ? 'bookings' : 'blocks'].push(doc.id)
  return doc
}

test.beforeAll(async () => {
  admin = await apiAs()
  roomId = (await allRooms(admin)).find((room) => room.name === ROOM)!._id
  const listed = await admin.patch(`/api/rooms/${roomId}`, {
    data: { calendarFeeds: [{ url: AIRBNB }] },
  })
  expect(listed.status(), await listed.text()).toBe(200)
  // Past the first 14 days: only the 30-day view shows them.
  await create('room-blocks', {
    room: roomId,
    startDate: isoDay(20),
    endDate: isoDay(22),
    reason: 'maintenance',
    note: 'New mosquito nets',
  })
  await create('room-blocks', {
    room: roomId,
    startDate: isoDay(24),
    endDate: isoDay(26),
    reason: 'external',
    feedUrl: AIRBNB,
    eventUid: 'airbnb-4711@e2e',
  })
})

test.afterAll(async () => {
  for (const id of made.blocks) await admin.delete(`/api/room-blocks/${id}`)
  for (const id of made.bookings) await admin.delete(`/api/bookings/${id}`)
  await admin.patch(`/api/rooms/${roomId}`, { data: { calendarFeeds: [] } })
  await admin.dispose()
})

test.describe('the booking desk on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the 30-day calendar shows what lies past two weeks; a maintenance block is removed after asking, an imported one only shows its source', async ({
    page,
  }) => {
    await signInPage(page)
    await page.goto('/admin/bookings')
    await page.getByRole('tab', { name: 'Calendar' }).tap()
    const calendar = page.getByTestId('room-calendar')
    const row = calendar.locator('tr', { has: page.getByRole('rowheader', { name: ROOM }) })
    await expect(calendar.locator('thead th[data-day]')).toHaveCount(14)
    await expect(
      row.getByRole('button', { name: `${isoDay(20)} blocked Maintenance` }),
    ).toHaveCount(0)

    await page.getByRole('button', { name: '30 days' }).tap()
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(calendar.locator('thead th[data-day]')).toHaveCount(30)
    await expect(calendar.locator('thead th[data-day]').first()).toHaveAttribute(
      'data-day',
      isoDay(0),
    )
    await expect(calendar.locator('thead th[data-day]').last()).toHaveAttribute(
      'data-day',
      isoDay(29),
    )
    for (const night of [isoDay(24), isoDay(25)]) {
      await expect(row.getByRole('button', { name: `${night} blocked External` })).toBeAttached()
    }
    await expect(row.getByLabel(`${isoDay(26)} free`)).toBeAttached()

    // The booking site's stay: where it came from, and nothing to remove here.
    await row.getByRole('button', { name: `${isoDay(24)} blocked External` }).tap()
    const imported = page.getByRole('dialog', { name: 'Booked on another site' })
    await expect(imported.getByTestId('block-source')).toHaveText(
      MESSAGES.booking.importedBlock('airbnb.invalid'),
    )
    await expect(imported.getByRole('button', { name: 'Remove block' })).toHaveCount(0)
    await imported.getByRole('button', { name: 'Close' }).tap()

    // The maintenance block: its details, then removed once staff confirm.
    await row.getByRole('button', { name: `${isoDay(21)} blocked Maintenance` }).tap()
    const details = page.getByRole('dialog', { name: 'Maintenance block' })
    await expect(details.getByText('New mosquito nets')).toBeVisible()
    await expect(details.getByText('(2 nights)')).toBeVisible()
    await details.getByRole('button', { name: 'Remove block' }).tap()
    const confirm = page.getByRole('dialog', { name: 'Remove this block?' })
    await expect(confirm).toContainText(MESSAGES.booking.blockRemoveAsk)
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).tap()
    await expect(confirm).toBeHidden()
    await details.getByRole('button', { name: 'Remove block' }).tap()
    await confirm.getByRole('button', { name: 'Remove block' }).tap()
    await expect(toast(page, MESSAGES.booking.blockRemoved)).toBeVisible()
    await expect(details).toBeHidden()
    for (const night of [isoDay(20), isoDay(21)]) {
      await expect(row.getByLabel(`${night} free`)).toBeAttached()
    }
    // The nights are free again for guests.
    const free = await page.request.get(
      `/api/bookings/availability?checkIn=${isoDay(20)}&checkOut=${isoDay(22)}&guests=1`,
    )
    const rooms = ((await free.json()) as { rooms: { _id: string; available: boolean }[] }).rooms
    expect(rooms.find((room) => room._id === roomId)?.available).toBe(true)
  })

  test('the list finds a guest by name and by phone', async ({ page }) => {
    const [ama, kojo] = [
      await create('bookings', {
        room: roomId,
        checkIn: isoDay(45),
        checkOut: isoDay(47),
        guestName: 'Ama Searchable',
        phone: '0207654321',
        price: 50000,
        priceReason: 'Agreed for the test stay',
        status: 'confirmed',
      }),
      await create('bookings', {
        room: roomId,
        checkIn: isoDay(50),
        checkOut: isoDay(51),
        guestName: 'Kojo Findme',
        phone: '0551239876',
        price: 25000,
        priceReason: 'Agreed for the test stay',
        status: 'requested',
      }),
    ]
    await signInPage(page)
    await page.goto('/admin/bookings')
    const search = page.getByRole('searchbox')
    const row = (reference: string) =>
      page.getByRole('button', { name: new RegExp(reference ?? '') })

    await search.fill('searchable')
    await expect(row(ama.reference!)).toBeVisible()
    await expect(row(kojo.reference!)).toHaveCount(0)

    await search.fill('0551239876')
    await expect(
      page
        .getByTestId('waiting-requests')
        .getByRole('button', { name: new RegExp(kojo.reference!) }),
    ).toBeVisible()
    await expect(row(ama.reference!)).toHaveCount(0)
    // A part of a number is enough.
    await search.fill('7654321')
    await expect(row(ama.reference!)).toBeVisible()
    await expect(row(kojo.reference!)).toHaveCount(0)
  })
})
