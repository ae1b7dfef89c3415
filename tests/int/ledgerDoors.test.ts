import { beforeAll, describe, expect, it } from '@jest/globals'

import { addDays, formatStayDate, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { calendarMonth } from '@/lib/reports/reportRanges'
import type { Booking, Ledger } from '@/payload-types'

import { TEST_EDITOR, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import {
  createStay,
  errorMessage as message,
  ledgerEntries,
  moneyDesk,
} from '../helpers/fixtures/money'
import { createColleague, TEST_COLLEAGUE } from '../helpers/fixtures/staff'

/**
 * Every door to a stay's money, tried by every role: no one changes or removes an entry (REST by
 * id and by `where`, the form /cms sends, GraphQL, the Local API); only bookings staff add money,
 * through the desk's endpoints; editors and strangers do nothing.
 */
const desk = moneyDesk('ledger-doors', { guestName: 'Abena Asante' })
let app: TestApp
let admin: string
let reception: string
let editor: string
let roomId: string

type Json = Record<string, unknown>

const newStay = (): Promise<Booking> => desk.newStay()

const entriesOf = (bookingId: string): Promise<Ledger[]> => ledgerEntries(app, bookingId)

/** The body the /cms document form sends to the REST API. */
function cmsForm(data: Json): FormData {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  return form
}

beforeAll(async () => {
  ;({ app, admin, reception, roomId } = desk)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
})

describe('a ledger entry, once written', () => {
  it('is changed or removed by no one, on any door, admins included', async () => {
    const stay = await newStay()
    const paid = await app.call('POST', `/bookings/${stay.id}/payments`, {
      json: { amount: '250.50', method: 'cash', date: day(0) },
      cookie: reception,
    })
    expect(paid.status).toBe(201)
    const before = await entriesOf(stay.id)
    const entry = before.find((found) => found.kind === 'payment') as Ledger
    expect(entry).toMatchObject({ amount: 25050, recordedByName: 'Front Desk' })
    const price = before.find((found) => found.kind === 'price') as Ledger

    const roles: Array<[string, string | undefined]> = [
      ['admin', admin],
      ['reception', reception],
      ['editor', editor],
      ['no one signed in', undefined],
    ]
    for (const [role, cookie] of roles) {
      for (const target of [entry, price]) {
        const byId = `/ledger/${target.id}`
        const where = `/ledger?where[id][equals]=${target.id}`
        const answers: Array<[string, Response]> = [
          ['PATCH by id', await app.call('PATCH', byId, { json: { amount: 1 }, cookie })],
          ['DELETE by id', await app.call('DELETE', byId, { cookie })],
          ['PATCH by where', await app.call('PATCH', where, { json: { amount: 1 }, cookie })],
          ['DELETE by where', await app.call('DELETE', where, { cookie })],
          ['/cms form', await app.call('PATCH', byId, { body: cmsForm({ amount: 1 }), cookie })],
        ]
        for (const [door, answer] of answers) {
          // By `where`, Payload answers 400 with the documents it was not allowed to touch.
          expect({ role, door, refused: answer.status >= 400 }).toEqual({
            role,
            door,
            refused: true,
          })
        }
      }
      for (const body of [
        { json: { booking: stay.id, kind: 'payment', amount: 100, recordedByName: 'x' } },
        { body: cmsForm({ booking: stay.id, kind: 'refund', amount: 100, recordedByName: 'x' }) },
      ]) {
        const created = await app.call('POST', '/ledger', { ...body, cookie })
        expect({ role, status: created.status }).toEqual({ role, status: 403 })
      }
    }
    // GraphQL is off: its door is not there to knock on, for queries or mutations.
    for (const query of [
      `mutation { deleteLedger(id: "${entry.id}") { id } }`,
      `mutation { updateLedger(id: "${entry.id}", data: { amount: 1 }) { id } }`,
      '{ Ledgers { docs { id amount } } }',
    ]) {
      const graphql = await app.call('POST', '/graphql', { json: { query }, cookie: admin })
      expect(graphql.status).toBe(404)
    }
    // The server's own code is refused too.
    await expect(
      app.payload.update({ collection: 'ledger', id: entry.id, data: { amount: 1 } }),
    ).rejects.toThrow(MESSAGES.ledger.fixed)
    await expect(app.payload.delete({ collection: 'ledger', id: entry.id })).rejects.toThrow(
      MESSAGES.ledger.fixed,
    )
    expect(await entriesOf(stay.id)).toEqual(before)
  })

  it('/cms is told no one may create, change or remove one; editors may not even read', async () => {
    const permissions = async (cookie: string) => {
      const response = await app.call('GET', '/access', { cookie })
      expect(response.status).toBe(200)
      const json = (await response.json()) as {
        collections: Record<string, Record<string, unknown>>
      }
      const ledger = json.collections.ledger ?? {}
      const allowed = (operation: string) => {
        const value = ledger[operation]
        return typeof value === 'object' && value !== null
          ? Boolean((value as { permission?: boolean }).permission)
          : Boolean(value)
      }
      return ['create', 'read', 'update', 'delete'].map((operation) => allowed(operation))
    }
    expect(await permissions(admin)).toEqual([false, true, false, false])
    expect(await permissions(reception)).toEqual([false, true, false, false])
    expect(await permissions(editor)).toEqual([false, false, false, false])
    const read = await app.call('GET', '/ledger', { cookie: editor })
    expect(read.status).toBe(403)
  })
})

describe('the desk’s money doors', () => {
  it('editors and strangers are refused payments, refunds, reversals, deposits and prices', async () => {
    const stay = await newStay()
    const paid = await app.call('POST', `/bookings/${stay.id}/payments`, {
      json: { amount: '80', method: 'cash', date: day(0) },
      cookie: reception,
    })
    expect(paid.status).toBe(201)
    const before = await entriesOf(stay.id)
    const payment = before.find((entry) => entry.kind === 'payment') as Ledger

    const doors: Array<[string, string, Json]> = [
      ['payment', `/bookings/${stay.id}/payments`, { amount: '5', method: 'cash', date: day(0) }],
      [
        'refund',
        `/bookings/${stay.id}/payments`,
        { kind: 'refund', amount: '5', method: 'cash', date: day(0), reason: 'x' },
      ],
      ['reversal', `/bookings/${stay.id}/reverse`, { entryId: payment.id, reason: 'x' }],
      ['deposit', `/bookings/${stay.id}/deposit`, { amount: '10', reason: 'x' }],
    ]
    for (const [door, path, json] of doors) {
      const asEditor = await app.call('POST', path, { json, cookie: editor })
      expect({ door, status: asEditor.status, message: await message(asEditor) }).toEqual({
        door,
        status: 403,
        message: MESSAGES.auth.forbidden,
      })
      const asStranger = await app.call('POST', path, { json })
      expect({ door, status: asStranger.status }).toEqual({ door, status: 401 })
    }
    // The booking itself: editors cannot read or change it, by REST or the /cms form.
    for (const body of [{ json: { price: 1 } }, { body: cmsForm({ price: 1, deposit: 1 }) }]) {
      const patched = await app.call('PATCH', `/bookings/${stay.id}`, { ...body, cookie: editor })
      expect(patched.status).toBe(403)
    }
    expect((await app.call('GET', `/bookings/${stay.id}`, { cookie: editor })).status).toBe(403)
    expect(await entriesOf(stay.id)).toEqual(before)

    // Reception may use each of the desk's doors (and no other; see above).
    for (const [door, path, json] of doors) {
      const answer = await app.call('POST', path, { json, cookie: reception })
      expect({ door, ok: answer.ok }).toEqual({ door, ok: true })
    }
    expect((await entriesOf(stay.id)).map((entry) => entry.kind).slice(before.length)).toEqual([
      'payment',
      'refund',
      'reversal',
      'deposit',
    ])
  })
})

describe('the day money is dated', () => {
  it('reception date it today or yesterday, an admin back to last month, no one before the stay', async () => {
    const today = todayInGhana()
    const lastMonth = calendarMonth(today, -1).from
    // A stay that began long before either bound, so the bound is the role's.
    const old = await createStay(app, admin, {
      room: roomId,
      guestName: 'Kwame Mensah',
      checkIn: day(-75),
      checkOut: day(-73),
    })
    const pay = (stay: Booking, date: string, cookie: string, extra: Json = {}) =>
      app.call('POST', `/bookings/${stay.id}/payments`, {
        json: { amount: '1', method: 'cash', date, ...extra },
        cookie,
      })
    const refundOf = { kind: 'refund', reason: 'Given back' }
    const before = await entriesOf(old.id)

    const refused: Array<[string, string, string, Json, string]> = [
      ['reception', reception, '1970-01-01', {}, MESSAGES.payment.dateTooEarlyReception],
      ['reception', reception, day(-2), {}, MESSAGES.payment.dateTooEarlyReception],
      ['reception', reception, day(-2), refundOf, MESSAGES.payment.dateTooEarlyReception],
      ['admin', admin, '1970-01-01', {}, MESSAGES.payment.dateTooEarly(formatStayDate(lastMonth))],
      [
        'admin',
        admin,
        addDays(lastMonth, -1),
        {},
        MESSAGES.payment.dateTooEarly(formatStayDate(lastMonth)),
      ],
    ]
    // Two more are the stays' own creation checks.
    expect.assertions(refused.length + 13)
    for (const [who, cookie, date, extra, text] of refused) {
      const answer = await pay(old, date, cookie, extra)
      expect({ who, date, status: answer.status, message: await message(answer) }).toEqual({
        who,
        date,
        status: 400,
        message: text,
      })
    }
    expect(await entriesOf(old.id)).toEqual(before)

    // Money taken last night and entered this morning; an admin's correction of last month.
    expect((await pay(old, day(-1), reception)).status).toBe(201)
    expect((await pay(old, today, reception)).status).toBe(201)
    expect((await pay(old, lastMonth, admin)).status).toBe(201)

    // A stay booked today for later: nothing it holds was paid before it was booked.
    const later = await newStay()
    const early = await pay(later, day(-1), reception)
    expect(early.status).toBe(400)
    expect(await message(early)).toBe(MESSAGES.payment.dateBeforeStay(formatStayDate(today)))

    // Neither the ledger's REST door nor the /cms form writes money, whatever its date.
    const entry = {
      booking: old.id,
      kind: 'payment',
      amount: 100,
      date: '1970-01-01T00:00:00.000Z',
    }
    for (const cookie of [reception, admin]) {
      const rest = await app.call('POST', '/ledger', { json: entry, cookie })
      const cms = await app.call('POST', '/ledger', { body: cmsForm(entry), cookie })
      expect([rest.status, cms.status]).toEqual([403, 403])
    }
    const dated = (await entriesOf(old.id)).slice(before.length).map((e) => e.date?.slice(0, 10))
    expect(dated).toEqual([day(-1), today, lastMonth])

    // Today's takings count only today's money, and list what was written today for earlier days.
    const takings = await app.call('GET', `/bookings/cash-up?day=${today}`, { cookie: admin })
    const json = (await takings.json()) as {
      entries: { booking: { id: string }; day: string }[]
      recordedLate: { total: number; entries: { booking: { id: string }; day: string }[] }
    }
    const ofOld = (list: { booking: { id: string }; day: string }[]) =>
      list.filter((e) => e.booking.id === String(old.id)).map((e) => e.day)
    expect(ofOld(json.entries)).toEqual([today])
    expect(ofOld(json.recordedLate.entries)).toEqual([day(-1), lastMonth])
  })
})

describe('whose money entries each role reads', () => {
  it('reception read the entries they recorded on every door, a stay’s own with the stay; admins all', async () => {
    const today = todayInGhana()
    const colleagueId = await createColleague(app.payload)
    const colleague = await app.signIn(TEST_COLLEAGUE.email, TEST_COLLEAGUE.password)
    const stay = await newStay()
    const pay = (amount: string, cookie: string) =>
      app.call('POST', `/bookings/${stay.id}/payments`, {
        json: { amount, method: 'cash', date: today },
        cookie,
      })
    expect((await pay('11', reception)).status).toBe(201)
    expect((await pay('22', colleague)).status).toBe(201)
    const amountsOf = (docs: { amount: number; kind?: string }[]) =>
      docs.filter((doc) => doc.kind !== 'price' && doc.kind !== 'deposit').map((doc) => doc.amount)
    const ofStay = (docs: { amount: number; booking: unknown; kind?: string }[]) =>
      amountsOf(docs.filter((doc) => String(doc.booking) === String(stay.id)))

    // REST /api/ledger, plain and asking for the colleague's by `where`.
    const rest = async (cookie: string, query = '') => {
      const response = await app.call('GET', `/ledger?limit=100&depth=0&sort=createdAt${query}`, {
        cookie,
      })
      expect(response.status).toBe(200)
      return ofStay(((await response.json()) as { docs: [] }).docs)
    }
    const theirs = `&where[recordedBy][equals]=${colleagueId}`
    expect(await rest(reception)).toEqual([1100])
    expect(await rest(reception, theirs)).toEqual([])
    expect(await rest(colleague)).toEqual([2200])
    expect(await rest(admin)).toEqual([1100, 2200])
    expect(await rest(admin, theirs)).toEqual([2200])

    // The payments CSV: reception's holds their own line only.
    const csvLines = async (cookie: string) => {
      const response = await app.call(
        'GET',
        `/bookings/export?from=${today}&to=${today}&kind=payments`,
        { cookie },
      )
      expect(response.status).toBe(200)
      const lines = (await response.text()).split('\r\n')
      return lines.filter((line) => line.includes(stay.reference as string)).length
    }
    expect([await csvLines(reception), await csvLines(colleague), await csvLines(admin)]).toEqual([
      1, 1, 2,
    ])

    // The day's takings: their own; asking for a colleague's is refused.
    const takings = async (cookie: string, query = '') => {
      const response = await app.call('GET', `/bookings/cash-up?day=${today}${query}`, { cookie })
      return { status: response.status, json: (await response.json()) as { entries?: [] } }
    }
    const own = await takings(reception)
    expect(ofStayEntries(own.json.entries ?? [], stay.id)).toEqual([1100])
    expect((await takings(reception, `&user=${colleagueId}`)).status).toBe(403)
    expect(ofStayEntries((await takings(admin)).json.entries ?? [], stay.id)).toEqual([1100, 2200])

    // The dashboard is the admins'.
    expect(
      (await app.call('GET', '/dashboard?period=this-month', { cookie: reception })).status,
    ).toBe(403)

    // The stay itself, as the desk reads it (REST and the desk's own answer): every entry, so its
    // balance is the whole stay's.
    for (const path of [
      `/bookings/${stay.id}?depth=1`,
      `/bookings?depth=1&where[id][equals]=${stay.id}`,
    ]) {
      const response = await app.call('GET', path, { cookie: reception })
      expect(response.status).toBe(200)
      const json = (await response.json()) as Booking & { docs?: Booking[] }
      const read = json.docs ? json.docs[0] : json
      expect(amountsOf((read.ledger?.docs ?? []) as Ledger[])).toEqual([1100, 2200])
    }
    const paid = await pay('5', reception)
    const { doc } = (await paid.json()) as { doc: Booking }
    expect(amountsOf((doc.ledger?.docs ?? []) as Ledger[])).toEqual([1100, 2200, 500])
  })
})

function ofStayEntries(entries: { amount: number; booking: { id: string } }[], id: string) {
  return entries.filter((entry) => entry.booking.id === String(id)).map((entry) => entry.amount)
}
