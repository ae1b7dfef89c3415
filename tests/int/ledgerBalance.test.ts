/**
 * Each stay keeps what its ledger says is left to settle (`ledgerBalance`), written by the ledger's
 * one writer, so the balances owed read only the stays not settled instead of every stay a house
 * has had. The figure follows every kind of entry and every price change, survives payments sent
 * at once, and a house from before it was kept gets it once.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { fillLedgerBalances } from '@/collections/Ledger/owed/ledgerBalance'
import type { OwedPage } from '@/lib/reports/owed'
import type { Booking } from '@/payload-types'

import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import {
  createExtra,
  createStay,
  ledgerEntries,
  postCharge,
  recordMoney,
  reverseEntry,
  signInDesk,
} from '../helpers/fixtures/money'

let app: TestApp
const cookies = { admin: '', reception: '' }
let room = ''
let stays = 0

beforeAll(async () => {
  app = await startTestApp('ledger-balance')
  Object.assign(cookies, await signInDesk(app))
  room = await createTestRoom(app.payload, 'Garden Room', { regularPrice: 350 })
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

/** A stay of two nights of its own, priced `price` pesewas by the desk. */
async function newStay(price: number, status: Booking['status'] = 'confirmed'): Promise<Booking> {
  stays += 1
  return createStay(app, cookies.admin, {
    room,
    guestName: 'Kwame Mensah',
    checkIn: day(10 + stays * 3),
    checkOut: day(12 + stays * 3),
    price,
    priceReason: 'Agreed with the guest',
    status,
  })
}

/** The stay's kept figure and the entries it was read from, as stored. */
async function figure(id: string) {
  const stored = await app.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    overrideAccess: true,
  })
  return { balance: stored.ledgerBalance, turns: stored.ledgerTurns }
}

/** A money call answered as the desk expects: 201 for an entry written, 200 for a reversal. */
const expectCreated = (response: Response, status = 201) => expect(response.status).toBe(status)

describe("a stay's ledger balance", () => {
  it('follows every entry: payments, an extra, a reversal, a refund and a new price', async () => {
    const stay = await newStay(100_000)
    expectCreated(await recordMoney(app, stay.id, { amount: '300' }, cookies.reception))
    expect(await figure(stay.id)).toMatchObject({ balance: 70_000 })

    const extra = await createExtra(app, { name: 'Club beer', price: 1_500 })
    expectCreated(await postCharge(app, stay.id, { extra, quantity: 2 }, cookies.reception))
    expect(await figure(stay.id)).toMatchObject({ balance: 73_000 })

    const second = await recordMoney(app, stay.id, { amount: '730' }, cookies.reception)
    expectCreated(second)
    expect(await figure(stay.id)).toMatchObject({ balance: 0 })

    const payments = await ledgerEntries(app, stay.id, { moneyOnly: true })
    const lastPayment = payments.filter((entry) => entry.kind === 'payment').at(-1)
    expectCreated(
      await reverseEntry(
        app,
        stay.id,
        { entryId: lastPayment?.id, reason: 'Entered twice' },
        cookies.reception,
      ),
      200,
    )
    expect(await figure(stay.id)).toMatchObject({ balance: 73_000 })

    // Paid twice over, then a refund of part: a credit is below zero.
    expectCreated(await recordMoney(app, stay.id, { amount: '830' }, cookies.reception))
    expect(await figure(stay.id)).toMatchObject({ balance: -10_000 })
    expectCreated(
      await recordMoney(
        app,
        stay.id,
        { kind: 'refund', amount: '40', reason: 'Change given back' },
        cookies.admin,
      ),
    )
    expect(await figure(stay.id)).toMatchObject({ balance: -6_000 })

    const repriced = await app.call('PATCH', `/bookings/${stay.id}`, {
      cookie: cookies.admin,
      json: { price: 110_000, priceReason: 'Late check-out agreed' },
    })
    expect(repriced.status).toBe(200)
    const entries = await ledgerEntries(app, stay.id)
    expect(await figure(stay.id)).toEqual({ balance: 4_000, turns: entries.length })
  })

  it('payments sent at once leave the figure their whole ledger gives', async () => {
    const stay = await newStay(200_000)
    const amounts = ['100', '200', '300', '400', '500']
    const answers = await Promise.all(
      amounts.map((amount) => recordMoney(app, stay.id, { amount }, cookies.reception)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(amounts.map(() => 201))
    const entries = await ledgerEntries(app, stay.id)
    expect(await figure(stay.id)).toEqual({ balance: 50_000, turns: entries.length })
  })

  it('a house from before the figure gets it once, and the balances owed read the same', async () => {
    const owing = await newStay(90_000, 'confirmed')
    expectCreated(await recordMoney(app, owing.id, { amount: '400' }, cookies.reception))
    for (const status of ['checked-in', 'completed'] as const) {
      await app.payload.update({
        collection: 'bookings',
        id: owing.id,
        data: {
          status,
          checkIn: `${day(-20)}T00:00:00.000Z`,
          checkOut: `${day(-18)}T00:00:00.000Z`,
          leaveBalanceDue: true,
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
    const owedNow = async () => {
      const response = await app.call('GET', '/bookings/owed?page=1', { cookie: cookies.admin })
      expect(response.status).toBe(200)
      const page = (await response.json()) as OwedPage
      return {
        count: page.count,
        total: page.total,
        stays: page.stays.map((stay) => [stay.id, stay.balance]),
      }
    }
    const before = await owedNow()
    // Moved to past dates, the stay is priced again for them: two nights at ₵350.
    expect(before.stays).toContainEqual([String(owing.id), 30_000])

    const all = await app.payload.count({ collection: 'bookings', overrideAccess: true })
    await app.payload.db.updateMany({
      collection: 'bookings',
      where: { id: { exists: true } },
      data: { ledgerBalance: null, ledgerTurns: null },
    })
    // Not kept yet, a stay is read by its whole ledger: nothing owed goes missing meanwhile.
    expect(await owedNow()).toEqual(before)
    expect(await fillLedgerBalances(app.payload)).toBe(all.totalDocs)
    expect(await fillLedgerBalances(app.payload)).toBe(0)
    expect(await figure(owing.id)).toMatchObject({ balance: 30_000 })
    expect(await owedNow()).toEqual(before)
  })

  it("is kept from a stay's first entry: its price, then zero once paid", async () => {
    const settled = await newStay(60_000)
    expectCreated(await recordMoney(app, settled.id, { amount: '600' }, cookies.reception))
    expect(await figure(settled.id)).toMatchObject({ balance: 0 })
    const open = await newStay(80_000)
    expect(await figure(open.id)).toMatchObject({ balance: 80_000 })
  })
})
