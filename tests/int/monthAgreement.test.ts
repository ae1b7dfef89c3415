/**
 * One rule decides each figure: over a mixed set of stays (nights across the change of regime on
 * 1 January 2026, stays priced by hand, charges taxable and not, a charge reversed, money by cash
 * and each MoMo network, a refund, a payment reversed), the owner's month, the dashboard, the
 * cash-up, the CSVs and the invoices agree to the pesewa, for each of the house's four settings.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq } from 'payload'

import { readLedger } from '@/collections/Ledger/readLedger'
import { stayTaxes } from '@/collections/Ledger/stayTaxes'
import { addDays, todayInGhana } from '@/lib/dates'
import { stayMoney } from '@/lib/money/ledger'
import type { InvoiceTaxes } from '@/lib/money/documentLines'
import { monthDays, monthOf } from '@/lib/reports/monthRange'
import type { Booking, Ledger } from '@/payload-types'
import { seedTaxRules } from '@/seed/taxes'

import { createTestRoom, startTestApp, type TestApp } from '../helpers/payload'
import {
  createExtra,
  createStay,
  postCharge,
  recordMoney,
  reverseEntry,
  signInDesk,
} from '../helpers/fixtures/money'

let app: TestApp
let admin: string
let reception: string
const extras = { beer: '', laundry: '', transport: '' }

type Json = Record<string, unknown>
type Settings = { pricesIncludeTax: boolean; vatRegistered: boolean }

const SETTINGS: Settings[] = [
  { pricesIncludeTax: true, vatRegistered: true },
  { pricesIncludeTax: false, vatRegistered: true },
  { pricesIncludeTax: true, vatRegistered: false },
  { pricesIncludeTax: false, vatRegistered: false },
]

const settingName = (s: Settings) =>
  `${s.vatRegistered ? 'VAT' : 'non-VAT'}, taxes ${s.pricesIncludeTax ? 'in' : 'added'}`

/** The stays made so far, across every setting: each month's figures count them all. */
const stays: Booking[] = []

beforeAll(async () => {
  app = await startTestApp('month-agreement')
  ;({ admin, reception } = await signInDesk(app))
  await seedTaxRules(app.payload)
  // A house whose settings are filled in, as the seed leaves them: an admin then changes its taxes.
  const { demoSiteSettings } = await import('@/seed')
  await app.payload.updateGlobal({
    slug: 'site-settings',
    data: demoSiteSettings(),
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  extras.beer = await createExtra(app, { name: 'Club beer', price: 1_833, taxable: true })
  extras.laundry = await createExtra(app, {
    name: 'Laundry',
    price: 2_500,
    category: 'laundry',
    taxable: false,
  })
  extras.transport = await createExtra(app, {
    name: 'Airport drop',
    price: 15_001,
    category: 'transport',
    taxable: true,
  })
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

async function ok(response: Response, status = 200): Promise<Json> {
  const body = (await response.json()) as Json
  expect({ status: response.status, body }).toEqual({ status, body: expect.anything() })
  return body
}

const getJson = async (path: string) => ok(await app.call('GET', path, { cookie: admin }))

async function houseSettings(settings: Settings) {
  await ok(await app.call('POST', '/globals/site-settings', { json: settings, cookie: admin }))
}

const momo = (network: string, transactionId: string) => ({
  method: 'mobile-money',
  network,
  transactionId,
})

async function pay(stay: Booking, amount: string, how: Json = { method: 'cash' }) {
  await ok(
    await recordMoney(app, stay.id, { amount, date: todayInGhana(), ...how }, reception),
    201,
  )
}

async function charge(stay: Booking, extra: string, quantity: number, change: Json = {}) {
  await ok(await postCharge(app, stay.id, { extra, quantity, ...change }, reception), 201)
}

async function lastEntry(stay: Booking, kind: string): Promise<Ledger> {
  const found = await app.payload.find({
    collection: 'ledger',
    where: { booking: { equals: stay.id }, kind: { equals: kind } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  return found.docs[0]
}

async function reverseLast(stay: Booking, kind: string) {
  const entry = await lastEntry(stay, kind)
  await ok(
    await reverseEntry(
      app,
      stay.id,
      { entryId: entry.id, reason: 'Entered by mistake' },
      reception,
    ),
  )
}

/** One setting's stays, made after the setting was chosen, as an admin and reception make them. */
async function makeStays(index: number): Promise<void> {
  const today = todayInGhana()
  const month = monthDays(monthOf(today))
  const room = await createTestRoom(app.payload, `Room ${index}`, { regularPrice: 466.67 })
  const guest = `Ama Owusu ${index}`
  // Four nights across the change of regime, priced by the house (an admin enters it late).
  const acrossNewYear = await createStay(app, admin, {
    room,
    guestName: guest,
    checkIn: '2025-12-30',
    checkOut: '2026-01-03',
    price: undefined,
  })
  // Three nights this month at a price agreed by hand, with odd pesewas.
  const agreed = await createStay(app, admin, {
    room,
    guestName: guest,
    checkIn: month.from,
    checkOut: addDays(month.from, 3),
    price: 123_457 + index,
    priceReason: 'Agreed with the guest',
  })
  // Two nights booked on the site's other channel, priced by the house.
  const walkIn = await createStay(app, admin, {
    room,
    guestName: guest,
    checkIn: addDays(month.from, 4),
    checkOut: addDays(month.from, 6),
    price: undefined,
    source: 'walk-in',
  })
  stays.push(acrossNewYear, agreed, walkIn)
  // Charges today: two beers (taxable), laundry (not), a drop charged by mistake and reversed,
  // and a beer at a price changed with a reason.
  await charge(acrossNewYear, extras.beer, 2)
  await charge(acrossNewYear, extras.laundry, 1)
  await charge(agreed, extras.transport, 1)
  await reverseLast(agreed, 'charge')
  await charge(agreed, extras.beer, 3, { unitPrice: 1_777, reason: 'Happy hour' })
  await charge(walkIn, extras.laundry, 2)
  // Money: cash and each MoMo network; a refund; a payment entered on the wrong stay, reversed.
  await pay(acrossNewYear, '500.01')
  await pay(acrossNewYear, '300', momo('mtn', `MTN-${index}`))
  await pay(agreed, '250.55', momo('telecel', `TC-${index}`))
  await pay(walkIn, '99.99', momo('airteltigo', `AT-${index}`))
  await pay(walkIn, '12.34', { method: 'card' })
  await reverseLast(walkIn, 'payment')
  await ok(
    await recordMoney(
      app,
      agreed.id,
      { kind: 'refund', amount: '20.05', reason: 'Given back', method: 'cash' },
      reception,
    ),
    201,
  )
}

type TaxLineOut = {
  code: string
  rateBasisPoints: number
  basePesewas: number
  amountPesewas: number
}
type MonthPage = {
  roomRevenue: number
  extrasRevenue: number
  moneyReceived: number
  nightsSold: number
  occupancy: number
  adr: number
  revpar: number
  taxes: { lines: TaxLineOut[]; total: number }
  channels: Array<{ source: string; nights: number; revenue: number }>
}

const monthPage = async (month: string) => (await getJson(`/month?month=${month}`)) as MonthPage

/** The payments CSV's amount column added up, in pesewas. */
async function paymentsCsvTotal(from: string, to: string): Promise<number> {
  const response = await app.call('GET', `/bookings/export?from=${from}&to=${to}&kind=payments`, {
    cookie: admin,
  })
  expect(response.status).toBe(200)
  const [header, ...rows] = (await response.text()).trimEnd().split('\r\n')
  const column = header
    .replace(/^\uFEFF/, '')
    .split(',')
    .indexOf('Amount (GHS)')
  return rows.reduce((sum, row) => sum + pesewasOf(row.split(',')[column]), 0)
}

const pesewasOf = (text: string): number => {
  const [whole, part = ''] = text.replace('-', '').split('.')
  const value = Number(whole) * 100 + Number(part.padEnd(2, '0'))
  return text.startsWith('-') ? -value : value
}

/** Each stay's bookings CSV money columns, in pesewas, by reference. */
async function bookingsCsv(from: string, to: string): Promise<Map<string, number[]>> {
  const response = await app.call('GET', `/bookings/export?from=${from}&to=${to}&kind=bookings`, {
    cookie: admin,
  })
  expect(response.status).toBe(200)
  const [header, ...rows] = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  const names = header.split(',')
  const money = ['Price (GHS)', 'Extras (GHS)', 'Paid (GHS)', 'Balance due (GHS)', 'Credit (GHS)']
  return new Map(
    rows.map((row) => {
      const cells = row.split(',')
      return [cells[0], money.map((name) => pesewasOf(cells[names.indexOf(name)]))]
    }),
  )
}

type StayFigures = { stay: Booking; invoice: InvoiceTaxes; entries: Ledger[] }

async function stayFigures(): Promise<StayFigures[]> {
  const req = await createLocalReq({}, app.payload)
  return Promise.all(
    stays.map(async (made) => {
      const stay = await app.payload.findByID({
        collection: 'bookings',
        id: made.id,
        depth: 0,
        overrideAccess: true,
      })
      const entries = await readLedger(req, [stay.id])
      return { stay, entries, invoice: await stayTaxes(req, stay, entries) }
    }),
  )
}

/** What the invoices hold for the nights and charges of a month: room, extras and each tax. */
function invoicesIn(figures: readonly StayFigures[], month: string) {
  const lines = figures.flatMap((f) => f.invoice.lines).filter((l) => l.day.startsWith(month))
  const gross = (kind: string) =>
    lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.grossPesewas, 0)
  const taxes: Record<string, number> = {}
  for (const tax of lines.flatMap((l) => l.taxes)) {
    const key = `${tax.code}@${tax.rateBasisPoints}`
    taxes[key] = (taxes[key] ?? 0) + tax.amountPesewas
  }
  return { roomRevenue: gross('room'), extrasRevenue: gross('extra'), taxes }
}

const monthTaxes = (page: MonthPage) =>
  Object.fromEntries(
    page.taxes.lines
      .filter((line) => line.amountPesewas !== 0)
      .map((line) => [`${line.code}@${line.rateBasisPoints}`, line.amountPesewas]),
  )

const cedis = (pesewas: number) => (pesewas / 100).toFixed(2).padStart(11)
const table: string[] = []

describe('the month, the dashboard, the cash-up, the CSVs and the invoices agree', () => {
  it.each(SETTINGS.map((settings, index) => [settingName(settings), settings, index] as const))(
    '%s',
    async (name, settings, index) => {
      await houseSettings(settings)
      await makeStays(index)
      const today = todayInGhana()
      const thisMonth = monthOf(today)
      const range = monthDays(thisMonth)
      const figures = await stayFigures()

      // Money received: the month page, the dashboard, the cash-up days and the payments CSV.
      const page = await monthPage(thisMonth)
      const dashboard = (await getJson(`/dashboard?from=${range.from}&to=${range.to}`)) as {
        totals: {
          revenue: number
          nightsSold: number
          occupancy: number
          adr: number
          revpar: number
        }
      }
      let cashUp = 0
      for (let d = range.from; d <= today; d = addDays(d, 1)) {
        cashUp += ((await getJson(`/bookings/cash-up?day=${d}`)) as { total: number }).total
      }
      const csv = await paymentsCsvTotal(range.from, range.to)
      expect({
        dashboard: dashboard.totals.revenue,
        cashUp,
        csv,
      }).toEqual({
        dashboard: page.moneyReceived,
        cashUp: page.moneyReceived,
        csv: page.moneyReceived,
      })
      expect({
        nightsSold: dashboard.totals.nightsSold,
        occupancy: dashboard.totals.occupancy,
        adr: dashboard.totals.adr,
        revpar: dashboard.totals.revpar,
      }).toEqual({
        nightsSold: page.nightsSold,
        occupancy: page.occupancy,
        adr: page.adr,
        revpar: page.revpar,
      })

      // Each stay's invoice adds up to its ledger; its bookings CSV line says what stayMoney says.
      const csvLines = new Map([
        ...(await bookingsCsv('2025-12-01', '2025-12-31')),
        ...(await bookingsCsv(range.from, range.to)),
      ])
      for (const { stay, entries, invoice } of figures) {
        const money = stayMoney(stay.price ?? 0, entries, stay.status)
        expect({ stay: stay.reference, gross: invoice.grossPesewas }).toEqual({
          stay: stay.reference,
          gross: money.due,
        })
        expect(invoice.netPesewas + invoice.taxPesewas).toBe(invoice.grossPesewas)
        expect({ stay: stay.reference, csv: csvLines.get(stay.reference ?? '') }).toEqual({
          stay: stay.reference,
          csv: [money.price, money.charges, money.received, money.balance, money.credit],
        })
      }

      // Room revenue, extras revenue and each tax: the month page as the invoices have them, for
      // the two months of the change of regime and this month.
      table.push(`${name}`)
      for (const month of ['2025-12', '2026-01', thisMonth]) {
        const shown = month === thisMonth ? page : await monthPage(month)
        const invoiced = invoicesIn(figures, month)
        expect({
          month,
          roomRevenue: shown.roomRevenue,
          extrasRevenue: shown.extrasRevenue,
          taxes: monthTaxes(shown),
        }).toEqual({ month, ...invoiced })
        const taxes = shown.taxes.lines
          .map((l) => `${l.code} ${l.rateBasisPoints / 100}% ${(l.amountPesewas / 100).toFixed(2)}`)
          .join('; ')
        const channels = shown.channels
          .map((c) => `${c.source} ${c.nights}n ${(c.revenue / 100).toFixed(2)}`)
          .join('; ')
        table.push(
          `  ${month}  room${cedis(shown.roomRevenue)}  extras${cedis(shown.extrasRevenue)}` +
            `  received${cedis(shown.moneyReceived)}  occupancy ${shown.occupancy}%` +
            `  ADR${cedis(shown.adr)}  RevPAR${cedis(shown.revpar)}`,
          `    taxes: ${taxes || 'none'}`,
          `    channels: ${channels || 'none'}`,
        )
      }
      table.push(
        `  ${thisMonth} received: month${cedis(page.moneyReceived)} dashboard${cedis(dashboard.totals.revenue)}` +
          ` cash-up days${cedis(cashUp)} payments CSV${cedis(csv)}`,
      )
      if (index === SETTINGS.length - 1) console.log(`Month agreement, GHS\n${table.join('\n')}`)
    },
    120_000,
  )
})
