import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { startSmtpServer, type ReceivedMail } from '../../scripts/lib/mail.mjs'
import { createTestRoom, startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'

let app: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: string
const HOUSE = 'house@price.test'

beforeAll(async () => {
  smtp = await startSmtpServer(0)
  app = await startTestApp('stay-price', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Guest House <no-reply@price.test>',
    CONTACT_TO_EMAIL: HOUSE,
  })
  admin = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
}, 120_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

/** A guest's request through the public door; answers the stored stay. */
async function requestStay(roomId: string, checkIn: string, checkOut: string): Promise<Booking> {
  const response = await app.call('POST', '/bookings/request', {
    json: {
      requestId: randomUUID(),
      roomId,
      checkIn,
      checkOut,
      guests: 1,
      name: 'Akosua Mensah',
      phone: '0241234567',
      email: 'akosua@example.com',
    },
  })
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const found = await app.payload.find({
    collection: 'bookings',
    where: { reference: { equals: reference } },
    overrideAccess: true,
  })
  return found.docs[0]
}

describe('a stay’s price in whole pesewas', () => {
  it('three nights at ₵46.64 are stored as 13992 pesewas and read ₵139.92 in the email and the CSV', async () => {
    const roomId = await createTestRoom(app.payload, 'Pesewa Room', { regularPrice: 46.64 })
    const stay = await requestStay(roomId, '2028-05-02', '2028-05-05')
    expect(stay.price).toBe(13992)
    expect(stay.nightPrices).toEqual(
      ['2028-05-02', '2028-05-03', '2028-05-04'].map((night) => ({ night, price: 4664 })),
    )

    await app.payload.jobs.run({ limit: 10 })
    const mails = smtp.messages as ReceivedMail[]
    const house = mails.find((mail) => mail.envelope.to.includes(HOUSE)) as ReceivedMail
    expect(house.text).toContain('Price of the stay: ₵139.92')
    expect(house.text).not.toMatch(/139\.92\d/)

    const csv = await app.call(
      'GET',
      '/bookings/export?from=2028-05-01&to=2028-05-31&kind=bookings',
      {
        cookie: admin,
      },
    )
    const [header, ...lines] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    const row = lines.find((line) => line.startsWith(stay.reference ?? '-'))?.split(',') ?? []
    const column = (name: string) => row[header.split(',').indexOf(name)]
    const money = ['Price (GHS)', 'Extras (GHS)', 'Paid (GHS)', 'Balance due (GHS)', 'Credit (GHS)']
    expect(money.map(column)).toEqual(['139.92', '0', '0', '139.92', '0'])
  }, 60_000)

  it('a room priced by date stores each night in whole pesewas', async () => {
    const roomId = await createTestRoom(app.payload, 'Season Room', {
      regularPrice: 46.64,
      rates: [
        // 5 May 2028 is a Friday.
        {
          name: 'May',
          from: '2028-05-04',
          to: '2028-05-06',
          nightlyPrice: 55.55,
          weekendPrice: 60.07,
        },
      ],
    })
    const stay = await requestStay(roomId, '2028-05-03', '2028-05-06')
    expect(stay.nightPrices).toEqual([
      { night: '2028-05-03', price: 4664 },
      { night: '2028-05-04', price: 5555 },
      { night: '2028-05-05', price: 6007 },
    ])
    expect(stay.price).toBe(4664 + 5555 + 6007)
    expect((stay.nightPrices ?? []).every((night) => Number.isInteger(night.price))).toBe(true)
  }, 60_000)

  it('refuses a price that is not whole pesewas, and nights priced in fractions', async () => {
    const roomId = await createTestRoom(app.payload, 'Plain Room')
    const base = {
      room: roomId,
      guestName: 'Yaw Boateng',
      guests: 1,
      checkIn: day(200),
      checkOut: day(201),
      status: 'confirmed' as const,
      source: 'phone' as const,
      priceReason: 'Agreed with the owner',
    }
    for (const change of [{ price: 139.92 }, { price: -1 }]) {
      const response = await app.call('POST', '/bookings', {
        json: { ...base, ...change },
        cookie: admin,
      })
      expect(response.status).toBe(400)
    }
    const response = await app.call('POST', '/bookings', {
      json: { ...base, price: 139.92 },
      cookie: admin,
    })
    expect(JSON.stringify(await response.json())).toContain(MESSAGES.booking.priceInPesewas)
    // A new stay's nights are priced by the server; a stored stay's, sent in fractions, are refused.
    const made = await app.call('POST', '/bookings', { json: base, cookie: admin })
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: Booking }
    const fractions = await app.call('PATCH', `/bookings/${doc.id}`, {
      json: { nightPrices: [{ night: day(200), price: 46.64 }] },
      cookie: admin,
    })
    expect(fractions.status).toBe(400)
  }, 60_000)

  it('rooms refuse a price with a third decimal on every price field', async () => {
    const roomId = await createTestRoom(app.payload, 'Decimal Room')
    for (const change of [
      { regularPrice: 46.645 },
      { offer: true, discountedPrice: 20.001 },
      { includedGuests: 1, extraGuestPrice: 10.005 },
      { rates: [{ name: 'Peak', from: day(30), to: day(31), nightlyPrice: 99.999 }] },
      {
        rates: [
          { name: 'Peak', from: day(30), to: day(31), nightlyPrice: 99, weekendPrice: 1.234 },
        ],
      },
    ]) {
      const response = await app.call('PATCH', `/rooms/${roomId}`, { json: change, cookie: admin })
      expect(response.status).toBe(400)
      const body = JSON.stringify(await response.json())
      expect(
        body.includes(MESSAGES.room.priceDecimals) || body.includes(MESSAGES.rates.priceDecimals),
      ).toBe(true)
    }
    // Two decimals are a price.
    const fine = await app.call('PATCH', `/rooms/${roomId}`, {
      json: { regularPrice: 46.64, includedGuests: 1, extraGuestPrice: 10.05 },
      cookie: admin,
    })
    expect(fine.status).toBe(200)
  }, 60_000)
})

describe('stays priced in cedis by an older version', () => {
  it('are brought up to pesewas on start, their nights too; a second run changes nothing', async () => {
    const roomId = await createTestRoom(app.payload, 'Old Price Room')
    // Written below Payload's hooks, as an older version left it: 46.64 × 3 in floating point.
    const old = await app.payload.db.create({
      collection: 'bookings',
      data: {
        reference: 'RP-OLD1',
        requestId: randomUUID(),
        room: roomId,
        guestName: 'Kofi Old',
        guests: 1,
        checkIn: '2028-08-01T00:00:00.000Z',
        checkOut: '2028-08-04T00:00:00.000Z',
        nights: 3,
        status: 'confirmed',
        source: 'phone',
        price: 0,
        total: 46.64 * 3,
        nightPrices: ['2028-08-01', '2028-08-02', '2028-08-03'].map((night) => ({
          night,
          price: 46.64,
        })),
      },
    })
    const { priceStaysInPesewas } = await import('@/seed/pricesInPesewas')
    expect(await priceStaysInPesewas(app.payload)).toBe(1)
    const read = () =>
      app.payload.db.findOne<Booking & { total?: number | null }>({
        collection: 'bookings',
        where: { id: { equals: old.id } },
      })
    const after = await read()
    expect(after).toMatchObject({ price: 13992, total: null, guestName: 'Kofi Old', nights: 3 })
    expect(after?.nightPrices).toEqual(
      ['2028-08-01', '2028-08-02', '2028-08-03'].map((night) => ({ night, price: 4664 })),
    )
    // The legacy field is nobody's to read.
    const viaRest = await app.call('GET', `/bookings/${old.id}`, { cookie: admin })
    expect(await viaRest.json()).not.toHaveProperty('total')

    expect(await priceStaysInPesewas(app.payload)).toBe(0)
    expect(await read()).toEqual(after)
  }, 60_000)
})
