/**
 * The house generator (`npm run generate:house`) writes a history the app could have written: a
 * small house (six rooms, one year, a fixed seed) on a fresh database, every stay's nights held
 * exactly, its ledger adding up by the app's own rules, receipts numbered without gaps, groups
 * alike, the same seed planning the same house, and the desk's own endpoints reading it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { nightKey, stayNights, takesNights } from '@/lib/bookings/availability'
import { addDays } from '@/lib/dates'
import {
  actionBetween,
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  beforeArrival,
  type BookingAction,
  type BookingStatus,
} from '@/lib/bookings/status'
import { MESSAGES } from '@/lib/messages'
import { receiptText, revenueOf, stayMoney } from '@/lib/money/ledger'
import type { OwedPage } from '@/lib/reports/owed'
import type { Booking, BookedNight, CashUpClose, Ledger, RoomBlock } from '@/payload-types'

import { startTestApp, TEST_ADMIN, type TestApp } from '../helpers/payload'

import type { HouseMade, HouseOptions } from '../../scripts/house'
import type { HouseSetup } from '../../scripts/house/setup'
import type { History } from '../../scripts/house/timeline'

let app: TestApp
let made: HouseMade
let setup: HouseSetup
let cookie = ''
/** A fixed last day, so the house is the same on every run, whatever the clock says. */
const options: HouseOptions = { rooms: 6, years: 1, seed: 7, until: '2026-11-30' }
let stays: Booking[] = []
let entries: Ledger[] = []
let nights: BookedNight[] = []
let blocks: RoomBlock[] = []
let closes: CashUpClose[] = []

const all = async <T>(
  collection: 'bookings' | 'ledger' | 'booked-nights' | 'room-blocks' | 'cash-up-closes',
) =>
  (
    await app.payload.find({
      collection,
      pagination: false,
      depth: 0,
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs as T[]

beforeAll(async () => {
  app = await startTestApp('house-generator')
  const { generateHouse } = await import('../../scripts/house')
  ;({ made, setup } = await generateHouse(app.payload, options))
  stays = await all<Booking>('bookings')
  entries = await all<Ledger>('ledger')
  nights = await all<BookedNight>('booked-nights')
  blocks = await all<RoomBlock>('room-blocks')
  closes = await all<CashUpClose>('cash-up-closes')
  cookie = await app.signIn(TEST_ADMIN.email, TEST_ADMIN.password)
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

const entriesOf = (stay: Booking) => entries.filter((entry) => entry.booking === stay.id)
const day = (value: string) => value.slice(0, 10)
const datedIn = (from: string, to: string) =>
  entries.filter((entry) => entry.date && day(entry.date) >= from && day(entry.date) <= to)
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

describe('npm run generate:house', () => {
  it('makes a busy house of a few hundred stays, every status and kind of money among them', () => {
    expect.assertions(10)
    expect(made.stays).toBe(stays.length)
    expect(stays.length).toBeGreaterThan(300)
    expect(made.ledger).toBe(entries.length)
    expect(new Set(stays.map((stay) => stay.status))).toEqual(
      new Set([
        'requested',
        'confirmed',
        'checked-in',
        'completed',
        'cancelled',
        'declined',
        'no-show',
      ]),
    )
    expect(new Set(stays.map((stay) => stay.source))).toEqual(
      new Set(['website', 'whatsapp', 'phone', 'walk-in', 'other']),
    )
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(
      new Set(['price', 'deposit', 'payment', 'refund', 'reversal', 'charge']),
    )
    const paid = entries.filter((entry) => entry.kind === 'payment')
    expect(new Set(paid.map((entry) => `${entry.method}:${entry.network ?? ''}`))).toEqual(
      new Set([
        'cash:',
        'card:',
        'bank-transfer:',
        'mobile-money:mtn',
        'mobile-money:telecel',
        'mobile-money:airteltigo',
      ]),
    )
    expect(new Set(blocks.map((block) => block.reason))).toEqual(
      new Set(['maintenance', 'external']),
    )
    expect(made.reviews).toBeGreaterThan(0)
    expect(
      new Set(stays.flatMap((stay) => (stay.history ?? []).map((line) => line.action))),
    ).toEqual(
      new Set([
        'Created',
        'Confirm',
        'Decline',
        MESSAGES.booking.expired,
        'Check in',
        'Check out',
        'Cancel',
        'No-show',
        'Payment',
        'Refund',
        'Reversed',
        MESSAGES.charges.historyAction,
        'Deposit',
        'Changed dates or room',
        'Price changed',
        'Balance at check-out',
        MESSAGES.stayMessages.produced,
      ]),
    )
  })

  it('holds the nights of each stay that takes them and of each block exactly, none twice', () => {
    expect.assertions(4)
    const held = groupBy(nights, (night) => `${night.owner}|${night.claim}`)
    const heldNights = new Map(
      [...held].map(([owner, rows]) => [owner, rows.map((row) => `${row.room}:${row.night}`)]),
    )
    const expected = new Map<string, string[]>()
    for (const stay of stays.filter((each) => takesNights(each.status))) {
      expected.set(
        `booking:${stay.requestId}|${stay.nightsClaim}`,
        stayNights(day(stay.checkIn), day(stay.checkOut)).map((night) => `${stay.room}:${night}`),
      )
    }
    for (const block of blocks) {
      expected.set(
        `block:${block.holdId}|${block.nightsClaim}`,
        stayNights(day(block.startDate), day(block.endDate)).map(
          (night) => `${block.room}:${night}`,
        ),
      )
    }
    expect(heldNights).toEqual(expected)
    expect(
      nights.filter((night) => night.key !== nightKey(String(night.room), night.night)),
    ).toEqual([])
    expect(new Set(nights.map((night) => night.key)).size).toBe(nights.length)
    expect(nights.length).toBeGreaterThan(50)
  })

  it('never has two stays or blocks in one room on one night, whether or not the night is still held', () => {
    expect.assertions(2)
    const lived = stays.filter((stay) =>
      ['confirmed', 'checked-in', 'completed'].includes(stay.status),
    )
    const taken = [
      ...lived.flatMap((stay) =>
        stayNights(day(stay.checkIn), day(stay.checkOut)).map((night) => `${stay.room}:${night}`),
      ),
      ...blocks.flatMap((block) =>
        stayNights(day(block.startDate), day(block.endDate)).map(
          (night) => `${block.room}:${night}`,
        ),
      ),
    ]
    expect(taken.length).toBeGreaterThan(1000)
    expect(new Set(taken).size).toBe(taken.length)
  })

  it('takes each stay from its making to its status by the desk’s steps, in time order', () => {
    expect.assertions(2)
    const statusOfLabel = new Map(
      Object.entries(BOOKING_STATUS_LABELS).map(([status, label]) => [label, status]),
    )
    const actionOfLabel = new Map<string, BookingAction>(
      Object.entries(BOOKING_ACTIONS).map(([action, { label }]) => [
        label,
        action as BookingAction,
      ]),
    )
    const problems = stays.flatMap((stay) => {
      const lines = stay.history ?? []
      const said: string[] = []
      if (lines[0]?.action !== 'Created' || lines[0]?.at !== stay.createdAt) said.push('made')
      let status = statusOfLabel.get(lines[0]?.detail ?? '') as BookingStatus | undefined
      for (const [index, line] of lines.entries()) {
        if (index > 0 && line.at < lines[index - 1].at) said.push(`${line.action} out of order`)
        const action = actionOfLabel.get(line.action)
        if (line.action === MESSAGES.booking.expired) {
          if (status !== 'requested') said.push('expired')
          status = 'declined'
        }
        if (!action || !status) continue
        if (actionBetween(status, BOOKING_ACTIONS[action].to) !== action) said.push(line.action)
        if (beforeArrival(action, day(stay.checkIn), day(line.at)))
          said.push(`${line.action} early`)
        status = BOOKING_ACTIONS[action].to
      }
      if (status !== stay.status) said.push(`ends ${status}`)
      return said.map((problem) => `${stay.reference}: ${problem}`)
    })
    expect(problems).toEqual([])
    expect(
      stays.filter((stay) => stay.history?.some((line) => line.action === 'Changed dates or room'))
        .length,
    ).toBeGreaterThan(0)
  })

  it('keeps each stay’s price, deposit and places in its ledger, and its money by the ledger’s rules', () => {
    expect.assertions(2)
    const problems: string[] = []
    for (const stay of stays) {
      const own = entriesOf(stay)
      const prices = own.filter((entry) => entry.kind === 'price')
      const deposits = own.filter((entry) => entry.kind === 'deposit')
      const money = stayMoney(stay.price, own, stay.status)
      const places = own.map((entry) => entry.turn)
      const said = (what: string) => problems.push(`${stay.reference} ${what}`)
      if (prices[prices.length - 1]?.amount !== stay.price) said('price not its last price entry')
      if ((deposits[deposits.length - 1]?.amount ?? 0) !== stay.deposit) said('deposit differs')
      if (places.join() !== own.map((_, index) => `${stay.id}:${index + 1}`).join()) said('places')
      if (money.received < 0 || money.refunded > money.paid) said('gave back more than it held')
      if (stay.status === 'completed' && money.balance > 0 && !stay.leaveBalanceDue) {
        said('left owing without leave')
      }
      if (stay.status === 'completed' && !stay.leaveBalanceDue && money.balance !== 0) said('owes')
      if (
        own.some((entry) => entry.kind === 'charge') &&
        !['checked-in', 'completed'].includes(stay.status)
      ) {
        said('charged without staying')
      }
    }
    expect(problems).toEqual([])
    expect(stays.filter((stay) => stay.leaveBalanceDue).length).toBeGreaterThan(0)
  })

  it('numbers every payment and refund in the order written, without gaps, and nothing else', () => {
    expect.assertions(4)
    const numbered = entries
      .filter((entry) => entry.receiptNumber)
      .sort((a, b) => (a.receiptNumber ?? 0) - (b.receiptNumber ?? 0))
    const moneyMoved = entries.filter(
      (entry) => entry.kind === 'payment' || entry.kind === 'refund',
    )
    expect(numbered.map((entry) => [entry.receiptNumber, entry.receipt, entry.kind])).toEqual(
      numbered.map((entry, index) => [index + 1, receiptText(index + 1), entry.kind]),
    )
    expect(numbered.length).toBe(moneyMoved.length)
    expect(
      numbered.filter((entry, index) => entry.createdAt < (numbered[index - 1]?.createdAt ?? '')),
    ).toEqual([])
    expect(numbered.length).toBeGreaterThan(100)
  })

  it('closes every day of the history once, the next morning, with the figures of its takings', async () => {
    expect.assertions(5)
    const days: string[] = []
    for (let each = made.from; each < options.until; each = addDays(each, 1)) days.push(each)
    expect(closes.map((close) => close.day)).toEqual(days)
    const problems = closes.flatMap((close) => {
      const dated = datedIn(close.day, close.day)
      // Undoing a charge moves no money: it is no part of the day's takings.
      const kindOf = (id: unknown) => entries.find((entry) => entry.id === id)?.kind
      const moved = dated.filter(
        (entry) =>
          ['payment', 'refund'].includes(entry.kind) ||
          (entry.kind === 'reversal' && kindOf(entry.reverses) !== 'charge'),
      )
      return [
        close.turn === `${close.day}:1` ? [] : [`${close.day} turn`],
        close.expectedTotal === revenueOf(dated) ? [] : [`${close.day} expected`],
        dated.every((entry) => entry.createdAt < close.closedAt) ? [] : [`${close.day} early`],
        [...(close.entries as string[])].sort().join() ===
        moved
          .map((entry) => entry.id)
          .sort()
          .join()
          ? []
          : [`${close.day} entries`],
      ].flat()
    })
    expect(problems).toEqual([])
    // The desk reads the busiest day's close as it would have made it.
    const busiest = [...groupBy(entries, (entry) => day(entry.date ?? ''))]
      .filter(([dated]) => dated < options.until)
      .sort((a, b) => b[1].length - a[1].length)[0][0]
    const response = await app.call('GET', `/bookings/cash-up-close?day=${busiest}`, { cookie })
    expect(response.status).toBe(200)
    const read = (await response.json()) as {
      closes: CashUpClose[]
      openingFloat: number
      takings: { total: number }
    }
    const close = closes.find((each) => each.day === busiest)
    expect(read.closes.map((each) => each.id)).toEqual([close?.id])
    expect([close?.expectedTotal, close?.openingFloat]).toEqual([
      read.takings.total,
      closes.find((each) => each.day === addDays(busiest, -1))?.floatKept ?? 0,
    ])
  })

  it('makes a group’s rooms one request: one reference, the same dates, source and status', () => {
    expect.assertions(2)
    const groups = groupBy(
      stays.filter((stay) => stay.group),
      (stay) => stay.group as string,
    )
    expect(groups.size).toBeGreaterThan(0)
    const shapes = [...groups.entries()].map(([group, rooms]) => ({
      count: rooms.length > 1,
      reference: rooms.some((stay) => stay.reference === group),
      alike:
        new Set(
          rooms.map((stay) => `${stay.checkIn}|${stay.checkOut}|${stay.source}|${stay.status}`),
        ).size === 1,
      rooms: new Set(rooms.map((stay) => stay.room)).size === rooms.length,
    }))
    expect(shapes).toEqual(
      shapes.map(() => ({ count: true, reference: true, alike: true, rooms: true })),
    )
  })

  it('plans the same house from the same seed, as written', async () => {
    expect.assertions(3)
    const { planHouse } = await import('../../scripts/house')
    const { readHouseTaxes } = await import('@/collections/Taxes/taxRules')
    const { createLocalReq } = await import('payload')
    const taxes = await readHouseTaxes(await createLocalReq({}, app.payload))
    const summary = (history: Pick<History, 'stays' | 'blocks'>) => ({
      stays: history.stays.length,
      blocks: history.blocks.length,
      entries: history.stays.reduce((sum, stay) => sum + stay.entries.length, 0),
      prices: history.stays.reduce((sum, stay) => sum + stay.price, 0),
      revenue: revenueOf(history.stays.flatMap((stay) => stay.entries)),
      references: history.stays.map((stay) => stay.reference).join(),
    })
    const first = summary(planHouse(setup, taxes, options))
    const second = summary(planHouse(setup, taxes, options))
    expect(second).toEqual(first)
    expect(first).toEqual({
      stays: stays.length,
      blocks: blocks.length,
      entries: entries.length,
      prices: stays.reduce((sum, stay) => sum + stay.price, 0),
      revenue: revenueOf(entries),
      references: expect.any(String),
    })
    expect(new Set(first.references.split(','))).toEqual(
      new Set(stays.map((stay) => stay.reference)),
    )
  })

  it('is read by the desk’s own endpoints: Today, the dashboard, the owed list, a day’s takings', async () => {
    expect.assertions(12)
    const get = async (path: string) => {
      const response = await app.call('GET', path, { cookie })
      expect(response.status).toBe(200)
      return response.json() as Promise<Record<string, unknown>>
    }
    const today = await get('/bookings/today')
    expect((today.inHouse as unknown[]).length).toBe(
      stays.filter((stay) => stay.status === 'checked-in').length,
    )
    const owed = (await get('/bookings/owed')) as unknown as OwedPage
    expect(today.owed).toEqual({ count: owed.count, total: owed.total })
    const balance = (stay: Booking) => stayMoney(stay.price, entriesOf(stay), stay.status).balance
    const owing = stays.filter((stay) => stay.status === 'completed' && balance(stay) > 0)
    expect([owed.count, owed.total]).toEqual([
      owing.length,
      owing.reduce((sum, stay) => sum + balance(stay), 0),
    ])
    expect(owing.length).toBeGreaterThan(0)

    // The history's year and its last month, as the dashboard sums them and as the ledger does.
    for (const [from, to] of [
      ['2026-11-01', '2026-11-30'],
      ['2025-12-01', '2026-11-30'],
    ]) {
      const dashboard = await get(`/dashboard?from=${from}&to=${to}`)
      expect((dashboard.totals as { revenue: number }).revenue).toBe(revenueOf(datedIn(from, to)))
    }

    const busiest = [...groupBy(entries, (entry) => day(entry.date ?? ''))].sort(
      (a, b) => b[1].length - a[1].length,
    )[0][0]
    const takings = await get(`/bookings/cash-up?day=${busiest}`)
    expect(takings.total).toBe(revenueOf(datedIn(busiest, busiest)))
  })
})
