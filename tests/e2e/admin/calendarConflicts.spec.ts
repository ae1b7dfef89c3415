import type { APIRequestContext } from '@playwright/test'

import { formatStayDate } from '../../../src/lib/dates'
import { MESSAGES } from '../../../src/lib/messages'
import { day as isoDay } from '../../helpers/fixtures/dates'
import { apiAs } from '../security/helpers'
import { expect, signInPage, test } from '../fixtures'
import { allRooms } from './helpers'

// The import cannot reach a booking site from here, so the feed is left as a reading that found
// Booking.com's stay on day 10 to 13 over a stay taken here on days 9 and 10 would leave it.
const FEED = 'https://calendar.invalid/booking-com-conflict.ics'
const REFERENCE = 'RP-E2EC'

let admin: APIRequestContext
let room: { _id: string; name: string }

test.beforeAll(async () => {
  admin = await apiAs()
  room = (await allRooms(admin)).at(-1)!
  const saved = await admin.patch(`/api/rooms/${room._id}`, {
    data: {
      calendarFeeds: [
        {
          url: FEED,
          lastSyncedAt: new Date().toISOString(),
          doubleBookings: 1,
          conflicts: [
            {
              from: isoDay(10),
              until: isoDay(13),
              nights: [isoDay(10)],
              here: [
                {
                  kind: 'booking',
                  reference: REFERENCE,
                  guest: 'Ama Mensah',
                  from: isoDay(9),
                  until: isoDay(11),
                },
              ],
            },
          ],
        },
      ],
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
})

test.afterAll(async () => {
  await admin.patch(`/api/rooms/${room._id}`, { data: { calendarFeeds: [] } })
  await admin.dispose()
})

test.describe('a booking site’s stay on nights taken here, on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the desk announces it and shows both stays, the feed and the nights taken twice', async ({
    page,
  }, testInfo) => {
    await signInPage(page)
    await page.goto('/admin/bookings')
    const notice = page
      .getByRole('status')
      .filter({ hasText: MESSAGES.calendarSync.doubleBooked(1) })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: MESSAGES.calendarSync.show }).tap()
    const conflict = page.getByRole('group', {
      name: `${MESSAGES.calendarSync.conflictsTitle}: calendar.invalid`,
    })
    await expect(conflict).toBeVisible()
    await expect(conflict).toContainText(MESSAGES.calendarSync.nightsTaken(1))
    for (const line of [
      MESSAGES.calendarSync.conflictImported(
        'calendar.invalid',
        formatStayDate(isoDay(10)),
        formatStayDate(isoDay(13)),
      ),
      MESSAGES.calendarSync.conflictBooking(
        REFERENCE,
        'Ama Mensah',
        formatStayDate(isoDay(9)),
        formatStayDate(isoDay(11)),
      ),
      MESSAGES.calendarSync.conflictNights(formatStayDate(isoDay(10))),
    ]) {
      await expect(conflict.getByText(line)).toBeVisible()
    }
    await expect(page.getByTestId('calendar-feeds')).toContainText(
      `${room.name} · calendar.invalid`,
    )
    await conflict.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('calendar-conflict.png'), fullPage: false })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
