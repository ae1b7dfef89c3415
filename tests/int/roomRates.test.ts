import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Where } from 'payload'
import { NO_DESK_FILTERS, requestsWhere } from '@/lib/bookings/deskList'
import { stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'
import {
  createTestRoom,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: string
/** 300 a night; a season of two nights at 500 asking for two nights at least; takes 2 guests. */
let seasonRoomId: string
/** 200 a night for 2 guests, 50 more for each extra guest; takes 4. */
let familyRoomId: string
const HOUSE = 'house@int.test'

type Json = Record<string, unknown>
type Offered = {
  _id: string
  nightlyPrice: number
  total: number
  available: boolean
  maxGuests: number | null
  minNights: number
  nightPrices: { night: string; price: number }[]
}

const SEASON = { name: 'Festival', from: day(30), to: day(31), nightlyPrice: 500, minNights: 2 }

async function availability(checkIn: string, checkOut: string, guests: number) {
  const response = await app.call(
    'GET',
    `/bookings/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`,
  )
  expect(response.status).toBe(200)
  const body = (await response.json()) as { rooms: Offered[] }
  return (id: string) => body.rooms.find((room) => room._id === id) as Offered
}

function request(change: Json = {}): Json {
  return {
    requestId: randomUUID(),
    roomId: seasonRoomId,
    checkIn: day(29),
    checkOut: day(32),
    guests: 2,
    name: 'Efua Asante',
    phone: '0241234567',
    email: 'efua.guest@example.com',
    ...change,
  }
}

const send = (body: Json) => app.call('POST', '/bookings/request', { json: body })

async function bookings(where: Where = {}): Promise<Booking[]> {
  const found = await app.payload.find({
    collection: 'bookings',
    where,
    sort: 'requestId',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

async function message(response: Response): Promise<string> {
  const json = (await response.json()) as {
    errors?: { message: string; data?: { errors?: { message: string }[] } }[]
    message?: string
  }
  const error = json.errors?.[0]
  return error?.data?.errors?.[0]?.message ?? error?.message ?? json.message ?? ''
}

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('room-rates', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@int.test>',
    CONTACT_TO_EMAIL: HOUSE,
  })
  // The demo content first: its rooms are checked below, and the test's own rooms sit beside them.
  const { seedDemoContent } = await import('@/seed')
  await seedDemoContent(app.payload)
  seasonRoomId = await createTestRoom(app.payload, 'Season Room', {
    regularPrice: 300,
    maxGuests: 2,
    rates: [SEASON],
  })
  familyRoomId = await createTestRoom(app.payload, 'Family Room', {
    regularPrice: 200,
    maxGuests: 4,
    includedGuests: 2,
    extraGuestPrice: 50,
  })
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

describe('prices by date', () => {
  it('availability totals each night at its own price and gives the average as the nightly price', async () => {
    const room = (await availability(day(29), day(32), 2))(seasonRoomId)
    expect(room).toMatchObject({ total: 1300, nightlyPrice: 433.33, available: true, minNights: 2 })
    expect(room.nightPrices).toEqual([
      { night: day(29), price: 300 },
      { night: day(30), price: 500 },
      { night: day(31), price: 500 },
    ])
    // Nights outside the season keep the everyday price.
    expect((await availability(day(40), day(42), 2))(seasonRoomId)).toMatchObject({
      total: 600,
      nightlyPrice: 300,
      minNights: 1,
    })
  })

  it('a request stores the price of each night and of the stay, in pesewas, and later rate changes leave them', async () => {
    const response = await send(request())
    expect(response.status).toBe(201)
    const { reference, whatsappUrl } = (await response.json()) as Json
    expect(new URL(whatsappUrl as string).searchParams.get('text')).toContain(
      'Nights: 3 (₵1,300 in total)',
    )
    const [stored] = await bookings({ reference: { equals: reference } })
    expect(stored.price).toBe(130000)
    expect(stored.nightPrices?.map(({ night, price }) => ({ night, price }))).toEqual([
      { night: day(29), price: 30000 },
      { night: day(30), price: 50000 },
      { night: day(31), price: 50000 },
    ])

    await app.payload.update({
      collection: 'rooms',
      id: seasonRoomId,
      data: { rates: [{ ...SEASON, nightlyPrice: 900 }] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const [after] = await bookings({ reference: { equals: reference } })
    expect(after.price).toBe(130000)
    expect(after.nightPrices?.map((night) => night.price)).toEqual([30000, 50000, 50000])
    await app.payload.update({
      collection: 'rooms',
      id: seasonRoomId,
      data: { rates: [SEASON] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('a stay shorter than its season asks is not offered, and refused on every door', async () => {
    const room = (await availability(day(30), day(31), 1))(seasonRoomId)
    expect(room).toMatchObject({ available: false, minNights: 2 })

    const count = (await bookings()).length
    const refused = await send(request({ checkIn: day(30), checkOut: day(31) }))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      success: false,
      message: MESSAGES.booking.minStay('Season Room', 2),
    })
    const rest = await app.call('POST', '/bookings', {
      cookie: admin,
      json: {
        room: seasonRoomId,
        checkIn: day(31),
        checkOut: day(32),
        guests: 1,
        guestName: 'Walk In',
        status: 'confirmed',
        source: 'walk-in',
        price: 50000,
      },
    })
    expect(rest.status).toBe(400)
    expect(await message(rest)).toBe(MESSAGES.booking.minStay('Season Room', 2))
    expect(await bookings()).toHaveLength(count)
  })
})

describe('the prices stored on a stay', () => {
  it('are the rates’ on a new stay, and refused through REST unless they are nights with prices', async () => {
    const made = await app.call('POST', '/bookings', {
      cookie: admin,
      json: {
        room: familyRoomId,
        checkIn: day(90),
        checkOut: day(91),
        guests: 1,
        guestName: 'Walk In',
        status: 'confirmed',
        source: 'walk-in',
        nightPrices: [{ night: day(90), price: 1 }],
      },
    })
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: Booking }
    expect(doc.nightPrices).toEqual([{ night: day(90), price: 20000 }])
    const response = await app.call('PATCH', `/bookings/${doc.id}`, {
      cookie: admin,
      json: { nightPrices: [{ night: 'tomorrow', price: -1 }] },
    })
    expect(response.status).toBe(400)
    expect(await message(response)).toBe(MESSAGES.booking.nightPricesShape)
  })
})

describe('capacity', () => {
  it('availability marks a room too small for the party, with its maximum', async () => {
    const offered = await availability(day(50), day(52), 3)
    expect(offered(seasonRoomId)).toMatchObject({ available: false, maxGuests: 2 })
    // 200 a night for two, 50 for the third guest.
    expect(offered(familyRoomId)).toMatchObject({ available: true, maxGuests: 4, total: 500 })
    expect((await availability(day(50), day(52), 2))(seasonRoomId).available).toBe(true)
  })

  it('a request for more guests than the room takes is refused and stores nothing; so is a staff write', async () => {
    const count = (await bookings()).length
    const refused = await send(request({ checkIn: day(50), checkOut: day(52), guests: 3 }))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      success: false,
      message: MESSAGES.booking.tooManyGuests('Season Room', 2),
    })
    const rest = await app.call('POST', '/bookings', {
      cookie: admin,
      json: {
        room: seasonRoomId,
        checkIn: day(50),
        checkOut: day(52),
        guests: 3,
        guestName: 'Walk In',
        status: 'confirmed',
        source: 'walk-in',
        price: 60000,
      },
    })
    expect(rest.status).toBe(400)
    expect(await message(rest)).toBe(MESSAGES.booking.tooManyGuests('Season Room', 2))
    expect(await bookings()).toHaveLength(count)
  })
})

describe('a group asks for several rooms in one request', () => {
  it('is one reference over one stay a room; each holds its own nights once confirmed; the message and emails name every room', async () => {
    // The earlier requests' emails go first, so only this request's are counted.
    await app.payload.jobs.run({ limit: 10 })
    smtp.messages.length = 0
    const body = request({
      checkIn: day(60),
      checkOut: day(62),
      guests: 2,
      moreRooms: [{ roomId: familyRoomId, guests: 3 }],
    })
    const response = await send(body)
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { reference: string; whatsappUrl: string }
    const text = new URL(answer.whatsappUrl).searchParams.get('text') ?? ''
    expect(text).toContain(`Reference: ${answer.reference}`)
    expect(text).toContain('Room 1: Season Room, 2 guests (₵600)')
    expect(text).toContain('Room 2: Family Room, 3 guests (₵500)')
    expect(text).toContain('Nights: 2 (₵1,100 in total)')
    expect(text).toContain('Guests: 5 guests')

    const stays = await bookings({ group: { equals: answer.reference } })
    expect(stays.map((stay) => [String(stay.room), stay.guests, stay.price, stay.status])).toEqual([
      [seasonRoomId, 2, 60000, 'requested'],
      [familyRoomId, 3, 50000, 'requested'],
    ])
    expect(stays[0].reference).toBe(answer.reference)

    // The desk's search for the reference the guest quotes finds every room of the request.
    const searched = await app.payload.find({
      collection: 'bookings',
      // The desk's rule is pure and types its query loosely; Payload reads it as any where.
      where: requestsWhere({ ...NO_DESK_FILTERS, q: answer.reference.toLowerCase() }) as Where,
      depth: 0,
      overrideAccess: true,
    })
    expect(searched.docs.map((stay) => String(stay.room)).sort()).toEqual(
      [seasonRoomId, familyRoomId].sort(),
    )

    // A resend of the same request is the same group.
    const again = await send(body)
    expect(((await again.json()) as { reference: string }).reference).toBe(answer.reference)
    expect(await bookings({ group: { equals: answer.reference } })).toHaveLength(2)

    for (const stay of stays) {
      await app.payload.update({
        collection: 'bookings',
        id: stay.id,
        data: { status: 'confirmed' },
        overrideAccess: true,
      })
    }
    const nights = await app.payload.find({
      collection: 'booked-nights',
      where: { night: { in: stayNights(day(60), day(62)) } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(nights.docs.map((night) => `${night.room}:${night.night}`).sort()).toEqual(
      [seasonRoomId, familyRoomId].flatMap((id) => [`${id}:${day(60)}`, `${id}:${day(61)}`]).sort(),
    )

    await app.payload.jobs.run({ limit: 10 })
    const all = smtp.messages as ReceivedMail[]
    // The rooms confirmed together are confirmed to the guest in one email naming each of them.
    const confirmations = all.filter((mail) => mail.subject.endsWith('is confirmed'))
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0].subject).toBe(`Your stay ${answer.reference} is confirmed`)
    // The text part (the HTML part follows it), each room in the order the guest chose them.
    const textPart = confirmations[0].text.split('<p>')[0]
    expect([...textPart.matchAll(/your stay in the (.+?) from/g)].map((m) => m[1])).toEqual([
      'Season Room',
      'Family Room',
    ])
    // Each room leads to the group's one page, which shows both.
    expect(new Set(textPart.match(/\/stay\/[A-Za-z0-9_-]{32}/g)).size).toBe(1)
    const mails = all.filter((mail) => !confirmations.includes(mail))
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.subject).toContain(answer.reference)
      expect(mail.text).toContain('Room 1: Season Room, 2 guests, ₵600')
      expect(mail.text).toContain('Room 2: Family Room, 3 guests, ₵500')
      expect(mail.text).toContain('Price of the stay: ₵1,100')
    }
  })

  it('is refused whole when one of its rooms cannot take its party or its nights', async () => {
    const count = (await bookings()).length
    const tooMany = await send(
      request({
        checkIn: day(70),
        checkOut: day(72),
        moreRooms: [{ roomId: familyRoomId, guests: 5 }],
      }),
    )
    expect(tooMany.status).toBe(400)
    expect(await message(tooMany)).toBe(MESSAGES.booking.tooManyGuests('Family Room', 4))

    const taken = await send(
      request({
        checkIn: day(60),
        checkOut: day(61),
        moreRooms: [{ roomId: familyRoomId, guests: 2 }],
      }),
    )
    expect(taken.status).toBe(409)
    expect(await message(taken)).toBe(MESSAGES.booking.notFreeInGroup('Season Room'))

    const twice = await send(
      request({
        checkIn: day(70),
        checkOut: day(72),
        moreRooms: [{ roomId: seasonRoomId, guests: 1 }],
      }),
    )
    expect(twice.status).toBe(400)
    expect(await message(twice)).toBe(MESSAGES.bookingRequest.sameRoomTwice)
    expect(await bookings()).toHaveLength(count)
  })
})

/** The demo rooms guests may book (the Garden View Twin is hidden while it is refreshed). */
const DEMO_ROOMS = [
  'Executive Suite',
  'Deluxe King Room',
  'Queen Comfort Room',
  'Double Bed Room',
  'Studio Room',
]

describe('the demo content', () => {
  it('gives every room its most guests, and the house one December and one Christmas week, pricing every room', async () => {
    const rooms = await app.payload.find({
      collection: 'rooms',
      where: { name: { in: DEMO_ROOMS } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const byName = new Map(rooms.docs.map((room) => [room.name, room]))
    expect(byName.get('Studio Room')?.maxGuests).toBe(1)
    // The seasons are the house's, on the Seasons screen, not typed room by room.
    expect(rooms.docs.map((room) => room.rates ?? [])).toEqual(DEMO_ROOMS.map(() => []))
    const year = new Date().getUTCFullYear()
    const { docs: seasons } = await app.payload.find({
      collection: 'seasons',
      sort: 'from',
      depth: 0,
      overrideAccess: true,
    })
    expect(
      seasons.map((season) => [
        season.name,
        season.from.slice(0, 10),
        season.to.slice(0, 10),
        season.minNights,
        season.prices?.length,
      ]),
    ).toEqual([
      // A price for each of the six demo rooms, the hidden Garden View Twin too.
      ['December', `${year}-12-01`, `${year}-12-23`, 1, 6],
      ['Christmas and New Year', `${year}-12-24`, `${year + 1}-01-01`, 2, 6],
    ])
    const suite = byName.get('Executive Suite')!
    expect(suite).toMatchObject({ maxGuests: 4, includedGuests: 2, extraGuestPrice: 100 })
    // 22 and 23 December are plain December nights, 24 is Christmas week's and asks two nights.
    const { quoteRoom, readHouseSeasons } = await import('@/collections/Bookings/pricing')
    const { createLocalReq } = await import('payload')
    const houseSeasons = await readHouseSeasons(await createLocalReq({}, app.payload))
    const quote = quoteRoom(suite, houseSeasons, {
      checkIn: `${year}-12-22`,
      checkOut: `${year}-12-25`,
      guests: 3,
    })
    const december = (night: string) =>
      [5, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay()) ? 650 : 600
    expect(quote.nights).toEqual([
      { night: `${year}-12-22`, price: (december(`${year}-12-22`) + 100) * 100 },
      { night: `${year}-12-23`, price: (december(`${year}-12-23`) + 100) * 100 },
      { night: `${year}-12-24`, price: 85000 },
    ])
    expect(quote.minNights).toBe(2)
  })

  it('keeps a larger bed dearer than a smaller one on every night of the coming year', async () => {
    const { quoteRoom, readHouseSeasons } = await import('@/collections/Bookings/pricing')
    const { createLocalReq } = await import('payload')
    const seasons = await readHouseSeasons(await createLocalReq({}, app.payload))
    const { docs } = await app.payload.find({
      collection: 'rooms',
      where: { name: { in: DEMO_ROOMS } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const rank = ['Single Size', 'Double Size', 'Queen Size', 'King Size']
    const today = day(0)
    const nights = stayNights(today, day(365))
    const pricesOf = docs.map((room) => ({
      rank: rank.indexOf(room.bedType),
      prices: quoteRoom(room, seasons, { checkIn: today, checkOut: day(365), guests: 1 }).nights,
    }))
    // Every night where a smaller bed costs as much as a larger one or more.
    const dearerSmaller = nights.filter((_night, index) =>
      pricesOf.some((smaller) =>
        pricesOf.some(
          (larger) =>
            larger.rank > smaller.rank &&
            smaller.prices[index]!.price >= larger.prices[index]!.price,
        ),
      ),
    )
    expect(docs).toHaveLength(DEMO_ROOMS.length)
    expect(dearerSmaller).toEqual([])
  })

  it('tells on each demo room’s card the prices the quote asks over the coming year', async () => {
    const { createLocalReq } = await import('payload')
    const { roomPriceRanges } = await import('@/collections/Rooms/priceRanges')
    const { docs } = await app.payload.find({
      collection: 'rooms',
      where: { name: { in: DEMO_ROOMS } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    // The seed's house seasons price this year's December; from its 7th its weekday and weekend
    // nights are all still ahead, and the coming year holds no other season.
    const year = new Date().getUTCFullYear()
    const ranges = await roomPriceRanges(await createLocalReq({}, app.payload), `${year}-12-07`)
    const texts = Object.fromEntries(docs.map((room) => [room.name, ranges[String(room.id)]]))
    expect(texts).toEqual({
      'Executive Suite': '₵500–₵750 a night; 7–23 Dec ₵600, weekends ₵650; 24 Dec–1 Jan ₵750',
      'Deluxe King Room': '₵400–₵650 a night; 7–23 Dec ₵520, weekends ₵560; 24 Dec–1 Jan ₵650',
      'Queen Comfort Room': '₵350–₵500 a night; 7–23 Dec ₵420, weekends ₵450; 24 Dec–1 Jan ₵500',
      'Double Bed Room': '₵250–₵450 a night; 7–23 Dec ₵360, weekends ₵380; 24 Dec–1 Jan ₵450',
      'Studio Room': '₵200–₵300 a night; 7–23 Dec ₵240, weekends ₵260; 24 Dec–1 Jan ₵300',
    })
  })
})

describe('admins enter a room’s guests and seasons', () => {
  const patch = (body: Json, cookie = admin) =>
    app.call('PATCH', `/rooms/${familyRoomId}?depth=0`, { json: body, cookie })

  it('saves them through the room, as the portal’s form sends them', async () => {
    const response = await patch({
      maxGuests: 5,
      includedGuests: 2,
      extraGuestPrice: 60,
      rates: [
        {
          name: 'Easter',
          from: day(80),
          to: day(83),
          nightlyPrice: 260,
          weekendPrice: null,
          minNights: 2,
        },
      ],
    })
    expect(response.status).toBe(200)
    const offered = (await availability(day(80), day(82), 3))(familyRoomId)
    expect(offered).toMatchObject({ total: 640, maxGuests: 5, minNights: 2 })
  })

  it.each([
    [
      { rates: [{ name: 'Easter', from: day(83), to: day(80), nightlyPrice: 260 }] },
      MESSAGES.rates.endsBeforeStart,
    ],
    [{ maxGuests: 2, includedGuests: 3 }, MESSAGES.rates.includedAboveMax],
    [{ maxGuests: 2.5 }, MESSAGES.rates.wholeNumber(1, 6)],
    [
      { rates: [{ name: 'Long', from: day(80), to: day(83), nightlyPrice: 260, minNights: 40 }] },
      MESSAGES.rates.wholeNumber(1, 30),
    ],
  ])('refuses %j with its rule and keeps the room as it was', async (body, rule) => {
    const response = await patch(body)
    expect(response.status).toBe(400)
    expect(await message(response)).toBe(rule)
    const room = await app.payload.findByID({
      collection: 'rooms',
      id: familyRoomId,
      depth: 0,
      overrideAccess: true,
    })
    expect(room).toMatchObject({ maxGuests: 5, includedGuests: 2 })
    expect(room.rates?.map((rate) => rate.name)).toEqual(['Easter'])
  })

  it('keeps them when the room’s other lists change, as the calendar import writes them', async () => {
    await app.payload.update({
      collection: 'rooms',
      id: familyRoomId,
      data: { calendarFeeds: [{ url: 'https://booking.example/feed.ics' }] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const room = await app.payload.findByID({
      collection: 'rooms',
      id: familyRoomId,
      depth: 0,
      overrideAccess: true,
    })
    expect(room.rates?.map((rate) => rate.name)).toEqual(['Easter'])
    expect(room.calendarFeeds).toHaveLength(1)
  })

  it('refuses editors: a room’s prices are for admins', async () => {
    const editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    const response = await patch({ maxGuests: 1 }, editor)
    expect(response.status).toBe(403)
    const room = await app.payload.findByID({
      collection: 'rooms',
      id: familyRoomId,
      depth: 0,
      overrideAccess: true,
    })
    expect(room.maxGuests).toBe(5)
  })
})
