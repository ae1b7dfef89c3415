import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'

import { startTestApp, type TestApp } from '../helpers/payload'

let app: TestApp
let share: typeof import('@/data/sharePicture')
const context = { disableRevalidate: true }

async function photo(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
}

beforeAll(async () => {
  app = await startTestApp('share-picture')
  // Loaded after the app so it reads this test's media folder.
  share = await import('@/data/sharePicture')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('the share pictures', () => {
  it('are resized once per picture however often, and however together, they are asked for', async () => {
    const data = await photo({ r: 200, g: 40, b: 40 })
    const media = await app.payload.create({
      collection: 'media',
      data: { alt: 'Red room' },
      file: { data, mimetype: 'image/jpeg', name: 'red.jpg', size: data.length },
      overrideAccess: true,
      context,
    })
    const before = share.shareImageRenders()
    const first = await share.sharePictureJpeg([media.sizes?.large?.url, media.url])
    expect(share.shareImageRenders()).toBe(before + 1)
    const again = await Promise.all(
      [1, 2, 3].map(() => share.sharePictureJpeg([media.sizes?.large?.url, media.url])),
    )
    expect(share.shareImageRenders()).toBe(before + 1)
    for (const jpeg of again) expect(jpeg.equals(first)).toBe(true)
    const { width, height } = await sharp(first).metadata()
    expect([width, height]).toEqual([1200, 630])
  })

  it('gives a changed picture a new image, even a new file on the same media document', async () => {
    const data = await photo({ r: 30, g: 90, b: 200 })
    const media = await app.payload.create({
      collection: 'media',
      data: { alt: 'Blue room' },
      file: { data, mimetype: 'image/jpeg', name: 'room.jpg', size: data.length },
      overrideAccess: true,
      context,
    })
    const before = await share.sharePictureJpeg([media.url])
    const replacement = await photo({ r: 30, g: 160, b: 60 })
    const replaced = await app.payload.update({
      collection: 'media',
      id: media.id,
      data: {},
      file: {
        data: replacement,
        mimetype: 'image/jpeg',
        name: 'room.jpg',
        size: replacement.length,
      },
      overrideAccess: true,
      context,
    })
    // Its address changes with the file, and the address is what the made picture is kept by.
    expect(replaced.url).not.toBe(media.url)
    const renders = share.shareImageRenders()
    const after = await share.sharePictureJpeg([replaced.url])
    expect(share.shareImageRenders()).toBe(renders + 1)
    expect(after.equals(before)).toBe(false)
    const { dominant } = await sharp(after).stats()
    expect(dominant.g).toBeGreaterThan(dominant.b)
  })

  it('sends the plain panel for a missing picture without resizing it each time', async () => {
    const panel = await share.sharePictureJpeg(['/api/media/file/not-there.jpg'])
    const renders = share.shareImageRenders()
    const again = await share.sharePictureJpeg(['/api/media/file/not-there.jpg'])
    expect(share.shareImageRenders()).toBe(renders)
    expect(again.equals(panel)).toBe(true)
  })
})
