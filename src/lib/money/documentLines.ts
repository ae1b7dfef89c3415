import { ghanaDay } from '@/lib/bookings/availability'
import type { TaxLine } from '@/lib/taxes/amount'
import { taxesOfOwed } from '@/lib/taxes/owed'
import type { HouseTaxSettings, TaxRule } from '@/lib/taxes/rules'
import type { TaxTotal } from '@/lib/taxes/stay'
import { signedAmount } from './ledger'
import { nightsOwed } from './stayPriceLines'
import {
  MOBILE_MONEY_NETWORK_LABELS,
  PAYMENT_METHOD_LABELS,
  type MobileMoneyNetwork,
  type PaymentMethod,
} from './payments'

/**
 * A stay's printed documents: one invoice for the stay (its nights, its extras, its money) and one
 * receipt for each payment or refund.
 * The invoice's number comes from the stay's reference, so printing it again (or from the guest's
 * link) gives the same number; a receipt keeps the number its entry was written with.
 */
export const RECEIPT_TEXT = /^R-\d{6,}$/

/** The paper a document is laid out for: an A4 sheet, or the 80 mm roll of a receipt printer. */
export const PAPERS = ['a4', '80mm'] as const
export type Paper = (typeof PAPERS)[number]

export const PAPER_LABELS: Record<Paper, string> = { a4: 'A4', '80mm': '80 mm receipt' }

/** The paper asked for in the address (`?paper=80mm`); anything else is A4. */
export function paperOf(value: unknown): Paper {
  return value === '80mm' ? '80mm' : 'a4'
}

/** The stay's invoice number: "RP-7KQ2" is invoiced as "INV-7KQ2". */
export function invoiceNumber(reference: string): string {
  return `INV-${reference.replace(/^RP-/, '')}`
}

export function isReceiptText(value: unknown): value is string {
  return typeof value === 'string' && RECEIPT_TEXT.test(value)
}

type Id = string | number

/** A ledger entry as the documents read it. */
export type DocumentEntry = {
  id: Id
  kind: string
  amount: number
  reverses?: Id | { id: Id } | null
  method?: string | null
  network?: string | null
  transactionId?: string | null
  date?: string | null
  createdAt: string
  receipt?: string | null
  reason?: string | null
  note?: string | null
  /** A charge's item, quantity, unit price and taxable flag as they were when charged. */
  description?: string | null
  quantity?: number | null
  unitPrice?: number | null
  taxable?: boolean | null
}

/** One payment or refund as printed: a refund's amount is negative. */
export type DocumentLine = {
  receipt: string
  kind: 'payment' | 'refund'
  /** Signed whole pesewas: what the entry did to the money the house holds. */
  amount: number
  /** YYYY-MM-DD, the Ghana day the money moved. */
  day: string
  method: string
  network: string | null
  transactionId: string | null
  /** Why a refund was given. */
  reason: string | null
  /** Set when the entry was entered by mistake and undone: it no longer counts. */
  reversal: { day: string; reason: string } | null
}

const idOf = (value: DocumentEntry['reverses']): string | null =>
  value === null || value === undefined
    ? null
    : String(typeof value === 'object' ? value.id : value)

/**
 * The payments and refunds of a stay, in the order they were written, each with its receipt; an
 * entry undone by a reversal stays on the document, marked with the reversal's day and reason, so
 * what was once handed over is never silently missing from a printed page.
 */
export function documentLines(entries: readonly DocumentEntry[]): DocumentLine[] {
  const reversals = reversalsByEntry(entries)
  return entries
    .filter((entry) => (entry.kind === 'payment' || entry.kind === 'refund') && entry.receipt)
    .map((entry) => {
      const reversal = reversals.get(String(entry.id))
      return {
        receipt: entry.receipt as string,
        kind: entry.kind as 'payment' | 'refund',
        amount: signedAmount(entry),
        day: ghanaDay(entry.date ?? entry.createdAt),
        method: PAYMENT_METHOD_LABELS[entry.method as PaymentMethod] ?? entry.method ?? '',
        network: entry.network
          ? (MOBILE_MONEY_NETWORK_LABELS[entry.network as MobileMoneyNetwork] ?? entry.network)
          : null,
        transactionId: entry.transactionId || null,
        reason: entry.reason || null,
        reversal: reversal
          ? {
              day: ghanaDay(reversal.date ?? reversal.createdAt),
              reason: reversal.reason || reversal.note || '',
            }
          : null,
      }
    })
}

/** An extra charged to the stay as the invoice lists it: "Club beer × 2". */
export type ChargeLine = {
  id: string
  description: string
  quantity: number
  /** Whole pesewas each, as charged. */
  unitPrice: number
  /** Whole pesewas: quantity × unit price, what the guest owes for it. */
  amount: number
  taxable: boolean
  /** YYYY-MM-DD, the Ghana day it was charged. */
  day: string
  /** Why the price differs from the list's, when it does. */
  reason: string | null
  /** Set when it was charged by mistake and undone: it no longer counts. */
  reversal: { day: string; reason: string } | null
}

/** The day and reason of the reversal that undid each entry, by the undone entry's id. */
function reversalsByEntry(entries: readonly DocumentEntry[]): Map<string, DocumentEntry> {
  const reversals = new Map<string, DocumentEntry>()
  for (const entry of entries) {
    const undone = entry.kind === 'reversal' ? idOf(entry.reverses) : null
    if (undone) reversals.set(undone, entry)
  }
  return reversals
}

/**
 * The extras charged to a stay, one line each, in the order charged; one undone by a reversal
 * stays listed, marked with the reversal's day and reason, and no longer counts.
 */
export function chargeLines(entries: readonly DocumentEntry[]): ChargeLine[] {
  const reversals = reversalsByEntry(entries)
  return entries
    .filter((entry) => entry.kind === 'charge')
    .map((entry) => {
      const reversal = reversals.get(String(entry.id))
      const quantity = entry.quantity ?? 1
      return {
        id: String(entry.id),
        description: entry.description ?? '',
        quantity,
        unitPrice: entry.unitPrice ?? Math.round(entry.amount / quantity),
        amount: entry.amount,
        taxable: Boolean(entry.taxable),
        day: ghanaDay(entry.date ?? entry.createdAt),
        reason: entry.reason || null,
        reversal: reversal
          ? {
              day: ghanaDay(reversal.date ?? reversal.createdAt),
              reason: reversal.reason || reversal.note || '',
            }
          : null,
      }
    })
}

/** What the charges still standing add up to: the extras the guest owes for. */
export function chargesTotal(lines: readonly ChargeLine[]): number {
  return lines.reduce((sum, line) => (line.reversal ? sum : sum + line.amount), 0)
}

/** What the lines still standing add up to: the money the house holds for the stay. */
export function linesTotal(lines: readonly DocumentLine[]): number {
  return lines.reduce((sum, line) => (line.reversal ? sum : sum + line.amount), 0)
}

/** The line a receipt number names among a stay's own lines, or null (another stay's, or none). */
export function receiptLine(lines: readonly DocumentLine[], receipt: string): DocumentLine | null {
  return lines.find((line) => line.receipt === receipt) ?? null
}

/** Where a stay's documents open: under the guest's own link, or in the staff portal's desk. */
export const DOCUMENT_PATHS = {
  guestInvoice: (token: string) => `/stay/${encodeURIComponent(token)}/invoice`,
  guestReceipt: (token: string, receipt: string) =>
    `/stay/${encodeURIComponent(token)}/receipt/${encodeURIComponent(receipt)}`,
  deskInvoice: (bookingId: string | number) =>
    `/admin/bookings/${encodeURIComponent(String(bookingId))}/invoice`,
  deskReceipt: (bookingId: string | number, receipt: string) =>
    `/admin/bookings/${encodeURIComponent(String(bookingId))}/receipt/${encodeURIComponent(receipt)}`,
}

/** One line of what the guest owes: a night of the room or a charge, split into net and taxes. */
export type InvoiceLine = {
  kind: 'room' | 'extra'
  /** YYYY-MM-DD: the night, or the day the charge was made. */
  day: string
  /** The charge's item; null for a night of the room. */
  description: string | null
  quantity: number
  /** Whole pesewas: the net price, each tax, and what the guest owes for the line. */
  netPesewas: number
  taxes: TaxLine[]
  taxPesewas: number
  grossPesewas: number
}

/** What a stay's invoice charges: its lines, each tax summed per rate, and the three totals. */
export type InvoiceTaxes = {
  lines: InvoiceLine[]
  taxes: TaxTotal[]
  netPesewas: number
  taxPesewas: number
  grossPesewas: number
}

/** A stay as its invoice lines read it: the price it owes and the nights it was priced by. */
export type InvoicedStay = {
  price: number
  nightPrices: readonly { night: string; price: number }[]
  checkIn: string
  checkOut: string
}

/**
 * What each night of the stay owes (`nightsOwed`); a stay of no nights is invoiced as one line on
 * its check-in day, so its price is never missing from the invoice.
 */
function nightAmounts(stay: InvoicedStay): Array<{ day: string; pesewas: number }> {
  const nights = nightsOwed(stay)
  return nights.length ? nights : [{ day: ghanaDay(stay.checkIn), pesewas: Math.round(stay.price) }]
}

/** The charges still standing: a reversal removes the charge it undoes. */
function standingCharges(entries: readonly DocumentEntry[]): DocumentEntry[] {
  const reversed = new Set(
    entries.flatMap((entry) =>
      entry.kind === 'reversal' && idOf(entry.reverses) ? [idOf(entry.reverses) as string] : [],
    ),
  )
  return entries.filter((entry) => entry.kind === 'charge' && !reversed.has(String(entry.id)))
}

/**
 * A stay's invoice lines and taxes from what the ledger holds: each night of the room taxed as a
 * room at the rates in force that night, each charge still standing on its own line, taxed as an
 * extra on its day when taxable and carrying no tax otherwise. Each line's net and taxes add up to
 * what it owes (`taxesOfOwed`), so the lines add up to the stay's price and its charges: the
 * ledger, to the pesewa.
 */
export function invoiceTaxes(
  stay: InvoicedStay,
  entries: readonly DocumentEntry[],
  rules: readonly TaxRule[],
  settings: HouseTaxSettings,
): InvoiceTaxes {
  const nights: InvoiceLine[] = nightAmounts(stay).map(({ day, pesewas }) => {
    const { lines, ...split } = taxesOfOwed(pesewas, day, 'room', rules, settings)
    return { kind: 'room', day, description: null, quantity: 1, ...split, taxes: lines }
  })
  const charges: InvoiceLine[] = standingCharges(entries).map((entry) => {
    const day = ghanaDay(entry.date ?? entry.createdAt)
    const owed = Math.round(entry.amount)
    const { lines, ...split } = entry.taxable
      ? taxesOfOwed(owed, day, 'extra', rules, settings)
      : { netPesewas: owed, lines: [], taxPesewas: 0, grossPesewas: owed }
    const described = { description: entry.description || '', quantity: entry.quantity ?? 1 }
    return { kind: 'extra', day, ...described, ...split, taxes: lines }
  })
  const lines = [...nights, ...charges]
  const sum = (pick: (line: InvoiceLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0)
  return {
    lines,
    taxes: taxTotals(lines),
    netPesewas: sum((line) => line.netPesewas),
    taxPesewas: sum((line) => line.taxPesewas),
    grossPesewas: sum((line) => line.grossPesewas),
  }
}

/** Each tax summed over the lines, one total per code and rate, so each regime keeps its own. */
export function taxTotals(lines: readonly InvoiceLine[]): TaxTotal[] {
  const totals = new Map<string, TaxTotal>()
  for (const tax of lines.flatMap((line) => line.taxes)) {
    const key = `${tax.code}@${tax.rateBasisPoints}`
    const total = totals.get(key)
    if (total) {
      total.basePesewas += tax.basePesewas
      total.amountPesewas += tax.amountPesewas
    } else {
      totals.set(key, { ...tax })
    }
  }
  return [...totals.values()]
}
