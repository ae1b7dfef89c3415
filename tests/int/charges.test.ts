import { beforeAll, describe, expect, it } from '@jest/globals'

import { todayInGhana } from '@/lib/dates'
import { bookingMoney } from '@/lib/money/ledger'
import { formatPesewas } from '@/lib/money/amounts'
import { MESSAGES } from '@/lib/messages'
import type { Booking, Ledger, User } from '@/payload-types'

import { TEST_EDITOR, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import {
  createExtra,
  errorMessage as message,
  ledgerEntries,
  moneyDesk,
  postCharge,
  recordMoney,
  reverseEntry,
} from '../helpers/fixtures/money'

/**
 * Extras on the bill: reception and admins charge a listed item to a stay that is confirmed or in
 * the house; the charge is a ledger entry no door changes or removes, undone only by a reversal
 * with a reason, and the balance, the check-out and the CSVs count it.
 */
const desk = moneyDesk('charges', { guestName: 'Yaw Darko' })
let app: TestApp
let admin: string
let reception: string
let editor: string
let beer: string
let laundry: string
let retired: string

type Json = Record<string, unknown>

/** The body the /cms document form sends to the REST API. */
function cmsForm(data: Json): FormData {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  return form
}

const charge = (id: string, body: Json, cookie: string | undefined = reception) =>
  postCharge(app, id, body, cookie)

const status = (id: string, body: Json, cookie = reception) =>
  app.call('POST', `/bookings/${id}/status`, { json: body, cookie })

const readStay = async (id: string): Promise<Booking> =>
  app.payload.findByID({ collection: 'bookings', id, depth: 1, overrideAccess: true })

const chargesOf = async (id: string): Promise<Ledger[]> =>
  (await ledgerEntries(app, id)).filter((entry) => entry.kind === 'charge')

beforeAll(async () => {
  ;({ app, admin, reception } = desk)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
  beer = await createExtra(app, { name: 'Club beer', price: 2500 })
  laundry = await createExtra(app, { name: 'Laundry (per bag)', price: 5000, category: 'laundry' })
  retired = await createExtra(app, { name: 'Palm wine', price: 1500, active: false })
})

describe('posting a charge', () => {
  it('reception charge a listed item at its price with the item and a quantity alone', async () => {
    const stay = await desk.newStay()
    const answer = await charge(stay.id, { extra: beer, quantity: 2 })
    expect(answer.status).toBe(201)
    const { doc, message: said } = (await answer.json()) as { doc: Booking; message: string }
    expect(said).toBe(MESSAGES.charges.added)
    const [entry] = await chargesOf(stay.id)
    expect(entry).toMatchObject({
      kind: 'charge',
      amount: 5000,
      extra: beer,
      description: 'Club beer',
      quantity: 2,
      unitPrice: 2500,
      taxable: true,
      date: `${todayInGhana()}T00:00:00.000Z`,
      reason: null,
      recordedByName: 'Front Desk',
      receipt: null,
    })
    expect(doc.history?.at(-1)).toMatchObject({
      action: 'Charge',
      detail: '2 × Club beer, ₵50',
      byName: 'Front Desk',
    })
    expect(doc.history?.at(-1)?.at).toEqual(expect.any(String))
    expect(bookingMoney(doc)).toMatchObject({ charges: 5000, due: doc.price! + 5000 })
  })

  it('an admin charges at another price with a reason, which the entry and history keep', async () => {
    const stay = await desk.newStay()
    const answer = await charge(
      stay.id,
      { extra: laundry, quantity: 1, unitPrice: 4000, reason: 'Small bag', note: 'Room 3' },
      admin,
    )
    expect(answer.status).toBe(201)
    const [entry] = await chargesOf(stay.id)
    expect(entry).toMatchObject({ amount: 4000, unitPrice: 4000, reason: 'Small bag' })
    expect(entry.note).toBe('Room 3')
    const { doc } = (await answer.json()) as { doc: Booking }
    expect(doc.history?.at(-1)?.detail).toBe('1 × Laundry (per bag), ₵40: Small bag')
  })

  it('editors, strangers and a guest’s link are refused, and nothing is written', async () => {
    const stay = await desk.newStay()
    const before = await ledgerEntries(app, stay.id)
    const asEditor = await charge(stay.id, { extra: beer, quantity: 1 }, editor)
    expect([asEditor.status, await message(asEditor)]).toEqual([403, MESSAGES.auth.forbidden])
    const asStranger = await postCharge(app, stay.id, { extra: beer, quantity: 1 })
    expect([asStranger.status, await message(asStranger)]).toEqual([401, MESSAGES.auth.notSignedIn])
    // A guest's private link opens no door to the bill: there is no charge under it.
    const byLink = await app.call('POST', `/bookings/stay/any-token/charges`, {
      json: { extra: beer, quantity: 1 },
    })
    expect(byLink.status).toBe(404)
    // Nor may anyone write one as a bare ledger entry, by REST or the /cms form.
    for (const cookie of [admin, reception, editor, undefined]) {
      const data = { booking: stay.id, kind: 'charge', amount: 100, recordedByName: 'x' }
      for (const body of [{ json: data }, { body: cmsForm(data) }]) {
        const created = await app.call('POST', '/ledger', { ...body, cookie })
        expect(created.status).toBe(403)
      }
    }
    expect(await ledgerEntries(app, stay.id)).toEqual(before)
  })

  it('a stay that is requested or cancelled takes no charge', async () => {
    const requested = await desk.newStay({ status: 'requested' })
    const cancelled = await desk.newStay()
    const cancel = await status(cancelled.id, { action: 'cancel', seenStatus: 'confirmed' })
    expect(cancel.status).toBe(200)
    for (const stay of [requested, cancelled]) {
      const before = await ledgerEntries(app, stay.id)
      const answer = await charge(stay.id, { extra: beer, quantity: 1 })
      expect([answer.status, await message(answer)]).toEqual([409, MESSAGES.charges.notInHouse])
      expect(await ledgerEntries(app, stay.id)).toEqual(before)
    }
  })

  it('refuses bad input with a clear message and writes nothing', async () => {
    const stay = await desk.newStay()
    const before = await ledgerEntries(app, stay.id)
    const cases: Array<[string, Json, string]> = [
      ['no item', { quantity: 1 }, MESSAGES.charges.unknownItem],
      ['an unknown item', { extra: 'no-such-item', quantity: 1 }, MESSAGES.charges.unknownItem],
      ['an item off the list', { extra: retired, quantity: 1 }, MESSAGES.charges.inactiveItem],
      ['quantity 0', { extra: beer, quantity: 0 }, MESSAGES.charges.quantity],
      ['quantity 1000', { extra: beer, quantity: 1000 }, MESSAGES.charges.quantity],
      ['quantity 1.5', { extra: beer, quantity: 1.5 }, MESSAGES.charges.quantity],
      ['quantity as text', { extra: beer, quantity: '2' }, MESSAGES.charges.quantity],
      ['no quantity', { extra: beer }, MESSAGES.charges.quantity],
      [
        'a negative price',
        { extra: beer, quantity: 1, unitPrice: -100, reason: 'x' },
        MESSAGES.charges.unitPrice,
      ],
      [
        'a price in part pesewas',
        { extra: beer, quantity: 1, unitPrice: 2499.5, reason: 'x' },
        MESSAGES.charges.unitPrice,
      ],
      [
        'a price as text',
        { extra: beer, quantity: 1, unitPrice: '2500', reason: 'x' },
        MESSAGES.charges.unitPrice,
      ],
      [
        'another price without a reason',
        { extra: beer, quantity: 1, unitPrice: 2000 },
        MESSAGES.charges.priceReason,
      ],
      [
        'another price with a blank reason',
        { extra: beer, quantity: 1, unitPrice: 2000, reason: '   ' },
        MESSAGES.charges.priceReason,
      ],
      [
        'a reason too long',
        { extra: beer, quantity: 1, unitPrice: 2000, reason: 'x'.repeat(201) },
        MESSAGES.charges.reasonTooLong,
      ],
    ]
    // Each case, the stay booked (1) and the ledger unchanged (1).
    expect.assertions(cases.length + 2)
    for (const [name, body, said] of cases) {
      const answer = await charge(stay.id, body)
      expect({ name, status: answer.status, message: await message(answer) }).toEqual({
        name,
        status: 400,
        message: said,
      })
    }
    expect(await ledgerEntries(app, stay.id)).toEqual(before)
  })
})

describe('a charge, once written', () => {
  it('is changed or removed by no one, on any door, admins included', async () => {
    const stay = await desk.newStay()
    expect((await charge(stay.id, { extra: beer, quantity: 1 })).status).toBe(201)
    const before = await ledgerEntries(app, stay.id)
    const [entry] = await chargesOf(stay.id)
    const roles: Array<[string, string | undefined]> = [
      ['admin', admin],
      ['reception', reception],
      ['editor', editor],
      ['no one signed in', undefined],
    ]
    for (const [role, cookie] of roles) {
      const byId = `/ledger/${entry.id}`
      const where = `/ledger?where[id][equals]=${entry.id}`
      const answers: Array<[string, Response]> = [
        ['PATCH by id', await app.call('PATCH', byId, { json: { amount: 1 }, cookie })],
        ['DELETE by id', await app.call('DELETE', byId, { cookie })],
        ['PATCH by where', await app.call('PATCH', where, { json: { quantity: 9 }, cookie })],
        ['DELETE by where', await app.call('DELETE', where, { cookie })],
        ['/cms form', await app.call('PATCH', byId, { body: cmsForm({ amount: 1 }), cookie })],
      ]
      for (const [door, answer] of answers) {
        expect({ role, door, refused: answer.status >= 400 }).toEqual({
          role,
          door,
          refused: true,
        })
      }
    }
    // /cms works through the Local API as the signed-in user: refused for an admin too.
    const [adminUser] = (
      await app.payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })
    ).docs as User[]
    const asUser = { overrideAccess: false, user: { ...adminUser, collection: 'users' as const } }
    await expect(
      app.payload.update({ collection: 'ledger', id: entry.id, data: { amount: 1 }, ...asUser }),
    ).rejects.toThrow()
    await expect(
      app.payload.delete({ collection: 'ledger', id: entry.id, ...asUser }),
    ).rejects.toThrow()
    // The server's own code is refused too.
    await expect(
      app.payload.update({ collection: 'ledger', id: entry.id, data: { quantity: 9 } }),
    ).rejects.toThrow(MESSAGES.ledger.fixed)
    await expect(app.payload.delete({ collection: 'ledger', id: entry.id })).rejects.toThrow(
      MESSAGES.ledger.fixed,
    )
    expect(await ledgerEntries(app, stay.id)).toEqual(before)
  })

  it('is undone once by a reversal with a reason, in the history, and moves no takings', async () => {
    const stay = await desk.newStay()
    expect((await charge(stay.id, { extra: laundry, quantity: 2 })).status).toBe(201)
    const [entry] = await chargesOf(stay.id)
    const noReason = await reverseEntry(app, stay.id, { entryId: entry.id }, reception)
    expect([noReason.status, await message(noReason)]).toEqual([400, MESSAGES.ledger.reverseReason])
    const reversed = await reverseEntry(
      app,
      stay.id,
      { entryId: entry.id, reason: 'Charged to the wrong room' },
      reception,
    )
    expect(reversed.status).toBe(200)
    const { doc } = (await reversed.json()) as { doc: Booking }
    expect(doc.history?.at(-1)).toMatchObject({
      action: 'Reversed',
      detail: '2 × Laundry (per bag): Charged to the wrong room',
    })
    expect(bookingMoney(doc)).toMatchObject({ charges: 0, due: doc.price })
    const again = await reverseEntry(app, stay.id, { entryId: entry.id, reason: 'x' }, reception)
    expect([again.status, await message(again)]).toEqual([409, MESSAGES.ledger.alreadyReversed])
    // The day's takings hold no line for it: undoing a charge moves no money.
    const takings = await app.call('GET', `/bookings/cash-up?day=${todayInGhana()}`, {
      cookie: admin,
    })
    expect(await takings.text()).not.toContain(stay.reference)
  })
})

describe('charges in the money', () => {
  it('count in the balance, the check-out and both CSVs, reversals less; none after leaving', async () => {
    const today = todayInGhana()
    // Arriving today and priced by the rates (one night), so the guest can be checked in.
    const made = await app.call('POST', '/bookings', {
      cookie: reception,
      json: {
        ...desk.nextStay({ checkIn: day(0), checkOut: day(1) }),
        phone: '0241234567',
        guests: 1,
        source: 'phone',
        status: 'confirmed',
      },
    })
    expect(made.status).toBe(201)
    const stay = ((await made.json()) as { doc: Booking }).doc
    const price = stay.price!
    await recordMoney(app, stay.id, { amount: String(price / 100) }, reception)
    expect((await status(stay.id, { action: 'checkIn', seenStatus: 'confirmed' })).status).toBe(200)
    expect((await charge(stay.id, { extra: beer, quantity: 2 })).status).toBe(201)
    expect((await charge(stay.id, { extra: laundry, quantity: 1 })).status).toBe(201)
    const laundryEntry = (await chargesOf(stay.id)).find((entry) => entry.extra === laundry)!
    const reversed = await reverseEntry(
      app,
      stay.id,
      { entryId: laundryEntry.id, reason: 'Not this guest’s' },
      admin,
    )
    expect(reversed.status).toBe(200)

    const money = bookingMoney(await readStay(stay.id))
    expect(money).toMatchObject({ charges: 5000, due: price + 5000, balance: 5000, credit: 0 })

    // Checking out with the extras unpaid is refused unless the desk says the guest leaves owing.
    const out = await status(stay.id, { action: 'checkOut', seenStatus: 'checked-in' })
    expect([out.status, await message(out)]).toEqual([
      400,
      MESSAGES.booking.balanceDue(formatPesewas(5000)),
    ])

    // The bookings CSV: its extras and its balance.
    const bookingsCsv = await app.call(
      'GET',
      `/bookings/export?from=${today}&to=${today}&kind=bookings`,
      { cookie: admin },
    )
    const [header, ...rows] = (await bookingsCsv.text()).replace(/^\uFEFF/, '').split('\r\n')
    const columns = header.split(',')
    const row = rows.find((line) => line.includes(stay.reference!))!.split(',')
    expect(row[columns.indexOf('Extras (GHS)')]).toBe('50')
    expect(row[columns.indexOf('Balance due (GHS)')]).toBe('50')

    // The payments CSV: each charge and the reversal in the extras column, no money moved.
    const paymentsCsv = await app.call(
      'GET',
      `/bookings/export?from=${today}&to=${today}&kind=payments`,
      { cookie: admin },
    )
    const [moneyHeader, ...moneyRows] = (await paymentsCsv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    const named = moneyHeader.split(',')
    const lines = moneyRows
      .filter((line) => line.includes(stay.reference!))
      .map((line) => line.split(','))
      .map((cells) =>
        ['Kind', 'Amount (GHS)', 'Charged (GHS)', 'Item', 'Quantity'].map(
          (column) => cells[named.indexOf(column)],
        ),
      )
    expect(lines).toEqual([
      ['payment', String(price / 100), '', '', ''],
      ['charge', '0', '50', 'Club beer', '2'],
      ['charge', '0', '50', 'Laundry (per bag)', '1'],
      ['reversal', '0', '-50', 'Laundry (per bag)', '1'],
    ])

    // Paying the extras is an ordinary payment; then the guest leaves owing nothing.
    expect((await recordMoney(app, stay.id, { amount: '50' }, reception)).status).toBe(201)
    const left = await status(stay.id, { action: 'checkOut', seenStatus: 'checked-in' })
    expect(left.status).toBe(200)
    expect(bookingMoney(await readStay(stay.id))).toMatchObject({ balance: 0, credit: 0 })
    const afterLeaving = await charge(stay.id, { extra: beer, quantity: 1 })
    expect([afterLeaving.status, await message(afterLeaving)]).toEqual([
      409,
      MESSAGES.charges.notInHouse,
    ])
  })
})

describe('the extras price list', () => {
  it('admins keep it, reception read it, editors and strangers see nothing', async () => {
    const created = await app.call('POST', '/extras', {
      json: { name: 'Soft drink', category: 'bar', price: 1000, taxable: true, active: true },
      cookie: admin,
    })
    expect(created.status).toBe(201)
    const list = await app.call('GET', '/extras?where[active][equals]=true', { cookie: reception })
    expect(list.status).toBe(200)
    const names = ((await list.json()) as { docs: { name: string }[] }).docs.map((d) => d.name)
    expect(names).toEqual(expect.arrayContaining(['Club beer', 'Soft drink']))
    expect(names).not.toContain('Palm wine')
    const byReception = await app.call('POST', '/extras', {
      json: { name: 'Free beer', category: 'bar', price: 1 },
      cookie: reception,
    })
    expect(byReception.status).toBe(403)
    const repriced = await app.call('PATCH', `/extras/${beer}`, {
      json: { price: 1 },
      cookie: reception,
    })
    expect(repriced.status).toBe(403)
    for (const cookie of [editor, undefined]) {
      expect((await app.call('GET', '/extras', { cookie })).status).toBe(403)
    }
  })

  it('refuses a bad item with a clear message, and keeps an item once charged', async () => {
    const bad: Array<[Json, string]> = [
      [{ name: ' ', category: 'bar', price: 100 }, MESSAGES.charges.name],
      [{ name: 'Beer', category: 'spa', price: 100 }, MESSAGES.charges.category],
      [{ name: 'Beer', category: 'bar', price: 0 }, MESSAGES.charges.price],
      [{ name: 'Beer', category: 'bar', price: 12.5 }, MESSAGES.charges.price],
    ]
    // Each item, then the stay booked, charged, its item kept and the list unchanged.
    expect.assertions(bad.length + 4)
    for (const [json, said] of bad) {
      const answer = await app.call('POST', '/extras', { json, cookie: admin })
      // Payload names the field at the top, and gives the field's own message beside it.
      const body = (await answer.json()) as {
        errors: { data?: { errors?: { message: string }[] } }[]
      }
      expect({ status: answer.status, message: body.errors[0].data?.errors?.[0]?.message }).toEqual(
        { status: 400, message: said },
      )
    }
    const before = await app.payload.count({ collection: 'extras', overrideAccess: true })
    const stay = await desk.newStay()
    expect((await charge(stay.id, { extra: beer, quantity: 1 })).status).toBe(201)
    const removed = await app.call('DELETE', `/extras/${beer}`, { cookie: admin })
    expect([removed.status, await message(removed)]).toEqual([409, MESSAGES.charges.keepCharged])
    expect(await app.payload.count({ collection: 'extras', overrideAccess: true })).toEqual(before)
  })
})
