import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'

import { PUBLIC_PATHS } from '../../../src/lib/site'
import { allRooms, api } from '../admin/helpers'
import { BASE_URL, expect, signInApi, test } from '../fixtures'

type ShareTags = { image: string; width: string | null; height: string | null; title: string }

async function shareTags(page: Page): Promise<ShareTags> {
  const content = (property: string) =>
    page.locator(`meta[property="${property}"]`).getAttribute('content')
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)
  return {
    image: (await content('og:image')) ?? '',
    width: await content('og:image:width'),
    height: await content('og:image:height'),
    title: (await content('og:title')) ?? '',
  }
}

/** The share picture answers 200 with a 1200×630 JPEG small enough for a phone on a slow link. */
async function shareJpeg(request: APIRequestContext, address: string): Promise<Buffer> {
  const url = new URL(address)
  expect(url.origin).toBe(BASE_URL)
  const response = await request.get(url.pathname + url.search, { maxRedirects: 0 })
  expect(response.status(), address).toBe(200)
  expect(response.headers()['content-type']).toBe('image/jpeg')
  const bytes = await response.body()
  const { format, width, height } = await sharp(bytes).metadata()
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 })
  expect(bytes.length).toBeLessThan(300_000)
  return bytes
}

/** Mean difference per channel (0-255) of two pictures seen at the share picture's shape. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const small = (input: Buffer) =>
    sharp(input)
      .resize(120, 63, { fit: 'cover', position: 'centre' })
      .removeAlpha()
      .raw()
      .toBuffer()
  const [x, y] = await Promise.all([small(a), small(b)])
  let sum = 0
  for (let i = 0; i < x.length; i += 1) sum += Math.abs(x[i] - y[i])
  return sum / x.length
}

test.describe('share previews', () => {
  // Every public page, /home included; the room pages are checked below.
  for (const path of [...PUBLIC_PATHS, '/home']) {
    test(`${path} offers the 1200×630 JPEG share picture`, async ({ page, request }) => {
      await page.goto(path)
      const tags = await shareTags(page)
      expect(tags.width).toBe('1200')
      expect(tags.height).toBe('630')
      expect(new URL(tags.image).pathname).toBe('/share-image.jpg')
      await shareJpeg(request, tags.image)
    })
  }

  test("a shared room's link shows that room's name, price and first picture", async ({
    page,
    request,
  }) => {
    const suite = (await allRooms(request)).find((room) => room.name === 'Executive Suite')
    expect(suite).toBeTruthy()
    const path = `/rooms/${suite?._id}`
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Executive Suite' })).toBeVisible()
    await expect(page.locator('[data-testid="room-card"]')).toHaveCount(1)
    await expect(page.getByRole('link', { name: /Book Now/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'See all our rooms' })).toHaveAttribute(
      'href',
      '/rooms',
    )

    const tags = await shareTags(page)
    expect(tags.title).toBe('Executive Suite · Royal Palm Guest House')
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /^₵500 per night · King Size Bed\. Our largest room/,
    )
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${BASE_URL}${path}`,
    )
    expect(tags.width).toBe('1200')
    expect(tags.height).toBe('630')
    expect(new URL(tags.image).pathname).toBe(`${path}/share-image.jpg`)
    const roomJpeg = await shareJpeg(request, tags.image)

    // The room's own first picture, not the banner the general pages share.
    const first = await request.get(suite?.imageURLs[0] ?? '')
    expect(first.ok()).toBeTruthy()
    const general = await request.get('/share-image.jpg')
    const toRoom = await difference(roomJpeg, await first.body())
    const toGeneral = await difference(roomJpeg, await general.body())
    expect(toRoom).toBeLessThan(8)
    expect(toGeneral).toBeGreaterThan(toRoom * 2)
  })

  test('a page shares the picture editors chose for it, and the general one again once it is cleared', async ({
    page,
    request,
  }) => {
    await signInApi(request)
    const suite = (await allRooms(request)).find((room) => room.name === 'Executive Suite')
    const filename = suite?.imageURLs[0]?.split('/').pop()?.split('?')[0] ?? ''
    const found = await request.get(
      `/api/media?where[filename][equals]=${encodeURIComponent(filename)}&depth=0`,
    )
    const picture = ((await found.json()) as { docs: { id: string }[] }).docs[0]
    expect(picture).toBeTruthy()
    const choose = (image: string | null) =>
      request.post('/api/globals/site-settings', {
        data: { pageDetails: { contact: { image } }, _status: 'published' },
        ...api,
      })
    expect((await choose(picture.id)).ok()).toBeTruthy()
    try {
      await page.goto('/contact')
      const tags = await shareTags(page)
      const address = new URL(tags.image)
      expect(address.pathname).toBe('/share-image.jpg')
      expect(Object.fromEntries(address.searchParams)).toEqual({
        page: 'contact',
        v: String(picture.id),
      })
      const chosen = await shareJpeg(request, tags.image)
      const general = await shareJpeg(request, `${BASE_URL}/share-image.jpg`)
      const original = await request.get(suite?.imageURLs[0] ?? '')
      const toChosen = await difference(chosen, await original.body())
      expect(toChosen).toBeLessThan(8)
      expect(await difference(chosen, general)).toBeGreaterThan(toChosen * 2)
    } finally {
      expect((await choose(null)).ok()).toBeTruthy()
    }
    await page.goto('/contact')
    expect(new URL((await shareTags(page)).image).search).toBe('')
  })

  test("the rooms page carries no room's share picture, only the general one", async ({
    request,
  }) => {
    const html = await (await request.get('/rooms')).text()
    expect(html).not.toContain('share-image.jpg?v=')
    expect(html.match(/property="og:image"/g)).toHaveLength(1)
  })

  test("a hidden room's link names nothing and shows no picture", async ({
    request,
    playwright,
  }) => {
    await signInApi(request)
    const hidden = (await allRooms(request)).find((room) => !room.isAvailable)
    expect(hidden).toBeTruthy()
    const guest = await playwright.request.newContext({ baseURL: BASE_URL })
    try {
      const page = await guest.get(`/rooms/${hidden?._id}`, { maxRedirects: 0 })
      expect(page.status()).toBe(307)
      expect(page.headers().location).toBe('/')
      expect(await page.text()).not.toContain(hidden?.name ?? '')
      const picture = await guest.get(`/rooms/${hidden?._id}/share-image.jpg`)
      expect(picture.status()).toBe(404)
      expect((await picture.body()).length).toBe(0)

      const unknown = await guest.get('/rooms/no-such-room', { maxRedirects: 0 })
      expect(unknown.status()).toBe(307)
      expect(unknown.headers().location).toBe('/')
    } finally {
      await guest.dispose()
    }
  })

  test('hiding a shared room takes its page and picture away at once', async ({
    request,
    playwright,
  }) => {
    const guest = await playwright.request.newContext({ baseURL: BASE_URL })
    await signInApi(request)
    const studio = (await allRooms(request)).find((room) => room.name === 'Studio Room')
    expect(studio).toBeTruthy()
    const path = `/rooms/${studio?._id}`
    try {
      expect((await guest.get(path, { maxRedirects: 0 })).status()).toBe(200)
      expect((await guest.get(`${path}/share-image.jpg`)).status()).toBe(200)
      const hide = await request.post(`/api/room/update/${studio?._id}`, {
        data: { isAvailable: false },
        ...api,
      })
      expect(hide.ok()).toBeTruthy()
      const page = await guest.get(path, { maxRedirects: 0 })
      expect(page.status()).toBe(307)
      expect(await page.text()).not.toContain('Studio Room')
      expect((await guest.get(`${path}/share-image.jpg`)).status()).toBe(404)
    } finally {
      await request.post(`/api/room/update/${studio?._id}`, { data: { isAvailable: true }, ...api })
      await guest.dispose()
    }
  })
})
