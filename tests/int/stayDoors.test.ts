import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { REFERENCE_PATTERN } from '@/lib/bookings/reference'
import { formatPesewas } from '@/lib/money/amounts'
import { MESSAGES } from '@/lib/messages'
import type { Booking, Ledger, User } from '@/payload-types'

import {
  createTestRoom,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

/**
 * Every door that makes or moves a stay (the guests' request, the desk's change, REST, the Local
 * API as /cms calls it) holds the same rules: the server prices the stay by the rates, a hidden
 * room is an admin's to let, the dates are days of the calendar, the reference is the server's.
 */

let app: TestApp
let admin: string
let reception: string
let editor: string
let receptionUser: User
let adminUser: User
let studio: string
let suite: string
let hidden: string
let festive: string

type Json = Record<string, unknown>

/** A 30,000-pesewa room; a suite with a peak season, weekends and a charge for extra guests. */
const SUITE_SEASON = {
  name: 'Christmas',
  from: day(60),
  to: day(70),
  nightlyPrice: 900,
  weekendPrice: 1000,
}

function stay(change: Json = {}): Json {
  return {
    room: studio,
    guestName: 'Kwame Asante',
    phone: '0241234567',
    guests: 1,
    checkIn: day(30),
    checkOut: day(32),
    source: 'phone',
    status: 'confirmed',
    ...change,
  }
}

async function post(body: Json, cookie?: string): Promise<Response> {
  return app.call('POST', '/bookings', { json: body, cookie })
}

async function created(response: Response): Promise<Booking> {
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Booking }).doc
}

async function message(response: Response): Promise<string> {
  const json = (await response.json()) as {
    errors?: { message: string; data?: { errors?: { message: string }[] } }[]
    message?: string
  }
  const error = json.errors?.[0]
  return error?.data?.errors?.[0]?.message ?? error?.message ?? json.message ?? ''
}

function read(id: string): Promise<Booking> {
  return app.payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
}

async function priceEntries(id: string): Promise<Ledger[]> {
  const found = await app.payload.find({
    collection: 'ledger',
    where: { and: [{ booking: { equals: id } }, { kind: { equals: 'price' } }] },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return found.docs
}

async function count(): Promise<number> {
  return (await app.payload.count({ collection: 'bookings', overrideAccess: true })).totalDocs
}

function change(id: string, body: Json, cookie = reception) {
  return app.call('POST', `/bookings/${id}/change`, { json: body, cookie })
}

async function user(email: string): Promise<User> {
  const found = await app.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return { ...found.docs[0], collection: 'users' } as User
}

/** The house's settings as the seed writes them, with `change`. */
async function settings(change: Json): Promise<Json> {
  // Imported here: the seed reads the settings, which must be the test database's.
  const { demoSiteSettings } = await import('@/seed')
  return { ...demoSiteSettings(), ...change }
}

async function setReceptionCut(pesewas: number) {
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: await settings({ receptionPriceCutMax: pesewas }),
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  app = await startTestApp('stayDoors')
  await createReception(app.payload)
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  receptionUser = await user(TEST_RECEPTION.email)
  adminUser = await user(TEST_ADMIN.email)
  studio = await createTestRoom(app.payload, 'Studio Room', { regularPrice: 200 })
  suite = await createTestRoom(app.payload, 'Executive Suite', {
    regularPrice: 500,
    maxGuests: 4,
    includedGuests: 2,
    extraGuestPrice: 50,
    rates: [SUITE_SEASON],
  })
  hidden = await createTestRoom(app.payload, 'Shut Room', { isAvailable: false })
  festive = await createTestRoom(app.payload, 'Festive Room', {
    regularPrice: 300,
    rates: [{ name: 'Holidays', from: day(-3), to: day(5), nightlyPrice: 400, minNights: 3 }],
  })
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('the server prices every stay made or moved by staff', () => {
  it('reception cannot create a stay at ₵0 through REST; nothing is stored', async () => {
    const before = await count()
    const response = await post(stay({ price: 0 }), reception)
    expect(response.status).toBe(403)
    expect(await message(response)).toBe(MESSAGES.booking.priceAdminsOnly)
    expect(await count()).toBe(before)
  })

  it('a stay sent without a price is priced by the rates (season, weekend, extra guests), and the ledger says so', async () => {
    const doc = await created(
      await post(
        stay({ room: suite, checkIn: day(64), checkOut: day(67), guests: 3, price: undefined }),
        reception,
      ),
    )
    const quote = await app.call(
      'GET',
      `/bookings/options?checkIn=${day(64)}&checkOut=${day(67)}&guests=3`,
      { cookie: reception },
    )
    const quoted = ((await quote.json()) as { rooms: { _id: string; price: number }[] }).rooms.find(
      (room) => room._id === suite,
    )?.price
    expect(quoted).toBeGreaterThan(3 * 50000)
    const stored = await read(doc.id)
    expect(stored.price).toBe(quoted)
    expect((await priceEntries(doc.id)).map((entry) => [entry.amount, entry.reason])).toEqual([
      [quoted, MESSAGES.ledger.priceBooked],
    ])
  })

  it('reception may take off at most what the owner allows, with a reason kept in the history and the ledger', async () => {
    await setReceptionCut(5000)
    try {
      // Two nights at ₵200: 40,000 pesewas by the rates.
      const tooMuch = await post(stay({ price: 34000, priceReason: 'Regular guest' }), reception)
      expect(tooMuch.status).toBe(403)
      expect(await message(tooMuch)).toBe(MESSAGES.booking.priceCutTooLarge(formatPesewas(5000)))
      const noReason = await post(stay({ price: 36000 }), reception)
      expect(noReason.status).toBe(400)
      expect(await message(noReason)).toBe(MESSAGES.booking.priceReasonRequired)

      const doc = await created(
        await post(
          stay({ checkIn: day(33), checkOut: day(35), price: 36000, priceReason: 'Regular guest' }),
          reception,
        ),
      )
      const stored = await read(doc.id)
      expect(stored.price).toBe(36000)
      expect(stored.history?.map((line) => line.detail).join('\n')).toContain('Regular guest')
      expect((await priceEntries(doc.id)).map((entry) => [entry.amount, entry.reason])).toEqual([
        [36000, 'Regular guest'],
      ])
    } finally {
      await setReceptionCut(0)
    }
  })

  it('only an admin changes the most reception may take off', async () => {
    await setReceptionCut(0)
    const asked = await settings({ receptionPriceCutMax: 900000, tagline: 'Changed by staff' })
    const byEditor = await app.call('POST', '/globals/site-settings', {
      json: asked,
      cookie: editor,
    })
    // The editor's other changes are kept; the limit is not theirs to change.
    expect(byEditor.status).toBe(200)
    const byReception = await app.call('POST', '/globals/site-settings', {
      json: asked,
      cookie: reception,
    })
    expect([401, 403]).toContain(byReception.status)
    const stored = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(stored.tagline).toBe('Changed by staff')
    expect(stored.receptionPriceCutMax).toBe(0)

    const byAdmin = await app.call('POST', '/globals/site-settings', { json: asked, cookie: admin })
    expect(byAdmin.status).toBe(200)
    const allowed = await app.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(allowed.receptionPriceCutMax).toBe(900000)
    await setReceptionCut(0)
  })

  it('an admin sets another price only with a reason', async () => {
    const noReason = await post(stay({ checkIn: day(36), checkOut: day(38), price: 0 }), admin)
    expect(noReason.status).toBe(400)
    expect(await message(noReason)).toBe(MESSAGES.booking.priceReasonRequired)
    const doc = await created(
      await post(
        stay({ checkIn: day(36), checkOut: day(38), price: 0, priceReason: 'Owner’s family' }),
        admin,
      ),
    )
    expect((await read(doc.id)).price).toBe(0)
    expect((await priceEntries(doc.id)).map((entry) => entry.reason)).toEqual(['Owner’s family'])
  })

  it('editors and strangers cannot make a stay at all', async () => {
    const before = await count()
    expect([401, 403]).toContain(
      (await post(stay({ checkIn: day(39), checkOut: day(40) }), editor)).status,
    )
    expect([401, 403]).toContain((await post(stay({ checkIn: day(39), checkOut: day(40) }))).status)
    expect(await count()).toBe(before)
  })

  it('the Local API as /cms calls it holds reception to the rates too', async () => {
    const before = await count()
    await expect(
      app.payload.create({
        collection: 'bookings',
        data: stay({ checkIn: day(41), checkOut: day(43), price: 0 }) as never,
        overrideAccess: false,
        user: receptionUser,
      }),
    ).rejects.toThrow(MESSAGES.booking.priceAdminsOnly)
    expect(await count()).toBe(before)
    const doc = await app.payload.create({
      collection: 'bookings',
      data: stay({ checkIn: day(41), checkOut: day(43) }) as never,
      overrideAccess: false,
      user: receptionUser,
    })
    expect(doc.price).toBe(40000)
  })

  it('a guest’s request is priced by the rates, whatever the body says', async () => {
    const response = await app.call('POST', '/bookings/request', {
      json: {
        requestId: randomUUID(),
        roomId: studio,
        checkIn: day(44),
        checkOut: day(45),
        guests: 1,
        name: 'Esi Owusu',
        phone: '0241234567',
        price: 0,
      },
    })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const found = await app.payload.find({
      collection: 'bookings',
      where: { reference: { equals: reference } },
      overrideAccess: true,
    })
    expect(found.docs[0].price).toBe(20000)
  })

  it('reception cannot keep a ₵200 price on a move to a long suite stay; the move is priced by the rates', async () => {
    const doc = await created(await post(stay({ checkIn: day(80), checkOut: day(81) }), reception))
    const kept = await change(doc.id, {
      seenStatus: 'confirmed',
      roomId: suite,
      checkIn: day(80),
      checkOut: day(125),
      guests: 4,
      keepPrice: true,
    })
    expect(kept.status).toBe(403)
    expect((await read(doc.id)).price).toBe(20000)

    const moved = await change(doc.id, {
      seenStatus: 'confirmed',
      roomId: suite,
      checkIn: day(80),
      checkOut: day(82),
      guests: 4,
    })
    expect(moved.status).toBe(200)
    // Two nights at ₵500 and two extra guests at ₵50 a night.
    expect((await read(doc.id)).price).toBe(2 * (50000 + 2 * 5000))
  })

  it('a date change through REST is priced by the rates again', async () => {
    const doc = await created(await post(stay({ checkIn: day(84), checkOut: day(85) }), reception))
    const response = await app.call('PATCH', `/bookings/${doc.id}`, {
      json: { checkOut: day(88) },
      cookie: reception,
    })
    expect(response.status).toBe(200)
    expect((await read(doc.id)).price).toBe(4 * 20000)
  })

  it('an admin keeps the agreed price on a move with a reason, kept in the history and the ledger', async () => {
    const doc = await created(await post(stay({ checkIn: day(90), checkOut: day(91) }), reception))
    const noReason = await change(
      doc.id,
      {
        seenStatus: 'confirmed',
        roomId: studio,
        checkIn: day(90),
        checkOut: day(93),
        keepPrice: true,
      },
      admin,
    )
    expect(noReason.status).toBe(400)
    const kept = await change(
      doc.id,
      {
        seenStatus: 'confirmed',
        roomId: studio,
        checkIn: day(90),
        checkOut: day(93),
        keepPrice: true,
        reason: 'Our mistake on the dates',
      },
      admin,
    )
    expect(kept.status).toBe(200)
    const stored = await read(doc.id)
    expect(stored.price).toBe(20000)
    expect(stored.history?.map((line) => line.detail).join('\n')).toContain(
      'Our mistake on the dates',
    )
    expect((await priceEntries(doc.id)).map((entry) => [entry.amount, entry.reason])).toEqual([
      [20000, MESSAGES.ledger.priceBooked],
      [20000, 'Our mistake on the dates'],
    ])
  })
})

describe('a season’s minimum stay', () => {
  it('does not hold a guest in the house who leaves early', async () => {
    const doc = await app.payload.create({
      collection: 'bookings',
      data: stay({
        room: festive,
        checkIn: day(-1),
        checkOut: day(2),
        status: 'checked-in',
      }) as never,
      overrideAccess: true,
    })
    const leaves = await change(doc.id, {
      seenStatus: 'checked-in',
      roomId: festive,
      checkIn: day(-1),
      checkOut: day(0),
    })
    expect(leaves.status).toBe(200)
    expect(await read(doc.id)).toMatchObject({ nights: 1 })
  })

  it('still holds a stay being made, or moved before it starts', async () => {
    const short = await post(stay({ room: festive, checkIn: day(1), checkOut: day(2) }), reception)
    expect(short.status).toBe(400)
    expect(await message(short)).toBe(MESSAGES.booking.minStay('Festive Room', 3))
  })
})

describe('dates that are not in the calendar', () => {
  it('are refused on every door that takes a stay’s dates, changing nothing', async () => {
    const notADay = MESSAGES.booking.notACalendarDay('2027-02-30')
    const before = await count()
    const rest = await post(stay({ checkIn: '2027-02-28', checkOut: '2027-02-30' }), reception)
    expect(rest.status).toBe(400)
    expect(await message(rest)).toBe(notADay)

    const request = await app.call('POST', '/bookings/request', {
      json: {
        requestId: randomUUID(),
        roomId: studio,
        checkIn: '2027-02-28',
        checkOut: '2027-02-30',
        guests: 1,
        name: 'Esi Owusu',
        phone: '0241234567',
      },
    })
    expect(request.status).toBe(400)
    expect(await message(request)).toBe(notADay)
    expect(await count()).toBe(before)
    const options = await app.call(
      'GET',
      '/bookings/options?checkIn=2027-02-28&checkOut=2027-02-30',
      {
        cookie: reception,
      },
    )
    expect(options.status).toBe(400)
    expect(await message(options)).toBe(notADay)

    const doc = await created(await post(stay({ checkIn: day(95), checkOut: day(96) }), reception))
    const patched = await app.call('PATCH', `/bookings/${doc.id}`, {
      json: { checkOut: '2027-02-30' },
      cookie: reception,
    })
    expect(patched.status).toBe(400)
    expect(await message(patched)).toBe(notADay)
    const moved = await change(doc.id, {
      seenStatus: 'confirmed',
      roomId: studio,
      checkIn: '2027-02-28',
      checkOut: '2027-02-30',
    })
    expect(moved.status).toBe(400)
    expect(await message(moved)).toBe(notADay)
    await expect(
      app.payload.update({
        collection: 'bookings',
        id: doc.id,
        data: { checkOut: '2027-02-30' },
        overrideAccess: false,
        user: receptionUser,
      }),
    ).rejects.toThrow(notADay)
    expect(await read(doc.id)).toMatchObject({ checkOut: `${day(96)}T00:00:00.000Z` })
  })

  it('are refused for a room block too, on REST and the Local API, leaving no block or night', async () => {
    const notADay = MESSAGES.booking.notACalendarDay('2027-02-30')
    const blocks = async () => (await app.payload.count({ collection: 'room-blocks' })).totalDocs
    const nights = async () => (await app.payload.count({ collection: 'booked-nights' })).totalDocs
    const [blocksBefore, nightsBefore] = [await blocks(), await nights()]
    const rest = await app.call('POST', '/room-blocks', {
      json: { room: studio, startDate: '2027-02-28', endDate: '2027-02-30', reason: 'maintenance' },
      cookie: reception,
    })
    expect(rest.status).toBe(400)
    expect(await message(rest)).toBe(notADay)
    await expect(
      app.payload.create({
        collection: 'room-blocks',
        data: {
          room: studio,
          startDate: '2027-02-30',
          endDate: '2027-03-02',
          reason: 'maintenance',
        },
        overrideAccess: false,
        user: receptionUser,
      }),
    ).rejects.toThrow(notADay)
    expect([await blocks(), await nights()]).toEqual([blocksBefore, nightsBefore])
  })
})

describe('a booking’s reference', () => {
  it('is always the server’s: one sent on create, even a forged one, is not kept', async () => {
    const doc = await created(
      await post(
        stay({ checkIn: day(97), checkOut: day(98), reference: 'RP-AB\r\nCD', group: 'X\r\nY' }),
        reception,
      ),
    )
    const stored = await read(doc.id)
    expect(stored.reference).toMatch(REFERENCE_PATTERN)
    expect(stored.group ?? null).toBeNull()
  })
})

describe('a hidden room', () => {
  it('takes no stay from reception through REST or /cms, as the desk’s change refuses it', async () => {
    const before = await count()
    const rest = await post(
      stay({ room: hidden, checkIn: day(100), checkOut: day(101) }),
      reception,
    )
    expect(rest.status).toBe(403)
    expect(await message(rest)).toBe(MESSAGES.booking.roomHidden)
    await expect(
      app.payload.create({
        collection: 'bookings',
        data: stay({ room: hidden, checkIn: day(100), checkOut: day(101) }) as never,
        overrideAccess: false,
        user: receptionUser,
      }),
    ).rejects.toThrow(MESSAGES.booking.roomHidden)
    expect(await count()).toBe(before)

    const doc = await created(
      await post(stay({ checkIn: day(100), checkOut: day(101) }), reception),
    )
    const moved = await change(doc.id, {
      seenStatus: 'confirmed',
      roomId: hidden,
      checkIn: day(100),
      checkOut: day(101),
    })
    expect(moved.status).toBe(403)
    expect(await message(moved)).toBe(MESSAGES.booking.roomHidden)
  })

  it('is an admin’s to let, knowingly', async () => {
    const doc = await app.payload.create({
      collection: 'bookings',
      data: stay({ room: hidden, checkIn: day(102), checkOut: day(103) }) as never,
      overrideAccess: false,
      user: adminUser,
    })
    expect(doc.price).toBe(30000)
  })
})
