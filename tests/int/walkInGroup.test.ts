import { beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { createTestRoom, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { ledgerEntries, moneyDesk, errorMessage } from '../helpers/fixtures/money'

/**
 * A party no one room takes, walked in at the desk: its rooms are one group as a guest's request
 * of several rooms is (one reference, the first room's; the rooms in the order chosen), made all
 * or none, and the money paid in the same form lands on the first room, which holds the group's.
 */
const desk = moneyDesk('walk-in-group', {
  guestName: 'Adjoa Family',
  otherRoom: { name: 'Pool Room', regularPrice: 300 },
})
let app: TestApp
let reception: string

type Json = Record<string, unknown>

const walkIn = (body: Json) =>
  app.call('POST', '/bookings/walk-in', {
    cookie: reception,
    json: { phone: '0241234567', guests: '2', ...body },
  })

async function staysOf(guestName: string): Promise<Booking[]> {
  const found = await app.payload.find({
    collection: 'bookings',
    where: { guestName: { equals: guestName } },
    sort: 'requestId',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

beforeAll(() => {
  ;({ app, reception } = desk)
})

describe('a walk-in of rooms together', () => {
  it('saves two rooms as one group with one reference, the payment on the first room', async () => {
    const answer = await walkIn({
      room: desk.otherRoomId,
      checkIn: day(0),
      checkOut: day(2),
      guestName: 'Kofi Family',
      moreRooms: [{ room: desk.roomId, guests: '2' }],
      paid: { amount: '1600.00', method: 'mobile-money', network: 'mtn', transactionId: 'MP77' },
    })
    expect(answer.status).toBe(201)
    const { booking } = (await answer.json()) as { booking: Booking }
    const stays = await staysOf('Kofi Family')
    expect(stays).toHaveLength(2)
    // The rooms in the order chosen, every one under the first's reference, the one given.
    expect(stays.map((stay) => stay.room)).toEqual([desk.otherRoomId, desk.roomId])
    expect(stays.map((stay) => stay.group)).toEqual([stays[0].reference, stays[0].reference])
    expect(booking.id).toBe(stays[0].id)
    expect(booking.group).toBe(booking.reference)
    // The desk opens the stay from this answer: it lists both rooms and their money together.
    expect(booking.groupSummary?.rooms.map((room) => room.reference)).toEqual(
      stays.map((stay) => stay.reference),
    )
    expect(stays.map((stay) => [stay.status, stay.source])).toEqual([
      ['confirmed', 'walk-in'],
      ['confirmed', 'walk-in'],
    ])
    const lead = await ledgerEntries(app, stays[0].id, { moneyOnly: true })
    expect(lead).toHaveLength(1)
    expect(lead[0]).toMatchObject({ kind: 'payment', amount: 160000, network: 'mtn' })
    expect(await ledgerEntries(app, stays[1].id, { moneyOnly: true })).toHaveLength(0)
  })

  it('creates no room when one of them was taken for a night meanwhile, and says which', async () => {
    const taken = await walkIn({
      room: desk.roomId,
      checkIn: day(5),
      checkOut: day(6),
      guestName: 'Yaw Early',
    })
    expect(taken.status).toBe(201)
    const answer = await walkIn({
      room: desk.otherRoomId,
      checkIn: day(4),
      checkOut: day(6),
      guestName: 'Esi Family',
      moreRooms: [{ room: desk.roomId, guests: '2' }],
      paid: { amount: '1600.00', method: 'cash' },
    })
    expect(answer.status).toBe(409)
    expect(await errorMessage(answer)).toBe(MESSAGES.booking.notFreeInGroup('Garden Room'))
    expect(await staysOf('Esi Family')).toHaveLength(0)
    // The free room's nights stay free: it is taken alone at once.
    const alone = await walkIn({
      room: desk.otherRoomId,
      checkIn: day(4),
      checkOut: day(6),
      guestName: 'Esi Family',
    })
    expect(alone.status).toBe(201)
  })

  it('refuses the same room twice, creating nothing', async () => {
    const answer = await walkIn({
      room: desk.roomId,
      checkIn: day(8),
      checkOut: day(9),
      guestName: 'Twice Family',
      moreRooms: [{ room: desk.roomId, guests: '2' }],
    })
    expect(answer.status).toBe(400)
    expect(await errorMessage(answer)).toBe(MESSAGES.walkIn.details)
    expect(await staysOf('Twice Family')).toHaveLength(0)
  })

  it('takes the desk’s phone booking of rooms together as one group, with its source and party', async () => {
    const answer = await walkIn({
      room: desk.roomId,
      guests: 3,
      adults: 1,
      children: 2,
      checkIn: day(20),
      checkOut: day(21),
      guestName: 'Phone Family',
      source: 'phone',
      status: 'confirmed',
      moreRooms: [{ room: desk.otherRoomId, guests: 2, adults: 2, children: 0 }],
    })
    expect(answer.status).toBe(201)
    const stays = await staysOf('Phone Family')
    expect(stays.map((stay) => [stay.source, stay.adults, stay.children])).toEqual([
      ['phone', 1, 2],
      ['phone', 2, 0],
    ])
    expect(stays.map((stay) => stay.group)).toEqual([stays[0].reference, stays[0].reference])
  })

  it('takes back the rooms already made when a later one is refused, its nights free again', async () => {
    const small = await createTestRoom(app.payload, 'Cocoa Room', { maxGuests: 2 })
    const nights = { checkIn: day(24), checkOut: day(25) }
    const answer = await walkIn({
      room: desk.roomId,
      ...nights,
      guestName: 'Undone Family',
      moreRooms: [{ room: small, guests: '3' }],
      paid: { amount: '800.00', method: 'cash' },
    })
    expect(answer.status).toBe(400)
    expect(await errorMessage(answer)).toBe(MESSAGES.booking.tooManyGuests('Cocoa Room', 2))
    expect(await staysOf('Undone Family')).toHaveLength(0)
    const alone = await walkIn({ room: desk.roomId, ...nights, guestName: 'Undone Family' })
    expect(alone.status).toBe(201)
  })
})
