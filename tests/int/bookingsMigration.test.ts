import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'

import { MESSAGES } from '@/lib/messages'
import { migrations } from '@/migrations'

import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'

let app: TestApp

const desk = migrations.find((entry) => entry.name.endsWith('_bookings_desk'))!
const later = migrations.slice(migrations.indexOf(desk) + 1)

beforeAll(async () => {
  app = await startTestApp('bookings-migration')
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

/** The upgrade every start runs, on either adapter; imported here, after the test database is set. */
async function carryOver(): Promise<number> {
  const { carryOverKeptBookings } = await import('@/seed/keptBookings')
  return carryOverKeptBookings(app.payload)
}

async function nightsOf(roomId: string) {
  const nights = await app.payload.find({
    collection: 'booked-nights',
    where: { room: { equals: roomId } },
    sort: 'night',
    overrideAccess: true,
  })
  return nights.docs.map((night) => [night.night, night.owner])
}

/**
 * What every site must hold after the upgrade, whichever database it runs on: the stay paid 750
 * for 1–4 September (confirmed), and a cancelled one that paid nothing.
 */
async function expectCarriedOver(roomId: string, keptId: string, cancelledId: string) {
  const stay = await app.payload.findByID({
    collection: 'bookings',
    id: keptId,
    overrideAccess: true,
  })
  expect(stay).toMatchObject({
    guestName: 'Kofi Boateng',
    phone: '0201234567',
    source: 'whatsapp',
    status: 'confirmed',
    checkIn: '2027-09-01T00:00:00.000Z',
    checkOut: '2027-09-04T00:00:00.000Z',
    nights: 3,
    guests: 1,
    price: 75000,
    requestId: keptId,
  })
  expect(stay.reference).toMatch(/^RP-[2-9A-Z]{4}$/)
  expect(stay.payments).toHaveLength(1)
  expect(stay.payments?.[0]).toMatchObject({
    amount: 750,
    method: 'cash',
    note: MESSAGES.booking.keptPayment,
  })
  expect(stay.payments?.[0]?.date.slice(0, 10)).toBe('2027-09-01')
  const other = await app.payload.findByID({
    collection: 'bookings',
    id: cancelledId,
    overrideAccess: true,
  })
  expect(other).toMatchObject({ status: 'cancelled', price: 0, payments: [], nights: 1 })
  expect(other.reference).toMatch(/^RP-[2-9A-Z]{4}$/)
  expect(other.reference).not.toBe(stay.reference)

  expect(await nightsOf(roomId)).toEqual([
    ['2027-09-01', `booking:${keptId}`],
    ['2027-09-02', `booking:${keptId}`],
    ['2027-09-03', `booking:${keptId}`],
  ])
  // Rooms kept from before get their private calendar address.
  const room = await app.payload.findByID({ collection: 'rooms', id: roomId, overrideAccess: true })
  expect(room.calendarToken).toMatch(/^[A-Za-z0-9_-]{43}$/)

  // The carried-over stay holds its nights against new ones.
  await expect(
    app.payload.create({
      collection: 'bookings',
      data: {
        room: roomId,
        guestName: 'New Guest',
        guests: 1,
        price: 0,
        checkIn: '2027-09-03',
        checkOut: '2027-09-05',
        status: 'confirmed',
        source: 'phone',
      },
      overrideAccess: true,
    }),
  ).rejects.toMatchObject({ status: 409 })
  // Once done, a restart changes nothing.
  expect(await carryOver()).toBe(0)
}

describe('bookings kept from before the booking desk', () => {
  it('on SQLite, from a database of the previous schema: the migrations reshape the table and the upgrade on start carries each stay over', async () => {
    const roomId = await createTestRoom(app.payload, 'Old Room')
    const args = {
      db: (app.payload.db as unknown as { drizzle: MigrateUpArgs['db'] }).drizzle,
      payload: app.payload,
      req: {},
    } as unknown as MigrateUpArgs
    for (const migration of [...later].reverse()) await migration.down(args)
    await desk.down(args)

    const keptId = randomUUID()
    const cancelledId = randomUUID()
    await args.db.run(
      sql`INSERT INTO bookings (id, room_id, guest_name, phone, check_in, check_out, amount_paid, source, status) VALUES (${keptId}, ${roomId}, 'Kofi Boateng', '0201234567', '2027-09-01T12:00:00.000Z', '2027-09-04T12:00:00.000Z', 750, 'whatsapp', 'confirmed'), (${cancelledId}, ${roomId}, 'Efua Asante', NULL, '2027-09-02T00:00:00.000Z', '2027-09-03T00:00:00.000Z', 0, 'walk-in', 'cancelled');`,
    )
    await desk.up(args)
    for (const migration of later) await migration.up(args)

    expect(await carryOver()).toBe(2)
    await expectCarriedOver(roomId, keptId, cancelledId)
  }, 60_000)

  it('as a MongoDB site keeps them (the one amount paid, no reference, price or payments; rooms without a token), the same upgrade ends the same', async () => {
    const roomId = await createTestRoom(app.payload, 'Mongo Room')
    // Written below Payload's hooks, as the documents an older version left behind.
    await app.payload.db.updateOne({
      collection: 'rooms',
      id: roomId,
      data: { calendarToken: null },
    })
    const kept = await app.payload.db.create({
      collection: 'bookings',
      data: {
        room: roomId,
        guestName: 'Kofi Boateng',
        phone: '0201234567',
        checkIn: '2027-09-01T12:00:00.000Z',
        checkOut: '2027-09-04T12:00:00.000Z',
        amountPaid: 750,
        // No price kept: SQLite's column needs a value where MongoDB has none, and the upgrade
        // reads 0 as none.
        price: 0,
        source: 'whatsapp',
        status: 'confirmed',
      },
    })
    const cancelled = await app.payload.db.create({
      collection: 'bookings',
      data: {
        room: roomId,
        guestName: 'Efua Asante',
        checkIn: '2027-09-02T00:00:00.000Z',
        checkOut: '2027-09-03T00:00:00.000Z',
        amountPaid: 0,
        price: 0,
        source: 'walk-in',
        status: 'cancelled',
      },
    })
    const before = await app.payload.findByID({
      collection: 'bookings',
      id: kept.id,
      overrideAccess: true,
    })
    expect(before).toMatchObject({ reference: null, requestId: null, payments: [] })

    expect(await carryOver()).toBe(2)
    await expectCarriedOver(roomId, String(kept.id), String(cancelled.id))
    const after = await app.payload.db.findOne({
      collection: 'bookings',
      where: { id: { equals: kept.id } },
    })
    expect(after).toMatchObject({ amountPaid: null })
  }, 60_000)
})
