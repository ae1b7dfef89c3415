import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { STAFF_MAX_NIGHTS } from '@/lib/bookings/staffLimits'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { createTestRoom, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

let app: TestApp
let admin: string
let reception: string
let garden: string
let mango: string

type Json = Record<string, unknown>
type Answer = { success: boolean; message?: string; booking?: Booking }

function stay(change: Json = {}): Json {
  return {
    room: garden,
    guestName: 'Kofi Boateng',
    phone: '0241234567',
    guests: 2,
    checkIn: day(30),
    checkOut: day(32),
    source: 'phone',
    status: 'confirmed',
    ...change,
  }
}

async function create(body: Json, cookie = reception): Promise<Booking> {
  const response = await app.call('POST', '/bookings', { json: body, cookie })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Booking }).doc
}

async function read(id: string): Promise<Booking> {
  return app.payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
}

async function nightsOf(booking: Pick<Booking, 'requestId'>): Promise<string[]> {
  const found = await app.payload.find({
    collection: 'booked-nights',
    where: { owner: { equals: `booking:${booking.requestId}` } },
    pagination: false,
    depth: 0,
    sort: 'night',
    overrideAccess: true,
  })
  return found.docs.map((doc) => `${String(doc.room)}/${doc.night}`)
}

function change(id: string, body: Json, cookie = reception) {
  return app.call('POST', `/bookings/${id}/change`, { json: body, cookie })
}

function status(id: string, body: Json, cookie = reception) {
  return app.call('POST', `/bookings/${id}/status`, { json: body, cookie })
}

async function answer(response: Response): Promise<Answer> {
  return (await response.json()) as Answer
}

beforeAll(async () => {
  app = await startTestApp('stayChanges')
  await createReception(app.payload)
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  garden = await createTestRoom(app.payload, 'Garden Room', { regularPrice: 300 })
  mango = await createTestRoom(app.payload, 'Mango Room', { regularPrice: 450 })
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('the rooms for a stay (GET /api/bookings/options)', () => {
  it('lists every room with its price night by night; a stay’s own nights count as free for it', async () => {
    const hidden = await createTestRoom(app.payload, 'Shut Room', { isAvailable: false })
    const held = await create(stay({ checkIn: day(40), checkOut: day(42) }))
    const query = new URLSearchParams({ checkIn: day(41), checkOut: day(43), guests: '2' })
    const response = await app.call('GET', `/bookings/options?${query}`, { cookie: reception })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      nights: number
      rooms: {
        _id: string
        isAvailable: boolean
        available: boolean
        price: number
        nightPrices: { night: string; price: number }[]
      }[]
    }
    expect(body.nights).toBe(2)
    const byId = new Map(body.rooms.map((room) => [room._id, room]))
    expect(byId.get(garden)).toMatchObject({ available: false, price: 60000 })
    expect(byId.get(mango)).toMatchObject({
      available: true,
      price: 90000,
      nightPrices: [
        { night: day(41), price: 45000 },
        { night: day(42), price: 45000 },
      ],
    })
    expect(byId.get(hidden)).toMatchObject({ isAvailable: false })

    query.set('bookingId', held.id)
    const own = (await (
      await app.call('GET', `/bookings/options?${query}`, { cookie: reception })
    ).json()) as { rooms: { _id: string; available: boolean }[] }
    expect(own.rooms.find((room) => room._id === garden)?.available).toBe(true)
  })

  it('is for bookings staff only, and refuses dates in the wrong order', async () => {
    const query = new URLSearchParams({ checkIn: day(5), checkOut: day(6) })
    expect((await app.call('GET', `/bookings/options?${query}`)).status).toBe(401)
    const wrong = new URLSearchParams({ checkIn: day(6), checkOut: day(5) })
    const refused = await app.call('GET', `/bookings/options?${wrong}`, { cookie: reception })
    expect(refused.status).toBe(400)
    expect((await answer(refused)).message).toBe(MESSAGES.contact.checkOutBeforeCheckIn)
  })
})

describe('changing a stay (POST /api/bookings/:id/change)', () => {
  it('moves a stay to another room and a night longer, prices it again and says who did what', async () => {
    const booking = await create(stay({ checkIn: day(50), checkOut: day(52) }))
    const response = await change(booking.id, {
      seenStatus: 'confirmed',
      roomId: mango,
      checkIn: day(50),
      checkOut: day(53),
    })
    expect(response.status).toBe(200)
    const { booking: moved } = await answer(response)
    expect(moved).toMatchObject({ price: 135000, nights: 3, status: 'confirmed' })
    expect(await nightsOf(booking)).toEqual([day(50), day(51), day(52)].map((n) => `${mango}/${n}`))
    const history = (await read(booking.id)).history ?? []
    const entry = history.find((item) => item.action === 'Changed dates or room')
    expect(entry?.byName).toBe('Front Desk')
    expect(entry?.detail).toMatch(/^Garden Room, .+ → Mango Room, .+$/)
    expect(history.find((item) => item.action === 'Price changed')?.detail).toBe('₵600 → ₵1,350')
  })

  it('keeps the price when an admin asks, with a reason, and leaving early gives the last night back', async () => {
    const booking = await create(stay({ checkIn: day(60), checkOut: day(63) }))
    const response = await change(
      booking.id,
      {
        seenStatus: 'confirmed',
        roomId: garden,
        checkIn: day(60),
        checkOut: day(62),
        keepPrice: true,
        reason: 'Leaves early, pays as agreed',
      },
      admin,
    )
    expect(response.status).toBe(200)
    expect((await answer(response)).booking?.price).toBe(90000)
    expect(await nightsOf(booking)).toEqual([day(60), day(61)].map((n) => `${garden}/${n}`))
  })

  it('refuses taken nights and a stale status with 409, and changes nothing', async () => {
    await create(stay({ room: mango, checkIn: day(70), checkOut: day(72) }))
    const booking = await create(stay({ checkIn: day(70), checkOut: day(72) }))
    const taken = await change(booking.id, {
      seenStatus: 'confirmed',
      roomId: mango,
      checkIn: day(71),
      checkOut: day(73),
    })
    expect(taken.status).toBe(409)
    expect((await answer(taken)).message).toBe(MESSAGES.booking.notFree)
    const stale = await change(booking.id, {
      seenStatus: 'requested',
      roomId: garden,
      checkIn: day(74),
      checkOut: day(75),
    })
    expect(stale.status).toBe(409)
    expect((await answer(stale)).message).toBe(MESSAGES.booking.stale('confirmed'))
    const after = await read(booking.id)
    expect([after.checkIn, after.checkOut, after.price]).toEqual([
      booking.checkIn,
      booking.checkOut,
      60000,
    ])
    expect(await nightsOf(booking)).toEqual([day(70), day(71)].map((n) => `${garden}/${n}`))
  })

  it('twenty stays moved at once into the same free night: one wins, the others keep their own nights', async () => {
    const target = await createTestRoom(app.payload, 'Race Room')
    const stays: Booking[] = []
    for (let i = 0; i < 20; i++) {
      stays.push(await create(stay({ checkIn: day(100 + i), checkOut: day(101 + i) })))
    }
    const responses = await Promise.all(
      stays.map((booking) =>
        change(booking.id, {
          seenStatus: 'confirmed',
          roomId: target,
          checkIn: day(90),
          checkOut: day(91),
        }),
      ),
    )
    const codes = responses.map((response) => response.status)
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    const winner = stays[codes.indexOf(200)]
    expect(await nightsOf(winner)).toEqual([`${target}/${day(90)}`])
    for (const [i, booking] of stays.entries()) {
      if (booking === winner) continue
      const after = await read(booking.id)
      expect(String(after.room)).toBe(garden)
      expect(after.checkIn).toBe(booking.checkIn)
      expect(await nightsOf(booking)).toEqual([`${garden}/${day(100 + i)}`])
    }
  }, 120_000)
})

describe('status steps (POST /api/bookings/:id/status)', () => {
  it('answers 409 when the status is no longer the one the desk showed', async () => {
    const booking = await create(stay({ checkIn: day(0), checkOut: day(1), room: mango }))
    const refused = await status(booking.id, { action: 'checkIn', seenStatus: 'requested' })
    expect(refused.status).toBe(409)
    expect((await answer(refused)).message).toBe(MESSAGES.booking.stale('confirmed'))
    const done = await status(booking.id, { action: 'checkIn', seenStatus: 'confirmed' })
    expect(done.status).toBe(200)
    expect((await answer(done)).booking?.status).toBe('checked-in')
  })

  it('no check-in or no-show before the arrival day; an admin may, with a reason, kept in the history', async () => {
    const booking = await create(stay({ checkIn: day(3), checkOut: day(5) }))
    for (const action of ['checkIn', 'noShow']) {
      const refused = await status(booking.id, { action, seenStatus: 'confirmed', reason: 'x' })
      expect(refused.status).toBe(400)
      expect((await answer(refused)).message).toMatch(/is possible from the arrival day/)
    }
    expect(
      (await status(booking.id, { action: 'checkIn', seenStatus: 'confirmed' }, admin)).status,
    ).toBe(400)
    const early = await status(
      booking.id,
      { action: 'checkIn', seenStatus: 'confirmed', reason: 'Flight came a day early' },
      admin,
    )
    expect(early.status).toBe(200)
    const entry = (await read(booking.id)).history?.at(-1)
    expect(entry).toMatchObject({
      action: 'Check in',
      detail: 'Before the arrival day: Flight came a day early',
    })
    // The same guard on Payload's REST door, which /cms writes through.
    const other = await create(stay({ checkIn: day(6), checkOut: day(7) }))
    const patched = await app.call('PATCH', `/bookings/${other.id}`, {
      json: { status: 'checked-in' },
      cookie: admin,
    })
    expect(patched.status).toBe(400)
  })

  it('undoes a cancel within a day, taking the nights again; refuses once they are taken', async () => {
    const booking = await create(stay({ checkIn: day(80), checkOut: day(82) }))
    expect((await status(booking.id, { action: 'cancel', seenStatus: 'confirmed' })).status).toBe(
      200,
    )
    expect(await nightsOf(booking)).toEqual([])
    const undone = await status(booking.id, { action: 'undo', seenStatus: 'cancelled' })
    expect(undone.status).toBe(200)
    expect((await answer(undone)).booking?.status).toBe('confirmed')
    expect(await nightsOf(booking)).toHaveLength(2)
    expect((await read(booking.id)).history?.at(-1)).toMatchObject({
      action: 'Undo',
      detail: 'Cancelled back to Confirmed',
    })
    // An undo is not undone in turn.
    const again = await status(booking.id, { action: 'undo', seenStatus: 'confirmed' })
    expect(again.status).toBe(400)
    expect((await answer(again)).message).toBe(MESSAGES.booking.undoNothing)

    expect((await status(booking.id, { action: 'cancel', seenStatus: 'confirmed' })).status).toBe(
      200,
    )
    await create(stay({ checkIn: day(81), checkOut: day(83) }))
    const taken = await status(booking.id, { action: 'undo', seenStatus: 'cancelled' })
    expect(taken.status).toBe(409)
    expect((await answer(taken)).message).toBe(MESSAGES.booking.undoNightsTaken)
    expect((await read(booking.id)).status).toBe('cancelled')
    expect(await nightsOf(booking)).toEqual([])
  })

  it('undoes a check-out back to checked in, but not after 24 hours', async () => {
    const booking = await create(
      stay({
        checkIn: day(-2),
        checkOut: day(0),
        status: 'checked-in',
        price: 0,
        priceReason: 'Paid elsewhere',
      }),
      admin,
    )
    expect(
      (await status(booking.id, { action: 'checkOut', seenStatus: 'checked-in' })).status,
    ).toBe(200)
    expect(await nightsOf(booking)).toEqual([])
    expect((await status(booking.id, { action: 'undo', seenStatus: 'completed' })).status).toBe(200)
    expect(await nightsOf(booking)).toHaveLength(2)

    expect(
      (await status(booking.id, { action: 'checkOut', seenStatus: 'checked-in' })).status,
    ).toBe(200)
    await app.payload.db.updateOne({
      collection: 'bookings',
      id: booking.id,
      data: { statusChangedAt: new Date(Date.now() - 25 * 3600_000).toISOString() },
    })
    const late = await status(booking.id, { action: 'undo', seenStatus: 'completed' })
    expect(late.status).toBe(400)
    expect((await answer(late)).message).toBe(MESSAGES.booking.undoTooLate)
  })

  it('Check in and Cancel pressed at once: exactly one wins, and a checked-in guest keeps the nights', async () => {
    for (let i = 0; i < 6; i++) {
      const booking = await create(
        stay({
          checkIn: day(0),
          checkOut: day(2),
          room: await createTestRoom(app.payload, `Duel ${i}`),
        }),
      )
      const [checkIn, cancel] = await Promise.all([
        status(booking.id, { action: 'checkIn', seenStatus: 'confirmed' }),
        status(booking.id, { action: 'cancel', seenStatus: 'confirmed' }),
      ])
      expect([checkIn.status, cancel.status].sort()).toEqual([200, 409])
      const after = await read(booking.id)
      expect(after.status).toBe(checkIn.status === 200 ? 'checked-in' : 'cancelled')
      expect(await nightsOf(booking)).toHaveLength(after.status === 'checked-in' ? 2 : 0)
    }
  }, 120_000)

  it('holds on the REST door too: two simultaneous PATCHes from one status, one wins', async () => {
    const room = await createTestRoom(app.payload, 'Patch Room')
    const booking = await create(stay({ checkIn: day(0), checkOut: day(2), room }))
    const [checkIn, cancel] = await Promise.all([
      app.call('PATCH', `/bookings/${booking.id}`, {
        json: { status: 'checked-in' },
        cookie: reception,
      }),
      app.call('PATCH', `/bookings/${booking.id}`, {
        json: { status: 'cancelled' },
        cookie: reception,
      }),
    ])
    expect([checkIn.status, cancel.status].sort()).toEqual([200, 409])
    const after = await read(booking.id)
    expect(await nightsOf(booking)).toHaveLength(after.status === 'checked-in' ? 2 : 0)
  })
})

describe('nights always match bookings', () => {
  it('a REST POST refused by validation (a bad email) takes no night', async () => {
    const response = await app.call('POST', '/bookings', {
      json: stay({ checkIn: day(200), checkOut: day(203), email: 'not-an-email' }),
      cookie: reception,
    })
    expect(response.status).toBe(400)
    const nights = await app.payload.find({
      collection: 'booked-nights',
      where: { night: { in: [day(200), day(201), day(202)] } },
      overrideAccess: true,
    })
    expect(nights.totalDocs).toBe(0)
    const block = await app.call('POST', '/room-blocks', {
      json: { room: garden, startDate: day(200), endDate: day(202), note: 'x'.repeat(300) },
      cookie: reception,
    })
    expect(block.status).toBe(400)
    expect(
      (
        await app.payload.find({
          collection: 'booked-nights',
          where: { night: { in: [day(200), day(201)] } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('a write refused by the database after its status moved leaves the status and nights as they were', async () => {
    const other = await create(stay({ checkIn: day(210), checkOut: day(211) }))
    const booking = await create(stay({ checkIn: day(212), checkOut: day(214) }))
    // A reference already in use is refused by the unique index, after the compare-and-set.
    await expect(
      app.payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { status: 'cancelled', reference: other.reference },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
    expect((await read(booking.id)).status).toBe('confirmed')
    expect(await nightsOf(booking)).toHaveLength(2)
  })

  it('staff stays and blocks: at most a year, dates within two years of today, on every door', async () => {
    const long = await app.call('POST', '/bookings', {
      json: stay({ checkIn: day(300), checkOut: day(300 + STAFF_MAX_NIGHTS + 1) }),
      cookie: reception,
    })
    expect(long.status).toBe(400)
    const year = Number(day(0).slice(0, 4))
    const typo = await app.call('POST', '/room-blocks', {
      // 2062 typed for 2026.
      json: { room: garden, startDate: `${year + 36}-01-01`, endDate: `${year + 36}-01-03` },
      cookie: reception,
    })
    expect(typo.status).toBe(400)
    expect(JSON.stringify(await typo.json())).toContain('check the year')
    const booking = await create(stay({ checkIn: day(400), checkOut: day(401) }))
    const far = await change(booking.id, {
      seenStatus: 'confirmed',
      roomId: garden,
      checkIn: `${year + 5}-01-01`,
      checkOut: `${year + 5}-01-02`,
    })
    expect(far.status).toBe(400)
    expect((await answer(far)).message).toMatch(/check the year/)
    await expect(
      app.payload.create({
        collection: 'bookings',
        data: stay({ checkIn: `${year - 3}-01-01`, checkOut: `${year - 3}-01-02` }) as never,
        overrideAccess: true,
      }),
    ).rejects.toThrow(/check the year/)
    const kept = await app.payload.count({
      collection: 'booked-nights',
      where: { night: { greater_than: day(300) } },
      overrideAccess: true,
    })
    expect(kept.totalDocs).toBe(1)
  })
})
