import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'

import { makeAllMissingCopies } from '@/collections/Media/copies'
import type { Media } from '@/payload-types'

import { startTestApp, type TestApp } from '../helpers/payload'

let app: TestApp
const context = { disableRevalidate: true }

/** A guest-visible photo: the only picture of an available room. */
async function roomPhoto(name: string, width = 2000, height = 1500): Promise<Media> {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } },
  })
    .jpeg()
    .toBuffer()
  const media = await app.payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    overrideAccess: true,
    context,
  })
  await app.payload.create({
    collection: 'rooms',
    data: {
      name,
      description: 'A quiet room facing the garden, with a fan and a desk.',
      regularPrice: 300,
      bedType: 'Double Size',
      images: [media.id],
      isAvailable: true,
    },
    overrideAccess: true,
    context,
  })
  return media
}

const onDisk = (filename: string | null | undefined) =>
  Boolean(filename) && fs.existsSync(path.join(app.mediaDir, filename as string))

beforeAll(async () => {
  app = await startTestApp('picture-copies')
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe("the pictures' resized copies", () => {
  it("are made at upload in every size the pages offer, a phone's 480 and 960 px ones included", async () => {
    const media = await roomPhoto('upload-sizes')
    expect(media.sizes?.small).toMatchObject({ width: 480, height: 360, mimeType: 'image/webp' })
    expect(media.sizes?.wide).toMatchObject({ width: 960, height: 720, mimeType: 'image/webp' })
    for (const size of Object.values(media.sizes ?? {})) expect(onDisk(size?.filename)).toBe(true)
  })

  it('a copy whose file is missing is made again before it is served', async () => {
    const media = await roomPhoto('lost-copy')
    const card = media.sizes?.card?.filename as string
    fs.rmSync(path.join(app.mediaDir, card))
    const response = await app.call('GET', `/media/file/${card}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(width).toBe(640)
    expect(onDisk(card)).toBe(true)
  })

  it('without its original nothing can be made: a missing file stays "not found"', async () => {
    const media = await roomPhoto('lost-original')
    const card = media.sizes?.card?.filename as string
    fs.rmSync(path.join(app.mediaDir, media.filename as string))
    fs.rmSync(path.join(app.mediaDir, card))
    expect((await app.call('GET', `/media/file/${media.filename}`)).status).toBe(404)
    expect((await app.call('GET', `/media/file/${card}`)).status).toBe(404)
    expect(onDisk(card)).toBe(false)
  })

  it('on start, an upload missing a copy (lost, or never made) gets it and its record', async () => {
    const media = await roomPhoto('older-upload')
    // As an upload from before the 480 and 960 px sizes were added: no record of them and no file.
    fs.rmSync(path.join(app.mediaDir, media.sizes?.small?.filename as string))
    fs.rmSync(path.join(app.mediaDir, media.sizes?.wide?.filename as string))
    fs.rmSync(path.join(app.mediaDir, media.sizes?.large?.filename as string))
    const none = {
      url: null,
      width: null,
      height: null,
      mimeType: null,
      filesize: null,
      filename: null,
    }
    await app.payload.db.updateOne({
      collection: 'media',
      id: media.id,
      data: { sizes: { ...media.sizes, small: none, wide: none } },
    })
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer()
    // A picture narrower than a copy never gets that copy: none is made larger than its original.
    const narrow = await app.payload.create({
      collection: 'media',
      data: { alt: 'narrow' },
      file: { data: small, mimetype: 'image/png', name: 'narrow.png', size: small.length },
      overrideAccess: true,
      context,
    })

    await makeAllMissingCopies(app.payload, app.mediaDir)

    const after = await app.payload.findByID({ collection: 'media', id: media.id, depth: 0 })
    expect(after.sizes?.small).toMatchObject({ width: 480, height: 360 })
    expect(onDisk(after.sizes?.small?.filename)).toBe(true)
    expect(after.sizes?.wide).toMatchObject({ width: 960, height: 720 })
    expect(onDisk(after.sizes?.wide?.filename)).toBe(true)
    expect(after.sizes?.large?.filename).toBe(media.sizes?.large?.filename)
    expect(onDisk(after.sizes?.large?.filename)).toBe(true)
    const narrowAfter = await app.payload.findByID({ collection: 'media', id: narrow.id })
    expect(narrowAfter.sizes?.small?.filename ?? null).toBeNull()
    expect(narrowAfter.sizes?.wide?.filename ?? null).toBeNull()
    expect(narrowAfter.sizes?.thumbnail?.filename).toBe(narrow.sizes?.thumbnail?.filename)
  })
})
