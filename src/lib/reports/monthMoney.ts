/**
 * The owner's month, the money parts: extras sold, the taxes and levies in what was sold, the money
 * each member of staff took, and what guests who have left still owe. Whole pesewas throughout.
 */
import { month as MONTH_TEXTS } from '@/lib/messages/month'
import { revenueOf, signedAmount, type LedgerEntryLike } from '@/lib/money/ledger'
import { taxesOfOwed } from '@/lib/taxes/owed'
import type { DayAmount, TaxTotal } from '@/lib/taxes/stay'
import type { ChargeKind, HouseTaxSettings, TaxRule } from '@/lib/taxes/rules'

/**
 * An extra on a bill as the month reads it: a `charge` entry, or a `reversal` of one. A reversal
 * carries what it undoes: the charge's amount, whether it was taxable and the day it was charged
 * (whose rates its taxes were worked out at).
 */
export type ExtraEntry = {
  kind: 'charge' | 'reversal'
  amount: number
  /** YYYY-MM-DD, the day the entry counts on: a reversal on its own day, as money's do. */
  day: string
  taxable: boolean
  /** The day the charge was made, YYYY-MM-DD (for a charge, its own day). */
  chargedOn: string
}

/** What an extra entry adds to the extras sold: a charge its amount, its reversal less. */
export function extraAmount(entry: ExtraEntry): number {
  const amount = Math.round(entry.amount)
  return entry.kind === 'charge' ? amount : -amount
}

/** The one rule of extras revenue: charges less the charges reversed, each on its own day. */
export function extrasRevenueOf(entries: readonly ExtraEntry[]): number {
  return entries.reduce((sum, entry) => sum + extraAmount(entry), 0)
}

/** Who the house pays a tax to: the tourism levy to the Tourism Authority, the rest to the GRA. */
export type Payee = keyof typeof MONTH_TEXTS.payees

export type TaxCollected = TaxTotal & { payee: Payee }

/**
 * A tax a house owes whether or not it is VAT-registered is a levy of its licence (the tourism
 * levy, paid into the Tourism Development Fund); VAT and the levies collected with it go to the GRA.
 */
function payeeOf(code: string, rules: readonly TaxRule[]): Payee {
  const rule = rules.find((candidate) => candidate.code === code)
  return rule && !rule.requiresVatRegistration ? 'tourism' : 'gra'
}

/**
 * The taxes and levies in what the month sold, by tax and rate: each room night at the rates in
 * force that night, each taxable extra at those of the day it was charged, and a reversed extra's
 * taxes taken off again. The ledger holds what the guest owes, so each amount is split by the
 * invoice's own rule (`taxesOfOwed`): the month's taxes are the invoices' tax lines added up, to
 * the pesewa. Taxes are a breakdown, never extra money.
 */
export function taxesCollected(
  nights: readonly DayAmount[],
  extras: readonly ExtraEntry[],
  rules: readonly TaxRule[],
  settings: HouseTaxSettings,
): TaxCollected[] {
  const taxedExtras = (kind: ExtraEntry['kind']) =>
    extras
      .filter((entry) => entry.taxable && entry.kind === kind)
      .map((entry) => ({ day: entry.chargedOn, pesewas: Math.round(entry.amount) }))
  const parts: Array<[readonly DayAmount[], ChargeKind, 1 | -1]> = [
    [nights, 'room', 1],
    [taxedExtras('charge'), 'extra', 1],
    [taxedExtras('reversal'), 'extra', -1],
  ]
  const byKey = new Map<string, TaxCollected>()
  for (const [amounts, kind, sign] of parts) {
    for (const { day, pesewas } of amounts) {
      for (const line of taxesOfOwed(pesewas, day, kind, rules, settings).lines) {
        const key = `${line.code}@${line.rateBasisPoints}`
        const total = byKey.get(key) ?? {
          code: line.code,
          name: line.name,
          rateBasisPoints: line.rateBasisPoints,
          basePesewas: 0,
          amountPesewas: 0,
          payee: payeeOf(line.code, rules),
        }
        total.basePesewas += sign * line.basePesewas
        total.amountPesewas += sign * line.amountPesewas
        byKey.set(key, total)
      }
    }
  }
  return [...byKey.values()].sort(
    (a, b) =>
      a.payee.localeCompare(b.payee) ||
      a.code.localeCompare(b.code) ||
      a.rateBasisPoints - b.rateBasisPoints,
  )
}

/** Each payee's total, in the order of `MONTH_TEXTS.payees`. */
export function taxesByPayee(
  lines: readonly TaxCollected[],
): Array<{ payee: Payee; amount: number }> {
  return (Object.keys(MONTH_TEXTS.payees) as Payee[])
    .map((payee) => ({
      payee,
      amount: lines.filter((line) => line.payee === payee).reduce((s, l) => s + l.amountPesewas, 0),
    }))
    .filter(({ amount }) => amount !== 0)
}

/** Money moved (payment, refund or reversal) with the name of who recorded it. */
export type TakenEntry = LedgerEntryLike & { recordedByName: string }

export type StaffTakings = { name: string; payments: number; refunds: number; net: number }

/**
 * The money each member of staff took: payments less refunds by `revenueOf`, a reversal on the
 * name of who wrote it, so the names add up to the month's money received. By name, A to Z.
 */
export function takingsByStaff(entries: readonly TakenEntry[]): StaffTakings[] {
  const byName = new Map<string, TakenEntry[]>()
  for (const entry of entries) {
    const name = entry.recordedByName || '—'
    byName.set(name, [...(byName.get(name) ?? []), entry])
  }
  return [...byName.entries()]
    .map(([name, own]) => {
      const undoes = (entry: TakenEntry) =>
        entry.kind === 'reversal' ? (entry.reversesKind ?? null) : entry.kind
      const sum = (kind: string) =>
        own.filter((entry) => undoes(entry) === kind).reduce((s, e) => s + signedAmount(e), 0)
      return { name, payments: sum('payment'), refunds: -sum('refund') || 0, net: revenueOf(own) }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** A stay the guest has left with money still due. */
export type OwingStay = {
  id: string
  reference: string
  guestName: string
  roomName: string
  /** YYYY-MM-DD. */
  checkOut: string
  balance: number
}

/** Stays checked out with a balance, the oldest first (longest unpaid), then by reference. */
export function owedAfterLeaving(stays: readonly OwingStay[]): OwingStay[] {
  return stays
    .filter((stay) => stay.balance > 0)
    .sort((a, b) => a.checkOut.localeCompare(b.checkOut) || a.reference.localeCompare(b.reference))
}
