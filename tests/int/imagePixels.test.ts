// An upload's cost is its pixels, not its bytes: a one-colour picture of hundreds of megapixels is
// a small file that takes the server's memory when decoded. Every door refuses one before that.
import { deflateSync, crc32 } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import { MAX_IMAGE_PIXELS } from '@/lib/validation/images'

import { imageForm, mediaFiles, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'

let app: TestApp
let admin: string

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/**
 * A black one-bit PNG of the given size, written byte by byte: sharp would take seconds to encode
 * 256 megapixels, these rows of zeros deflate at once to a few dozen kilobytes.
 */
function flatPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))) // filter byte 0, all pixels 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const HUGE = flatPng(16_000, 16_000)

async function mediaCount(): Promise<number> {
  return (await app.payload.count({ collection: 'media', overrideAccess: true })).totalDocs
}

beforeAll(async () => {
  app = await startTestApp('imagePixels')
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('a picture past the pixel bound', () => {
  it('is a small file of far more pixels than the bound', () => {
    expect(HUGE.length).toBeLessThan(100 * 1024)
    expect(16_000 * 16_000).toBeGreaterThan(MAX_IMAGE_PIXELS)
  })

  it('is refused by the upload contract with its message, leaving nothing behind', async () => {
    const response = await app.call('POST', '/images/upload', {
      body: imageForm(HUGE, 'poster.png', 'image/png'),
      cookie: admin,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { message: MESSAGES.image.tooManyPixels } })
    expect(await mediaCount()).toBe(0)
    expect(mediaFiles(app.mediaDir)).toEqual([])
  })

  // /cms uploads through this same route, with the document's fields in `_payload`.
  it("is refused by Payload's media route, which /cms posts to, leaving nothing behind", async () => {
    const form = imageForm(HUGE, 'poster.png', 'image/png')
    form.append('_payload', JSON.stringify({ alt: 'Poster' }))
    const response = await app.call('POST', '/media', { body: form, cookie: admin })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      errors: [{ message: MESSAGES.image.tooManyPixels }],
    })
    expect(await mediaCount()).toBe(0)
    expect(mediaFiles(app.mediaDir)).toEqual([])
  })

  it("is not decoded by Payload's own sharp either, which makes the copies", async () => {
    const payloadSharp = app.payload.config.sharp
    expect(payloadSharp).toBeDefined()
    await expect(payloadSharp!(HUGE).toBuffer()).rejects.toThrow(/pixel limit/)
  })

  it('leaves an ordinary photo in', async () => {
    const response = await app.call('POST', '/images/upload', {
      body: imageForm(flatPng(4000, 3000), 'phone.png', 'image/png'),
      cookie: admin,
    })
    expect(response.status).toBe(201)
    expect(await mediaCount()).toBe(1)
  })
})
