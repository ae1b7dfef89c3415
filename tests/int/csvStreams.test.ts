/**
 * The CSVs a year can fill (the accountant's bookings and payments, the takings) are written a
 * page at a time as they are read, yet are the same files to the byte as the whole-file builders
 * make from every record read at once: on a generated house of hundreds of stays and thousands of
 * entries, for an admin and for reception (who read their own takings). A fault after the first
 * byte aborts the download; one before it answers as any fault does.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import type { PayloadRequest } from 'payload'

import { BOOKINGS_CSV_HEADER, bookingCsvRow } from '@/lib/bookings/bookingsCsv'
import { toCsv } from '@/lib/csv'
import { MESSAGES } from '@/lib/messages'
import { moneyCsv } from '@/lib/money/moneyCsv'
import type { Booking, User } from '@/payload-types'

import { startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'

import type { HouseOptions } from '../../scripts/house'

let app: TestApp
let admin: User
let reception: User
const cookies = { admin: '', reception: '' }
/** A fixed year of a small house, so the files are the same on every run. */
const options: HouseOptions = { rooms: 6, years: 1, seed: 7, until: '2026-11-30' }
const year = { from: '2025-12-01', to: '2026-11-30' }
const RECEPTION_PASSWORD = 'csv-reception-pass'

beforeAll(async () => {
  app = await startTestApp('csv-streams')
  const { generateHouse } = await import('../../scripts/house')
  await generateHouse(app.payload, options)
  const users = await app.payload.find({
    collection: 'users',
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  admin = users.docs.find((user) => user.email === TEST_ADMIN.email) as User
  // The desk member who recorded the most money, so their own takings cross pages too.
  const recorded = await app.payload.find({
    collection: 'ledger',
    where: { kind: { equals: 'payment' } },
    pagination: false,
    depth: 0,
    select: { recordedBy: true },
    overrideAccess: true,
  })
  const counts = new Map<string, number>()
  for (const entry of recorded.docs) {
    const id = String(entry.recordedBy ?? '')
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  reception = users.docs
    .filter((user) => user.role === 'reception')
    .sort((a, b) => (counts.get(String(b.id)) ?? 0) - (counts.get(String(a.id)) ?? 0))[0]
  await app.payload.update({
    collection: 'users',
    id: reception.id,
    data: { password: RECEPTION_PASSWORD },
    overrideAccess: true,
  })
  cookies.admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  cookies.reception = await app.signIn(reception.email, RECEPTION_PASSWORD)
}, 180_000)

afterAll(async () => {
  jest.restoreAllMocks()
  await app?.stop()
})

/** A download as it arrives: its pieces, and its bytes read as text with the byte-order mark. */
async function download(path: string, cookie: string) {
  const response = await app.call('GET', path, { cookie })
  expect(response.status).toBe(200)
  const chunks: Uint8Array[] = []
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value)
  }
  const bytes = Buffer.concat(chunks)
  return {
    response,
    chunks: chunks.length,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  }
}

/** A request as the endpoint's own, made for `user`, for the whole-file builders. */
async function requestOf(user: User): Promise<PayloadRequest> {
  const { createLocalReq } = await import('payload')
  return createLocalReq({ user: { ...user, collection: 'users' } }, app.payload)
}

/** The bookings file as it was made whole: every stay read at once with its ledger and group. */
async function wholeBookingsFile(user: User): Promise<{ text: string; stays: number }> {
  const found = await app.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { checkIn: { greater_than_equal: `${year.from}T00:00:00.000Z` } },
        { checkIn: { less_than: '2026-12-01T00:00:00.000Z' } },
      ],
    },
    pagination: false,
    depth: 1,
    // Stays checking in the same day, newest first, and of those made in the same instant (a
    // group's rooms) the last stored first: one order, which pages read apart must agree on.
    sort: ['checkIn', '-createdAt', '-id'],
    overrideAccess: false,
    user: { ...user, collection: 'users' },
  })
  const roomName = (room: Booking['room']) => (room && typeof room === 'object' ? room.name : '')
  return {
    text: toCsv(
      BOOKINGS_CSV_HEADER,
      found.docs.map((stay) => bookingCsvRow(stay, roomName(stay.room))),
    ),
    stays: found.docs.length,
  }
}

/** The payments file (with the extras) or the takings file as they were made whole. */
async function wholeMoneyFile(
  user: User,
  range: { recordedBy?: string; orByGateway?: boolean },
  withCharges: boolean,
): Promise<{ text: string; lines: number }> {
  const { moneyEntriesIn } = await import('@/collections/Ledger/moneyEntries')
  const { chargesIn } = await import('@/collections/Ledger/chargeEntries')
  const req = await requestOf(user)
  const entries = await moneyEntriesIn(req, { ...year, ...range })
  const charges = withCharges ? await chargesIn(req, { ...year, recordedBy: range.recordedBy }) : []
  return { text: moneyCsv(entries, charges), lines: entries.length + charges.length }
}

describe('a year of CSV, written as it is read', () => {
  it('gives the bookings of a year, for an admin and for reception, as the whole file was', async () => {
    expect.assertions(10)
    const { PAGE_SIZE } = await import('@/collections/Ledger/endpoints/getMonth/pages')
    for (const [user, cookie] of [
      [admin, cookies.admin],
      [reception, cookies.reception],
    ] as const) {
      const whole = await wholeBookingsFile(user)
      const streamed = await download(
        `/bookings/export?from=${year.from}&to=${year.to}&kind=bookings`,
        cookie,
      )
      // More stays than a page holds, so the file crosses pages.
      expect(whole.stays).toBeGreaterThan(2 * PAGE_SIZE)
      expect(streamed.text).toBe(whole.text)
      expect(streamed.chunks).toBeGreaterThan(1)
      expect(streamed.response.headers.get('content-disposition')).toBe(
        `attachment; filename="bookings-${year.from}-to-${year.to}.csv"`,
      )
    }
  }, 120_000)

  it('gives the payments and extras of a year, everyone’s to an admin and their own to reception', async () => {
    expect.assertions(10)
    const { PAGE_SIZE } = await import('@/collections/Ledger/endpoints/getMonth/pages')
    for (const [user, cookie, range] of [
      [admin, cookies.admin, {}],
      [reception, cookies.reception, { recordedBy: String(reception.id), orByGateway: true }],
    ] as const) {
      const whole = await wholeMoneyFile(user, range, true)
      const streamed = await download(
        `/bookings/export?from=${year.from}&to=${year.to}&kind=payments`,
        cookie,
      )
      expect(whole.lines).toBeGreaterThan(PAGE_SIZE)
      expect(streamed.text).toBe(whole.text)
      expect(streamed.chunks).toBeGreaterThan(1)
      expect(streamed.response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    }
  }, 120_000)

  it('gives the takings of a year as the whole file was: everyone’s, one person’s, one’s own', async () => {
    expect.assertions(12)
    const range = `from=${year.from}&to=${year.to}`
    for (const [user, cookie, query, recorded] of [
      [admin, cookies.admin, '', {}],
      [admin, cookies.admin, `&user=${reception.id}`, { recordedBy: String(reception.id) }],
      [reception, cookies.reception, '', { recordedBy: String(reception.id), orByGateway: true }],
    ] as const) {
      const whole = await wholeMoneyFile(user, recorded, false)
      const streamed = await download(`/bookings/cash-up?${range}${query}&format=csv`, cookie)
      expect(streamed.text).toBe(whole.text)
      expect(streamed.chunks).toBeGreaterThan(1)
      expect(streamed.response.headers.get('cache-control')).toContain('no-store')
    }
  }, 120_000)

  it('gives the same files read in pages of 15, each page ending anywhere in a day or a group', async () => {
    expect.assertions(9)
    // Every paged read made smaller: the files must not depend on where a page ends.
    const shrink = <A extends { page?: number; limit?: number; pagination?: boolean }>(
      args: A,
    ): A => (args.page && args.pagination !== false ? { ...args, limit: 15 } : args)
    const range = `from=${year.from}&to=${year.to}`
    const files = [
      [`/bookings/export?${range}&kind=bookings`, (await wholeBookingsFile(admin)).text],
      [`/bookings/export?${range}&kind=payments`, (await wholeMoneyFile(admin, {}, true)).text],
      [`/bookings/cash-up?${range}&format=csv`, (await wholeMoneyFile(admin, {}, false)).text],
    ] as const
    const find = app.payload.find.bind(app.payload)
    const dbFind = app.payload.db.find.bind(app.payload.db)
    const spies = [
      jest
        .spyOn(app.payload, 'find')
        .mockImplementation(((args: Parameters<typeof find>[0]) =>
          find(shrink(args))) as typeof find),
      jest
        .spyOn(app.payload.db, 'find')
        .mockImplementation(((args: Parameters<typeof dbFind>[0]) =>
          dbFind(shrink(args))) as typeof dbFind),
    ]
    try {
      for (const [path, whole] of files) {
        const streamed = await download(path, cookies.admin)
        expect(streamed.text).toBe(whole)
        expect(streamed.chunks).toBeGreaterThan(40)
      }
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  }, 120_000)

  it('refuses what the caller got wrong before any byte, with the message it always had', async () => {
    expect.assertions(6)
    for (const [path, cookie, status, message] of [
      [
        '/bookings/export?from=2026-11-30&to=2025-12-01&kind=payments',
        cookies.admin,
        400,
        MESSAGES.booking.exportRange,
      ],
      [
        '/bookings/cash-up?from=2024-01-01&to=2026-11-30&format=csv',
        cookies.admin,
        400,
        MESSAGES.cashUp.range,
      ],
      [
        `/bookings/cash-up?from=${year.from}&to=${year.to}&user=${admin.id}&format=csv`,
        cookies.reception,
        403,
        MESSAGES.cashUp.ownOnly,
      ],
    ] as const) {
      const answer = await app.call('GET', path, { cookie })
      expect(answer.status).toBe(status)
      expect(await answer.json()).toMatchObject({ success: false, message })
    }
  })

  it('aborts a download whose reading fails after the first byte, and answers a fault before it', async () => {
    const path = `/bookings/export?from=${year.from}&to=${year.to}&kind=bookings`
    const find = app.payload.find.bind(app.payload)
    const failOnPage = (failing: number) =>
      jest.spyOn(app.payload, 'find').mockImplementation(((args: Parameters<typeof find>[0]) => {
        if (args.collection === 'bookings' && args.page === failing) {
          return Promise.reject(new Error('the database went away'))
        }
        return find(args)
      }) as typeof find)

    const midway = failOnPage(2)
    const response = await app.call('GET', path, { cookie: cookies.admin })
    expect(response.status).toBe(200)
    await expect(response.arrayBuffer()).rejects.toThrow('the database went away')
    midway.mockRestore()

    const first = failOnPage(1)
    const refused = await app.call('GET', path, { cookie: cookies.admin })
    expect(refused.status).toBe(500)
    expect(await refused.json()).toMatchObject({ message: MESSAGES.booking.exportFailed })
    first.mockRestore()
  }, 60_000)
})
