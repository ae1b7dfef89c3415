import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'

import { migrations } from '@/migrations'

import { makeImage, startTestApp, type TestApp } from '../helpers/payload'

let app: TestApp

const migration = migrations.find((entry) => entry.name.endsWith('_bookings_desk'))!

beforeAll(async () => {
  app = await startTestApp('bookings-migration')
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('the bookings desk migration', () => {
  it('carries the stays kept before it over (amount paid becomes the price and one payment, confirmed nights are taken) and gives rooms their calendar token', async () => {
    const data = await makeImage('png')
    const media = await app.payload.create({
      collection: 'media',
      data: { alt: 'Room' },
      file: { data, mimetype: 'image/png', name: 'room.png', size: data.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const room = await app.payload.create({
      collection: 'rooms',
      data: {
        name: 'Old Room',
        description: 'A quiet room facing the garden, with a fan and a desk.',
        regularPrice: 300,
        bedType: 'Double Size',
        images: [media.id],
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const args = {
      db: (app.payload.db as unknown as { drizzle: MigrateUpArgs['db'] }).drizzle,
      payload: app.payload,
      req: {},
    } as unknown as MigrateUpArgs
    await migration.down(args)

    const keptId = randomUUID()
    const cancelled = randomUUID()
    await args.db.run(
      sql`INSERT INTO bookings (id, room_id, guest_name, phone, check_in, check_out, amount_paid, source, status) VALUES (${keptId}, ${room.id}, 'Kofi Boateng', '0201234567', '2027-09-01T12:00:00.000Z', '2027-09-04T12:00:00.000Z', 750, 'whatsapp', 'confirmed'), (${cancelled}, ${room.id}, 'Efua Asante', NULL, '2027-09-02T00:00:00.000Z', '2027-09-03T00:00:00.000Z', 0, 'walk-in', 'cancelled');`,
    )
    await migration.up(args)

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
      nights: 3,
      guests: 1,
      total: 750,
      requestId: keptId,
    })
    expect(stay.reference).toMatch(/^RP-[2-9A-Z]{4}$/)
    expect(stay.payments).toHaveLength(1)
    expect(stay.payments?.[0]).toMatchObject({ amount: 750, method: 'cash' })
    const other = await app.payload.findByID({
      collection: 'bookings',
      id: cancelled,
      overrideAccess: true,
    })
    expect(other).toMatchObject({ status: 'cancelled', total: 0, payments: [] })
    expect(other.reference).not.toBe(stay.reference)

    const nights = await app.payload.find({
      collection: 'booked-nights',
      where: { room: { equals: room.id } },
      sort: 'night',
      overrideAccess: true,
    })
    expect(nights.docs.map((night) => [night.night, night.owner])).toEqual([
      ['2027-09-01', `booking:${keptId}`],
      ['2027-09-02', `booking:${keptId}`],
      ['2027-09-03', `booking:${keptId}`],
    ])
    // Rooms kept from before get their private calendar address.
    const oldRoom = await app.payload.findByID({
      collection: 'rooms',
      id: room.id,
      overrideAccess: true,
    })
    expect(oldRoom.calendarToken).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // The carried-over stay holds its nights against new ones.
    await expect(
      app.payload.create({
        collection: 'bookings',
        data: {
          room: room.id,
          guestName: 'New Guest',
          guests: 1,
          total: 0,
          checkIn: '2027-09-03',
          checkOut: '2027-09-05',
          status: 'confirmed',
          source: 'phone',
        },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 409 })
  }, 60_000)
})
