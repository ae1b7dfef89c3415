import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'

import { roomBody } from '../helpers/fixtures/rooms'
import {
  imageForm,
  makeImage,
  mediaFiles,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'

let app: TestApp
let admin: string
let editor: string

type Json = Record<string, unknown>

async function upload(cookie: string, name = 'room.jpg'): Promise<string> {
  const response = await app.call('POST', '/images/upload', {
    body: imageForm(await makeImage('jpeg'), name, 'image/jpeg'),
    cookie,
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { secure_url: string }).secure_url
}

async function roomCount(): Promise<number> {
  return (await app.payload.count({ collection: 'rooms', overrideAccess: true })).totalDocs
}

async function createRoom(change: Json = {}, images = 1): Promise<Json> {
  const urls: string[] = []
  for (let i = 0; i < images; i++) urls.push(await upload(admin, `photo-${i}.jpg`))
  const response = await app.call('POST', '/room/create', {
    json: roomBody(urls, change),
    cookie: admin,
  })
  expect(response.status).toBe(201)
  return (await response.json()) as Json
}

beforeAll(async () => {
  app = await startTestApp('rooms')
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
}, 60_000)

afterAll(async () => {
  await app?.stop()
})

describe('POST /api/room/create', () => {
  it('creates a room for an admin and answers 201 with the contract shape', async () => {
    const url = await upload(admin)
    const response = await app.call('POST', '/room/create', {
      json: roomBody([url], { offer: true, discountedPrice: 250 }),
      cookie: admin,
    })
    expect(response.status).toBe(201)
    const room = (await response.json()) as Json
    expect(room).toMatchObject({
      name: 'Garden Room',
      regularPrice: 300,
      discountedPrice: 250,
      offer: true,
      bedType: 'Double Size',
      waterHeater: true,
      Tv: true,
      DSTV: false,
      AC: true,
      fridge: false,
      sofa: false,
      isAvailable: true,
      imageURLs: [url],
    })
    expect(typeof room._id).toBe('string')
    expect(typeof room.userRef).toBe('string')
    expect(typeof room.createdAt).toBe('string')
    expect(typeof room.updatedAt).toBe('string')
  })

  it('stores discountedPrice as null when the offer is off', async () => {
    const url = await upload(admin)
    const response = await app.call('POST', '/room/create', {
      json: roomBody([url], { offer: false, discountedPrice: 120 }),
      cookie: admin,
    })
    expect(response.status).toBe(201)
    const room = (await response.json()) as Json
    const stored = await app.payload.findByID({
      collection: 'rooms',
      id: String(room._id),
      overrideAccess: true,
    })
    expect(stored.discountedPrice).toBeNull()
    expect(room.discountedPrice).toBeNull()
  })

  it('refuses anonymous callers with 401 and editors with 403, storing nothing', async () => {
    const url = await upload(admin)
    const before = await roomCount()
    const anonymous = await app.call('POST', '/room/create', { json: roomBody([url]) })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ success: false })
    const asEditor = await app.call('POST', '/room/create', {
      json: roomBody([url]),
      cookie: editor,
    })
    expect(asEditor.status).toBe(403)
    expect(await roomCount()).toBe(before)
  })

  it.each([
    [{ name: '' }, MESSAGES.room.nameRequired],
    [{ description: '' }, MESSAGES.room.descriptionRequired],
    [{ description: 'Short text' }, MESSAGES.room.descriptionTooShort],
    [{ regularPrice: null }, MESSAGES.room.regularPriceRequired],
    [{ regularPrice: 0 }, MESSAGES.room.priceMustBePositive],
    [{ regularPrice: -10 }, MESSAGES.room.priceMustBePositive],
    [{ offer: true, discountedPrice: null }, MESSAGES.room.discountedPriceRequired],
    [{ offer: true, discountedPrice: 0 }, MESSAGES.room.discountedPriceMustBePositive],
    [{ offer: true, discountedPrice: 300 }, MESSAGES.room.discountedPriceNotLess],
    [{ bedType: '' }, MESSAGES.room.bedTypeRequired],
    [{ bedType: 'Bunk' }, MESSAGES.room.bedTypeRequired],
    [{ imageURLs: [] }, MESSAGES.room.imageRequired],
  ])('answers 400 for %j with the spec message and stores nothing', async (change, message) => {
    const url = await upload(admin)
    const before = await roomCount()
    const response = await app.call('POST', '/room/create', {
      json: roomBody([url], change),
      cookie: admin,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ success: false, message })
    expect(await roomCount()).toBe(before)
  })

  it('refuses a seventh image, unknown image addresses, broken JSON and non-JSON bodies', async () => {
    const before = await roomCount()
    const seven = Array.from({ length: 7 }, (_, i) => `/api/media/file/x${i}.jpg`)
    const tooMany = await app.call('POST', '/room/create', { json: roomBody(seven), cookie: admin })
    expect(tooMany.status).toBe(400)
    expect(((await tooMany.json()) as Json).message).toBe(MESSAGES.image.tooMany(0))

    const unknown = await app.call('POST', '/room/create', {
      json: roomBody(['/api/media/file/never-uploaded.jpg']),
      cookie: admin,
    })
    expect(unknown.status).toBe(400)

    const broken = await app.call('POST', '/room/create', {
      body: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
      cookie: admin,
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ success: false, message: expect.any(String) })

    const form = await app.call('POST', '/room/create', {
      body: 'name=x',
      cookie: admin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)

    const operator = await app.call('POST', '/room/create', {
      json: roomBody(['/api/media/file/a.jpg'], { name: { $ne: '' } }),
      cookie: admin,
    })
    expect(operator.status).toBe(400)
    expect(await roomCount()).toBe(before)
  })
})

describe('GET /api/room/get-all-rooms and /api/room/get/{id}', () => {
  let visible: Json
  let hidden: Json

  beforeAll(async () => {
    visible = await createRoom({ name: 'Visible Room' })
    hidden = await createRoom({ name: 'Hidden Room', isAvailable: false })
  })

  it('gives guests only visible rooms and staff all, newest first', async () => {
    const guest = (await (await app.call('GET', '/room/get-all-rooms')).json()) as Json[]
    expect(guest.every((room) => room.isAvailable === true)).toBe(true)
    expect(guest.map((r) => r._id)).toContain(visible._id)
    expect(guest.map((r) => r._id)).not.toContain(hidden._id)

    const staff = (await (
      await app.call('GET', '/room/get-all-rooms', { cookie: admin })
    ).json()) as Json[]
    expect(staff.map((r) => r._id)).toContain(hidden._id)
    const created = staff.map((r) => String(r.createdAt))
    expect(created).toEqual([...created].sort().reverse())
    expect(staff[0]._id).toBe(hidden._id)
    for (const room of staff) {
      expect(Array.isArray(room.imageURLs)).toBe(true)
      expect((room.imageURLs as string[]).length).toBeGreaterThan(0)
    }
  })

  it('answers one room directly, and 404 for unknown ids or hidden rooms asked for by guests', async () => {
    const one = await app.call('GET', `/room/get/${String(visible._id)}`)
    expect(one.status).toBe(200)
    expect(await one.json()).toMatchObject({ _id: visible._id, name: 'Visible Room' })

    const unknown = await app.call('GET', '/room/get/00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ success: false, message: MESSAGES.rooms.notFound })

    const malformed = await app.call('GET', '/room/get/%7B%22%24ne%22%3A1%7D')
    expect(malformed.status).toBe(404)

    const hiddenAsGuest = await app.call('GET', `/room/get/${String(hidden._id)}`)
    expect(hiddenAsGuest.status).toBe(404)
    const hiddenAsStaff = await app.call('GET', `/room/get/${String(hidden._id)}`, {
      cookie: admin,
    })
    expect(hiddenAsStaff.status).toBe(200)
  })
})

describe('the alt text of room photos', () => {
  it('reads the room’s name and the photo’s place where the stored alt is only a file name', async () => {
    const camera = await upload(admin, 'IMG_20240312_101500.jpg')
    // The same name again: Payload stores it as IMG_20240312_101500-1.jpg.
    const again = await upload(admin, 'IMG_20240312_101500.jpg')
    const data = await makeImage('jpeg')
    const described = await app.payload.create({
      collection: 'media',
      data: { alt: 'The bed by the window' },
      file: { data, mimetype: 'image/jpeg', name: 'bed.jpg', size: data.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const created = await app.call('POST', '/room/create', {
      json: roomBody([camera, again, String(described.url)], { name: 'Garden Suite' }),
      cookie: admin,
    })
    expect(created.status).toBe(201)
    const { _id } = (await created.json()) as Json

    const asGuest = (await (await app.call('GET', `/room/get/${String(_id)}`)).json()) as {
      images: Array<{ alt: string }>
    }
    expect(asGuest.images.map((image) => image.alt)).toEqual([
      'Garden Suite, photo 1',
      'Garden Suite, photo 2',
      'The bed by the window',
    ])
    const list = (await (await app.call('GET', '/room/get-all-rooms')).json()) as Array<
      Json & { images: Array<{ alt: string }> }
    >
    expect(list.find((room) => room._id === _id)?.images[0].alt).toBe('Garden Suite, photo 1')
  })
})

describe('POST /api/room/update/{id}', () => {
  it('toggles visibility with the isAvailable body alone', async () => {
    const room = await createRoom({ name: 'Toggle Room' })
    const response = await app.call('POST', `/room/update/${String(room._id)}`, {
      json: { isAvailable: false },
      cookie: admin,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      _id: room._id,
      isAvailable: false,
      name: 'Toggle Room',
    })
    const bad = await app.call('POST', `/room/update/${String(room._id)}`, {
      json: { isAvailable: 'no' },
      cookie: admin,
    })
    expect(bad.status).toBe(400)
  })

  it('edits a room and removes the images listed in deletedImageUrls, documents and files', async () => {
    const room = await createRoom({ name: 'Edit Room' }, 2)
    const [keep, drop] = room.imageURLs as string[]
    const dropName = decodeURIComponent(drop.split('/').pop() as string)
    expect(fs.existsSync(path.join(app.mediaDir, dropName))).toBe(true)
    const added = await upload(admin, 'added.jpg')

    const response = await app.call('POST', `/room/update/${String(room._id)}`, {
      json: roomBody([keep, added], {
        name: 'Edited Room',
        regularPrice: 420,
        offer: true,
        discountedPrice: 380,
        deletedImageUrls: [drop],
      }),
      cookie: admin,
    })
    expect(response.status).toBe(200)
    const updated = (await response.json()) as Json
    expect(updated).toMatchObject({
      name: 'Edited Room',
      regularPrice: 420,
      discountedPrice: 380,
      imageURLs: [keep, added],
    })
    expect(fs.existsSync(path.join(app.mediaDir, dropName))).toBe(false)
    expect(
      mediaFiles(app.mediaDir).some((f) => f.startsWith(dropName.replace(/\.[^.]+$/, ''))),
    ).toBe(false)
    const left = await app.payload.count({
      collection: 'media',
      where: { filename: { equals: dropName } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })

  it('validates edits with the spec messages and changes nothing on failure', async () => {
    const room = await createRoom({ name: 'Stable Room' })
    const response = await app.call('POST', `/room/update/${String(room._id)}`, {
      json: roomBody(room.imageURLs as string[], {
        name: 'Changed',
        offer: true,
        discountedPrice: 999,
      }),
      cookie: admin,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      success: false,
      message: MESSAGES.room.discountedPriceNotLess,
    })
    const stored = await app.payload.findByID({
      collection: 'rooms',
      id: String(room._id),
      overrideAccess: true,
    })
    expect(stored.name).toBe('Stable Room')

    const removeAll = await app.call('POST', `/room/update/${String(room._id)}`, {
      json: roomBody([], { deletedImageUrls: room.imageURLs }),
      cookie: admin,
    })
    expect(removeAll.status).toBe(400)
    expect(((await removeAll.json()) as Json).message).toBe(MESSAGES.room.imageRequired)
  })

  it('refuses guests and editors, and answers 404 for unknown rooms', async () => {
    const room = await createRoom({ name: 'Guarded Room' })
    expect(
      (await app.call('POST', `/room/update/${String(room._id)}`, { json: { isAvailable: false } }))
        .status,
    ).toBe(401)
    expect(
      (
        await app.call('POST', `/room/update/${String(room._id)}`, {
          json: { isAvailable: false },
          cookie: editor,
        })
      ).status,
    ).toBe(403)
    const stored = await app.payload.findByID({
      collection: 'rooms',
      id: String(room._id),
      overrideAccess: true,
    })
    expect(stored.isAvailable).toBe(true)
    expect(
      (
        await app.call('POST', '/room/update/00000000-0000-4000-8000-000000000000', {
          json: { isAvailable: false },
          cookie: admin,
        })
      ).status,
    ).toBe(404)
  })
})

describe('DELETE /api/room/delete/{id}', () => {
  it('removes the room and its image files', async () => {
    const room = await createRoom({ name: 'Doomed Room' }, 2)
    const files = (room.imageURLs as string[]).map((url) =>
      decodeURIComponent(url.split('/').pop() as string),
    )
    // Both photos are on disk first, or their absence afterwards would prove nothing.
    expect(files).toHaveLength(2)
    for (const file of files) expect(fs.existsSync(path.join(app.mediaDir, file))).toBe(true)
    expect((await app.call('DELETE', `/room/delete/${String(room._id)}`)).status).toBe(401)
    expect(
      (await app.call('DELETE', `/room/delete/${String(room._id)}`, { cookie: editor })).status,
    ).toBe(403)

    const response = await app.call('DELETE', `/room/delete/${String(room._id)}`, {
      cookie: admin,
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, message: MESSAGES.rooms.deleted })
    expect(
      await app.payload.count({
        collection: 'rooms',
        where: { id: { equals: String(room._id) } },
        overrideAccess: true,
      }),
    ).toMatchObject({ totalDocs: 0 })
    for (const file of files) expect(fs.existsSync(path.join(app.mediaDir, file))).toBe(false)

    const again = await app.call('DELETE', `/room/delete/${String(room._id)}`, { cookie: admin })
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ success: false })
  })
})

describe('POST /api/images/upload', () => {
  it('answers the uploaded-image shape for JPEG, PNG and WebP', async () => {
    for (const [format, type, name] of [
      ['jpeg', 'image/jpeg', 'a.jpg'],
      ['png', 'image/png', 'b.png'],
      ['webp', 'image/webp', 'c.webp'],
    ] as const) {
      const response = await app.call('POST', '/images/upload', {
        body: imageForm(await makeImage(format, 80, 60), name, type),
        cookie: admin,
      })
      expect(response.status).toBe(201)
      const result = (await response.json()) as Json
      expect(result).toMatchObject({
        secure_url: expect.stringMatching(/^\/api\/media\/file\//),
        public_id: expect.stringMatching(/^guest-house-rooms\//),
        original_filename: name.replace(/\.[^.]+$/, ''),
        format: format === 'jpeg' ? 'jpg' : format,
        width: 80,
        height: 60,
        bytes: expect.any(Number),
        resource_type: 'image',
        created_at: expect.any(String),
      })
    }
  })

  it('refuses guests, wrong content and big files, storing nothing', async () => {
    const before = mediaFiles(app.mediaDir)
    const mediaBefore = (await app.payload.count({ collection: 'media', overrideAccess: true }))
      .totalDocs
    const jpeg = await makeImage('jpeg')

    const guest = await app.call('POST', '/images/upload', {
      body: imageForm(jpeg, 'a.jpg', 'image/jpeg'),
    })
    expect(guest.status).toBe(401)

    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    const cases: Array<[BodyInit, string, string, number, string]> = [
      [svg, 'x.svg', 'image/svg+xml', 400, MESSAGES.image.wrongType],
      [
        '<html><script>alert(1)</script></html>',
        'x.html',
        'text/html',
        400,
        MESSAGES.image.wrongType,
      ],
      ['#!/bin/sh\necho pwned', 'evil.jpg', 'image/jpeg', 400, MESSAGES.image.wrongType],
      [svg, 'sneaky.png', 'image/png', 400, MESSAGES.image.wrongType],
    ]
    for (const [data, name, type, status, message] of cases) {
      const response = await app.call('POST', '/images/upload', {
        body: imageForm(data as string, name, type),
        cookie: admin,
      })
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error: { message } })
    }

    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await app.call('POST', '/images/upload', {
      body: imageForm(big, 'big.jpg', 'image/jpeg'),
      cookie: admin,
    })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toEqual({ error: { message: MESSAGES.image.tooLarge } })

    const six = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)])
    const sixMb = await app.call('POST', '/images/upload', {
      body: imageForm(six, 'six.jpg', 'image/jpeg'),
      cookie: admin,
    })
    expect(sixMb.status).toBe(413)
    expect(await sixMb.json()).toEqual({ error: { message: MESSAGES.image.tooLarge } })

    const noFile = await app.call('POST', '/images/upload', { body: new FormData(), cookie: admin })
    expect(noFile.status).toBe(400)

    expect(mediaFiles(app.mediaDir)).toEqual(before)
    expect((await app.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(
      mediaBefore,
    )
  })
})

describe('GET /api/media/file/{filename}', () => {
  it('serves an uploaded file and answers 404, not 500, once it is gone', async () => {
    // Staff read every upload; guests only those public pages show (tests/int/hardening.test.ts).
    const url = await upload(admin, 'served.jpg')
    const served = await app.call('GET', url.replace(/^\/api/, ''), { cookie: admin })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect((await app.call('GET', '/media/file/never-existed.jpg', { cookie: admin })).status).toBe(
      404,
    )
    expect(
      (await app.call('GET', '/media/file/..%2F..%2Fpackage.json')).status,
    ).toBeGreaterThanOrEqual(400)
  })
})
