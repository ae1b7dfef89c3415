import { beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import type { Booking, Ledger } from '@/payload-types'

import type { TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import { ledgerEntries, moneyDesk } from '../helpers/fixtures/money'

/**
 * A stay's price and deposit are ledger entries on every door that sets them, and the booking's
 * own fields always hold the latest one; they are never counted as money.
 */
const desk = moneyDesk('ledger-figures', {
  guestName: 'Efua Owusu',
  gap: 4,
  otherRoom: { name: 'Mango Room', regularPrice: 450 },
})
let app: TestApp
let admin: string
let reception: string
let otherRoomId: string

type Json = Record<string, unknown>

const newStay = (change: Json = {}): Promise<Booking> => desk.newStay(change)

const entriesOf = (bookingId: string): Promise<Ledger[]> => ledgerEntries(app, bookingId)

/** The price and deposit entries, as [kind, amount, reason, recorded by]. */
async function figuresOf(bookingId: string) {
  return (await entriesOf(bookingId))
    .filter((entry) => entry.kind === 'price' || entry.kind === 'deposit')
    .map((entry) => [entry.kind, entry.amount, entry.reason, entry.recordedByName])
}

const read = (id: string) =>
  app.payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })

/** The booking's price and deposit equal the latest entry of each kind. */
async function expectFieldsFollowLedger(id: string) {
  const entries = await entriesOf(id)
  const latest = (kind: string) =>
    entries.filter((entry) => entry.kind === kind).at(-1)?.amount ?? 0
  const booking = await read(id)
  expect([booking.price, booking.deposit ?? 0]).toEqual([latest('price'), latest('deposit')])
}

async function setDepositShare(percent: number) {
  // Imported here: the seed reads the settings, which must be the test database's.
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings(), depositPercent: percent },
    overrideAccess: true,
  })
}

beforeAll(() => {
  ;({ app, admin, reception, otherRoomId } = desk)
})

describe('a stay’s price and deposit are ledger entries', () => {
  it('when the stay is made, when it is re-priced at the desk, and when an admin sets it by hand', async () => {
    await setDepositShare(30)
    const stay = await newStay()
    await setDepositShare(0)
    expect(await figuresOf(stay.id)).toEqual([
      ['price', 100000, MESSAGES.ledger.priceBooked, 'Front Desk'],
      ['deposit', 30000, MESSAGES.ledger.depositBooked, 'Front Desk'],
    ])
    await expectFieldsFollowLedger(stay.id)

    // Moved to a dearer room for a night more: priced again by the rates.
    const changed = await app.call('POST', `/bookings/${stay.id}/change`, {
      cookie: reception,
      json: {
        seenStatus: 'confirmed',
        roomId: otherRoomId,
        checkIn: day(10 + desk.stays * 4),
        checkOut: day(13 + desk.stays * 4),
      },
    })
    expect(changed.status).toBe(200)
    const requoted = (await read(stay.id)).price
    expect(requoted).not.toBe(100000)
    expect((await figuresOf(stay.id)).at(-1)).toEqual([
      'price',
      requoted,
      MESSAGES.ledger.priceRequoted,
      'Front Desk',
    ])
    await expectFieldsFollowLedger(stay.id)

    // An admin by hand through REST, and through the form /cms sends to the same REST door,
    // each with a reason: without one the price is refused and no entry written.
    const noReason = await app.call('PATCH', `/bookings/${stay.id}`, {
      cookie: admin,
      json: { price: 95050 },
    })
    expect(noReason.status).toBe(400)
    const rest = await app.call('PATCH', `/bookings/${stay.id}`, {
      cookie: admin,
      json: { price: 95050, priceReason: 'Regular guest' },
    })
    expect(rest.status).toBe(200)
    const form = new FormData()
    form.set('_payload', JSON.stringify({ price: 90000, priceReason: 'Long stay, agreed' }))
    const cms = await app.call('PATCH', `/bookings/${stay.id}?depth=0`, {
      cookie: admin,
      body: form,
    })
    expect(cms.status).toBe(200)
    expect((await figuresOf(stay.id)).slice(-2)).toEqual([
      ['price', 95050, 'Regular guest', 'Test Admin'],
      ['price', 90000, 'Long stay, agreed', 'Test Admin'],
    ])
    expect((await read(stay.id)).history?.at(-1)).toMatchObject({
      action: 'Price changed',
      detail: '₵950.50 → ₵900: Long stay, agreed',
    })
    await expectFieldsFollowLedger(stay.id)

    // A refused change writes no entry.
    const refused = await app.call('PATCH', `/bookings/${stay.id}`, {
      cookie: reception,
      json: { price: 1 },
    })
    expect(refused.status).toBe(403)
    expect((await figuresOf(stay.id)).at(-1)?.[1]).toBe(90000)
    // A change that leaves the price writes none either.
    const renamed = await app.call('PATCH', `/bookings/${stay.id}`, {
      cookie: reception,
      json: { guestName: 'Efua Owusu-Ansah' },
    })
    expect(renamed.status).toBe(200)
    expect(await figuresOf(stay.id)).toHaveLength(5)
  })

  it('the deposit set at the desk, with its reason and who set it', async () => {
    const stay = await newStay()
    expect(await figuresOf(stay.id)).toEqual([
      ['price', 100000, MESSAGES.ledger.priceBooked, 'Front Desk'],
    ])
    const set = await app.call('POST', `/bookings/${stay.id}/deposit`, {
      cookie: reception,
      json: { amount: '200.50', reason: 'Asked on the phone' },
    })
    expect(set.status).toBe(200)
    const bad = await app.call('POST', `/bookings/${stay.id}/deposit`, {
      cookie: reception,
      json: { amount: '2000', reason: 'Too much' },
    })
    expect(bad.status).toBe(400)
    expect((await figuresOf(stay.id)).at(-1)).toEqual([
      'deposit',
      20050,
      'Asked on the phone',
      'Front Desk',
    ])
    await expectFieldsFollowLedger(stay.id)
    expect((await read(stay.id)).history?.at(-1)).toMatchObject({ action: 'Deposit' })
  })

  it('are never counted as money: the stay’s balance, the takings and the CSV see payments only', async () => {
    const stay = await newStay()
    const paid = await app.call('POST', `/bookings/${stay.id}/payments`, {
      cookie: reception,
      json: { amount: '5', method: 'cash', date: day(0) },
    })
    expect(paid.status).toBe(201)
    const { doc } = (await paid.json()) as { doc: Booking }
    const { bookingMoney } = await import('@/lib/money/ledger')
    expect(bookingMoney(doc)).toMatchObject({ price: 100000, received: 500, balance: 99500 })
    const cashUp = await app.call('GET', `/bookings/cash-up?day=${day(0)}`, { cookie: admin })
    const takings = (await cashUp.json()) as { total: number; byMethod: { entries: unknown[] }[] }
    expect(takings.total).toBe(500)
    expect(takings.byMethod.flatMap((group) => group.entries)).toHaveLength(1)
    const csv = await app.call(
      'GET',
      `/bookings/export?from=${day(0)}&to=${day(0)}&kind=payments`,
      { cookie: admin },
    )
    expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(2)
  })

  it('an admin deletes a stay that never held money, and its price with it', async () => {
    const stay = await newStay()
    expect(await figuresOf(stay.id)).toHaveLength(1)
    expect((await app.call('DELETE', `/bookings/${stay.id}`, { cookie: admin })).status).toBe(200)
    expect(await entriesOf(stay.id)).toEqual([])
  })
})

describe('stays made before prices were kept in the ledger', () => {
  /** The upgrade every start runs; imported here, after the test database is set. */
  async function upgrade(): Promise<number> {
    const { openStayFigures } = await import('@/seed/ledgerFigures')
    return openStayFigures(app.payload)
  }

  it('get one opening price entry, and a deposit entry where one is set, once', async () => {
    const older = await newStay()
    const plain = await newStay()
    // As an older version left them: no price or deposit entries, the price and a deposit on the
    // row.
    await app.payload.db.deleteMany({
      collection: 'ledger',
      where: { booking: { in: [older.id, plain.id] } },
    })
    await app.payload.db.updateOne({
      collection: 'bookings',
      id: older.id,
      data: { price: 64000, deposit: 20000 },
      returning: false,
    })
    await app.payload.db.updateOne({
      collection: 'bookings',
      id: plain.id,
      data: { price: 12345 },
      returning: false,
    })
    const others = (await app.payload.count({ collection: 'ledger' })).totalDocs

    expect(await upgrade()).toBe(2)
    const opened = [MESSAGES.ledger.openedReason, MESSAGES.ledger.openedBy]
    expect(await figuresOf(older.id)).toEqual([
      ['deposit', 20000, ...opened],
      ['price', 64000, ...opened],
    ])
    expect(await figuresOf(plain.id)).toEqual([['price', 12345, ...opened]])
    await expectFieldsFollowLedger(older.id)
    expect((await app.payload.count({ collection: 'ledger' })).totalDocs).toBe(others + 3)

    // A second start finds every stay opened and writes nothing.
    expect(await upgrade()).toBe(0)
    expect((await app.payload.count({ collection: 'ledger' })).totalDocs).toBe(others + 3)
  })
})
