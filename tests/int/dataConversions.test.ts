import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { MESSAGES } from '@/lib/messages'

import { createTestRoom, startAnotherPayload, startTestApp, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'

let app: TestApp
let roomId: string

beforeAll(async () => {
  app = await startTestApp('data-conversions')
  roomId = await createTestRoom(app.payload, 'Garden Room')
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

/** Imported here, after the test database is set. */
const conversions = async () => import('@/seed/conversions')

/** How many times each data conversion is recorded as applied. */
async function recordedTimes(): Promise<number[]> {
  const { DATA_CONVERSIONS } = await conversions()
  const { docs } = await app.payload.find({
    collection: 'payload-migrations',
    pagination: false,
    overrideAccess: true,
  })
  return DATA_CONVERSIONS.map(({ name }) => docs.filter((doc) => doc.name === name).length)
}

/** A stay as an older version left it: one payment of ₵120.50 kept on itself. */
async function stayWithKeptPayment(): Promise<string> {
  const stay = await app.payload.create({
    collection: 'bookings',
    data: {
      room: roomId,
      guestName: 'Kofi Boateng',
      guests: 1,
      price: 30000,
      checkIn: day(40),
      checkOut: day(41),
      status: 'requested',
      source: 'phone',
    },
    overrideAccess: true,
  })
  await app.payload.db.updateOne({
    collection: 'bookings',
    id: stay.id,
    data: {
      payments: [
        {
          id: randomBytes(12).toString('hex'),
          amount: 120.5,
          method: 'cash',
          date: `${day(40)}T00:00:00.000Z`,
        },
      ],
    },
  })
  return String(stay.id)
}

async function forgetConversions(): Promise<void> {
  const { DATA_CONVERSIONS } = await conversions()
  await app.payload.delete({
    collection: 'payload-migrations',
    where: { name: { in: DATA_CONVERSIONS.map(({ name }) => name) } },
    overrideAccess: true,
  })
}

describe('data an older version left is converted by migrations', () => {
  it('a fresh database records every conversion once at its first start', async () => {
    const { DATA_CONVERSIONS, pendingConversions } = await conversions()
    expect(DATA_CONVERSIONS.length).toBeGreaterThan(0)
    expect(await recordedTimes()).toEqual(DATA_CONVERSIONS.map(() => 1))
    expect(await pendingConversions(app.payload)).toEqual([])
  })

  it('a second start on a converted database converts nothing and reads no booking', async () => {
    const queries: string[] = []
    const second = await startAnotherPayload('second-start', (query) => queries.push(query))
    await second.destroy()
    // It did start: it read the migration records.
    expect(queries.some((query) => query.includes('"payload_migrations"'))).toBe(true)
    expect(queries.filter((query) => /"bookings"|"ledger"/.test(query))).toEqual([])
    const { DATA_CONVERSIONS } = await conversions()
    expect(await recordedTimes()).toEqual(DATA_CONVERSIONS.map(() => 1))
  }, 60_000)

  it('two instances starting together on an older database convert once', async () => {
    const stayId = await stayWithKeptPayment()
    await forgetConversions()
    let instances: Payload[] = []
    try {
      instances = await Promise.all([
        startAnotherPayload('together-1'),
        startAnotherPayload('together-2'),
      ])
    } finally {
      await Promise.all(instances.map((instance) => instance.destroy()))
    }
    const { DATA_CONVERSIONS } = await conversions()
    expect(await recordedTimes()).toEqual(DATA_CONVERSIONS.map(() => 1))
    const moved = await app.payload.find({
      collection: 'ledger',
      where: {
        booking: { equals: stayId },
        recordedByName: { equals: MESSAGES.ledger.movedBy },
      },
      depth: 0,
      overrideAccess: true,
    })
    expect(moved.docs.map((entry) => entry.amount)).toEqual([12050])
    const stay = await app.payload.findByID({ collection: 'bookings', id: stayId, depth: 0 })
    expect(stay.payments).toEqual([])
    // The claim that let one of them convert is given back.
    const claims = await app.payload.count({
      collection: 'schedule-claims',
      where: { key: { equals: 'upgrade:data-conversions' } },
      overrideAccess: true,
    })
    expect(claims.totalDocs).toBe(0)
  }, 60_000)

  it('health names migrations while a data conversion is not recorded', async () => {
    const { DATA_CONVERSIONS } = await conversions()
    const last = DATA_CONVERSIONS[DATA_CONVERSIONS.length - 1].name
    await app.payload.delete({
      collection: 'payload-migrations',
      where: { name: { equals: last } },
      overrideAccess: true,
    })
    const response = await app.call('GET', '/health')
    expect([response.status, await response.json()]).toEqual([
      503,
      { status: 'fail', failing: ['migrations'] },
    ])
    await app.payload.create({
      collection: 'payload-migrations',
      data: { name: last, batch: 1 },
      overrideAccess: true,
    })
    expect((await app.call('GET', '/health')).status).toBe(200)
  })
})
