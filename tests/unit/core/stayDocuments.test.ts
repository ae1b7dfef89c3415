import { describe, expect, it } from '@jest/globals'

import { stayMoney } from '@/lib/money/ledger'
import {
  chargeLines,
  chargesTotal,
  DOCUMENT_PATHS,
  documentLines,
  invoiceNumber,
  invoiceTaxes,
  isReceiptText,
  linesTotal,
  paperOf,
  receiptLine,
} from '@/lib/money/documentLines'

import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'
import { owedNightPrices } from '@/lib/taxes/owed'

import { documentEntries as entries } from '../../helpers/fixtures/stayDocuments'

describe('a stay’s documents', () => {
  it('numbers the invoice from the stay’s reference, the same at every printing', () => {
    expect(invoiceNumber('RP-7KQ2')).toBe('INV-7KQ2')
    expect(invoiceNumber('RP-7KQ2')).toBe(invoiceNumber('RP-7KQ2'))
    expect(invoiceNumber('RP-7KQ2')).not.toBe(invoiceNumber('RP-7KQ3'))
  })

  it('knows a receipt number when it sees one', () => {
    expect(isReceiptText('R-000001')).toBe(true)
    expect(isReceiptText('R-1234567')).toBe(true)
    for (const bad of ['R-1', 'r-000001', 'R-00000A', '../R-000001', '', undefined]) {
      expect(isReceiptText(bad)).toBe(false)
    }
  })

  it('lists payments and refunds in the order written, a refund negative, a reversed one marked', () => {
    const lines = documentLines(entries)
    expect(lines).toEqual([
      {
        receipt: 'R-000007',
        kind: 'payment',
        amount: 1999,
        day: '2026-11-21',
        method: 'Mobile money',
        network: 'MTN',
        transactionId: '00123456789012345678',
        reason: null,
        reversal: null,
      },
      {
        receipt: 'R-000008',
        kind: 'refund',
        amount: -500,
        day: '2026-11-22',
        method: 'Cash',
        network: null,
        transactionId: null,
        reason: 'Breakfast not served',
        reversal: null,
      },
      {
        receipt: 'R-000009',
        kind: 'payment',
        amount: 10_000,
        day: '2026-11-22',
        method: 'Cash',
        network: null,
        transactionId: null,
        reason: null,
        reversal: { day: '2026-11-23', reason: 'Typed on the wrong stay' },
      },
    ])
  })

  it('adds up to what the ledger’s rules say the house holds', () => {
    const lines = documentLines(entries)
    const money = stayMoney(60_000, entries, 'checked-in')
    expect(linesTotal(lines)).toBe(1499)
    expect(linesTotal(lines)).toBe(money.received)
    // Without the reversal, the cash payment counts again, on the lines as in the rules.
    const unreversed = entries.filter((entry) => entry.kind !== 'reversal')
    expect(linesTotal(documentLines(unreversed))).toBe(stayMoney(60_000, unreversed).received)
    expect(linesTotal(documentLines(unreversed))).toBe(11_499)
  })

  it('lists each extra charged as its item × quantity; a reversed one stays, marked, and no longer counts', () => {
    const charged = [
      ...entries,
      {
        id: 'c1',
        kind: 'charge',
        amount: 5000,
        description: 'Club beer',
        quantity: 2,
        unitPrice: 2500,
        taxable: true,
        date: '2026-11-22T00:00:00.000Z',
        createdAt: '2026-11-22T20:00:00.000Z',
      },
      {
        id: 'c2',
        kind: 'charge',
        amount: 4000,
        description: 'Laundry (per bag)',
        quantity: 1,
        unitPrice: 4000,
        taxable: false,
        reason: 'Small bag',
        date: '2026-11-22T00:00:00.000Z',
        createdAt: '2026-11-22T20:05:00.000Z',
      },
      {
        id: 'c3',
        kind: 'reversal',
        amount: 4000,
        reverses: 'c2',
        reason: 'Wrong room',
        date: '2026-11-23T00:00:00.000Z',
        createdAt: '2026-11-23T08:00:00.000Z',
      },
    ]
    const lines = chargeLines(charged)
    expect(lines).toEqual([
      {
        id: 'c1',
        description: 'Club beer',
        quantity: 2,
        unitPrice: 2500,
        amount: 5000,
        taxable: true,
        day: '2026-11-22',
        reason: null,
        reversal: null,
      },
      {
        id: 'c2',
        description: 'Laundry (per bag)',
        quantity: 1,
        unitPrice: 4000,
        amount: 4000,
        taxable: false,
        day: '2026-11-22',
        reason: 'Small bag',
        reversal: { day: '2026-11-23', reason: 'Wrong room' },
      },
    ])
    // What is still charged is what the ledger's rules count toward what is due.
    expect(chargesTotal(lines)).toBe(stayMoney(0, charged).charges)
    expect(chargesTotal(lines)).toBe(5000)
    // The payments and refunds are untouched by the charges beside them.
    expect(documentLines(charged)).toEqual(documentLines(entries))
  })

  it('finds a receipt only among the stay’s own lines', () => {
    const lines = documentLines(entries)
    expect(receiptLine(lines, 'R-000008')?.kind).toBe('refund')
    expect(receiptLine(lines, 'R-000010')).toBeNull()
    expect(receiptLine([], 'R-000007')).toBeNull()
  })

  it('prints on A4 unless the 80 mm roll is asked for', () => {
    expect(paperOf('80mm')).toBe('80mm')
    for (const other of ['a4', undefined, '58mm', ['80mm'], '']) expect(paperOf(other)).toBe('a4')
  })

  it('opens under the guest’s link or the desk, escaping what it is given', () => {
    expect(DOCUMENT_PATHS.guestInvoice('abc_-123')).toBe('/stay/abc_-123/invoice')
    expect(DOCUMENT_PATHS.guestReceipt('abc', 'R-000001')).toBe('/stay/abc/receipt/R-000001')
    expect(DOCUMENT_PATHS.deskInvoice('id/1')).toBe('/admin/bookings/id%2F1/invoice')
    expect(DOCUMENT_PATHS.deskReceipt('7', 'R-000002')).toBe('/admin/bookings/7/receipt/R-000002')
  })
})

describe('a stay’s invoice lines and taxes', () => {
  const included = { pricesIncludeTax: true, vatRegistered: true }
  const added = { pricesIncludeTax: false, vatRegistered: true }
  const at = (day: string) => `${day}T10:00:00.000Z`
  // Three nights at ₵600.00 across the change of regime on 1 January 2026.
  const newYear = {
    price: 180_000,
    nightPrices: [
      { night: '2025-12-30', price: 60_000 },
      { night: '2025-12-31', price: 60_000 },
      { night: '2026-01-01', price: 60_000 },
    ],
    checkIn: '2025-12-30',
    checkOut: '2026-01-02',
  }
  const codes = (line: { taxes: Array<{ code: string }> }) => line.taxes.map((tax) => tax.code)

  it('taxes each night at the rates in force that night, both regimes on one invoice', () => {
    const invoice = invoiceTaxes(newYear, [], DEFAULT_TAX_RULES, included)
    expect(invoice.lines).toHaveLength(3)
    // Worked by hand: ₵600.00 holds 22.9% before 2026 (VAT on the price plus NHIL, GETFund and
    // the COVID-19 levy, and the tourism levy), 21% after (each on the price, no COVID-19 levy).
    expect(invoice.lines[1]).toMatchObject({ day: '2025-12-31', netPesewas: 48_820 })
    expect(invoice.lines[1].taxes.map((tax) => [tax.code, tax.amountPesewas])).toEqual([
      ['NHIL', 1221],
      ['GETFUND', 1221],
      ['COVID', 488],
      ['VAT', 7762],
      ['TOURISM', 488],
    ])
    expect(invoice.lines[2]).toMatchObject({ day: '2026-01-01', netPesewas: 49_586 })
    expect(invoice.lines[2].taxes.map((tax) => [tax.code, tax.amountPesewas])).toEqual([
      ['NHIL', 1240],
      ['GETFUND', 1240],
      ['VAT', 7438],
      ['TOURISM', 496],
    ])
    // VAT's base before 2026 is the exact net plus the three levies (₵488.20179… × 1.06); after,
    // the exact net alone (₵495.86776…).
    expect(invoice.lines[1].taxes[3].basePesewas).toBe(51_749)
    expect(invoice.lines[2].taxes[2].basePesewas).toBe(49_587)
    expect(invoice.taxes.find((tax) => tax.code === 'COVID')?.amountPesewas).toBe(976)
    expect(invoice.taxes.find((tax) => tax.code === 'VAT')?.amountPesewas).toBe(7762 * 2 + 7438)
    // The lines add up to the ledger: the stay's price, net plus taxes.
    expect(invoice.grossPesewas).toBe(newYear.price)
    expect(invoice.netPesewas + invoice.taxPesewas).toBe(newYear.price)
    expect(invoice.taxes.reduce((sum, tax) => sum + tax.amountPesewas, 0)).toBe(invoice.taxPesewas)
  })

  it('charges a house not registered for VAT only the tourism levy', () => {
    const invoice = invoiceTaxes(newYear, [], DEFAULT_TAX_RULES, {
      pricesIncludeTax: true,
      vatRegistered: false,
    })
    expect(invoice.lines.map(codes)).toEqual([['TOURISM'], ['TOURISM'], ['TOURISM']])
    // ₵600.00 ÷ 1.01 = ₵594.06 net, ₵5.94 levy.
    expect(invoice.taxes).toEqual([
      expect.objectContaining({ code: 'TOURISM', rateBasisPoints: 100, amountPesewas: 594 * 3 }),
    ])
    expect(invoice.grossPesewas).toBe(newYear.price)
  })

  it('shows the published prices as the net when the house adds the taxes', () => {
    const published = [
      { night: '2025-12-31', price: 33_333 },
      { night: '2026-01-01', price: 33_333 },
    ]
    const owed = owedNightPrices(published, DEFAULT_TAX_RULES, added)
    const price = owed.reduce((sum, night) => sum + night.price, 0)
    const stay = { price, nightPrices: owed, checkIn: '2025-12-31', checkOut: '2026-01-02' }
    const invoice = invoiceTaxes(stay, [], DEFAULT_TAX_RULES, added)
    expect(invoice.lines.map((line) => line.netPesewas)).toEqual([33_333, 33_333])
    expect(invoice.netPesewas).toBe(66_666)
    expect(invoice.grossPesewas).toBe(price)
    // What the guest owes is the published price and its taxes, each line rounded half-up:
    // 833 + 833 + 333 + 5300 + 333 on the last night of 2025, 833 + 833 + 5000 + 333 after.
    expect(price).toBe(33_333 + 7632 + 33_333 + 6999)
  })

  it('gives each standing charge its own line, taxed as an extra only when taxable', () => {
    const charges = [
      {
        id: 'c1',
        kind: 'charge',
        amount: 3000,
        description: 'Club beer',
        quantity: 2,
        unitPrice: 1500,
        taxable: true,
        date: at('2026-01-01'),
        createdAt: at('2026-01-01'),
      },
      {
        id: 'c2',
        kind: 'charge',
        amount: 5000,
        description: 'Airport pick-up',
        quantity: 1,
        unitPrice: 5000,
        taxable: false,
        date: at('2026-01-01'),
        createdAt: at('2026-01-01'),
      },
      {
        id: 'c3',
        kind: 'charge',
        amount: 2000,
        description: 'Laundry',
        quantity: 1,
        unitPrice: 2000,
        taxable: true,
        createdAt: at('2026-01-01'),
      },
      { id: 'r3', kind: 'reversal', amount: 2000, reverses: 'c3', createdAt: at('2026-01-01') },
      ...entries,
    ]
    const invoice = invoiceTaxes(newYear, charges, DEFAULT_TAX_RULES, included)
    const extras = invoice.lines.filter((line) => line.kind === 'extra')
    expect(extras.map((line) => [line.description, line.quantity, line.grossPesewas])).toEqual([
      ['Club beer', 2, 3000],
      ['Airport pick-up', 1, 5000],
    ])
    expect(codes(extras[0])).toEqual(['NHIL', 'GETFUND', 'VAT', 'TOURISM'])
    expect(extras[1]).toMatchObject({ netPesewas: 5000, taxPesewas: 0, taxes: [] })
    // The price and the charges still standing: what the ledger says the guest owes.
    expect(invoice.grossPesewas).toBe(newYear.price + 3000 + 5000)
    expect(invoice.netPesewas + invoice.taxPesewas).toBe(invoice.grossPesewas)
  })

  it('spreads a price set by hand over the nights, still adding up to it', () => {
    expect.assertions(4)
    for (const settings of [included, added]) {
      const invoice = invoiceTaxes({ ...newYear, price: 150_001 }, [], DEFAULT_TAX_RULES, settings)
      expect(invoice.lines.map((line) => line.grossPesewas)).toEqual([50_001, 50_000, 50_000])
      expect(invoice.netPesewas + invoice.taxPesewas).toBe(150_001)
    }
  })
})
