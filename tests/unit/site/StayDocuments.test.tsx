import { afterEach, describe, expect, it } from '@jest/globals'
import { cleanup, render, screen, within } from '@testing-library/react'

import { DocumentTools, Invoice, Receipt } from '@/components/site/StayDocuments'
import type { StayDocuments } from '@/data/invoiceAndReceipts'
import { stayMoney } from '@/lib/money/ledger'
import { documentLines, invoiceTaxes } from '@/lib/money/documentLines'
import { formatPesewas } from '@/lib/money/amounts'
import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'

import { documentEntries as entries } from '../../helpers/fixtures/stayDocuments'

const nightPrices = [
  { night: '2026-11-21', price: 30_000 },
  { night: '2026-11-22', price: 30_050 },
]
const stayDays = { checkIn: '2026-11-21', checkOut: '2026-11-23' }
const taxesAt = (price: number) =>
  invoiceTaxes({ price, nightPrices, ...stayDays }, entries, DEFAULT_TAX_RULES, {
    pricesIncludeTax: true,
    vatRegistered: true,
  })

const documents: StayDocuments = {
  invoiceNumber: 'INV-7KQ2',
  issued: '2026-11-25',
  reference: 'RP-7KQ2',
  guest: { name: 'Ɔkyeame Ɛsi', phone: '0241113333', email: 'esi@example.com' },
  room: 'Garden View Twin',
  checkIn: '2026-11-21',
  checkOut: '2026-11-23',
  nights: 2,
  guests: 2,
  nightPrices,
  lines: documentLines(entries),
  taxes: taxesAt(60_050),
  money: stayMoney(60_050, entries, 'checked-in'),
  howToPay: {
    deposit: null,
    accounts: [
      { network: 'mtn', kind: 'merchant', number: '482913', accountName: 'Test House Ltd' },
    ],
  },
  house: {
    name: 'Test House',
    address: '12 Palm Street, Accra',
    landmark: 'Behind the post office',
    phones: ['024 123 4567', '020 765 4321'],
    email: 'stay@example.com',
    tin: 'C0000803561',
    tourismLicence: 'GTA/GA/1234',
  },
}

describe('a stay’s printed documents', () => {
  afterEach(() => cleanup())

  it('prints the invoice: house, guest, nights with their prices, every entry and the balance', () => {
    render(<Invoice documents={documents} paper="a4" />)
    const sheet = screen.getByTestId('stay-document')
    expect(sheet).toHaveClass('stay-document', 'paper-a4')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invoice INV-7KQ2')
    for (const text of [
      'Test House',
      '12 Palm Street, Accra',
      'Tel. +233 24 123 4567 · +233 20 765 4321',
      'stay@example.com',
      'Ɔkyeame Ɛsi',
      'RP-7KQ2',
      'Garden View Twin',
      '₵300.50',
    ]) {
      expect(sheet).toHaveTextContent(text)
    }
    const lines = screen.getAllByTestId('document-line')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toHaveTextContent('R-000007')
    expect(lines[0]).toHaveTextContent('Mobile money MTN · Transaction ID 00123456789012345678')
    expect(lines[0]).toHaveTextContent('₵19.99')
    expect(lines[1]).toHaveTextContent('-₵5')
    expect(lines[1]).toHaveTextContent('Reason: Breakfast not served')
    // The entry undone stays on the page, struck through and saying why it no longer counts.
    expect(within(lines[2]).getByText('₵100')).toHaveClass('line-through')
    expect(within(lines[2]).getByTestId('line-reversed')).toHaveTextContent(
      'Reversed on Mon, 23 Nov 2026: Typed on the wrong stay. This entry no longer counts.',
    )
    expect(within(lines[0]).queryByTestId('line-reversed')).toBeNull()
    // The totals are the ledger's: ₵19.99 paid, ₵5 refunded, ₵14.99 held of ₵600.50.
    expect(screen.getByTestId('document-price')).toHaveTextContent('₵600.50')
    expect(screen.getByTestId('document-paid')).toHaveTextContent('₵19.99')
    expect(screen.getByTestId('document-refunded')).toHaveTextContent('-₵5')
    expect(screen.getByTestId('document-received')).toHaveTextContent('₵14.99')
    expect(screen.getByTestId('document-balance')).toHaveTextContent('Balance due ₵585.51')
    // Its nights add up to its price: no adjustment line.
    expect(screen.queryByTestId('price-adjustment')).toBeNull()
  })

  it('says under the totals how to pay what is left: the deposit by its day, numbers, reference', () => {
    const deposit = { amount: 30_025, day: '2026-11-18', time: null, late: false }
    render(
      <Invoice
        documents={{ ...documents, howToPay: { ...documents.howToPay, deposit } }}
        paper="a4"
      />,
    )
    const how = screen.getByTestId('how-to-pay')
    expect(screen.getByTestId('stay-deposit-due')).toHaveTextContent(
      'Deposit due ₵300.25 by Wed, 18 Nov 2026',
    )
    expect(within(how).getByTestId('pay-to')).toHaveTextContent(
      'MTN merchant ID 482913Account name: Test House Ltd',
    )
    expect(within(how).getByTestId('pay-reference')).toHaveTextContent(
      'Quote your reference RP-7KQ2 with the payment.',
    )
  })

  it('says nothing of paying once nothing is left to pay', () => {
    const paid = { ...documents, money: stayMoney(0, [], 'completed') }
    render(<Invoice documents={paid} paper="a4" />)
    expect(screen.queryByTestId('how-to-pay')).toBeNull()
  })

  it('says so when the price agreed differs from the sum of the nights', () => {
    const discounted = {
      ...documents,
      money: stayMoney(55_000, entries, 'checked-in'),
      taxes: taxesAt(55_000),
    }
    render(<Invoice documents={discounted} paper="a4" />)
    expect(screen.getByTestId('price-adjustment')).toHaveTextContent(
      'Adjustment to the agreed price-₵50.50',
    )
    expect(screen.getByTestId('document-price')).toHaveTextContent('₵550')
  })

  it('prints one receipt on the 80 mm roll with its method, network and transaction ID', () => {
    render(<Receipt documents={documents} line={documents.lines[0]} paper="80mm" />)
    expect(screen.getByTestId('stay-document')).toHaveClass('paper-80mm')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt R-000007')
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('₵19.99')
    expect(screen.getByTestId('stay-document')).toHaveTextContent('Mobile money MTN')
    expect(screen.getByText('00123456789012345678')).toBeInTheDocument()
    expect(screen.getByTestId('stay-document')).toHaveTextContent('INV-7KQ2')
    expect(screen.queryByTestId('line-reversed')).toBeNull()
  })

  it('calls a refund’s receipt so, and strikes a reversed payment’s amount', () => {
    render(<Receipt documents={documents} line={documents.lines[1]} paper="a4" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Refund receipt R-000008')
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('₵5')
    expect(screen.getByTestId('stay-document')).toHaveTextContent('Breakfast not served')
    cleanup()
    render(<Receipt documents={documents} line={documents.lines[2]} paper="a4" />)
    expect(screen.getByTestId('receipt-amount')).toHaveClass('line-through')
    expect(screen.getByTestId('line-reversed')).toHaveTextContent('Typed on the wrong stay')
  })

  it('prints the house’s TIN and licence, each line’s net and each tax with its rate and base', () => {
    expect.assertions(18)
    for (const paper of ['a4', '80mm'] as const) {
      render(<Invoice documents={documents} paper={paper} />)
      expect(screen.getByTestId('house-tin')).toHaveTextContent('TIN C0000803561')
      expect(screen.getByTestId('house-licence')).toHaveTextContent('Tourism licence GTA/GA/1234')
      const lines = screen.getAllByTestId('invoice-line')
      expect(lines).toHaveLength(2)
      // ₵300.50 holds 21%: its exact net is ₵248.3471…, VAT ₵37.25, each levy ₵6.21, tourism ₵2.48.
      expect(lines[1]).toHaveTextContent('₵300.50Net ₵248.35 · taxes ₵52.15')
      expect(screen.getAllByTestId('tax-line').map((line) => line.textContent)).toEqual([
        'National Health Insurance Levy 2.5% on ₵496.28₵12.41',
        'GETFund Levy 2.5% on ₵496.28₵12.41',
        'VAT 15% on ₵496.28₵74.44',
        'Tourism Levy 1% on ₵496.28₵4.96',
      ])
      expect(screen.getByTestId('invoice-net')).toHaveTextContent('₵496.28')
      expect(screen.getByTestId('invoice-tax')).toHaveTextContent('₵104.22')
      expect(screen.getByTestId('invoice-gross')).toHaveTextContent('₵600.50')
      // Net and taxes add up to the price of the stay the ledger holds.
      expect(screen.getByTestId('document-price')).toHaveTextContent('₵600.50')
      cleanup()
    }
  })

  it('puts the same taxes on a receipt, under the house’s TIN', () => {
    render(<Receipt documents={documents} line={documents.lines[0]} paper="80mm" />)
    expect(screen.getByTestId('house-tin')).toHaveTextContent('TIN C0000803561')
    expect(screen.getAllByTestId('tax-line')).toHaveLength(4)
    expect(screen.getByTestId('invoice-gross')).toHaveTextContent('₵600.50')
  })

  it('lists the extras charged, item × quantity, and counts them in the balance', () => {
    const charge = {
      id: 'c1',
      kind: 'charge',
      amount: 5000,
      description: 'Club beer',
      quantity: 2,
      unitPrice: 2500,
      date: '2026-11-22T00:00:00.000Z',
      createdAt: '2026-11-22T20:00:00.000Z',
    }
    const withExtras = [...entries, charge]
    render(
      <Invoice
        documents={{
          ...documents,
          taxes: invoiceTaxes(
            { price: 60_050, nightPrices, ...stayDays },
            withExtras,
            DEFAULT_TAX_RULES,
            {
              pricesIncludeTax: true,
              vatRegistered: true,
            },
          ),
          money: stayMoney(60_050, withExtras, 'checked-in'),
        }}
        paper="a4"
      />,
    )
    const lines = screen.getAllByTestId('invoice-line')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toHaveTextContent('2 × Club beer')
    expect(lines[2]).toHaveTextContent('₵50')
    const without = stayMoney(60_050, entries, 'checked-in').balance
    expect(screen.getByTestId('document-balance')).toHaveTextContent(
      `Balance due ${formatPesewas(without + 5000)}`,
    )
  })

  it('offers print, the other paper and the WhatsApp link on screen only', () => {
    render(
      <DocumentTools
        paper="80mm"
        paperHref={(paper) => `/doc?paper=${paper}`}
        share={{ href: 'https://wa.me/233241113333?text=hi', label: 'Send on WhatsApp' }}
      />,
    )
    const tools = screen.getByTestId('document-tools')
    expect(tools).toHaveClass('print:hidden')
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'A4' })).toHaveAttribute('href', '/doc?paper=a4')
    expect(screen.queryByRole('link', { name: '80 mm receipt' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/233241113333?text=hi',
    )
  })
})
