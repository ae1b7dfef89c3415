import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'

import { MESSAGES } from '../../../src/lib/messages'
import { BASE_URL, expect } from '../fixtures'
import { freshIp } from '../security/helpers'

/** A real image file of the given type, small enough for quick uploads. */
export async function imageFile(name: string, format: 'png' | 'jpeg' | 'webp' = 'png', hue = 0) {
  const buffer = await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: 180, g: (hue * 40) % 255, b: 90 },
    },
  })
    .toFormat(format)
    .toBuffer()
  return { name, mimeType: `image/${format}`, buffer }
}

export const api = { headers: { Origin: BASE_URL } }

/** Signs the page's browser in through the API, from an address of its own so no limit is shared. */
export async function signInAs(page: Page, who: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/signin', {
    data: who,
    headers: { Origin: BASE_URL, 'X-Forwarded-For': freshIp() },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * A reception account (made unless it already exists) and a checked-in walk-in stay for it to take
 * money on; `stay` gives the room's name, the dates and the guest.
 */
export async function deskStay(
  admin: APIRequestContext,
  cashier: { email: string; password: string; name: string },
  stay: {
    room: string
    checkIn: string
    checkOut: string
    guestName: string
    phone: string
    price: number
  },
): Promise<{ id: string; reference: string }> {
  const made = await admin.post('/api/users', { data: { ...cashier, role: 'reception' } })
  expect([201, 400]).toContain(made.status())
  const { room, ...rest } = stay
  const found = (await allRooms(admin)).find((item) => item.name === room)!
  const response = await admin.post('/api/bookings', {
    // A price of the test's own, set by an admin with its reason as the server asks.
    data: {
      room: found._id,
      guests: 2,
      source: 'walk-in',
      status: 'checked-in',
      priceReason: 'Agreed at the desk',
      ...rest,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: string; reference: string } }).doc
}

/**
 * A stay that held money is never deleted: the guest is checked out instead, and a checked-out
 * stay holds no nights for the specs after this one.
 */
export async function checkOutStay(admin: APIRequestContext, bookingId: string): Promise<void> {
  const out = await admin.patch(`/api/bookings/${bookingId}`, {
    data: { status: 'completed', leaveBalanceDue: true },
  })
  expect(out.ok(), await out.text()).toBeTruthy()
}

type ApiRoom = { _id: string; name: string; imageURLs: string[]; isAvailable: boolean }

export async function allRooms(request: APIRequestContext): Promise<ApiRoom[]> {
  const response = await request.get('/api/room/get-all-rooms', api)
  expect(response.ok()).toBeTruthy()
  return (await response.json()) as ApiRoom[]
}

/** Removes rooms a test created, whatever state it stopped in. */
export async function deleteRoomsNamed(request: APIRequestContext, prefix: string): Promise<void> {
  for (const room of await allRooms(request)) {
    if (room.name.startsWith(prefix)) await request.delete(`/api/room/delete/${room._id}`, api)
  }
}

export function row(page: Page, name: string) {
  return page
    .locator('tbody tr')
    .filter({ has: page.getByTestId('room-name').getByText(name, { exact: true }) })
}

export async function fillRoomForm(
  page: Page,
  values: { name: string; description: string; regularPrice: string; bedType: string },
): Promise<void> {
  await page.getByLabel('Room Name').fill(values.name)
  await page.getByLabel('Description').fill(values.description)
  await page.getByLabel('Regular Price (₵ per night)').fill(values.regularPrice)
  await page.getByLabel('Bed Type').selectOption(values.bedType)
}

export const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true })

/**
 * A 12-megapixel (4000×3000) JPEG as a phone takes it: gradients with sensor-like noise, about
 * 3.5 MB, so it compresses as a real photo does rather than as a flat test card.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4000
  const height = 3000
  const raw = Buffer.alloc(width * height * 3)
  let seed = 1
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return (seed / 0x7fffffff) * 40
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const n = noise()
      raw[i] = (x / width) * 200 + n
      raw[i + 1] = (y / height) * 180 + n
      raw[i + 2] = ((x + y) / (width + height)) * 160 + n
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** What the calendar import writes for a feed whose address never resolves. */
export const DEAD_FEED_ERROR = MESSAGES.calendarSync.readFailed(MESSAGES.calendarSync.unreachable)

/**
 * Gives a room one booking-site feed left as the import job leaves a feed it could not read: its
 * last good reading (20 Nov 2026 09:30) and the reason it gives for an address that never
 * resolves. `url` should be such an address (`.invalid` never resolves, RFC 2606): the job reads
 * every feed every 15 minutes, and a run inside a test then leaves exactly this behind.
 */
export async function seedDeadFeed(admin: APIRequestContext, roomId: string, url: string) {
  const feed = await admin.patch(`/api/rooms/${roomId}`, {
    data: {
      calendarFeeds: [
        { url, lastSyncedAt: '2026-11-20T09:30:00.000Z', lastError: DEAD_FEED_ERROR },
      ],
    },
  })
  expect(feed.status(), await feed.text()).toBe(200)
}
