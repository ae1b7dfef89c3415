import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import { calendarMonth } from '@/lib/reports/reportRanges'
import { monthOf } from '@/lib/reports/monthRange'
import { addDays, todayInGhana } from '@/lib/dates'
import type { Booking } from '@/payload-types'

import {
  createTestRoom,
  startTestApp,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../helpers/payload'
import { day } from '../helpers/fixtures/dates'
import {
  bookedOn,
  createStay,
  ledgerEntries,
  recordMoney,
  reverseEntry,
  signInDesk,
} from '../helpers/fixtures/money'
import { TEST_RECEPTION } from '../helpers/fixtures/staff'

/**
 * The dashboard's revenue, the day's takings and the payments CSV count the same money the same
 * way (`revenueOf`), so for any range they agree to the pesewa, and with the figure worked out by
 * hand from the payments below.
 */
let app: TestApp
let admin: string
let reception: string

type Json = Record<string, unknown>

/** A confirmed stay of two nights that ended yesterday unless `change` moves it. */
const newStay = (room: string, change: Json = {}): Promise<Booking> =>
  createStay(app, reception, {
    room,
    guestName: 'Ɔkyeame Ɛsi',
    guests: 2,
    checkIn: day(-3),
    checkOut: day(-1),
    price: 70_000,
    ...change,
  })

async function pay(booking: Booking, amount: string, date: string, how: Json = { method: 'cash' }) {
  const response = await recordMoney(app, booking.id, { amount, date, ...how }, reception)
  expect(response.status).toBe(201)
}

const momo = (network: string, transactionId: string) => ({
  method: 'mobile-money',
  network,
  transactionId,
})

async function dashboardRevenue(query: string): Promise<number> {
  const response = await app.call('GET', `/dashboard?${query}`, { cookie: admin })
  expect(response.status).toBe(200)
  return ((await response.json()) as { totals: { revenue: number } }).totals.revenue
}

type MonthFigures = {
  revenue: number
  nightsSold: number
  occupancy: number
  adr: number
  revpar: number
}

async function dashboardTotals(query: string): Promise<MonthFigures> {
  const response = await app.call('GET', `/dashboard?${query}`, { cookie: admin })
  expect(response.status).toBe(200)
  return ((await response.json()) as { totals: MonthFigures }).totals
}

type OwnersMonth = Omit<MonthFigures, 'revenue'> & {
  moneyReceived: number
  roomRevenue: number
  staff: { net: number }[]
}

async function ownersMonth(month: string, cookie = admin): Promise<OwnersMonth> {
  const response = await app.call('GET', `/month?month=${month}`, { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as OwnersMonth
}

type Takings = {
  total: number
  byMethod: { key: string; total: number; entries: unknown[] }[]
  byNetwork: { key: string; total: number; entries: unknown[] }[]
}

async function takings(query: string, cookie = admin): Promise<Takings> {
  const response = await app.call('GET', `/bookings/cash-up?${query}`, { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as Takings
}

/** The payments CSV's amount column added up, in pesewas. */
async function csvTotal(from: string, to: string): Promise<number> {
  const response = await app.call('GET', `/bookings/export?from=${from}&to=${to}&kind=payments`, {
    cookie: admin,
  })
  expect(response.status).toBe(200)
  const [header, ...rows] = (await response.text()).trimEnd().split('\r\n')
  const column = header
    .replace(/^\uFEFF/, '')
    .split(',')
    .indexOf('Amount (GHS)')
  return rows.reduce((sum, row) => {
    const amount = row.split(',')[column]
    expect(amount).toMatch(/^-?\d+(\.\d{1,2})?$/)
    const [cedis, pesewas = ''] = amount.replace('-', '').split('.')
    const value = Number(cedis) * 100 + Number(pesewas.padEnd(2, '0'))
    return sum + (amount.startsWith('-') ? -value : value)
  }, 0)
}

async function refund(booking: Booking, amount: string, how: Json) {
  const body = { kind: 'refund', amount, date: todayInGhana(), reason: 'Given back', ...how }
  const response = await recordMoney(app, booking.id, body, reception)
  expect(response.status).toBe(201)
}

/** Reverses the stay's last entry of `kind`, checking it is the amount meant. */
async function reverse(booking: Booking, kind: 'payment' | 'refund', amount: number) {
  const found = await app.payload.find({
    collection: 'ledger',
    where: { booking: { equals: booking.id }, kind: { equals: kind } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const [entry] = found.docs
  expect(entry.amount).toBe(amount)
  const body = { entryId: entry.id, reason: 'Entered by mistake' }
  const response = await reverseEntry(app, booking.id, body, reception)
  expect(response.status).toBe(200)
}

const cedis = (pesewas: number) => (pesewas / 100).toFixed(2).padStart(10)

/**
 * The figures as one table, for the report of a change: printed, and written to
 * test-results/reconciliation.txt.
 */
function writeReconciliation(figures: Record<string, number[]>, day0: Takings) {
  const lines = [
    `Reconciliation, GHS (run ${new Date().toISOString()})`,
    `${'range'.padEnd(26)}${['by hand', 'dashboard', 'cash-up', 'CSV'].map((h) => h.padStart(10)).join('')}`,
    ...Object.entries(figures).map(
      ([name, values]) => `${name.padEnd(26)}${values.map(cedis).join('')}`,
    ),
    '',
    `Today's takings${''.padEnd(11)}${'total'.padStart(10)}${'entries'.padStart(10)}`,
    ...day0.byMethod.map(
      (g) => `  ${g.key.padEnd(24)}${cedis(g.total)}${String(g.entries.length).padStart(10)}`,
    ),
    ...day0.byNetwork.map(
      (g) => `    ${g.key.padEnd(22)}${cedis(g.total)}${String(g.entries.length).padStart(10)}`,
    ),
    `  ${'total'.padEnd(24)}${cedis(day0.total)}`,
  ]
  const table = lines.join('\n')
  fs.mkdirSync(path.resolve('test-results'), { recursive: true })
  fs.writeFileSync(path.resolve('test-results/reconciliation.txt'), `${table}\n`)
  console.log(table)
}

async function receptionId(): Promise<string> {
  const found = await app.payload.find({
    collection: 'users',
    where: { email: { equals: TEST_RECEPTION.email } },
    overrideAccess: true,
  })
  return String(found.docs[0].id)
}

/** A day's takings as lines of method, network and total, for the report of a change. */
function takingsTable(t: Takings): string {
  const row = (indent: string, key: string, total: number) =>
    `${indent}${key.padEnd(20 - indent.length)}${cedis(total)}`
  return [
    ...t.byMethod.flatMap((g) => [
      row('  ', g.key, g.total),
      ...(g.key === 'mobile-money' ? t.byNetwork.map((n) => row('    ', n.key, n.total)) : []),
    ]),
    row('  ', 'total', t.total),
  ].join('\n')
}

beforeAll(async () => {
  app = await startTestApp('reports')
  ;({ admin, reception } = await signInDesk(app))
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

describe('reports reconcile', () => {
  it('the dashboard, the day’s takings and the payments CSV agree to the pesewa, and with the hand count', async () => {
    const today = todayInGhana()
    const yesterday = day(-1)
    const garden = await createTestRoom(app.payload, 'Garden Room', { regularPrice: 350 })
    const mango = await createTestRoom(app.payload, 'Mango Room', { regularPrice: 350 })
    const hidden = await createTestRoom(app.payload, 'Hidden Room', { regularPrice: 350 })

    // Today: ₵1.15 cash, ₵250.50 MTN, ₵99.99 Telecel, ₵40 AirtelTigo, ₵300 by card.
    const a = await newStay(garden)
    await pay(a, '1.15', today)
    await pay(a, '250.50', today, momo('mtn', '00123456789012345678'))
    const b = await newStay(mango, { checkIn: day(-6), checkOut: day(-4) })
    await pay(b, '99.99', today, momo('telecel', 'TC-77'))
    await pay(b, '40', today, momo('airteltigo', 'AT-1'))
    const c = await newStay(hidden)
    // A room taken off the site after its stay was made: its stays' money still counts.
    await app.payload.update({
      collection: 'rooms',
      id: hidden,
      data: { isAvailable: false },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await pay(c, '300', today, { method: 'card' })
    // Paid across two days: ₵200 yesterday, ₵8.70 today.
    const d = await newStay(mango, { checkIn: day(-2), checkOut: day(0) })
    await pay(d, '200', yesterday)
    await pay(d, '8.70', today)
    // A stay cancelled after its ₵16.40 was paid: the money is held until refunded.
    const e = await newStay(garden, { checkIn: day(2), checkOut: day(4) })
    // Booked yesterday, when its money came: no money is dated before its stay was booked.
    await bookedOn(app, e.id, yesterday)
    await pay(e, '16.40', yesterday, momo('mtn', 'MTN-2'))
    const cancelled = await app.call('PATCH', `/bookings/${e.id}`, {
      json: { status: 'cancelled' },
      cookie: admin,
    })
    expect(cancelled.status).toBe(200)
    // A cancelled stay owes nothing: the bookings CSV shows what it holds and no balance.
    const bookingsCsv = await app.call(
      'GET',
      `/bookings/export?from=${day(2)}&to=${day(2)}&kind=bookings`,
      { cookie: admin },
    )
    const cancelledLine = (await bookingsCsv.text()).split('\r\n')[1]
    expect(cancelledLine).toMatch(/,cancelled,phone,Garden Room,/)
    // Price, extras (none), paid, balance, credit.
    expect(cancelledLine.endsWith(',700,0,16.40,0,0')).toBe(true)
    // Corrections today: ₵20 cash given back on the first stay; ₵12.34 by card entered on the wrong
    // stay and reversed; a ₵9.99 Telecel refund given by mistake and reversed; ₵6.40 of the
    // cancelled stay's money refunded by MTN. A price change moves no money.
    await refund(a, '20', { method: 'cash' })
    await pay(c, '12.34', today, { method: 'card' })
    await reverse(c, 'payment', 1234)
    await refund(b, '9.99', momo('telecel', 'TC-78'))
    await reverse(b, 'refund', 999)
    await refund(e, '6.40', momo('mtn', 'MTN-3'))
    const repriced = await app.call('PATCH', `/bookings/${d.id}`, {
      json: { price: 90_000, priceReason: 'Late check-out agreed' },
      cookie: admin,
    })
    expect(repriced.status).toBe(200)
    // Long before: outside every range but the custom ones from the first day of last month.
    // An admin may date money back to the first day of last month, and no further.
    const lastMonthStart = calendarMonth(today, -1).from
    const f = await newStay(garden, {
      checkIn: addDays(lastMonthStart, -5),
      checkOut: addDays(lastMonthStart, -3),
    })
    const late = { amount: '19.99', date: lastMonthStart, method: 'bank-transfer' }
    expect((await recordMoney(app, f.id, late, admin)).status).toBe(201)

    const todayHand =
      115 + 25_050 + 9_999 + 4_000 + 30_000 + 870 - 2_000 + (1_234 - 1_234) + (-999 + 999) - 640
    const yesterdayHand = 20_000 + 1_640
    const month = calendarMonth(today)
    const monthHand = todayHand + (yesterday >= month.from ? yesterdayHand : 0)
    const customFrom = lastMonthStart
    const customHand = todayHand + yesterdayHand + 1_999

    const ranges = [
      { name: 'a day', from: today, to: today, hand: todayHand },
      { name: 'this month', from: month.from, to: month.to, hand: monthHand },
      { name: 'a custom range', from: customFrom, to: yesterday, hand: yesterdayHand + 1_999 },
      { name: 'a custom range to today', from: customFrom, to: today, hand: customHand },
    ]
    const figures: Record<string, number[]> = {}
    for (const range of ranges) {
      const query = `from=${range.from}&to=${range.to}`
      const cashUp = await takings(query)
      const dashboard = await dashboardRevenue(query)
      const csv = await csvTotal(range.from, range.to)
      figures[range.name] = [range.hand, dashboard, cashUp.total, csv]
      expect({ range: range.name, dashboard, cashUp: cashUp.total, csv }).toEqual({
        range: range.name,
        dashboard: range.hand,
        cashUp: range.hand,
        csv: range.hand,
      })
      // The groups add up to the total.
      expect(cashUp.byMethod.reduce((sum, group) => sum + group.total, 0)).toBe(cashUp.total)
    }
    // The calendar month is also the dashboard's own "this month".
    expect(await dashboardRevenue('period=this-month')).toBe(monthHand)

    // The owner's month counts the same month by the same rules: the money received, and the
    // nights, occupancy, ADR and RevPAR, agree with the dashboard's to the pesewa; its staff add
    // up to it, and its CSV says the same.
    const monthPage = await ownersMonth(monthOf(today))
    const dashboardMonth = await dashboardTotals('period=this-month')
    const shared = (f: MonthFigures) => ({
      revenue: f.revenue,
      nightsSold: f.nightsSold,
      occupancy: f.occupancy,
      adr: f.adr,
      revpar: f.revpar,
    })
    expect(shared({ ...monthPage, revenue: monthPage.moneyReceived })).toEqual(
      shared(dashboardMonth),
    )
    expect(monthPage.moneyReceived).toBe(monthHand)
    expect(monthPage.staff.reduce((sum, person) => sum + person.net, 0)).toBe(monthHand)
    // ADR is room revenue ÷ nights sold, by the month's own room revenue.
    expect(monthPage.adr).toBe(
      monthPage.nightsSold ? Math.round(monthPage.roomRevenue / monthPage.nightsSold) : 0,
    )
    const monthCsv = await app.call('GET', `/month?month=${monthOf(today)}&format=csv`, {
      cookie: admin,
    })
    const monthLines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(await monthCsv.arrayBuffer())
      .split('\r\n')
    expect(monthLines[0]).toBe('\uFEFFSection,Item,Nights,Base (GHS),Amount (GHS)')
    expect(monthLines).toContain(`Figures,Money received,,,${(monthHand / 100).toFixed(2)}`)

    const day0 = await takings(`day=${today}`)
    // ₵8.70 of the stay paid across two days was cash too; a reversal counts where the entry it
    // undoes moved.
    expect(day0.byMethod.map((g) => [g.key, g.total, g.entries.length])).toEqual([
      ['cash', 115 + 870 - 2_000, 3],
      ['mobile-money', 25_050 + 9_999 + 4_000 - 999 + 999 - 640, 6],
      ['card', 30_000 + 1_234 - 1_234, 3],
    ])
    expect(day0.byNetwork.map((g) => [g.key, g.total])).toEqual([
      ['mtn', 25_050 - 640],
      ['telecel', 9_999 - 999 + 999],
      ['airteltigo', 4_000],
    ])
    writeReconciliation(figures, day0)
  })

  it('a payment reversed the next day comes off that day’s mobile money and MTN, not “Not recorded”', async () => {
    const yesterday = day(-1)
    const today = todayInGhana()
    const room = await createTestRoom(app.payload, 'Reversal Room', { regularPrice: 350 })
    const stay = await newStay(room, { checkIn: day(-8), checkOut: day(-6) })
    await pay(stay, '500', yesterday, momo('mtn', 'MTN-REV-1'))
    const before = await takings(`day=${today}`)
    await reverse(stay, 'payment', 50_000)

    const paymentDay = await takings(`day=${yesterday}`)
    const reversalDay = await takings(`day=${today}`)
    console.log(
      `Cash-up, a ₵500 MTN payment of ${yesterday} reversed on ${today}\n` +
        `${yesterday}:\n${takingsTable(paymentDay)}\n${today}:\n${takingsTable(reversalDay)}`,
    )
    // The reversal carries how the money it undoes moved, so no report has to look it up.
    const [reversal] = (await ledgerEntries(app, stay.id, { moneyOnly: true })).filter(
      (entry) => entry.kind === 'reversal',
    )
    expect([reversal.method, reversal.network]).toEqual(['mobile-money', 'mtn'])
    const groups = (t: Takings) => ({
      byMethod: t.byMethod.map((g) => [g.key, g.total]),
      byNetwork: t.byNetwork.map((g) => [g.key, g.total]),
    })
    const shift = (t: Takings, key: string) => t.byMethod.find((g) => g.key === key)?.total ?? 0
    const net = (t: Takings, key: string) => t.byNetwork.find((g) => g.key === key)?.total ?? 0
    expect(groups(reversalDay).byMethod.map(([key]) => key)).not.toContain('unrecorded')
    expect(shift(reversalDay, 'mobile-money') - shift(before, 'mobile-money')).toBe(-50_000)
    expect(net(reversalDay, 'mtn') - net(before, 'mtn')).toBe(-50_000)
    expect(reversalDay.total - before.total).toBe(-50_000)
    expect(shift(paymentDay, 'mobile-money')).toBeGreaterThanOrEqual(50_000)

    // A reversal stored before reversals carried a method still comes off where its payment moved.
    const older = await newStay(room, { checkIn: day(-12), checkOut: day(-10) })
    await pay(older, '7', yesterday, momo('telecel', 'TC-OLD'))
    const [olderPayment] = await ledgerEntries(app, older.id, { moneyOnly: true })
    const beforeOlder = await takings(`day=${today}`)
    await app.payload.create({
      collection: 'ledger',
      data: {
        booking: older.id,
        kind: 'reversal',
        amount: 700,
        reverses: olderPayment.id,
        date: `${today}T00:00:00.000Z`,
        recordedBy: await receptionId(),
        recordedByName: 'Front desk',
      },
      overrideAccess: true,
    })
    const afterOlder = await takings(`day=${today}`)
    expect(groups(afterOlder).byMethod.map(([key]) => key)).not.toContain('unrecorded')
    expect(net(afterOlder, 'telecel') - net(beforeOlder, 'telecel')).toBe(-700)

    // The payments CSV says the same of the reversal's line.
    const csv = await app.call('GET', `/bookings/export?from=${today}&to=${today}&kind=payments`, {
      cookie: admin,
    })
    const line = (await csv.text()).split('\r\n').find((row) => row.includes(',reversal,-500,'))
    expect(line).toContain(',reversal,-500,mobile-money,mtn,')
  })

  it('reception see the takings they recorded; an admin anyone’s; others nothing; a bad range changes nothing', async () => {
    const today = todayInGhana()
    const room = await createTestRoom(app.payload, 'Own Room', { regularPrice: 350 })
    const stay = await newStay(room)
    await pay(stay, '5', today)
    const [receptionist] = (
      await app.payload.find({
        collection: 'users',
        where: { email: { equals: TEST_RECEPTION.email } },
        overrideAccess: true,
      })
    ).docs
    const [owner] = (
      await app.payload.find({
        collection: 'users',
        where: { email: { equals: TEST_ADMIN.email } },
        overrideAccess: true,
      })
    ).docs

    const own = await takings(`day=${today}`, reception)
    const all = await takings(`day=${today}`)
    expect(own.total).toBe(all.total)
    expect((await takings(`day=${today}&user=${receptionist.id}`)).total).toBe(all.total)
    expect((await takings(`day=${today}&user=${owner.id}`)).total).toBe(0)

    const other = await app.call('GET', `/bookings/cash-up?day=${today}&user=${owner.id}`, {
      cookie: reception,
    })
    expect(other.status).toBe(403)
    expect(((await other.json()) as { message: string }).message).toBe(MESSAGES.cashUp.ownOnly)
    const editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    for (const cookie of [editor, undefined]) {
      const refused = await app.call('GET', `/bookings/cash-up?day=${today}`, { cookie })
      expect([401, 403]).toContain(refused.status)
    }
    for (const query of [
      'day=2026-13-01',
      `from=${today}&to=${day(-1)}`,
      'from=2024-01-01&to=2025-06-01',
    ]) {
      const bad = await app.call('GET', `/bookings/cash-up?${query}`, { cookie: admin })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { message: string }).message).toBe(MESSAGES.cashUp.range)
    }

    const csv = await app.call('GET', `/bookings/cash-up?day=${today}&format=csv`, {
      cookie: reception,
    })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(await csv.arrayBuffer())
      .trimEnd()
      .split('\r\n')
    expect(lines[0].startsWith('\uFEFFDate,Time recorded,Reference,Guest,')).toBe(true)
    // Each entry one line; the phone-like transaction ID kept as text.
    expect(lines).toHaveLength(1 + own.byMethod.reduce((n, g) => n + g.entries.length, 0))
    expect(lines.join('\n')).toContain(',"=""00123456789012345678""",')
    expect(lines.join('\n')).toContain('Ɔkyeame Ɛsi')
  })

  it('the owner’s month opens to admins only; a month that is not YYYY-MM is refused', async () => {
    const month = monthOf(todayInGhana())
    expect((await ownersMonth(month)).moneyReceived).toEqual(expect.any(Number))
    const editor = await app.signIn(TEST_EDITOR.email, TEST_EDITOR.password)
    const doors: Array<[string, string | undefined, number]> = [
      ['reception', reception, 403],
      ['editor', editor, 403],
      ['stranger', undefined, 401],
    ]
    expect.assertions(2 + doors.length * 2 + 4)
    for (const [who, cookie, status] of doors) {
      for (const query of [`month=${month}`, `month=${month}&format=csv`]) {
        const refused = await app.call('GET', `/month?${query}`, { cookie })
        expect({ who, status: refused.status }).toEqual({ who, status })
      }
    }
    for (const query of ['month=2026-13', 'month=December']) {
      const bad = await app.call('GET', `/month?${query}`, { cookie: admin })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { message: string }).message).toBe(MESSAGES.month.badMonth)
    }
  })

  it('the owner’s month lists guests who have left owing, oldest first, by the ledger’s balance', async () => {
    const room = await createTestRoom(app.payload, 'Owing Room', { regularPrice: 350 })
    // Stays this far back are entered by an admin.
    const past = (checkIn: number, price: number) =>
      createStay(app, admin, {
        room,
        guestName: 'Kwame Mensah',
        checkIn: day(checkIn),
        checkOut: day(checkIn + 2),
        price,
        priceReason: 'Agreed with the guest',
      })
    const leftOwing = await past(-30, 70_000)
    const paidUp = await past(-27, 10_000)
    const later = await past(-24, 5_000)
    for (const stay of [leftOwing, paidUp, later]) await bookedOn(app, stay.id, day(-31))
    await pay(leftOwing, '500', todayInGhana())
    await pay(paidUp, '100', todayInGhana())
    // Checked in, then out: each by the desk's own steps.
    for (const stay of [leftOwing, paidUp, later]) {
      for (const status of ['checked-in', 'completed'] as const) {
        await app.payload.update({
          collection: 'bookings',
          id: stay.id,
          // Checking out with the balance left due, as the desk allows once asked.
          data: { status, leaveBalanceDue: status === 'completed' },
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
      }
    }
    const response = await app.call('GET', `/month?month=${monthOf(todayInGhana())}`, {
      cookie: admin,
    })
    const { owing } = (await response.json()) as {
      owing: { stays: { id: string; balance: number }[] }
    }
    const ours = owing.stays.filter((stay) =>
      [leftOwing.id, paidUp.id, later.id].map(String).includes(stay.id),
    )
    expect(ours).toEqual([
      expect.objectContaining({ id: String(leftOwing.id), balance: 20_000 }),
      expect.objectContaining({ id: String(later.id), balance: 5_000 }),
    ])
  })
})
