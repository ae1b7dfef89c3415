import { beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import type { TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import {
  createStay,
  errorMessage as message,
  ledgerEntries,
  moneyDesk,
  recordMoney,
} from '../helpers/fixtures/money'

const desk = moneyDesk('money-trail', {
  guestName: 'Ama Mensah',
  otherRoom: { name: 'Mango Room', regularPrice: 500 },
})
let app: TestApp
let admin: string
let reception: string
let otherRoomId: string

type Json = Record<string, unknown>

/** A confirmed stay of two nights, three days after the last one, so no two tests share a night. */
function stay(change: Json = {}): Json {
  return desk.nextStay({ guests: 2, ...change })
}

const create = (body: Json): Promise<Booking> => createStay(app, reception, body)

const patch = (id: string, body: Json, cookie = reception) =>
  app.call('PATCH', `/bookings/${id}`, { json: body, cookie })

const read = (id: string) =>
  app.payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })

const ledgerOf = (id: string) => ledgerEntries(app, id, { moneyOnly: true })

const pay = (id: string, amount: string) => recordMoney(app, id, { amount }, reception)

beforeAll(() => {
  ;({ app, admin, reception, otherRoomId } = desk)
})

describe('money once recorded stays', () => {
  it('no one changes, removes or empties a payment through the booking, admins included', async () => {
    const doc = await create(stay())
    expect((await pay(doc.id, '800')).status).toBe(201)
    const before = await ledgerOf(doc.id)
    for (const cookie of [reception, admin]) {
      for (const payments of [[{ amount: 80, method: 'cash', date: day(0) }], [], null]) {
        await patch(doc.id, { payments }, cookie)
      }
      // The same through a bulk PATCH by `where`, which /cms's list edits use.
      await app.call('PATCH', `/bookings?where[id][equals]=${doc.id}`, {
        json: { payments: [] },
        cookie,
      })
    }
    expect(await ledgerOf(doc.id)).toEqual(before)
    expect(before.map((entry) => [entry.kind, entry.amount])).toEqual([['payment', 80000]])
    const stored = await read(doc.id)
    expect(stored.payments ?? []).toEqual([])
    expect(stored.history?.map((entry) => entry.action)).not.toContain('Payment changed')
    const bulk = await app.call('PATCH', `/bookings?where[id][equals]=${doc.id}`, {
      json: { price: 8000 },
      cookie: reception,
    })
    expect(bulk.status).not.toBe(200)
    expect((await read(doc.id)).price).toBe(100000)
  })

  it('reception cannot set a price by hand through REST; an admin can, with a reason, traced', async () => {
    const doc = await create(stay())
    const response = await patch(doc.id, { price: 8000 })
    expect([response.status, await message(response)]).toEqual([
      403,
      MESSAGES.booking.priceAdminsOnly,
    ])
    expect((await read(doc.id)).price).toBe(100000)
    expect((await patch(doc.id, { price: 95050 }, admin)).status).toBe(400)
    expect(
      (await patch(doc.id, { price: 95050, priceReason: 'Regular guest' }, admin)).status,
    ).toBe(200)
    expect((await read(doc.id)).history?.at(-1)).toMatchObject({
      action: 'Price changed',
      detail: '₵1,000 → ₵950.50: Regular guest',
    })
  })
})

describe('bookings are ended by cancelling, not deleted', () => {
  it('reception deletes none, by id or by where', async () => {
    const doc = await create(stay({ status: 'requested' }))
    expect((await app.call('DELETE', `/bookings/${doc.id}`, { cookie: reception })).status).toBe(
      403,
    )
    const bulk = await app.call('DELETE', '/bookings?where[status][equals]=requested', {
      cookie: reception,
    })
    expect(bulk.status).toBe(403)
    expect((await read(doc.id)).id).toBe(doc.id)
  })

  it('an admin deletes a stay that never held money, never one that did, by id or by where', async () => {
    const paid = await create(stay({ guestName: 'Kofi Paid' }))
    await pay(paid.id, '19.99')
    let response = await app.call('DELETE', `/bookings/${paid.id}`, { cookie: admin })
    expect([response.status, await message(response)]).toEqual([
      409,
      MESSAGES.booking.deleteWithMoney,
    ])
    response = await app.call('DELETE', '/bookings?where[guestName][equals]=Kofi Paid', {
      cookie: admin,
    })
    expect(await ledgerOf(paid.id)).toHaveLength(1)
    expect((await read(paid.id)).id).toBe(paid.id)

    const unpaid = await create(stay({ guestName: 'Esi Unpaid' }))
    response = await app.call('DELETE', '/bookings?where[guestName][equals]=Esi Unpaid', {
      cookie: admin,
    })
    expect(response.status).toBe(200)
    const left = await app.payload.find({
      collection: 'bookings',
      where: { id: { equals: unpaid.id } },
      overrideAccess: true,
    })
    expect(left.docs).toHaveLength(0)
  })

  it('GraphQL is closed: no mutation deletes or changes a booking', async () => {
    const doc = await create(stay())
    for (const query of [
      `mutation { deleteBooking(id: "${doc.id}") { id } }`,
      `mutation { updateBooking(id: "${doc.id}", data: { price: 1 }) { id } }`,
    ]) {
      const response = await app.call('POST', '/graphql', { json: { query }, cookie: admin })
      expect(response.status).not.toBe(200)
    }
    expect((await read(doc.id)).price).toBe(100000)
  })
})

describe('every change is traced with who made it', () => {
  it('guest details, dates, room, status and the balance rule each write a history line', async () => {
    const doc = await create(stay({ email: 'ama@example.com', note: 'Late arrival' }))
    const changes: Array<[Json, string, string]> = [
      [{ guestName: 'Ama Owusu' }, 'Guest details', 'name Ama Mensah → Ama Owusu'],
      [{ phone: '0201234567' }, 'Guest details', 'phone 0241234567 → 0201234567'],
      [{ email: 'ama@example.org' }, 'Guest details', 'email ama@example.com → ama@example.org'],
      [{ guests: 1 }, 'Guest details', 'guests 2 → 1'],
      [{ note: '' }, 'Guest details', 'note Late arrival → (none)'],
      [{ leaveBalanceDue: true }, 'Balance at check-out', MESSAGES.booking.mayLeaveWithBalance],
      [{ status: 'cancelled' }, 'Cancel', ''],
    ]
    for (const [body, action, detail] of changes) {
      const response = await patch(doc.id, body)
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 200])
      expect((await read(doc.id)).history?.at(-1)).toMatchObject({
        action,
        detail,
        byName: expect.any(String),
        by: expect.anything(),
      })
    }
    const moved = await create(stay())
    const response = await patch(moved.id, { room: otherRoomId })
    expect(response.status).toBe(200)
    expect((await read(moved.id)).history?.at(-1)?.action).toBe('Changed dates or room')
  })
})

describe('a deposit', () => {
  it('is the house’s share on a new stay; staff change it at the desk with a reason, traced', async () => {
    // Imported here: the seed reads the settings, which must be the test database's.
    const { demoSiteSettings } = await import('@/seed')
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { ...demoSiteSettings(), depositPercent: 30 },
      overrideAccess: true,
    })
    const doc = await createStay(
      app,
      admin,
      stay({ price: 99999, priceReason: 'Agreed on the phone' }),
    )
    await app.payload.updateGlobal({
      slug: 'site-settings',
      data: { depositPercent: 0 },
      overrideAccess: true,
    })
    // 30 % of ₵999.99, rounded up to the pesewa.
    expect((await read(doc.id)).deposit).toBe(30000)

    const set = (body: Json, cookie = reception) =>
      app.call('POST', `/bookings/${doc.id}/deposit`, { json: body, cookie })
    const refusals: Array<[Json, number, string]> = [
      [{ amount: '200' }, 400, MESSAGES.booking.depositReason],
      [{ amount: '-5', reason: 'x' }, 400, MESSAGES.booking.depositAmount],
      [{ amount: 200, reason: 'x' }, 400, MESSAGES.booking.depositAmount],
      [{ percent: 101, reason: 'x' }, 400, MESSAGES.booking.depositAmount],
      [{ amount: '1000', reason: 'x' }, 400, MESSAGES.booking.depositTooHigh],
    ]
    for (const [body, status, expected] of refusals) {
      const response = await set(body)
      expect([response.status, await message(response)]).toEqual([status, expected])
    }
    expect((await set({ amount: '200', reason: 'x' }, '')).status).toBe(401)
    expect((await read(doc.id)).deposit).toBe(30000)

    const response = await set({ amount: '200.50', reason: 'Asked on the phone' })
    expect(response.status).toBe(200)
    expect(await message(response)).toBe(MESSAGES.booking.depositSet('₵200.50'))
    expect((await read(doc.id)).history?.at(-1)).toMatchObject({
      action: 'Deposit',
      detail: '₵300 → ₵200.50: Asked on the phone',
      byName: 'Front Desk',
    })
    // Not through REST: the field is the server's.
    expect((await patch(doc.id, { deposit: 0 })).status).toBe(200)
    expect((await read(doc.id)).deposit).toBe(20050)
  })
})
