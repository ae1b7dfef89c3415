import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { BasePayload } from 'payload'
import { ghanaDay, stayNights, takesNights } from '@/lib/bookings/availability'
import type { Booking, RoomBlock } from '@/payload-types'

import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { createReception, TEST_RECEPTION } from '../helpers/fixtures/staff'

/**
 * Many writes of one stay or block at once. One app instance over SQLite rarely interleaves them,
 * so every database call of a stay, a block or a taken night first yields to the others a
 * (seeded) random number of times: the writes then cross at every step of claiming nights,
 * moving the status and giving nights back, as several instances over MongoDB do. Whatever wins,
 * the nights held afterwards must be exactly the nights of the final state.
 */

let app: TestApp
let reception: string
let garden: string

type Json = Record<string, unknown>

const RACED = new Set(['bookings', 'room-blocks', 'booked-nights'])
const DB_CALLS = ['create', 'find', 'findOne', 'updateOne', 'updateMany', 'deleteMany', 'deleteOne']

/** Makes each database call of the raced collections yield first (see above). */
function interleave(payload: BasePayload) {
  let seed = 20261207
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed
  }
  const db = payload.db as unknown as Record<string, (args: { collection?: string }) => unknown>
  for (const name of DB_CALLS) {
    const call = db[name].bind(db)
    db[name] = async (args) => {
      if (args?.collection && RACED.has(args.collection)) {
        for (let turns = random() % 6; turns > 0; turns--) {
          await new Promise((resolve) => setImmediate(resolve))
        }
      }
      return call(args)
    }
  }
}

async function heldNights(owner: string): Promise<string[]> {
  const found = await app.payload.find({
    collection: 'booked-nights',
    where: { owner: { equals: owner } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((doc) => `${String(doc.room)}/${doc.night}`).sort()
}

async function readStay(id: string): Promise<Booking> {
  return app.payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
}

/** The nights a stay takes in its state now, and those the taken-nights table gives it. */
async function stayNightsNow(id: string) {
  const stay = await readStay(id)
  const final = takesNights(stay.status)
    ? stayNights(ghanaDay(stay.checkIn), ghanaDay(stay.checkOut)).map(
        (night) => `${String(stay.room)}/${night}`,
      )
    : []
  return { stay, final, held: await heldNights(`booking:${stay.requestId}`) }
}

async function createStay(change: Json): Promise<Booking> {
  const response = await app.call('POST', '/bookings', {
    json: {
      room: garden,
      guestName: 'Kofi Boateng',
      phone: '0241234567',
      guests: 2,
      source: 'phone',
      ...change,
    },
    cookie: reception,
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Booking }).doc
}

function press(id: string, action: string, seenStatus: string) {
  return app.call('POST', `/bookings/${id}/status`, {
    json: { action, seenStatus },
    cookie: reception,
  })
}

/** How many of the answers were successes (status 200). */
async function winners(answers: Promise<Response>[]): Promise<number> {
  return (await Promise.all(answers)).filter((response) => response.status === 200).length
}

function report(scenario: string, figures: Json) {
  // The counts are the lead's figures for the review (presses, winners, nights held and final).
  console.info(`${scenario}: ${JSON.stringify(figures)}`)
}

beforeAll(async () => {
  app = await startTestApp('nightClaimRaces')
  await createReception(app.payload)
  reception = await app.signIn(TEST_RECEPTION.email, TEST_RECEPTION.password)
  garden = await createTestRoom(app.payload, 'Garden Room', { regularPrice: 300 })
  interleave(app.payload)
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('writes of one stay at once hold exactly the nights of its final state', () => {
  const ROUNDS = 5
  const PRESSES = 20

  it('20 Confirm presses on one request, five times over', async () => {
    // Each round: the stay created, one winner, confirmed, the nights.
    expect.assertions(ROUNDS * 4)
    for (let round = 0; round < ROUNDS; round++) {
      const request = await createStay({
        status: 'requested',
        checkIn: day(40 + round * 10),
        checkOut: day(43 + round * 10),
      })
      const won = await winners(
        Array.from({ length: PRESSES }, () => press(request.id, 'confirm', 'requested')),
      )
      const { stay, final, held } = await stayNightsNow(request.id)
      report('confirm presses', {
        round,
        presses: PRESSES,
        won,
        held: held.length,
        final: final.length,
      })
      expect(won).toBe(1)
      expect(stay.status).toBe('confirmed')
      expect(held).toEqual(final)
    }
  }, 120_000)

  it('20 date changes of one confirmed stay sent at once, each to other dates', async () => {
    // Each round: the stay created, a winner, the nights.
    expect.assertions(ROUNDS * 3)
    for (let round = 0; round < ROUNDS; round++) {
      const base = 100 + round * 40
      const booking = await createStay({
        status: 'confirmed',
        checkIn: day(base),
        checkOut: day(base + 3),
      })
      const won = await winners(
        Array.from({ length: PRESSES }, (_, i) =>
          app.call('POST', `/bookings/${booking.id}/change`, {
            json: {
              seenStatus: 'confirmed',
              roomId: garden,
              checkIn: day(base + 1 + i),
              checkOut: day(base + 3 + i),
            },
            cookie: reception,
          }),
        ),
      )
      const { final, held } = await stayNightsNow(booking.id)
      report('date changes', {
        round,
        presses: PRESSES,
        won,
        held: held.length,
        final: final.length,
      })
      expect(won).toBeGreaterThanOrEqual(1)
      expect(held).toEqual(final)
    }
  }, 120_000)

  it('Confirm racing Cancel and Undo', async () => {
    const STEPS = 6
    // Every press is sent with each status the desk may have shown, so a press read after another
    // one's write goes ahead too: an Undo, then a Confirm of the request it left, and so on.
    const PRESSES_PER_STEP: [action: string, seenStatus: string][] = [
      ['confirm', 'requested'],
      ['confirm', 'requested'],
      ['confirm', 'requested'],
      ['cancel', 'requested'],
      ['cancel', 'confirmed'],
      ['cancel', 'confirmed'],
      ['undo', 'confirmed'],
      ['undo', 'confirmed'],
      ['undo', 'cancelled'],
      ['undo', 'cancelled'],
    ]
    // Each round: the stay created, then the nights after each step.
    expect.assertions(ROUNDS * (STEPS + 1))
    for (let round = 0; round < ROUNDS; round++) {
      const request = await createStay({
        status: 'requested',
        checkIn: day(400 + round * 10),
        checkOut: day(403 + round * 10),
      })
      let won = 0
      const steps: string[] = []
      for (let step = 0; step < STEPS; step++) {
        won += await winners(
          PRESSES_PER_STEP.map(([action, seenStatus]) => press(request.id, action, seenStatus)),
        )
        const { stay, final, held } = await stayNightsNow(request.id)
        steps.push(`${stay.status} held ${held.length} of ${final.length}`)
        expect(held).toEqual(final)
      }
      report('confirm, cancel and undo', {
        round,
        presses: STEPS * PRESSES_PER_STEP.length,
        won,
        steps,
      })
    }
  }, 120_000)
})

describe('writes of one block at once hold exactly the nights of its final state', () => {
  it('20 date changes of one block sent at once', async () => {
    const ROUNDS = 5
    const WRITES = 20
    expect.assertions(ROUNDS)
    for (let round = 0; round < ROUNDS; round++) {
      const base = 500 + round * 40
      const block = await app.payload.create({
        collection: 'room-blocks',
        data: { room: garden, startDate: day(base), endDate: day(base + 3), reason: 'maintenance' },
        overrideAccess: true,
      })
      const results = await Promise.allSettled(
        Array.from({ length: WRITES }, (_, i) =>
          app.payload.update({
            collection: 'room-blocks',
            id: block.id,
            data: { startDate: day(base + 1 + i), endDate: day(base + 3 + i) },
            overrideAccess: true,
          }),
        ),
      )
      const now: RoomBlock = await app.payload.findByID({
        collection: 'room-blocks',
        id: block.id,
        depth: 0,
        overrideAccess: true,
      })
      const final = stayNights(ghanaDay(now.startDate), ghanaDay(now.endDate)).map(
        (night) => `${garden}/${night}`,
      )
      const held = await heldNights(`block:${now.holdId}`)
      const won = results.filter((result) => result.status === 'fulfilled').length
      report('block date changes', {
        round,
        writes: WRITES,
        won,
        held: held.length,
        final: final.length,
      })
      expect(held).toEqual(final)
    }
  }, 120_000)
})
