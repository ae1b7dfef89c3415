import { beforeAll, describe, expect, it } from '@jest/globals'

import { CLEAR_BROWSER_COPIES, KEPT_READ_CACHE, UNKEPT_CACHE } from '@/lib/offline/portalCopies'

import type { Booking } from '@/payload-types'

import type { TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { moneyDesk } from '../helpers/fixtures/money'

/**
 * The desk's screens refetch only what changed: the reads a phone refreshes (Today, the bookings
 * list, a stay, the rooms and blocks of the calendar, the extras) carry an ETag, and asked again
 * with it they answer 304 and no body until something in them changes. Everything else a member of
 * staff reads stays kept nowhere, and sign-out clears what the browser kept.
 */
const desk = moneyDesk('unchanged-reads', { guestName: 'Kofi Boateng' })
let app: TestApp
let reception: string
let stayId: string

beforeAll(async () => {
  ;({ app, reception } = desk)
  stayId = (await desk.newStay()).id
})

function read(path: string, cookie: string | undefined, tag?: string | null) {
  return app.call('GET', path, { cookie, headers: tag ? { 'if-none-match': tag } : {} })
}

/** The reads of the desk's screens, as the portal asks for them. */
const KEPT = () => [
  '/bookings/today',
  '/bookings?depth=1&limit=50&sort=-checkIn',
  `/bookings/${stayId}`,
  '/rooms?depth=0&limit=100',
  '/room-blocks?depth=0&limit=100',
  '/extras?depth=0&limit=100',
]

describe('a read the desk refreshes', () => {
  it('carries its tag, and asked again with it is a 304 with no body (6 reads)', async () => {
    for (const path of KEPT()) {
      const first = await read(path, reception)
      expect(first.status).toBe(200)
      const tag = first.headers.get('etag')
      expect(tag).toMatch(/^"[\w-]{27}"$/)
      expect(first.headers.get('cache-control')).toBe(KEPT_READ_CACHE)
      expect(first.headers.get('vary')).toMatch(/cookie/i)
      await first.json()

      const again = await read(path, reception, `W/"other", ${tag}`)
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(tag)
      expect(again.headers.get('cache-control')).toBe(KEPT_READ_CACHE)

      const stale = await read(path, reception, '"a-tag-of-something-else"')
      expect(stale.status).toBe(200)
      expect(stale.headers.get('etag')).toBe(tag)
      await stale.json()
    }
  })

  it('answers whole again once a payment changed the stay', async () => {
    const before = await read(`/bookings/${stayId}`, reception)
    const tag = before.headers.get('etag')
    const entriesBefore = ((await before.json()) as Booking).ledger?.totalDocs ?? 0
    const paid = await app.call('POST', `/bookings/${stayId}/payments`, {
      cookie: reception,
      json: { amount: '50.00', method: 'cash', date: day(0) },
    })
    expect(paid.status).toBe(201)
    const after = await read(`/bookings/${stayId}`, reception, tag)
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(tag)
    // The payment is in the stay's ledger as the new answer brings it.
    expect(((await after.json()) as Booking).ledger?.totalDocs).toBe(entriesBefore + 1)
  })
})

describe('what is never kept', () => {
  it('other signed-in reads, the guest register above all, carry no tag and no-store (3 reads)', async () => {
    for (const path of ['/users/me', '/guest-registrations?limit=5', '/bookings/owed']) {
      const answer = await read(path, desk.admin)
      expect(answer.headers.get('cache-control')).toBe(UNKEPT_CACHE)
      expect(answer.headers.get('etag')).toBeNull()
      await answer.text()
    }
  })

  it('a refusal is not kept either', async () => {
    const refused = await read(`/bookings/${stayId}`, undefined)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('etag')).toBeNull()
  })

  // Last: it ends reception's session.
  it('sign-out clears the copies the browser kept', async () => {
    const out = await app.call('POST', '/auth/signout', { cookie: reception })
    expect(out.status).toBe(200)
    expect(out.headers.get('clear-site-data')).toBe(CLEAR_BROWSER_COPIES)
  })
})
