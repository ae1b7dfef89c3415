import { describe, expect, it } from '@jest/globals'

import { stayMoney } from '@/lib/money/ledger'
import {
  chargeLines,
  chargesTotal,
  DOCUMENT_PATHS,
  documentLines,
  invoiceNumber,
  isReceiptText,
  linesTotal,
  paperOf,
  receiptLine,
} from '@/lib/money/documentLines'

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
