import type { APIRequestContext } from '@playwright/test'

import { MESSAGES } from '../../../src/lib/messages'
import { anonymous, apiAs } from '../security/helpers'
import { expect, signInPage, test } from '../fixtures'
import { allRooms, DEAD_FEED_ERROR, seedDeadFeed, toast } from './helpers'

// .invalid never resolves (RFC 2606): this booking site's calendar cannot be read.
const DEAD_FEED = 'https://calendar.invalid/booking-com-queen.ics'
const ROOM = 'Queen Comfort Room'

let admin: APIRequestContext
let roomId = ''

test.beforeAll(async () => {
  admin = await apiAs()
  roomId = (await allRooms(admin)).find((room) => room.name === ROOM)!._id
  await seedDeadFeed(admin, roomId, DEAD_FEED)
})

test.afterAll(async () => {
  await admin.patch(`/api/rooms/${roomId}`, { data: { calendarFeeds: [] } })
  await admin.dispose()
})

test.describe("a room's calendar for booking sites, on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('staff copy the private link, make a new one (the old one then stops working), and see the calendars the room reads', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInPage(page)
    await page.goto(`/admin/update-room/${roomId}`)
    const section = page.getByTestId('room-calendar-sync')
    const link = section.getByLabel('Private calendar link (iCal)')
    await expect(link).toHaveValue(/\/api\/calendar\/[\w-]{40,}\.ics$/)
    const oldLink = await link.inputValue()

    // The link is the feed itself, readable without a session.
    const guest = await anonymous()
    const path = (url: string) => new URL(url).pathname
    const feed = await guest.get(path(oldLink))
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toContain('text/calendar')
    // Booking sites check a link with HEAD first: the same answer, without the body.
    const head = await guest.head(path(oldLink))
    expect(head.status()).toBe(200)
    expect(head.headers()['content-type']).toBe(feed.headers()['content-type'])
    expect((await head.body()).length).toBe(0)
    expect((await guest.head('/api/calendar/unknown-token-0123456789abcdef.ics')).status()).toBe(
      404,
    )
    expect((await guest.head('/api/room/get-all-rooms')).status()).toBe(200)

    await section.getByRole('button', { name: 'Copy' }).tap()
    await expect(toast(page, MESSAGES.calendarSync.copied)).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldLink)

    // A new link, after saying what happens to the old one.
    await section.getByRole('button', { name: 'Regenerate' }).tap()
    const confirm = page.getByRole('dialog', { name: 'Make a new calendar link?' })
    await expect(confirm).toContainText('The old link stops working')
    await confirm.getByRole('button', { name: 'Make a new link' }).tap()
    await expect(toast(page, MESSAGES.calendarSync.renewed)).toBeVisible()
    await expect(link).not.toHaveValue(oldLink)
    const newLink = await link.inputValue()
    expect(newLink).toMatch(/\/api\/calendar\/[\w-]{40,}\.ics$/)
    expect((await guest.get(path(oldLink))).status()).toBe(404)
    expect((await guest.get(path(newLink))).status()).toBe(200)
    await guest.dispose()

    // The booking sites' calendars it reads, with the last good reading and the last problem.
    const feeds = section.getByRole('list', { name: 'Imported calendars' })
    await expect(feeds.getByText(DEAD_FEED)).toBeVisible()
    await expect(feeds.getByText(MESSAGES.calendarSync.lastRead('20 Nov 2026 09:30'))).toBeVisible()
    await expect(feeds.getByText(DEAD_FEED_ERROR)).toBeVisible()

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
