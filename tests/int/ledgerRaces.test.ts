import { beforeAll, describe, expect, it } from '@jest/globals'

import { stayMoney } from '@/lib/money/ledger'
import { MESSAGES } from '@/lib/messages'
import type { Booking, Ledger } from '@/payload-types'

import type { TestApp } from '../helpers/payload'
import {
  errorMessage as message,
  moneyDesk,
  recordMoney,
  reverseEntry,
} from '../helpers/fixtures/money'

/**
 * Money written to one stay at the same moment: each write is checked against the ledger as it is
 * when written, so refunds sent together never give back more than the house holds.
 */
const desk = moneyDesk('ledger-races', { guestName: 'Yaw Darko' })
let app: TestApp
let admin: string
let reception: string

type Json = Record<string, unknown>

const newStay = (): Promise<Booking> => desk.newStay()

const money = (id: string, body: Json, cookie = reception) => recordMoney(app, id, body, cookie)

const refund = (id: string, amount: string, cookie = reception) =>
  money(id, { kind: 'refund', amount, reason: 'Left early' }, cookie)

const reverse = (id: string, entryId: string, cookie = reception) =>
  reverseEntry(app, id, { entryId, reason: 'Entered twice' }, cookie)

/** A stay's entries in the order the ledger placed them (their turns). */
async function placed(bookingId: string): Promise<Ledger[]> {
  const found = await app.payload.find({
    collection: 'ledger',
    where: { booking: { equals: bookingId } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const place = (entry: Ledger) => Number(entry.turn?.split(':')[1])
  return found.docs.sort((a, b) => place(a) - place(b))
}

beforeAll(() => {
  ;({ app, admin, reception } = desk)
})

describe('money sent to one stay at the same moment', () => {
  it('five refunds of ₵40 against ₵100 held: two are given, three refused, ₵20 left', async () => {
    const stay = await newStay()
    expect((await money(stay.id, { amount: '100' })).status).toBe(201)
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => refund(stay.id, '40', index % 2 ? admin : reception)),
    )
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409, 409])
    for (const answer of refused) {
      expect(await message(answer)).toBe(MESSAGES.ledger.refundTooHigh('₵20'))
    }
    const entries = await placed(stay.id)
    expect(stayMoney(0, entries).received).toBe(2000)
    expect(entries.filter((entry) => entry.kind === 'refund')).toHaveLength(2)
  })

  it('a refund, a reversal and payments together: each checked against the ledger as written', async () => {
    for (let round = 0; round < 3; round += 1) {
      const stay = await newStay()
      expect((await money(stay.id, { amount: '100' })).status).toBe(201)
      const [payment] = (await placed(stay.id)).filter((entry) => entry.kind === 'payment')
      const answers = await Promise.all([
        refund(stay.id, '100'),
        reverse(stay.id, payment.id, admin),
        refund(stay.id, '60', admin),
        money(stay.id, { amount: '30' }),
        reverse(stay.id, payment.id),
      ])
      expect(answers.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true)
      // The payment of ₵30 always goes in; the payment is reversed at most once (not at all when
      // a refund placed first left too little held to undo it).
      expect(answers[3].status).toBe(201)
      expect(
        [answers[1].status, answers[4].status].filter((status) => status === 200).length,
      ).toBeLessThanOrEqual(1)

      // Placed one after another with no gap, and no refund ever more than what was held
      // by the entries placed before it.
      const entries = await placed(stay.id)
      expect(entries.map((entry) => entry.turn)).toEqual(
        entries.map((_, index) => `${stay.id}:${index + 1}`),
      )
      entries.forEach((entry, index) => {
        // After every entry the house holds zero or more for the stay.
        expect(stayMoney(0, entries.slice(0, index + 1)).received).toBeGreaterThanOrEqual(0)
        if (entry.kind !== 'refund') return
        expect(entry.amount).toBeLessThanOrEqual(stayMoney(0, entries.slice(0, index)).received)
      })
      const given = answers.filter(
        (answer, index) => [0, 2].includes(index) && answer.status === 201,
      )
      expect(entries.filter((entry) => entry.kind === 'refund')).toHaveLength(given.length)
    }
  })

  it('never undoes a payment already given back: the refund is reversed first', async () => {
    const stay = await newStay()
    expect((await money(stay.id, { amount: '100' })).status).toBe(201)
    expect((await refund(stay.id, '100')).status).toBe(201)
    const [payment, given] = (await placed(stay.id)).filter(
      (entry) => entry.kind === 'payment' || entry.kind === 'refund',
    )
    const refused = await reverse(stay.id, payment.id)
    expect(refused.status).toBe(409)
    expect(await message(refused)).toBe(MESSAGES.ledger.reverseOverdraws('₵0'))
    expect((await placed(stay.id)).some((entry) => entry.kind === 'reversal')).toBe(false)

    expect((await reverse(stay.id, given.id)).status).toBe(200)
    expect((await reverse(stay.id, payment.id)).status).toBe(200)
    expect(stayMoney(0, await placed(stay.id)).received).toBe(0)
  })

  it('numbers ten payments recorded at once with ten consecutive receipts', async () => {
    const stay = await newStay()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => money(stay.id, { amount: `${index + 1}` })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201))
    const receipts = (await placed(stay.id))
      .flatMap((entry) => (entry.receipt ? [entry.receipt] : []))
      .sort()
    const first = Number(receipts[0]?.slice(2))
    expect(receipts).toEqual(
      Array.from({ length: 10 }, (_, index) => `R-${String(first + index).padStart(6, '0')}`),
    )
    expect(stayMoney(0, await placed(stay.id)).received).toBe(5500)
  })
})
