import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import type { Booking, Room } from '@/payload-types'

import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'
import { day } from '../helpers/fixtures/dates'
import {
  createTestRoom,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'

let app: TestApp
let reception: string
const rooms: Record<string, string> = {}
const context = { disableRevalidate: true }

type TodayBooking = Booking & { due: number }
type Today = {
  day: string
  arrivals: TodayBooking[]
  departures: TodayBooking[]
  inHouse: TodayBooking[]
  pending: TodayBooking[]
  rooms: Array<{ id: string; name: string; housekeeping: string; isAvailable: boolean }>
}

function stay(room: string, from: number, to: number, change: Partial<Booking> = {}) {
  return app.payload.create({
    collection: 'bookings',
    data: {
      room,
      checkIn: day(from),
      checkOut: day(to),
      guests: 1,
      guestName: 'Guest',
      price: 60000,
      source: 'phone',
      status: 'confirmed',
      ...change,
    },
    overrideAccess: true,
    context,
  })
}

async function today(cookie = reception): Promise<Today> {
  const response = await app.call('GET', '/bookings/today', { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as Today
}

const refs = (list: TodayBooking[]) => list.map((b) => b.guestName).sort()

async function housekeepingOf(id: string): Promise<Room['housekeeping']> {
  const room = await app.payload.findByID({ collection: 'rooms', id, overrideAccess: true })
  return room.housekeeping
}

/** A cash payment of `amount` pesewas in the stay's ledger, as the desk writes it. */
async function paid(booking: { id: string }, amount: number) {
  await app.payload.create({
    collection: 'ledger',
    data: { booking: booking.id, kind: 'payment', amount, method: 'cash', recordedByName: 'Desk' },
  })
}

beforeAll(async () => {
  app = await startTestApp('today')
  await createReception(app.payload)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  for (const name of ['Baobab', 'Cocoa', 'Shea', 'Teak', 'Hidden']) {
    rooms[name] = await createTestRoom(app.payload, name, { isAvailable: name !== 'Hidden' })
  }
  // Arriving today, still to come, and already in with part paid.
  await stay(rooms.Baobab, 0, 2, { guestName: 'Arriving' })
  await paid(await stay(rooms.Cocoa, 0, 3, { guestName: 'Arrived', status: 'checked-in' }), 25000)
  // In the house since yesterday, leaving today; and one who already left today.
  await stay(rooms.Shea, -1, 0, { guestName: 'Leaving', status: 'checked-in' })
  await paid(await stay(rooms.Teak, -2, 0, { guestName: 'Gone', status: 'checked-in' }), 60000)
  // Noise: a stay next week, a cancelled arrival, and a request for next month.
  await stay(rooms.Teak, 7, 9, { guestName: 'Next week' })
  const cancelled = await stay(rooms.Hidden, 0, 1, { guestName: 'Cancelled' })
  await app.payload.update({
    collection: 'bookings',
    id: cancelled.id,
    data: { status: 'cancelled' },
    overrideAccess: true,
    context,
  })
  await stay(rooms.Hidden, 30, 32, { guestName: 'Asking', status: 'requested' })
})

afterAll(async () => {
  await app?.stop()
})

describe('GET /api/bookings/today', () => {
  it('is for bookings staff only', async () => {
    expect((await app.call('GET', '/bookings/today')).status).toBe(401)
    const editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    expect((await app.call('GET', '/bookings/today', { cookie: editor })).status).toBe(403)
    const admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    expect((await today(admin)).day).toBe(day(0))
  })

  it('checking out the guest who leaves today marks the room dirty and keeps them in departures', async () => {
    const gone = await app.payload.find({
      collection: 'bookings',
      where: { guestName: { equals: 'Gone' } },
      overrideAccess: true,
    })
    expect(await housekeepingOf(rooms.Teak)).toBe('clean')
    const answer = await app.call('PATCH', `/bookings/${gone.docs[0].id}`, {
      json: { status: 'completed' },
      cookie: reception,
    })
    expect(answer.status).toBe(200)
    expect(await housekeepingOf(rooms.Teak)).toBe('dirty')

    const desk = await today()
    expect(refs(desk.arrivals)).toEqual(['Arrived', 'Arriving'])
    expect(refs(desk.departures)).toEqual(['Gone', 'Leaving'])
    expect(refs(desk.inHouse)).toEqual(['Arrived', 'Leaving'])
    expect(refs(desk.pending)).toEqual(['Asking'])
    const arrived = desk.inHouse.find((b) => b.guestName === 'Arrived')
    expect(arrived?.due).toBe(35000)
    expect((arrived?.room as Room).name).toBe('Cocoa')
    expect(desk.rooms.map((room) => [room.name, room.housekeeping, room.isAvailable])).toEqual([
      ['Baobab', 'clean', true],
      ['Cocoa', 'clean', true],
      ['Hidden', 'clean', false],
      ['Shea', 'clean', true],
      ['Teak', 'dirty', true],
    ])
  })

  it('a status change other than check-out leaves the room as it was', async () => {
    const arriving = await app.payload.find({
      collection: 'bookings',
      where: { guestName: { equals: 'Arriving' } },
      overrideAccess: true,
    })
    const answer = await app.call('PATCH', `/bookings/${arriving.docs[0].id}`, {
      json: { status: 'checked-in' },
      cookie: reception,
    })
    expect(answer.status).toBe(200)
    expect(await housekeepingOf(rooms.Baobab)).toBe('clean')
  })
})

describe('POST /api/bookings/housekeeping', () => {
  const mark = (json: unknown, cookie = reception) =>
    app.call('POST', '/bookings/housekeeping', { json, cookie })

  it('lets reception mark a dirty room clean, and the Today screen shows it', async () => {
    const answer = await mark({ roomId: rooms.Teak, status: 'clean' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ success: true, message: 'Teak is now clean' })
    expect(await housekeepingOf(rooms.Teak)).toBe('clean')
    const desk = await today()
    expect(desk.rooms.find((room) => room.name === 'Teak')?.housekeeping).toBe('clean')
  })

  it('refuses a status it does not know, a room that does not exist, and strangers, changing nothing', async () => {
    await mark({ roomId: rooms.Shea, status: 'out-of-order' })
    const bad = await mark({ roomId: rooms.Shea, status: 'sparkling' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      success: false,
      message: 'Choose clean, dirty, inspected or out of order',
    })
    expect((await mark({ roomId: 'no-such-room', status: 'clean' })).status).toBe(404)
    const stranger = await app.call('POST', '/bookings/housekeeping', {
      json: { roomId: rooms.Shea, status: 'clean' },
    })
    expect(stranger.status).toBe(401)
    const editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    expect((await mark({ roomId: rooms.Shea, status: 'clean' }, editor)).status).toBe(403)
    expect(await housekeepingOf(rooms.Shea)).toBe('out-of-order')
  })

  it('never shows guests whether a room is dirty', async () => {
    await mark({ roomId: rooms.Baobab, status: 'dirty' })
    const answer = await app.call('GET', `/rooms/${rooms.Baobab}`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).not.toHaveProperty('housekeeping')
  })
})
