import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'

import { BASE_URL, expect } from '../fixtures'

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
