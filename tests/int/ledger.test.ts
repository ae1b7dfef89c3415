import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import type { Booking, Ledger } from '@/payload-types'

import type { TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import {
  bookedOn,
  errorMessage as message,
  ledgerEntries,
  moneyDesk,
  recordMoney,
  reverseEntry,
} from '../helpers/fixtures/money'

const desk = moneyDesk('ledger', { guestName: 'Kofi Boateng' })
let app: TestApp
let admin: string
let reception: string
beforeAll(() => {
  ;({ app, admin, reception } = desk)
})

type Json = Record<string, unknown>

/** An array row's id as Payload makes them, for rows written below its operations. */
const randomRowId = () => randomBytes(12).toString('hex')

const newStay = (): Promise<Booking> => desk.newStay()

const money = (id: string, body: Json, cookie = reception) => recordMoney(app, id, body, cookie)

const reverse = (id: string, body: Json) => reverseEntry(app, id, body, reception)

/** A stay's money entries; its price and deposit entries are tested in ledgerFigures.test.ts. */
const entriesOf = (bookingId: string): Promise<Ledger[]> =>
  ledgerEntries(app, bookingId, { moneyOnly: true })

describe('the ledger is only ever added to', () => {
  // Every door and every role: ledgerDoors.test.ts.
  it('lets staff read it, and no one else', async () => {
    const stay = await newStay()
    await money(stay.id, { amount: '5' })
    const asStaff = await app.call(
      'GET',
      `/ledger?where[booking][equals]=${stay.id}&where[kind][equals]=payment`,
      { cookie: reception },
    )
    expect(((await asStaff.json()) as { totalDocs: number }).totalDocs).toBe(1)
    const asGuest = await app.call('GET', `/ledger?where[booking][equals]=${stay.id}`)
    expect(asGuest.status).toBe(403)
  })
})

describe('refunds and reversals', () => {
  it('refunds with a reason, never more than the house holds', async () => {
    const stay = await newStay()
    await money(stay.id, { amount: '300' })
    const noReason = await money(stay.id, { kind: 'refund', amount: '50' })
    expect([noReason.status, await message(noReason)]).toEqual([400, MESSAGES.ledger.refundReason])
    const tooMuch = await money(stay.id, { kind: 'refund', amount: '300.01', reason: 'Left early' })
    expect([tooMuch.status, await message(tooMuch)]).toEqual([
      409,
      MESSAGES.ledger.refundTooHigh('₵300'),
    ])
    const refund = await money(stay.id, {
      kind: 'refund',
      amount: '100',
      reason: 'Left a night early',
      method: 'mobile-money',
      network: 'mtn',
      transactionId: 'TX-9',
    })
    expect(refund.status).toBe(201)
    const { doc } = (await refund.json()) as { doc: Booking }
    const entries = await entriesOf(stay.id)
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['payment', 30000],
      ['refund', 10000],
    ])
    expect(doc.history?.at(-1)).toMatchObject({
      action: 'Refund',
      detail: `₵100 mobile money MTN, receipt ${entries[1].receipt}: Left a night early`,
    })
    // The stay reads its whole ledger with it: its price, the payment and the refund.
    expect(doc.ledger?.docs).toHaveLength(3)
  })

  it('reverses a payment once, with a reason; a second reversal is refused', async () => {
    const stay = await newStay()
    await money(stay.id, { amount: '80' })
    const [payment] = await entriesOf(stay.id)
    const noReason = await reverse(stay.id, { entryId: payment.id })
    expect(noReason.status).toBe(400)
    const [first, second] = await Promise.all([
      reverse(stay.id, { entryId: payment.id, reason: 'Typed 80 for 8' }),
      reverse(stay.id, { entryId: payment.id, reason: 'Typed 80 for 8' }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const again = await reverse(stay.id, { entryId: payment.id, reason: 'Once more' })
    expect([again.status, await message(again)]).toEqual([409, MESSAGES.ledger.alreadyReversed])
    const entries = await entriesOf(stay.id)
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.reverses])).toEqual([
      ['payment', 8000, null],
      ['reversal', 8000, payment.id],
    ])
    const reversal = await reverse(stay.id, { entryId: entries[1].id, reason: 'No' })
    expect([reversal.status, await message(reversal)]).toEqual([
      400,
      MESSAGES.ledger.reverseNotMoney,
    ])
    const booking = await app.payload.findByID({ collection: 'bookings', id: stay.id })
    expect(booking.history?.at(-1)).toMatchObject({
      action: 'Reversed',
      detail: `${payment.receipt}: Typed 80 for 8`,
    })
  })

  it('never deletes a booking with ledger entries, even an admin by where', async () => {
    const stay = await newStay()
    await money(stay.id, { amount: '1' })
    const [payment] = await entriesOf(stay.id)
    await reverse(stay.id, { entryId: payment.id, reason: 'Wrong stay' })
    for (const path of [`/bookings/${stay.id}`, `/bookings?where[id][equals]=${stay.id}`]) {
      const response = await app.call('DELETE', path, { cookie: admin })
      expect(response.status).not.toBe(200)
    }
    expect(
      await app.payload.count({ collection: 'bookings', where: { id: { equals: stay.id } } }),
    ).toMatchObject({ totalDocs: 1 })
    const empty = await newStay()
    expect((await app.call('DELETE', `/bookings/${empty.id}`, { cookie: admin })).status).toBe(200)
  })
})

describe('payments kept on a stay', () => {
  /** The upgrade every start runs; imported here, after the test database is set. */
  async function upgrade(): Promise<number> {
    const { movePaymentsToLedger } = await import('@/seed/ledgerPayments')
    return movePaymentsToLedger(app.payload)
  }

  it('move into the ledger once, numbered by day, and leave the stay as it was', async () => {
    const first = await newStay()
    const second = await newStay()
    const kept = (id: string, payments: Json[]) =>
      app.payload.db.updateOne({
        collection: 'bookings',
        id,
        data: { payments: payments.map((payment) => ({ id: randomRowId(), ...payment })) },
      })
    await kept(first.id, [
      { amount: 1.15, method: 'cash', date: `${day(-1)}T00:00:00.000Z`, note: 'Deposit' },
      {
        amount: 250.5,
        method: 'mobile-money',
        network: 'mtn',
        transactionId: 'MP-1',
        date: `${day(-3)}T00:00:00.000Z`,
      },
    ])
    await kept(second.id, [{ amount: 99.99, method: 'card', date: `${day(-2)}T00:00:00.000Z` }])
    const last = (
      await app.payload.find({ collection: 'ledger', sort: '-receiptNumber', limit: 1 })
    ).docs[0]?.receiptNumber as number

    expect(await upgrade()).toBe(3)
    const moved = await app.payload.find({
      collection: 'ledger',
      where: { recordedByName: { equals: MESSAGES.ledger.movedBy } },
      sort: 'receiptNumber',
      depth: 0,
    })
    expect(
      moved.docs.map((entry) => [
        entry.booking,
        entry.receiptNumber! - last,
        entry.amount,
        entry.method,
        entry.network ?? null,
        entry.transactionId ?? null,
        entry.date?.slice(0, 10),
        entry.note ?? null,
      ]),
    ).toEqual([
      [first.id, 1, 25050, 'mobile-money', 'mtn', 'MP-1', day(-3), null],
      [second.id, 2, 9999, 'card', null, null, day(-2), null],
      [first.id, 3, 115, 'cash', null, null, day(-1), 'Deposit'],
    ])
    const stay = await app.payload.findByID({ collection: 'bookings', id: first.id, depth: 0 })
    expect(stay).toMatchObject({ guestName: 'Kofi Boateng', price: 100000 })

    // A second start changes nothing.
    const before = (await app.payload.count({ collection: 'ledger' })).totalDocs
    expect(await upgrade()).toBe(0)
    expect((await app.payload.count({ collection: 'ledger' })).totalDocs).toBe(before)
    const again = await app.payload.count({
      collection: 'ledger',
      where: { recordedByName: { equals: MESSAGES.ledger.movedBy } },
    })
    expect(again.totalDocs).toBe(3)
  })

  it('are never read or written through REST', async () => {
    const stay = await newStay()
    await app.payload.db.updateOne({
      collection: 'bookings',
      id: stay.id,
      data: {
        payments: [
          { id: randomRowId(), amount: 5, method: 'cash', date: `${day(0)}T00:00:00.000Z` },
        ],
      },
    })
    const read = await app.call('GET', `/bookings/${stay.id}`, { cookie: admin })
    expect(((await read.json()) as Booking).payments ?? []).toEqual([])
    await app.call('PATCH', `/bookings/${stay.id}`, {
      json: { payments: [] },
      cookie: admin,
    })
    await upgrade()
    expect((await entriesOf(stay.id)).map((entry) => entry.amount)).toEqual([500])
  })
})

describe('money entries for reports', () => {
  it('reads a range’s entries with their stay, a reversal carrying the kind it undoes', async () => {
    const { createLocalReq } = await import('payload')
    const { moneyEntriesIn } = await import('@/collections/Ledger/moneyEntries')
    const { revenueOf } = await import('@/lib/money/ledger')
    const stay = await newStay()
    await bookedOn(app, stay.id, day(-1))
    await money(stay.id, { amount: '200', date: day(-1) })
    await money(stay.id, { amount: '50' })
    await money(stay.id, { kind: 'refund', amount: '20', reason: 'Breakfast not taken' })
    const [old] = await entriesOf(stay.id)
    await reverse(stay.id, { entryId: old.id, reason: 'Paid on another stay' })

    const req = await createLocalReq({}, app.payload)
    const ours = (entries: Awaited<ReturnType<typeof moneyEntriesIn>>) =>
      entries.filter((entry) => entry.booking.id === stay.id)
    const today = ours(await moneyEntriesIn(req, { from: day(0), to: day(0) }))
    expect(today.map((entry) => [entry.kind, entry.amount, entry.reversesKind])).toEqual([
      ['payment', 5000, null],
      ['refund', 2000, null],
      ['reversal', 20000, 'payment'],
    ])
    expect(today[0]).toMatchObject({
      day: day(0),
      recordedByName: 'Front Desk',
      booking: { reference: stay.reference, guestName: 'Kofi Boateng', roomName: 'Garden Room' },
    })
    // Today the house took ₵50, gave back ₵20 and undid yesterday's ₵200.
    expect(revenueOf(today)).toBe(5000 - 2000 - 20000)
    const both = ours(await moneyEntriesIn(req, { from: day(-1), to: day(0) }))
    expect(revenueOf(both)).toBe(3000)
  })
})
