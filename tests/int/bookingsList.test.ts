import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { apiUrl } from '@/components/admin/Bookings/query'
import {
  DESK_PAGE_SIZE,
  DESK_SORT,
  NO_DESK_FILTERS,
  requestsWhere,
  staysWhere,
  type DeskFilters,
} from '@/lib/bookings/deskList'
import type { Booking } from '@/payload-types'

import { createTestRoom, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'

let app: TestApp
let admin: string
let newRequest: Booking

const UPCOMING = 120
const PAST = 12
const context = { disableRevalidate: true }

type Page = { docs: Booking[]; totalDocs: number; hasNextPage: boolean }

/** One page of the desk's list, asked for exactly as the portal asks for it. */
async function page(where: Record<string, unknown>, number = 1): Promise<Page> {
  const url = apiUrl('/bookings', where, {
    depth: 0,
    limit: DESK_PAGE_SIZE,
    page: number,
    sort: DESK_SORT,
  })
  const response = await app.call('GET', url, { cookie: admin })
  expect(response.status).toBe(200)
  return (await response.json()) as Page
}

async function everyPage(where: Record<string, unknown>): Promise<Booking[]> {
  const docs: Booking[] = []
  for (let number = 1; ; number++) {
    const next = await page(where, number)
    docs.push(...next.docs)
    if (!next.hasNextPage) return docs
  }
}

const filters = (change: Partial<DeskFilters>): DeskFilters => ({ ...NO_DESK_FILTERS, ...change })

beforeAll(async () => {
  app = await startTestApp('bookings-list')
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  const rooms = await Promise.all(
    ['Baobab', 'Cocoa', 'Shea'].map((name) => createTestRoom(app.payload, name)),
  )
  const stay = (index: number, offset: number, change: Partial<Booking> = {}) =>
    app.payload.create({
      collection: 'bookings',
      data: {
        room: rooms[index % rooms.length],
        checkIn: day(offset),
        checkOut: day(offset + 1),
        guests: 1,
        guestName: `Guest ${index}`,
        phone: `02400${String(index).padStart(5, '0')}`,
        price: 30000,
        source: 'phone',
        status: 'confirmed',
        ...change,
      },
      overrideAccess: true,
      context,
    })
  // A busy house: every room taken every night for the next 40 nights, and stays already over.
  for (let index = 0; index < UPCOMING; index++) await stay(index, Math.floor(index / 3))
  for (let index = 0; index < PAST; index++) await stay(1000 + index, -30 + Math.floor(index / 3))
  newRequest = await stay(5000, 60, {
    status: 'requested',
    guestName: 'Efua Late',
    phone: '0559998877',
  })
}, 180_000)

afterAll(async () => {
  await app?.stop()
})

describe('the booking desk list on a busy house', () => {
  it('shows a new request first even with more than 100 stays before it, which the old list hid', async () => {
    // The list as it was: 100 rows by check-in, oldest first.
    const old = await app.call(
      'GET',
      apiUrl('/bookings', {}, { depth: 0, limit: 100, sort: 'checkIn' }),
      {
        cookie: admin,
      },
    )
    const oldDocs = ((await old.json()) as Page).docs
    expect(oldDocs.map((doc) => doc.id)).not.toContain(newRequest.id)

    const requests = await page(requestsWhere(NO_DESK_FILTERS)!)
    expect(requests.totalDocs).toBe(1)
    expect(requests.docs[0].id).toBe(newRequest.id)
  })

  it('then lists the stays from today on, soonest first, a page at a time, each once', async () => {
    const where = staysWhere(NO_DESK_FILTERS, day(0))!
    const first = await page(where)
    expect(first.totalDocs).toBe(UPCOMING)
    expect(first.docs).toHaveLength(DESK_PAGE_SIZE)
    const all = await everyPage(where)
    expect(all).toHaveLength(UPCOMING)
    expect(new Set(all.map((doc) => doc.id)).size).toBe(UPCOMING)
    const checkIns = all.map((doc) => doc.checkIn)
    expect(checkIns).toEqual([...checkIns].sort())
    expect(checkIns[0].slice(0, 10)).toBe(day(0))
    expect(all.some((doc) => doc.status === 'requested')).toBe(false)
  })

  it('shows past stays when the dates start earlier, or when a search looks for one', async () => {
    const fromEarlier = await everyPage(staysWhere(filters({ from: day(-40) }), day(0))!)
    expect(fromEarlier).toHaveLength(UPCOMING + PAST)
    expect(fromEarlier[0].checkIn.slice(0, 10)).toBe(day(-30))

    const byPhone = await page(staysWhere(filters({ q: '0240001003' }), day(0))!)
    expect(byPhone.docs.map((doc) => doc.guestName)).toEqual(['Guest 1003'])
    const byName = await page(requestsWhere(filters({ q: 'efua' }))!)
    expect(byName.docs.map((doc) => doc.id)).toEqual([newRequest.id])
  })

  it('asks for one part only when a status is chosen', () => {
    expect(staysWhere(filters({ status: 'requested' }), day(0))).toBeNull()
    expect(requestsWhere(filters({ status: 'confirmed' }))).toBeNull()
  })
})
