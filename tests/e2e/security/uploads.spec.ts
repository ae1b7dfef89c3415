import { expect, test } from '../fixtures'
import { apiAs, counts, freshIp, roomBody, uploadJpeg } from './helpers'

const WRONG_TYPE = 'Only JPEG, PNG, and WebP images are allowed'

test.describe('uploads', () => {
  test('HTML, SVG with script, a script named .jpg and a 6 MB file are refused; nothing is stored', async () => {
    const admin = await apiAs()
    const before = await counts(admin)
    const cases = [
      {
        name: 'page.html',
        mimeType: 'text/html',
        buffer: Buffer.from('<html><script>alert(1)</script></html>'),
        status: 400,
      },
      {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        status: 400,
      },
      {
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('#!/bin/sh\nrm -rf /\n'),
        status: 400,
      },
      {
        name: 'disguised.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg onload="alert(1)"/>'),
        status: 400,
      },
      {
        name: 'big.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(6 * 1024 * 1024, 0xff),
        status: 413,
      },
    ]
    for (const file of cases) {
      const response = await admin.post('/api/images/upload', {
        multipart: { file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer } },
        headers: { 'X-Forwarded-For': freshIp() },
      })
      expect(response.status(), file.name).toBe(file.status)
      const body = (await response.json()) as { error: { message: string } }
      expect(body.error.message).toBe(
        file.status === 413 ? 'Each image must be less than 5MB' : WRONG_TYPE,
      )
    }
    expect(await counts(admin)).toEqual(before)
    await admin.dispose()
  })

  test('a seventh image is refused and the room keeps its six', async () => {
    const admin = await apiAs()
    const six: string[] = []
    for (let i = 0; i < 6; i++) six.push(await uploadJpeg(admin, `six-${i}.jpg`))
    const created = await admin.post('/api/room/create', {
      data: roomBody(six, { name: 'Six Image Room' }),
    })
    expect(created.status()).toBe(201)
    const room = (await created.json()) as { _id: string }
    const seventh = await uploadJpeg(admin, 'seventh.jpg')

    const update = await admin.post(`/api/room/update/${room._id}`, {
      data: roomBody([...six, seventh], { name: 'Six Image Room' }),
    })
    expect(update.status()).toBe(400)
    expect((await update.json()).message).toBe('Maximum 6 images allowed. You can add 0 more.')
    const create = await admin.post('/api/room/create', {
      data: roomBody([...six, seventh], { name: 'Seven Image Room' }),
    })
    expect(create.status()).toBe(400)

    const stored = (await (await admin.get(`/api/room/get/${room._id}`)).json()) as {
      imageURLs: string[]
    }
    expect(stored.imageURLs).toEqual(six)
    const before = await counts(admin)
    expect((await admin.delete(`/api/room/delete/${room._id}`)).status()).toBe(200)
    // The room's six photos went with it.
    expect((await counts(admin)).media).toBe(before.media - 6)
    for (const url of six) expect((await admin.get(url)).status()).toBe(404)
    // The refused seventh photo was never attached; staff can remove it like any upload.
    const orphan = await admin.get(
      `/api/media?where[filename][equals]=${encodeURIComponent(seventh.split('/').pop() as string)}`,
    )
    const [doc] = ((await orphan.json()) as { docs: Array<{ id: string }> }).docs
    expect((await admin.delete(`/api/media/${doc.id}`)).status()).toBe(200)
    await admin.dispose()
  })
})
