import { describe, expect, it } from '@jest/globals'

import { toCedis } from '@/lib/money/amounts'
import { buildDashboard, dashboardRange } from '@/lib/reports'
import { buildMonth, revenueByMonth, type MonthInput } from '@/lib/reports/month'
import { monthCsv } from '@/lib/reports/monthCsv'
import { invoiceTaxes } from '@/lib/money/documentLines'
import { extrasRevenueOf, taxesCollected, type ExtraEntry } from '@/lib/reports/monthMoney'
import { monthsEnding, parseMonth, shiftMonth, weeksOf } from '@/lib/reports/monthRange'
import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'
import { taxesOfCharge } from '@/lib/taxes/amount'

const room = (id: string) => ({
  id,
  name: `Room ${id}`,
  regularPrice: 350,
  discountedPrice: null,
  offer: false,
  isAvailable: true,
})

const stay = (
  roomId: string,
  checkIn: string,
  checkOut: string,
  price: number,
  source: string,
  status = 'completed',
) => ({ room: roomId, checkIn, checkOut, price, source, status })

const money = (
  id: string,
  kind: 'payment' | 'refund' | 'reversal',
  amount: number,
  day: string,
  recordedByName: string,
  reversesKind: 'payment' | 'refund' | null = null,
) => ({ id, kind, amount, day, recordedByName, reversesKind, reverses: reversesKind ? 'x' : null })

const charge = (amount: number, day: string, taxable: boolean): ExtraEntry => ({
  kind: 'charge',
  amount,
  day,
  taxable,
  chargedOn: day,
})

const HOUSE = { pricesIncludeTax: true, vatRegistered: true }

/**
 * January 2026, two rooms (62 room-nights), worked by hand:
 * - a stay of 30 Dec – 2 Jan at ₵300 (₵100 a night): only 1 January's ₵100 is January's;
 * - a walk-in of 10–13 Jan at ₵450.01: ₵150.01 + ₵150 + ₵150;
 * - a phone stay of 30 Jan – 2 Feb at ₵600: 30 and 31 January, ₵200 each;
 * - a cancelled stay: nothing; a booking site's stay on 25–27 Jan fills 2 nights at no known price;
 *   room 1 is closed for repairs 5–7 Jan (2 room-nights fewer to let: 60).
 */
const january: MonthInput = {
  month: '2026-01',
  rooms: [room('1'), room('2')],
  stays: [
    stay('1', '2025-12-30', '2026-01-02', 30_000, 'website'),
    stay('2', '2026-01-10', '2026-01-13', 45_001, 'walk-in'),
    stay('1', '2026-01-30', '2026-02-02', 60_000, 'phone', 'confirmed'),
    stay('2', '2026-01-20', '2026-01-22', 99_999, 'phone', 'cancelled'),
  ],
  blocks: [
    { room: '2', startDate: '2026-01-25', endDate: '2026-01-27', reason: 'external' },
    { room: '1', startDate: '2026-01-05', endDate: '2026-01-07', reason: 'maintenance' },
  ],
  money: [
    money('p1', 'payment', 30_000, '2026-01-02', 'Ama'),
    money('p2', 'payment', 20_000, '2026-01-12', 'Kofi'),
    money('r1', 'refund', 5_000, '2026-01-13', 'Ama'),
    money('p3', 'payment', 1_234, '2026-01-14', 'Kofi'),
    money('v1', 'reversal', 1_234, '2026-01-14', 'Ama', 'payment'),
    money('p4', 'payment', 9_999, '2026-02-01', 'Kofi'),
  ],
  extras: [
    charge(2_400, '2026-01-11', true),
    charge(1_000, '2026-01-11', false),
    charge(5_000, '2026-01-15', true),
    { kind: 'reversal', amount: 5_000, day: '2026-01-16', taxable: true, chargedOn: '2026-01-15' },
    charge(7_000, '2026-02-01', true),
  ],
  owing: [
    {
      id: 'a',
      reference: 'GH-2',
      guestName: 'Esi',
      roomName: 'Room 2',
      checkOut: '2026-01-13',
      balance: 100,
    },
    {
      id: 'b',
      reference: 'GH-1',
      guestName: 'Kojo',
      roomName: 'Room 1',
      checkOut: '2025-12-01',
      balance: 500,
    },
    {
      id: 'c',
      reference: 'GH-3',
      guestName: 'Abena',
      roomName: 'Room 1',
      checkOut: '2025-11-01',
      balance: 0,
    },
  ],
  taxRules: DEFAULT_TAX_RULES,
  taxSettings: HOUSE,
  today: Date.parse('2026-06-01T00:00:00.000Z'),
  lastTwelve: [],
}

const taxOf = (pesewas: number, day: string, kind: 'room' | 'extra', vat = true) =>
  taxesOfCharge(pesewas, day, kind, DEFAULT_TAX_RULES, {
    pricesIncludeTax: true,
    vatRegistered: vat,
  })

describe('the owner’s month', () => {
  const data = buildMonth(january)

  it('counts only the month’s nights of a stay across two months, at the price agreed', () => {
    expect(data.roomRevenue).toBe(10_000 + 45_001 + 40_000)
    expect(data.nightsSold).toBe(6)
    expect(data.range).toEqual({ from: '2026-01-01', to: '2026-01-31' })
    expect([data.previous, data.next]).toEqual(['2025-12', '2026-02'])
    // December holds the same stay's other two nights.
    expect(buildMonth({ ...january, month: '2025-12' }).roomRevenue).toBe(20_000)
  })

  it('extras are charges less those reversed, each on its own day; money is payments less refunds', () => {
    expect(data.extrasRevenue).toBe(2_400 + 1_000 + 5_000 - 5_000)
    expect(data.revenue).toBe(95_001 + 3_400)
    expect(data.moneyReceived).toBe(30_000 + 20_000 - 5_000 + 1_234 - 1_234)
  })

  it('occupancy, ADR and RevPAR by their definitions', () => {
    // Room 1: 1, 30, 31 Jan; room 2: 10–12 and the booking site's 25–26 Jan.
    expect(data.occupiedNights).toBe(8)
    expect(data.availableNights).toBe(62 - 2)
    expect(data.occupancy).toBe(13.3)
    expect(data.adr).toBe(Math.round(95_001 / 6))
    expect(data.revpar).toBe(Math.round(95_001 / 60))
  })

  it('taxes and levies: each night and taxable extra at its day’s rates, a reversed extra’s taken off', () => {
    const nights: Array<[number, string]> = [
      [10_000, '2026-01-01'],
      [15_001, '2026-01-10'],
      [15_000, '2026-01-11'],
      [15_000, '2026-01-12'],
      [20_000, '2026-01-30'],
      [20_000, '2026-01-31'],
    ]
    const expected =
      nights.reduce((sum, [pesewas, day]) => sum + taxOf(pesewas, day, 'room').taxPesewas, 0) +
      taxOf(2_400, '2026-01-11', 'extra').taxPesewas
    expect(data.taxes.total).toBe(expected)
    // 1 January's ₵100 night holds VAT 15%, NHIL and GETFund 2.5% and the tourism levy 1% of ₵100 ÷ 1.21.
    expect(taxOf(10_000, '2026-01-01', 'room').lines.map((l) => [l.code, l.amountPesewas])).toEqual(
      [
        ['NHIL', 207],
        ['GETFUND', 207],
        ['VAT', 1_240],
        ['TOURISM', 83],
      ],
    )
    expect(data.taxes.lines.map((l) => [l.code, l.rateBasisPoints, l.payee])).toEqual([
      ['GETFUND', 250, 'gra'],
      ['NHIL', 250, 'gra'],
      ['VAT', 1500, 'gra'],
      ['TOURISM', 100, 'tourism'],
    ])
    const byPayee = Object.fromEntries(data.taxes.byPayee.map((p) => [p.payee, p.amount]))
    expect(byPayee.gra + byPayee.tourism).toBe(expected)
    // December's nights were taxed by the old regime: the COVID-19 levy is among its lines.
    const december = buildMonth({ ...january, month: '2025-12' })
    expect(december.taxes.lines.map((l) => l.code)).toContain('COVID')
    // A house not registered for VAT collects the tourism levy alone.
    const levyOnly = buildMonth({ ...january, taxSettings: { ...HOUSE, vatRegistered: false } })
    expect(levyOnly.taxes.lines.map((l) => l.code)).toEqual(['TOURISM'])
    expect(levyOnly.taxes.total).toBe(
      nights.reduce((s, [p, d]) => s + taxOf(p, d, 'room', false).taxPesewas, 0) +
        taxOf(2_400, '2026-01-11', 'extra', false).taxPesewas,
    )
  })

  it('revenue and nights by channel, the booking sites’ calendar stays last', () => {
    expect(data.channels.map((c) => [c.source, c.nights, c.revenue])).toEqual([
      ['walk-in', 3, 45_001],
      ['phone', 2, 40_000],
      ['website', 1, 10_000],
      ['imported', 2, 0],
    ])
  })

  it('balances owed by guests who have left, oldest first; nothing owed is left out', () => {
    expect(data.owing.stays.map((s) => [s.reference, s.balance])).toEqual([
      ['GH-1', 500],
      ['GH-2', 100],
    ])
    expect(data.owing.total).toBe(600)
  })

  it('the staff who took the money add up to the money received', () => {
    expect(data.staff).toEqual([
      { name: 'Ama', payments: 30_000 - 1_234, refunds: 5_000, net: 30_000 - 1_234 - 5_000 },
      { name: 'Kofi', payments: 21_234, refunds: 0, net: 21_234 },
    ])
    expect(data.staff.reduce((sum, s) => sum + s.net, 0)).toBe(data.moneyReceived)
  })

  it('occupancy by day and revenue by week add up to the month', () => {
    expect(data.byDay).toHaveLength(31)
    expect(data.byDay[0]).toEqual({ day: '2026-01-01', occupied: 1, available: 2, occupancy: 50 })
    expect(data.byDay[4]).toEqual({ day: '2026-01-05', occupied: 0, available: 1, occupancy: 0 })
    expect(data.byDay.reduce((sum, d) => sum + d.occupied, 0)).toBe(data.occupiedNights)
    expect(data.byDay.reduce((sum, d) => sum + d.available, 0)).toBe(data.availableNights)
    expect(data.byWeek.map((w) => [w.from, w.to, w.revenue])).toEqual([
      ['2026-01-01', '2026-01-07', 10_000],
      ['2026-01-08', '2026-01-14', 45_001 + 2_400 + 1_000],
      ['2026-01-15', '2026-01-21', 0],
      ['2026-01-22', '2026-01-28', 0],
      ['2026-01-29', '2026-01-31', 40_000],
    ])
  })

  it('the last 12 months: each month’s rooms and extras, the month itself as the page counts it', () => {
    const months = monthsEnding('2026-01', 12)
    expect([months[0], months[11]]).toEqual(['2025-02', '2026-01'])
    const rooms = new Map([
      ['1', 1],
      ['2', 2],
    ])
    const sums = revenueByMonth(months, january.stays, rooms, january.extras)
    expect(sums.get('2025-12')).toBe(20_000)
    expect(sums.get('2026-01')).toBe(data.revenue)
    expect(sums.has('2026-02')).toBe(false)
  })

  it('agrees with the dashboard over the same month to the pesewa', () => {
    const range = dashboardRange({ from: '2026-01-01', to: '2026-01-31' }, '2026-06-01')
    const dashboard = buildDashboard({
      rooms: january.rooms,
      bookings: january.stays,
      blocks: january.blocks,
      money: january.money.map((entry) => ({ ...entry, room: '' })),
      range: range!,
      now: new Date('2026-06-01T10:00:00.000Z'),
    }).totals
    expect({
      revenue: dashboard.revenue,
      adr: dashboard.adr,
      revpar: dashboard.revpar,
      occupancy: dashboard.occupancy,
      nightsSold: dashboard.nightsSold,
    }).toEqual({
      revenue: data.moneyReceived,
      adr: data.adr,
      revpar: data.revpar,
      occupancy: data.occupancy,
      nightsSold: data.nightsSold,
    })
  })

  it('the CSV opens in a spreadsheet: a BOM, one row per figure, amounts in cedis', () => {
    const csv = monthCsv(data)
    expect(csv.startsWith('\uFEFFSection,Item,Nights,Base (GHS),Amount (GHS)\r\n')).toBe(true)
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toContain(`Figures,Room revenue,6,,${toCedis(95_001).toFixed(2)}`)
    expect(lines).toContain('Figures,Money received,,,450.00')
    expect(lines).toContain('Money taken by staff,Ama,,,237.66')
    expect(lines).toContain('Revenue and nights by channel,Walk-in,3,,450.01')
    expect(lines).toContain(
      `Taxes and levies collected,Total taxes and levies,,,${(data.taxes.total / 100).toFixed(2)}`,
    )
    // Each tax's rate once, as on the invoice: "VAT 15%", never "15%%".
    const vat = lines.find((line) => line.startsWith('Taxes and levies collected,VAT '))
    expect(vat).toMatch(/^Taxes and levies collected,VAT 15% \(/)
  })
})

describe('months', () => {
  it('reads YYYY-MM only, and steps across years', () => {
    expect(parseMonth('2026-12')).toBe('2026-12')
    expect(['2026-13', '2026-1', '26-12', '', null].map(parseMonth)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
  })

  it('weeks run 1–7, 8–14, 15–21, 22–28 and the days left', () => {
    expect(weeksOf('2026-02').map((w) => w.to)).toEqual([
      '2026-02-07',
      '2026-02-14',
      '2026-02-21',
      '2026-02-28',
    ])
    expect(weeksOf('2028-02').at(-1)).toEqual({ from: '2028-02-29', to: '2028-02-29' })
  })

  it('extras revenue by its rule alone', () => {
    expect(extrasRevenueOf([charge(300, '2026-01-01', false)])).toBe(300)
    expect(extrasRevenueOf([])).toBe(0)
  })
})

describe('the month and the invoice read a night and its taxes by the same rule', () => {
  // A house adding its taxes prices each night with that night's rates: 22.9% on the nights of
  // 2025, 21% on those of 2026, so a stay across the change has nights of different prices.
  const added = { pricesIncludeTax: false, vatRegistered: true }
  const acrossNewYear = {
    ...stay('1', '2025-12-30', '2026-01-03', 0, 'phone'),
    price: 57_347 * 2 + 56_467 * 2,
    nightPrices: [
      { night: '2025-12-30', price: 57_347 },
      { night: '2025-12-31', price: 57_347 },
      { night: '2026-01-01', price: 56_467 },
      { night: '2026-01-02', price: 56_467 },
    ],
  }
  const monthOfStay = (month: string) =>
    buildMonth({ ...january, month, stays: [acrossNewYear], extras: [], taxSettings: added })

  it('each night counts at the price it was priced at, as its invoice line has it', () => {
    expect(monthOfStay('2025-12').roomRevenue).toBe(57_347 * 2)
    expect(monthOfStay('2026-01').roomRevenue).toBe(56_467 * 2)
    expect(monthOfStay('2026-01').adr).toBe(56_467)
  })

  it('the month’s taxes are its invoices’ tax lines added up, to the pesewa', () => {
    const invoice = invoiceTaxes(
      { ...acrossNewYear, price: acrossNewYear.price },
      [],
      DEFAULT_TAX_RULES,
      added,
    )
    const invoiced = (month: string) => {
      const totals: Record<string, number> = {}
      for (const line of invoice.lines.filter((l) => l.day.startsWith(month))) {
        for (const tax of line.taxes) {
          const key = `${tax.code}@${tax.rateBasisPoints}`
          totals[key] = (totals[key] ?? 0) + tax.amountPesewas
        }
      }
      return totals
    }
    const shown = (month: string) =>
      Object.fromEntries(
        monthOfStay(month).taxes.lines.map((l) => [
          `${l.code}@${l.rateBasisPoints}`,
          l.amountPesewas,
        ]),
      )
    expect(shown('2025-12')).toEqual(invoiced('2025-12'))
    expect(shown('2026-01')).toEqual(invoiced('2026-01'))
  })

  it('a taxable extra’s taxes are split as its invoice line splits them', () => {
    // ₵18.10 a beer with 20% and the tourism levy added: ₵21.90 owed, whose invoice line holds
    // VAT ₵2.72 (15% of the ₵18.10 net); split as a price holding its taxes, it would be ₵2.71.
    const owed = taxesOfCharge(1_810, '2026-12-07', 'extra', DEFAULT_TAX_RULES, added).grossPesewas
    const entry = {
      id: 'c',
      kind: 'charge',
      amount: owed,
      taxable: true,
      date: '2026-12-07',
      createdAt: '2026-12-07T10:00:00.000Z',
    }
    const invoice = invoiceTaxes(
      { price: 0, nightPrices: [], checkIn: '2026-12-07', checkOut: '2026-12-07' },
      [entry],
      DEFAULT_TAX_RULES,
      added,
    )
    const extraLine = invoice.lines.find((line) => line.kind === 'extra')
    const byCode = (taxes: ReadonlyArray<{ code: string; amountPesewas: number }>) =>
      Object.fromEntries(taxes.map((tax) => [tax.code, tax.amountPesewas]))
    const collected = taxesCollected(
      [],
      [charge(owed, '2026-12-07', true)],
      DEFAULT_TAX_RULES,
      added,
    )
    expect(owed).toBe(2_190)
    expect(byCode(collected)).toEqual(byCode(extraLine?.taxes ?? []))
    expect(byCode(collected).VAT).toBe(272)
  })
})
