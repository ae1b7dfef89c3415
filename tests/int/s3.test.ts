import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
// s3rver ships no types; it is a real S3-protocol server on loopback.
// @ts-expect-error no declaration file
import S3rver from 's3rver'
import sharp from 'sharp'

import {
  imageForm,
  makeImage,
  mediaFiles,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '../helpers/payload'

const BUCKET = 'guest-house-media'

let app: TestApp
let s3: { run: () => Promise<{ port: number }>; close: () => Promise<void> }
let s3Dir: string
let admin: string

function objectsInBucket(): string[] {
  const dir = path.join(s3Dir, BUCKET)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('._S3rver_object'))
    .map((name) => name.replace(/\._S3rver_object$/, ''))
    .sort()
}

beforeAll(async () => {
  s3Dir = path.join(import.meta.dirname, '../.tmp/int', `s3rver-${process.pid}`)
  fs.rmSync(s3Dir, { recursive: true, force: true })
  fs.mkdirSync(s3Dir, { recursive: true })
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await s3.run()
  app = await startTestApp('s3', {
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
}, 60_000)

afterAll(async () => {
  await app?.stop()
  await s3?.close()
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

describe('media in S3', () => {
  it('stores uploads and their resized copies in the bucket, serves them, and deletes them with the room', async () => {
    const upload = await app.call('POST', '/images/upload', {
      body: imageForm(await makeImage('png', 900, 600), 'pool.png', 'image/png'),
      cookie: admin,
    })
    expect(upload.status).toBe(201)
    const { secure_url: url } = (await upload.json()) as { secure_url: string }
    // The original and its resized copies (none wider than the original) went to the bucket,
    // nothing to local disk.
    expect(objectsInBucket()).toEqual([
      'pool-160x120.webp',
      'pool-480x320.webp',
      'pool-640x427.webp',
      'pool.png',
    ])
    expect(mediaFiles(app.mediaDir)).toEqual([])

    const served = await app.call('GET', url.replace(/^\/api/, ''), { cookie: admin })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/image\/png/)

    const created = await app.call('POST', '/room/create', {
      json: {
        name: 'Pool Room',
        description: 'A room by the pool with a calm view.',
        regularPrice: 320,
        bedType: 'Queen Size',
        offer: false,
        imageURLs: [url],
      },
      cookie: admin,
    })
    expect(created.status).toBe(201)
    const room = (await created.json()) as { _id: string }
    const removed = await app.call('DELETE', `/room/delete/${room._id}`, { cookie: admin })
    expect(removed.status).toBe(200)
    expect(objectsInBucket()).toEqual([])
  })

  it('makes a share picture from a picture in the bucket, not the plain panel', async () => {
    const upload = await app.call('POST', '/images/upload', {
      body: imageForm(await makeImage('png', 900, 600), 'terrace.png', 'image/png'),
      cookie: admin,
    })
    expect(upload.status).toBe(201)
    const { secure_url: url } = (await upload.json()) as { secure_url: string }
    expect(mediaFiles(app.mediaDir)).toEqual([])
    // Loaded here: it reads the settings, which the test app has set.
    const { sharePictureJpeg } = await import('@/data/sharePicture')
    const jpeg = await sharePictureJpeg([null, url])
    const { format, width, height } = await sharp(jpeg).metadata()
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 })
    // The picture's own colour (180, 120, 60), not the site's pale panel.
    const { channels } = await sharp(jpeg).stats()
    const means = channels.slice(0, 3).map((channel) => Math.round(channel.mean))
    means.forEach((mean, index) => expect(Math.abs(mean - [180, 120, 60][index])).toBeLessThan(8))
    const missing = await sharePictureJpeg(['/api/media/file/not-there.png'])
    const panel = (await sharp(missing).stats()).channels.map((channel) => Math.round(channel.mean))
    expect(panel[0]).toBeGreaterThan(240)
  })
})
