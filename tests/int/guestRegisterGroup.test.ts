import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { guestRegister as text } from '@/lib/messages/guestRegister'
import type { Booking } from '@/payload-types'

import { day } from '../helpers/fixtures/dates'
import { foreignGuest, ghanaianGuest } from '../helpers/fixtures/guestRegister'
import { signInDesk } from '../helpers/fixtures/money'
import { stayToken } from '../helpers/fixtures/onlinePayments'
import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'

/**
 * A group's stay page is its first room's and shows every room: each guest registers there
 * against the room they stay in, and that room's check-in counts them when the owner requires
 * the register before check-in.
 */
let app: TestApp
let reception: string
let cocoa: string
let baobab: string
let rooms: Booking[]

type Json = Record<string, unknown>

const registerOnline = (token: string, guest: Json) =>
  app.call('POST', `/guest-registrations/stay/${token}`, { json: guest })

const checkIn = (booking: Booking) =>
  app.call('POST', `/bookings/${booking.id}/status`, {
    json: { action: 'checkIn', seenStatus: 'confirmed' },
    cookie: reception,
  })

async function registered(booking: Booking): Promise<string[]> {
  const found = await app.payload.find({
    collection: 'guest-registrations',
    where: { booking: { equals: booking.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((doc) => doc.fullName)
}

beforeAll(async () => {
  app = await startTestApp('guestRegisterGroup')
  ;({ reception } = await signInDesk(app))
  cocoa = await createTestRoom(app.payload, 'Cocoa', { maxGuests: 2 })
  baobab = await createTestRoom(app.payload, 'Baobab', { maxGuests: 2 })
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), registerAtCheckIn: 'require' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // A family in two rooms, taken at the desk as one group: Cocoa first, then Baobab.
  const made = await app.call('POST', '/bookings/walk-in', {
    cookie: reception,
    json: {
      room: cocoa,
      guests: '2',
      moreRooms: [{ room: baobab, guests: '2' }],
      checkIn: day(0),
      checkOut: day(1),
      guestName: 'Okafor Family',
      phone: '0241234567',
    },
  })
  expect(made.status).toBe(201)
  const found = await app.payload.find({
    collection: 'bookings',
    where: { guestName: { equals: 'Okafor Family' } },
    sort: 'requestId',
    depth: 0,
    overrideAccess: true,
  })
  rooms = found.docs
  expect(rooms.map((room) => room.room)).toEqual([cocoa, baobab])
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe("a group's guests on its stay page", () => {
  it('tells each room’s counts, never a name', async () => {
    const token = await stayToken(app, rooms[0].id)
    const status = await app.call('GET', `/guest-registrations/stay/${token}`)
    expect(status.status).toBe(200)
    expect(await status.json()).toMatchObject({
      registered: 0,
      guests: 4,
      open: true,
      rooms: [
        { name: 'Cocoa', registered: 0, guests: 2, open: true },
        { name: 'Baobab', registered: 0, guests: 2, open: true },
      ],
    })
  })

  it('asks which room a guest stays in, saving nothing until told', async () => {
    const token = await stayToken(app, rooms[0].id)
    const answer = await registerOnline(token, foreignGuest())
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { errors: Json }).errors).toEqual({ room: text.chooseRoom })
    expect([...(await registered(rooms[0])), ...(await registered(rooms[1]))]).toEqual([])
  })

  it('registers a guest to the second room, which then checks in while the first may not', async () => {
    const token = await stayToken(app, rooms[0].id)
    const answer = await registerOnline(token, foreignGuest({ room: 1 }))
    expect(answer.status).toBe(200)
    expect(await registered(rooms[1])).toEqual(['Hannah Okafor'])
    expect(await registered(rooms[0])).toEqual([])
    expect((await checkIn(rooms[1])).status).toBe(200)
    const refused = await checkIn(rooms[0])
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as Json).message).toBe(text.registerBeforeCheckIn)
  })

  it('registers from the second room’s own link for the room picked, the first here', async () => {
    const token = await stayToken(app, rooms[1].id)
    const answer = await registerOnline(token, ghanaianGuest({ room: 0 }))
    expect(answer.status).toBe(200)
    expect(await registered(rooms[0])).toEqual(['Ama Mensah'])
    expect((await checkIn(rooms[0])).status).toBe(200)
  })
})
