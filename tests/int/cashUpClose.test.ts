import { beforeAll, describe, expect, it } from '@jest/globals'

import { formatDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { Booking, CashUpClose, Ledger } from '@/payload-types'

import { TEST_EDITOR, type TestApp } from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import {
  bookedOn,
  errorMessage as message,
  ledgerEntries,
  moneyDesk,
  recordMoney,
} from '../helpers/fixtures/money'

/**
 * The close of a day's takings: who may close and read one, that no one changes or removes one on
 * any door, that a closed day refuses money dated in it, that a correction is a new close with a
 * reason, that a payment and a close sent together never leave money in a closed day outside its
 * figures, and that bad figures are refused with nothing written.
 */
const desk = moneyDesk('cash-up-close', { guestName: 'Kojo Mensah' })
let app: TestApp
let admin: string
let reception: string
let editor: string

type Json = Record<string, unknown>

const emptyCount = {
  countedCash: 0,
  floatKept: 0,
  momoStatement: { mtn: 0, telecel: 0, airteltigo: 0 },
}

/** A close sent by `cookie`: the admin's unless another (or `null`, no one signed in) is named. */
const close = (body: Json, cookie: string | null = admin) =>
  app.call('POST', '/bookings/cash-up-close', {
    json: { ...emptyCount, ...body },
    cookie: cookie ?? undefined,
  })

const closed = async (response: Response): Promise<CashUpClose> =>
  ((await response.json()) as { close: CashUpClose }).close

async function closesOf(closeDay: string): Promise<CashUpClose[]> {
  const found = await app.payload.find({
    collection: 'cash-up-closes',
    where: { day: { equals: closeDay } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

/** A stay booked a month ago, so money may be dated on any of the days these tests close. */
async function stayBookedEarlier(): Promise<Booking> {
  const stay = await desk.newStay()
  await bookedOn(app, stay.id, day(-30))
  return stay
}

/** The body the /cms document form sends to the REST API. */
function cmsForm(data: Json): FormData {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  return form
}

beforeAll(async () => {
  ;({ app, admin, reception } = desk)
  editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
})

describe('closing a day', () => {
  it('counts expected, counted and over/short by method, with the float and cash to bank', async () => {
    const stay = await stayBookedEarlier()
    const closeDay = day(-3)
    const pay = (body: Json) => recordMoney(app, stay.id, { date: closeDay, ...body }, admin)
    expect((await pay({ amount: '250.50' })).status).toBe(201)
    expect(
      (await pay({ amount: '100', method: 'mobile-money', network: 'mtn', transactionId: 'T1' }))
        .status,
    ).toBe(201)
    expect((await pay({ amount: '40', method: 'card' })).status).toBe(201)

    const answer = await close(
      {
        day: closeDay,
        countedCash: 25000,
        floatKept: 5000,
        momoStatement: { mtn: 10100, telecel: 0, airteltigo: 0 },
      },
      reception,
    )
    expect(answer.status).toBe(201)
    const made = await closed(answer)
    expect(made).toMatchObject({
      day: closeDay,
      countedCash: 25000,
      floatKept: 5000,
      openingFloat: 0,
      cashToBank: 20000,
      expectedTotal: 39050,
      closedByName: 'Front Desk',
      corrects: null,
    })
    const line = (key: string) => made.lines?.find((each) => each.key === key)
    expect(line('cash')).toMatchObject({ expected: 25050, counted: 25000, overShort: -50 })
    expect(line('mobile-money:mtn')).toMatchObject({
      expected: 10000,
      counted: 10100,
      overShort: 100,
    })
    expect(line('mobile-money:telecel')).toMatchObject({ expected: 0, counted: 0, overShort: 0 })
    expect(line('card')).toMatchObject({ expected: 4000, counted: null, overShort: null })
    expect(made.entries).toHaveLength(3)

    // The next day's drawer starts with the float kept: it is expected in the cash counted.
    const next = await closed(await close({ day: day(-2), countedCash: 5000, floatKept: 5000 }))
    expect(next.openingFloat).toBe(5000)
    expect(next.lines?.find((each) => each.key === 'cash')).toMatchObject({
      expected: 5000,
      overShort: 0,
    })
  })

  it('counts notes and coins of the cedi, and refuses a total they do not add up to', async () => {
    const denominations = [
      { value: 20000, count: 1 },
      { value: 200, count: 2 },
      { value: 200, coin: true, count: 1 },
      { value: 50, coin: true, count: 3 },
    ]
    const disagree = await close({ day: day(-20), denominations, countedCash: 1 })
    expect(disagree.status).toBe(400)
    expect(await message(disagree)).toBe(MESSAGES.cashUp.denominationsDisagree)
    const answer = await close({ day: day(-20), denominations, countedCash: null })
    expect(answer.status).toBe(201)
    expect((await closed(answer)).countedCash).toBe(20000 + 400 + 200 + 150)
  })
})

describe('who may close a day and read its closes', () => {
  it('admins and reception close; editors and strangers are refused and nothing is written', async () => {
    const answers: Array<[string, string | null, number]> = [
      ['editor', editor, 403],
      ['no one signed in', null, 401],
    ]
    for (const [role, cookie, status] of answers) {
      const answer = await close({ day: day(-21) }, cookie)
      expect({ role, status: answer.status }).toEqual({ role, status })
    }
    expect(await closesOf(day(-21))).toHaveLength(0)
    expect((await close({ day: day(-21) }, reception)).status).toBe(201)
    expect((await close({ day: day(-22) }, admin)).status).toBe(201)
  })

  it('is read by admins and reception only, and changed or removed by no one, on any door', async () => {
    const [target] = await closesOf(day(-21))
    const roles: Array<[string, string | undefined, boolean]> = [
      ['admin', admin, true],
      ['reception', reception, true],
      ['editor', editor, false],
      ['no one signed in', undefined, false],
    ]
    for (const [role, cookie, reads] of roles) {
      const list = await app.call('GET', '/cash-up-closes', { cookie })
      const docs = list.status === 200 ? ((await list.json()) as { docs: unknown[] }).docs : []
      expect({ role, reads: docs.length > 0 }).toEqual({ role, reads })
      const byGet = await app.call('GET', '/bookings/cash-up-close?day=' + day(-21), { cookie })
      expect({ role, reads: byGet.status === 200 }).toEqual({ role, reads })

      const byId = `/cash-up-closes/${target.id}`
      const where = `/cash-up-closes?where[id][equals]=${target.id}`
      const doors: Array<[string, Response]> = [
        ['PATCH by id', await app.call('PATCH', byId, { json: { countedCash: 1 }, cookie })],
        ['DELETE by id', await app.call('DELETE', byId, { cookie })],
        ['PATCH by where', await app.call('PATCH', where, { json: { countedCash: 1 }, cookie })],
        ['DELETE by where', await app.call('DELETE', where, { cookie })],
        ['/cms form', await app.call('PATCH', byId, { body: cmsForm({ countedCash: 1 }), cookie })],
        [
          'POST',
          await app.call('POST', '/cash-up-closes', {
            json: { ...target, id: undefined, turn: 'x' },
            cookie,
          }),
        ],
        [
          '/cms create form',
          await app.call('POST', '/cash-up-closes', { body: cmsForm({ day: day(-23) }), cookie }),
        ],
      ]
      for (const [door, answer] of doors) {
        expect({ role, door, refused: answer.status >= 400 }).toEqual({ role, door, refused: true })
      }
    }
    // The server's own code is refused too.
    await expect(
      app.payload.update({ collection: 'cash-up-closes', id: target.id, data: { countedCash: 1 } }),
    ).rejects.toThrow(MESSAGES.cashUp.closeFixed)
    await expect(
      app.payload.delete({ collection: 'cash-up-closes', id: target.id }),
    ).rejects.toThrow(MESSAGES.cashUp.closeFixed)
    expect(await closesOf(day(-21))).toEqual([target])
    expect(await closesOf(day(-23))).toEqual([])
  })
})

describe('a closed day', () => {
  it('refuses money dated in it, telling staff to record it today with a note', async () => {
    const stay = await stayBookedEarlier()
    const closeDay = day(-4)
    expect((await close({ day: closeDay })).status).toBe(201)
    const before = await ledgerEntries(app, stay.id)

    const late = await recordMoney(app, stay.id, { date: closeDay, amount: '50' }, admin)
    expect(late.status).toBe(409)
    expect(await message(late)).toBe(MESSAGES.cashUp.dayClosedForEntries(formatDate(closeDay)))
    const refund = await recordMoney(
      app,
      stay.id,
      { kind: 'refund', date: closeDay, amount: '1', reason: 'Overcharged' },
      admin,
    )
    expect(refund.status).toBe(409)
    expect(await ledgerEntries(app, stay.id)).toEqual(before)

    // Recorded today with a note saying which day it belongs to, it goes in.
    const today = await recordMoney(
      app,
      stay.id,
      { amount: '50', note: `Taken on ${closeDay}` },
      reception,
    )
    expect(today.status).toBe(201)
  })

  it('refuses a reversal written on a closed day, and the ledger stays as it was', async () => {
    const stay = await stayBookedEarlier()
    expect((await recordMoney(app, stay.id, { amount: '30' }, reception)).status).toBe(201)
    const payment = (await ledgerEntries(app, stay.id)).find(
      (entry) => entry.kind === 'payment',
    ) as Ledger
    // Today closed: a reversal is dated the day it is written.
    expect((await close({ day: day(0), countedCash: 3000 })).status).toBe(201)
    const before = await ledgerEntries(app, stay.id)
    const reversed = await app.call('POST', `/bookings/${stay.id}/reverse`, {
      json: { entryId: payment.id, reason: 'Entered twice' },
      cookie: admin,
    })
    expect(reversed.status).toBe(409)
    expect(await message(reversed)).toBe(MESSAGES.cashUp.todayClosedForEntries)
    expect(await ledgerEntries(app, stay.id)).toEqual(before)
  })
})

describe('a correction', () => {
  it('is a new close naming the one in force, with a reason; both are kept', async () => {
    const closeDay = day(-5)
    const first = await closed(await close({ day: closeDay, countedCash: 1000 }, reception))

    const again = await close({ day: closeDay, countedCash: 2000 })
    expect(again.status).toBe(409)
    expect(await message(again)).toBe(MESSAGES.cashUp.alreadyClosed('Front Desk'))
    const noReason = await close({
      day: closeDay,
      countedCash: 2000,
      corrects: first.id,
      reason: ' ',
    })
    expect(noReason.status).toBe(400)
    expect(await message(noReason)).toBe(MESSAGES.cashUp.correctionReason)
    expect(await closesOf(closeDay)).toHaveLength(1)

    const answer = await close({
      day: closeDay,
      countedCash: 2000,
      corrects: first.id,
      reason: 'A ₵10 note was under the tray',
    })
    expect(answer.status).toBe(201)
    const correction = await closed(answer)
    expect(correction).toMatchObject({
      corrects: first.id,
      reason: 'A ₵10 note was under the tray',
      countedCash: 2000,
    })
    // Only the close in force can be corrected: the first one is no longer it.
    const stale = await close({ day: closeDay, corrects: first.id, reason: 'Again' })
    expect(stale.status).toBe(409)
    expect(await message(stale)).toBe(MESSAGES.cashUp.correctsLatest)
    const kept = await closesOf(closeDay)
    expect(kept.map((each) => each.countedCash).sort()).toEqual([1000, 2000])
  })

  it('needs a close to correct', async () => {
    const answer = await close({ day: day(-24), corrects: 'nothing', reason: 'Recount' })
    expect(answer.status).toBe(409)
    expect(await message(answer)).toBe(MESSAGES.cashUp.nothingToCorrect)
    expect(await closesOf(day(-24))).toHaveLength(0)
  })
})

describe('a payment and a close of the same day sent at the same moment', () => {
  it('never leave an entry in a closed day outside its figures', async () => {
    const ROUNDS = 6
    // Three a round, and one as the stay is booked.
    expect.assertions(ROUNDS * 3 + 1)
    const stay = await stayBookedEarlier()
    for (let round = 0; round < ROUNDS; round += 1) {
      const closeDay = day(-6 - round)
      const refusal = `409 ${MESSAGES.cashUp.dayClosedForEntries(formatDate(closeDay))}`
      // Each round sends them in the other order, and by another member of staff.
      const sent = [
        () => recordMoney(app, stay.id, { date: closeDay, amount: '20' }, admin),
        () => close({ day: closeDay }, round % 2 ? admin : reception),
      ]
      const answers = await Promise.all(
        (round % 2 ? [...sent].reverse() : sent).map((send) => send()),
      )
      const [payment, closing] = round % 2 ? [...answers].reverse() : answers
      const inDay = (await ledgerEntries(app, stay.id, { moneyOnly: true })).filter(
        (entry) => entry.date?.slice(0, 10) === closeDay,
      )
      // The close goes through; the payment is either written before it, and in its figures, or
      // refused as the day is closed. Every entry dated in the day is in the close's figures.
      expect(closing.status).toBe(201)
      expect(['written', refusal]).toContain(
        payment.status === 201 ? 'written' : `${payment.status} ${await message(payment)}`,
      )
      expect((await closed(closing)).entries).toEqual(inDay.map((entry) => entry.id))
    }
  })
})

describe("Today's reminder", () => {
  it('asks to close yesterday when money moved that day and it was not closed', async () => {
    const openDay = async () => {
      const answer = await app.call('GET', '/bookings/today', { cookie: reception })
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { openDay: string | null }).openDay
    }
    // A quiet day, with nothing to count, is not asked for.
    expect(await openDay()).toBeNull()
    const stay = await stayBookedEarlier()
    expect(
      (await recordMoney(app, stay.id, { date: day(-1), amount: '80' }, reception)).status,
    ).toBe(201)
    expect(await openDay()).toBe(day(-1))
    expect((await close({ day: day(-1), countedCash: 8000 }, reception)).status).toBe(201)
    expect(await openDay()).toBeNull()
  })
})

describe('bad figures', () => {
  it('are refused with a clear message, and nothing is written', async () => {
    const closeDay = day(-25)
    const cases: Array<[Json, string]> = [
      [{ day: day(1) }, MESSAGES.cashUp.futureDay],
      [{ day: '2026-02-30' }, MESSAGES.cashUp.dayRequired],
      [
        { day: closeDay, countedCash: -100 },
        MESSAGES.cashUp.badAmount(MESSAGES.cashUp.countedCash),
      ],
      [
        { day: closeDay, countedCash: 10.5 },
        MESSAGES.cashUp.badAmount(MESSAGES.cashUp.countedCash),
      ],
      [
        { day: closeDay, countedCash: '100' },
        MESSAGES.cashUp.badAmount(MESSAGES.cashUp.countedCash),
      ],
      [
        { day: closeDay, countedCash: 1e12 },
        MESSAGES.cashUp.absurdAmount(MESSAGES.cashUp.countedCash),
      ],
      [{ day: closeDay, countedCash: 100, floatKept: 200 }, MESSAGES.cashUp.floatOverCounted],
      [
        { day: closeDay, momoStatement: { mtn: -1 } },
        MESSAGES.cashUp.badAmount(MESSAGES.cashUp.momoStatement('MTN')),
      ],
      [
        { day: closeDay, denominations: [{ value: 300, count: 1 }] },
        MESSAGES.cashUp.badDenomination,
      ],
      [
        { day: closeDay, denominations: [{ value: 100, count: 1.5 }] },
        MESSAGES.cashUp.badDenomination,
      ],
    ]
    expect.assertions(cases.length * 2 + 1)
    for (const [body, expected] of cases) {
      const answer = await close(body)
      expect(answer.status).toBe(400)
      expect(await message(answer)).toBe(expected)
    }
    expect(await closesOf(closeDay)).toHaveLength(0)
  })
})
