import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { payloadRun } from '../../scripts/lib/payloadRun.mjs'
import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

let app: TestApp
let reception: string
let room: string

beforeAll(async () => {
  app = await startTestApp('stayLinkSecret')
  await createReception(app.payload)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  room = await createTestRoom(app.payload, 'Garden Room')
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('a stay link after the server secret changes', () => {
  it('keeps the links sent before opening, and the reminder, balance and review links made after open too', async () => {
    const created = await app.call('POST', '/bookings', {
      json: {
        room,
        guestName: 'Efua Boateng',
        phone: '0241234567',
        guests: 2,
        checkIn: day(10),
        checkOut: day(12),
        source: 'phone',
        status: 'requested',
      },
      cookie: reception,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: string } }
    const confirmed = await app.call('POST', `/bookings/${doc.id}/status`, {
      json: { action: 'confirm', seenStatus: 'requested' },
      cookie: reception,
    })
    expect(confirmed.status).toBe(200)
    const { stayPageUrl } = await import('@/collections/Bookings/guestStay/stayLinks')
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq({}, app.payload)
    const booking = await app.payload.findByID({ collection: 'bookings', id: doc.id, req })
    const earlier = (await stayPageUrl(req, booking)).split('/stay/')[1]

    // The same database under another secret, as after a rotation or a restore on another host.
    const run = payloadRun('tests/helpers/stayLinksAfterRotation.ts', [doc.id, earlier], {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PAYLOAD_AUTO_SEED: 'false',
      PAYLOAD_JOBS_AUTORUN: 'false',
      PAYLOAD_SECRET: 'a-rotated-secret-9876543210-abcdefghijklmnop',
      DATABASE_URL: `file:${path.join(app.dir, 'db.sqlite')}`,
      MEDIA_DIR: app.mediaDir,
    })
    const line = `${run.stdout}`.split('\n').find((l) => l.startsWith('LINKS '))
    expect(`${run.stdout}${run.stderr}`.slice(-3000)).toContain('LINKS ')
    const { made, opens } = JSON.parse((line as string).slice(6)) as {
      made: Record<'dayBefore' | 'balanceDue' | 'afterStay', string>
      opens: Record<string, boolean>
    }
    // A new secret makes a new token, and every message made under it carries that one.
    expect(made.dayBefore).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(made.dayBefore).not.toBe(earlier)
    expect(made.balanceDue).toBe(made.dayBefore)
    expect(made.afterStay).toBe(made.dayBefore)
    expect(opens).toEqual({ [earlier]: true, [made.dayBefore]: true })

    // Adding the new token's hash rewrote nothing else of the stay: its history is whole.
    const after = await app.payload.findByID({ collection: 'bookings', id: doc.id, depth: 0 })
    expect(after.history?.map((entry) => entry.action)).toEqual(
      booking.history?.map((entry) => entry.action),
    )
    expect(after.history?.length).toBeGreaterThanOrEqual(2)
    // The database still holds hashes only: neither token is written in it.
    const stored = JSON.stringify(
      await app.payload.findByID({ collection: 'bookings', id: doc.id, overrideAccess: true }),
    )
    expect(stored).not.toContain(earlier)
    expect(stored).not.toContain(made.dayBefore)
    // Nor are their hashes given to anyone through the API, staff included.
    const { stayTokenHash } = await import('@/collections/Bookings/guestStay/stayLinks')
    const rest = await app.call('GET', `/bookings/${doc.id}?depth=0`, { cookie: reception })
    expect(rest.status).toBe(200)
    const answered = await rest.text()
    expect(answered).not.toContain(stayTokenHash(earlier))
    expect(answered).not.toContain(stayTokenHash(made.dayBefore))
    // And this server, still on the first secret, opens both as well: the lookup is by hash.
    const { readStay } = await import('@/data/stay')
    expect(await readStay(earlier)).not.toBeNull()
    expect(await readStay(made.dayBefore)).not.toBeNull()
  }, 180_000)
})
