import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { rooms as seedRooms } from '@/seed/content'

import { createTestRoom, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'

let app: TestApp
const ids = new Map<string, string>()
const context = { disableRevalidate: true }

// A year ahead, past any season the demo rooms are given, so each room has its everyday price.
const YEAR = Number(todayInGhana().slice(0, 4)) + 1
const CHECK_IN = `${YEAR}-12-24`
const CHECK_OUT = `${YEAR}-12-27`

type Json = Record<string, unknown>
type Share = { _id: string; name: string; guests: number; children: number; total: number }
type Offer = { rooms: Share[]; total: number }
type Answer = { guests: number; rooms: (Json & { available: boolean })[]; combinations: Offer[] }

async function availability(guests: number, children: number): Promise<Answer> {
  const query = new URLSearchParams({
    checkIn: CHECK_IN,
    checkOut: CHECK_OUT,
    guests: String(guests),
    children: String(children),
  })
  const response = await app.call('GET', `/bookings/availability?${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

function request(change: Json): Promise<Response> {
  return app.call('POST', '/bookings/request', {
    json: {
      requestId: randomUUID(),
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      name: 'Efua Mensah',
      phone: '0241234567',
      ...change,
    },
  })
}

async function setChildrenCount(count: boolean) {
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: { childrenCountAsGuests: count, childAge: 5 },
    overrideAccess: true,
    context,
  })
}

async function storedStays(reference: string) {
  const found = await app.payload.find({
    collection: 'bookings',
    where: { or: [{ reference: { equals: reference } }, { group: { equals: reference } }] },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((stay) => ({
    room: String(stay.room),
    guests: stay.guests,
    adults: stay.adults,
    children: stay.children,
    price: stay.price,
  }))
}

beforeAll(async () => {
  app = await startTestApp('party-rooms')
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), pricesIncludeTax: true },
    overrideAccess: true,
    context,
  })
  // The demo house's rooms, as the seed makes them: none takes five.
  for (const room of seedRooms) {
    const id = await createTestRoom(app.payload, room.name, {
      regularPrice: room.regularPrice,
      discountedPrice: room.discountedPrice,
      offer: room.offer,
      isAvailable: room.isAvailable,
      maxGuests: room.maxGuests,
      includedGuests: room.includedGuests ?? null,
      extraGuestPrice: room.extraGuestPrice ?? null,
    })
    ids.set(room.name, id)
  }
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('a party no one room takes', () => {
  it('is offered the cheapest free rooms together, each with its share of the party and its price', async () => {
    await setChildrenCount(true)
    const answer = await availability(5, 3)
    expect(answer.guests).toBe(5)
    expect(answer.rooms.filter((room) => room.available)).toEqual([])
    expect(answer.combinations.map((offer) => offer.total)).toEqual([1950, 2250, 2400])
    expect(answer.combinations[0]).toEqual({
      total: 1950,
      rooms: [
        {
          _id: ids.get('Deluxe King Room'),
          name: 'Deluxe King Room',
          guests: 3,
          children: 2,
          nightlyPrice: 400,
          total: 1200,
        },
        {
          _id: ids.get('Double Bed Room'),
          name: 'Double Bed Room',
          guests: 2,
          children: 1,
          nightlyPrice: 250,
          total: 750,
        },
      ],
    })
    // A room hidden from guests is never part of an offer.
    const offered = answer.combinations.flatMap((offer) => offer.rooms.map((room) => room.name))
    expect(offered).not.toContain('Garden View Twin')
  })

  it('is offered nothing together when one room takes the party', async () => {
    await setChildrenCount(true)
    const answer = await availability(3, 1)
    expect(answer.rooms.some((room) => room.available)).toBe(true)
    expect(answer.combinations).toEqual([])
  })

  it('sends the offer as one request priced as it was offered, each stay keeping its adults and children', async () => {
    await setChildrenCount(true)
    const [offer] = (await availability(5, 3)).combinations
    const [first, second] = offer.rooms
    const response = await request({
      roomId: first._id,
      guests: String(first.guests),
      children: String(first.children),
      moreRooms: [{ roomId: second._id, guests: String(second.guests), children: '1' }],
    })
    expect(response.status).toBe(201)
    const { reference, whatsappUrl } = (await response.json()) as {
      reference: string
      whatsappUrl: string
    }
    expect(await storedStays(reference)).toEqual([
      { room: first._id, guests: 3, adults: 1, children: 2, price: 120000 },
      { room: second._id, guests: 2, adults: 1, children: 1, price: 75000 },
    ])
    // The house reads the children of each room, and of the party, in the WhatsApp message.
    const text = new URL(whatsappUrl).searchParams.get('text')
    expect(text).toContain(`Room 1: ${first.name}, 1 adult, 2 children under 5 (₵1,200)`)
    expect(text).toContain(`Room 2: ${second.name}, 1 adult, 1 child under 5 (₵750)`)
    expect(text).toContain('Guests: 5 guests (2 adults, 3 children under 5)')
  })
})

describe('the desk', () => {
  it('is offered the same rooms together for a walk-in party no one room takes', async () => {
    await setChildrenCount(true)
    const cookie = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
    const query = new URLSearchParams({
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: '5',
      children: '3',
    })
    const response = await app.call('GET', `/bookings/options?${query}`, { cookie })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      guests: number
      childPolicy: Json
      combinations: Offer[]
    }
    expect(body.guests).toBe(5)
    expect(body.childPolicy).toEqual({ childAge: 5, childrenCount: true })
    expect(body.combinations.map((offer) => offer.total)).toEqual([1950, 2250, 2400])
    expect(
      body.combinations[0].rooms.map((room) => [room.name, room.guests, room.children]),
    ).toEqual([
      ['Deluxe King Room', 3, 2],
      ['Double Bed Room', 2, 1],
    ])
  })
})

describe('young children and the owner’s setting', () => {
  it('counts children as full guests when the owner says so: the suite costs its extra guests', async () => {
    await setChildrenCount(true)
    const response = await request({
      roomId: ids.get('Executive Suite'),
      guests: '4',
      children: '2',
    })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    // ₵500 for two, ₵100 for each of two more, three nights.
    expect(await storedStays(reference)).toEqual([
      { room: ids.get('Executive Suite'), guests: 4, adults: 2, children: 2, price: 210000 },
    ])
  })

  it('leaves young children out of the room’s guests and price when the owner says they do not count', async () => {
    await setChildrenCount(false)
    const answer = await availability(4, 2)
    const suite = answer.rooms.find((room) => room._id === ids.get('Executive Suite'))
    expect(suite).toMatchObject({ available: true, total: 1500 })
    // Two adults and three small children fit the Deluxe room, which takes three.
    const deluxe = (await availability(5, 3)).rooms.find(
      (room) => room._id === ids.get('Deluxe King Room'),
    )
    expect(deluxe).toMatchObject({ available: true })

    const response = await request({
      roomId: ids.get('Executive Suite'),
      guests: '4',
      children: '2',
    })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(await storedStays(reference)).toEqual([
      { room: ids.get('Executive Suite'), guests: 2, adults: 2, children: 2, price: 150000 },
    ])
  })

  it('refuses a party of children alone, storing nothing', async () => {
    await setChildrenCount(true)
    const before = await app.payload.count({ collection: 'bookings', overrideAccess: true })
    const response = await request({ roomId: ids.get('Studio Room'), guests: '1', children: '1' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: MESSAGES.party.childrenTooMany })
    const after = await app.payload.count({ collection: 'bookings', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })
})
