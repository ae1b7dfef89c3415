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
})
