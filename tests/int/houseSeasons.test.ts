import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'

import { createTestRoom, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'

let app: TestApp
let admin: string
const ids: Record<string, string> = {}

type Json = Record<string, unknown>
type Offered = { _id: string; nightlyPrice: number; total: number; minNights: number }

async function offered(checkIn: string, checkOut: string): Promise<Map<string, Offered>> {
  const response = await app.call(
    'GET',
    `/bookings/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`,
  )
  expect(response.status).toBe(200)
  const body = (await response.json()) as { rooms: Offered[] }
  return new Map(body.rooms.map((room) => [room._id, room]))
}

const saveSeason = (body: Json) => app.call('POST', '/seasons', { json: body, cookie: admin })

async function messages(response: Response): Promise<string[]> {
  const json = (await response.json()) as {
    errors?: { data?: { errors?: { message: string }[] } }[]
  }
  return (json.errors?.[0]?.data?.errors ?? []).map((error) => error.message)
}

async function seasonCount(): Promise<number> {
  return (await app.payload.count({ collection: 'seasons', overrideAccess: true })).totalDocs
}

beforeAll(async () => {
  app = await startTestApp('house-seasons')
  ids.suite = await createTestRoom(app.payload, 'Suite', {
    regularPrice: 500,
    bedType: 'King Size',
  })
  ids.deluxe = await createTestRoom(app.payload, 'Deluxe', {
    regularPrice: 450,
    bedType: 'King Size',
  })
  ids.queen = await createTestRoom(app.payload, 'Queen', {
    regularPrice: 350,
    bedType: 'Queen Size',
  })
  ids.studio = await createTestRoom(app.payload, 'Studio', {
    regularPrice: 200,
    bedType: 'Single Size',
  })
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

const CHRISTMAS = { name: 'Christmas', from: day(40), to: day(44), minNights: 2 }

describe('a season set once for the whole house', () => {
  it('priced per room category, with one room priced on its own, quotes each room right', async () => {
    const response = await saveSeason({
      ...CHRISTMAS,
      prices: [
        { category: 'King Size', nightlyPrice: 700 },
        { category: 'Queen Size', nightlyPrice: 500 },
        { room: ids.suite, nightlyPrice: 800 },
      ],
    })
    expect(response.status).toBe(201)
    const rooms = await offered(day(40), day(42))
    expect(
      ['suite', 'deluxe', 'queen', 'studio'].map((key) => {
        const room = rooms.get(ids[key]!)!
        return [key, room.nightlyPrice, room.minNights]
      }),
    ).toEqual([
      ['suite', 800, 2],
      ['deluxe', 700, 2],
      ['queen', 500, 2],
      // No price names the studio or its category: it keeps its everyday price and no minimum.
      ['studio', 200, 1],
    ])
    // The night after the season, every room is back at its everyday price.
    expect((await offered(day(45), day(46))).get(ids.deluxe!)?.nightlyPrice).toBe(450)
  })

  it.each([
    [
      'overlapping another season',
      { ...CHRISTMAS, name: 'New Year', from: day(44), to: day(46) },
      MESSAGES.rates.seasonOverlaps('Christmas'),
    ],
    [
      'ending before it starts',
      { ...CHRISTMAS, name: 'Easter', from: day(90), to: day(88) },
      MESSAGES.rates.endsBeforeStart,
    ],
    [
      'without a name',
      { ...CHRISTMAS, name: ' ', from: day(88), to: day(90) },
      MESSAGES.rates.nameRequired,
    ],
    [
      'without a last night',
      { ...CHRISTMAS, name: 'Easter', from: day(88), to: null },
      MESSAGES.rates.dateRequired,
    ],
    [
      'asking a minimum stay below one night',
      { ...CHRISTMAS, name: 'Easter', from: day(88), to: day(90), minNights: 0 },
      MESSAGES.rates.minNightsRange(30),
    ],
  ])('is refused when %s, with its message, and nothing is saved', async (_case, season, text) => {
    const before = await seasonCount()
    const response = await saveSeason({
      ...season,
      prices: [{ category: 'King Size', nightlyPrice: 600 }],
    })
    expect(response.status).toBe(400)
    expect(await messages(response)).toContain(text)
    expect(await seasonCount()).toBe(before)
  })

  it('refuses a price that names both a category and a room, or names none', async () => {
    const before = await seasonCount()
    const response = await saveSeason({
      name: 'Easter',
      from: day(88),
      to: day(90),
      minNights: 1,
      prices: [
        { category: 'King Size', room: ids.deluxe, nightlyPrice: 600 },
        { nightlyPrice: 300 },
      ],
    })
    expect(response.status).toBe(400)
    expect(await messages(response)).toEqual([
      MESSAGES.rates.seasonPriceTarget,
      MESSAGES.rates.seasonPriceTarget,
    ])
    expect(await seasonCount()).toBe(before)
  })

  it.each([
    ['no price at all', [], MESSAGES.rates.seasonNoPrices],
    [
      'one category priced twice',
      [
        { category: 'Queen Size', nightlyPrice: 500 },
        { category: 'Queen Size', nightlyPrice: 450 },
      ],
      MESSAGES.rates.seasonPriceTwice,
    ],
  ])('refuses a season with %s', async (_case, prices, text) => {
    const before = await seasonCount()
    const response = await saveSeason({ name: 'Easter', from: day(88), to: day(90), prices })
    expect(response.status).toBe(400)
    expect(await messages(response)).toEqual([text])
    expect(await seasonCount()).toBe(before)
  })
})

describe('a house that set its seasons room by room before', () => {
  it('keeps each room’s own season priced as it was, beside the house’s seasons', async () => {
    // As an existing house's data stands: an Easter typed on one room, the house's Christmas above.
    const easter = { name: 'Easter', from: day(120), to: day(123), nightlyPrice: 420, minNights: 3 }
    const own = await createTestRoom(app.payload, 'Own Seasons', {
      regularPrice: 300,
      bedType: 'King Size',
      rates: [easter],
    })
    const atEaster = (await offered(day(120), day(123))).get(own)
    expect([atEaster?.nightlyPrice, atEaster?.minNights]).toEqual([420, 3])
    // The house's Christmas prices it by its category, as it prices every King Size room.
    expect((await offered(day(40), day(42))).get(own)?.nightlyPrice).toBe(700)
    expect((await offered(day(60), day(61))).get(own)?.nightlyPrice).toBe(300)
  })
})
