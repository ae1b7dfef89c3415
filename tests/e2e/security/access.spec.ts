import type { APIRequestContext } from '@playwright/test'

import { expect, test } from '../fixtures'
import { anonymous, apiAs, counts, editorAccount, roomBody, uploadJpeg } from './helpers'

type Room = { _id: string; name: string; isAvailable: boolean }

test.describe('access control', () => {
  test('guests and editors cannot change rooms, read private data or raise their role', async () => {
    const admin = await apiAs()
    const editor = await apiAs(await editorAccount())
    const guest = await anonymous()
    const url = await uploadJpeg(admin, 'access.jpg')
    const created = await admin.post('/api/room/create', {
      data: roomBody([url], { name: 'Access Room' }),
    })
    expect(created.status()).toBe(201)
    const room = (await created.json()) as Room
    const before = await counts(admin)

    const attempts = async (who: APIRequestContext) => [
      await who.post('/api/room/create', { data: roomBody([url], { name: 'Intruder Room' }) }),
      await who.post(`/api/room/update/${room._id}`, { data: { isAvailable: true } }),
      await who.post(`/api/room/update/${room._id}`, {
        data: roomBody([url], { name: 'Renamed' }),
      }),
      await who.delete(`/api/room/delete/${room._id}`),
      await who.post('/api/rooms', { data: roomBody([], { name: 'REST Room' }) }),
      await who.patch(`/api/rooms/${room._id}`, {
        data: { name: 'REST Rename', isAvailable: true },
      }),
      await who.delete(`/api/rooms/${room._id}`),
      await who.post('/api/images/upload', {
        multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') } },
      }),
      await who.post('/api/bookings', { data: { guestName: 'X' } }),
      await who.get('/api/contact-messages'),
      await who.get('/api/bookings'),
      await who.get('/api/payload-jobs'),
      await who.post('/api/globals/payload-jobs-stats', { data: { stats: {} } }),
    ]
    for (const who of [guest, editor]) {
      for (const response of await attempts(who)) {
        expect([401, 403], `${response.url()} → ${response.status()}`).toContain(response.status())
      }
    }

    // Users: guests see none, editors only themselves.
    expect([401, 403]).toContain((await guest.get('/api/users')).status())
    const seenByEditor = (await (await editor.get('/api/users')).json()) as {
      docs: Array<{ email: string; role: string; id: string }>
    }
    expect(seenByEditor.docs).toHaveLength(1)
    const self = seenByEditor.docs[0]
    expect(self.role).toBe('editor')
    await editor.patch(`/api/users/${self.id}`, { data: { role: 'admin' } })
    const after = (await (await admin.get(`/api/users/${self.id}`)).json()) as { role: string }
    expect(after.role).toBe('editor')
    expect([401, 403]).toContain(
      (
        await guest.post('/api/users', {
          data: { email: 'signup@x.test', password: 'sign-up-pass', name: 'S' },
        })
      ).status(),
    )

    expect(await counts(admin)).toEqual(before)
    const unchanged = (await (await admin.get(`/api/room/get/${room._id}`)).json()) as Room
    expect(unchanged).toMatchObject({ name: 'Access Room', isAvailable: false })
    expect((await admin.delete(`/api/room/delete/${room._id}`)).status()).toBe(200)
    await Promise.all([admin.dispose(), editor.dispose(), guest.dispose()])
  })

  // The list of pictures guests may read is kept between requests; each change to a room must
  // expire it before the change is answered, or a hidden room's photo stays public.
  test("a room's photo is readable by guests exactly while the room is shown", async () => {
    const admin = await apiAs()
    const guest = await anonymous()
    const url = await uploadJpeg(admin, 'follows-room.jpg')
    const guestSees = async () => (await guest.get(url)).status()
    // An upload no page shows yet is private.
    expect([403, 404]).toContain(await guestSees())

    const created = await admin.post('/api/room/create', {
      data: roomBody([url], { name: 'Shown Then Hidden', isAvailable: true }),
    })
    expect(created.status()).toBe(201)
    const room = (await created.json()) as Room
    expect(await guestSees()).toBe(200)

    const update = (isAvailable: boolean) =>
      admin.post(`/api/room/update/${room._id}`, { data: { isAvailable } })
    expect((await update(false)).status()).toBe(200)
    expect([403, 404]).toContain(await guestSees())
    expect((await update(true)).status()).toBe(200)
    expect(await guestSees()).toBe(200)
    // Payload's own REST door expires it the same way.
    const hidden = await admin.patch(`/api/rooms/${room._id}`, { data: { isAvailable: false } })
    expect(hidden.status()).toBe(200)
    expect([403, 404]).toContain(await guestSees())
    // Staff still read it, and the room's deletion leaves it private.
    expect((await admin.get(url)).status()).toBe(200)
    expect((await update(true)).status()).toBe(200)
    expect(await guestSees()).toBe(200)
    expect((await admin.delete(`/api/room/delete/${room._id}`)).status()).toBe(200)
    expect([403, 404]).toContain(await guestSees())
    await Promise.all([admin.dispose(), guest.dispose()])
  })
})
