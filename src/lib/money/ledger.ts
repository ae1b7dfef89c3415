import { formatPesewas } from './amounts'
import type { BookingStatus } from '@/lib/bookings/status'

/**
 * The money of a stay is a list of entries that are only ever added: a payment, a refund, a
 * reversal (which undoes one payment, refund or charge entered by mistake), the stay's price as
 * set, the deposit it requires, and a charge (an extra on the bill: what the guest owes for it). Every amount is whole pesewas, never below zero; what an entry does to
 * the money is decided by its kind here, in one place.
 */
export const LEDGER_KINDS = ['payment', 'refund', 'reversal', 'price', 'deposit', 'charge'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  payment: 'Payment',
  refund: 'Refund',
  reversal: 'Reversal',
  price: 'Price',
  deposit: 'Deposit',
  charge: 'Charge',
}

/** The kinds that move money. */
export const MONEY_KINDS = ['payment', 'refund'] as const

/** What a reversal may undo: money moved, or an extra charged by mistake. */
export const REVERSIBLE_KINDS = [...MONEY_KINDS, 'charge'] as const

type Id = string | number

/** An entry as the rules need it; `reverses` is the entry's id, or the entry itself when read with it. */
export type LedgerEntryLike = {
  id: Id
  kind: LedgerKind | string
  amount: number
  reverses?: Id | { id: Id; kind?: string | null } | null
  /** The kind of the entry a reversal undoes, when read beside it rather than with it. */
  reversesKind?: string | null
}

/** Stays that ended without being lived (an expired request is declined): nothing is owed on them. */
export const OWES_NOTHING: readonly BookingStatus[] = ['cancelled', 'declined', 'no-show']

export type StayMoney = {
  price: number
  /** Extras charged to the stay, less those reversed. */
  charges: number
  /** What the stay comes to: its price and its extras. */
  due: number
  /** Payments received, less those reversed. */
  paid: number
  /** Refunds given, less those reversed. */
  refunded: number
  /** What the house holds for the stay: paid less refunded. */
  received: number
  /** What the guest still owes of what is due; none on a stay that ended unlived. */
  balance: number
  /** What the house holds beyond what is due. */
  credit: number
  /** The deposit the stay requires now (the last one set), 0 for none. */
  depositRequired: number
  /** What is still to be received before the deposit is met; none on a stay that ended unlived. */
  depositDue: number
}

function idOf(value: LedgerEntryLike['reverses']): Id | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

/**
 * The kind of the entry a reversal undoes: read from the entry itself when it came with the
 * reversal, or looked up among the entries given. Unknown (not among them) counts as nothing.
 */
function reversedKind(
  reversal: LedgerEntryLike,
  byId: ReadonlyMap<string, LedgerEntryLike>,
): string | null {
  if (reversal.reversesKind) return reversal.reversesKind
  const reverses = reversal.reverses
  if (reverses && typeof reverses === 'object' && reverses.kind) return reverses.kind
  const id = idOf(reverses)
  return id === null ? null : (byId.get(String(id))?.kind ?? null)
}

/**
 * What each entry adds to the money received, in pesewas: a payment its amount, a refund less its
 * amount, a reversal the opposite of the entry it undoes; and to the extras charged: a charge its
 * amount, a reversal of one less it. Price and deposit entries move no money.
 */
function receivedBy(entries: readonly LedgerEntryLike[]): Array<{
  entry: LedgerEntryLike
  payment: number
  refund: number
  charge: number
}> {
  const byId = new Map(entries.map((entry) => [String(entry.id), entry]))
  const none = { payment: 0, refund: 0, charge: 0 }
  return entries.map((entry) => {
    const amount = Math.round(entry.amount)
    if (entry.kind === 'payment') return { ...none, entry, payment: amount }
    if (entry.kind === 'refund') return { ...none, entry, refund: amount }
    if (entry.kind === 'charge') return { ...none, entry, charge: amount }
    if (entry.kind === 'reversal') {
      const undone = reversedKind(entry, byId)
      if (undone === 'payment') return { ...none, entry, payment: -amount }
      if (undone === 'refund') return { ...none, entry, refund: -amount }
      if (undone === 'charge') return { ...none, entry, charge: -amount }
    }
    return { ...none, entry }
  })
}

/**
 * The one rule of what counts as revenue: money received (payments less refunds, a reversal
 * undoing the entry it reverses), whatever the stay's status. A reversal counts on its own day, as
 * a correction does in any cash book, so a range that holds both the mistake and its reversal nets
 * to nothing, and a range that holds only the reversal shows the correction.
 */
export function revenueOf(entries: readonly LedgerEntryLike[]): number {
  return receivedBy(entries).reduce((sum, { payment, refund }) => sum + payment - refund, 0)
}

/**
 * What one entry adds to the money received, in pesewas, as every list of entries shows it: a
 * refund, or a reversal of a payment, below zero; so a column of them adds up to `revenueOf`.
 */
export function signedAmount(entry: LedgerEntryLike): number {
  return revenueOf([entry])
}

/**
 * A stay's money from its price (whole pesewas) and its ledger entries, in the order they were
 * written. What is due is the price and the extras charged (less those reversed); what is paid is
 * payments less refunds. A stay that was cancelled, declined or a no-show owes nothing: its balance
 * and deposit show none, while its money and any credit still show.
 */
export function stayMoney(
  price: number,
  entries: readonly LedgerEntryLike[],
  status?: BookingStatus | string | null,
): StayMoney {
  const moves = receivedBy(entries)
  const paid = moves.reduce((sum, move) => sum + move.payment, 0)
  const refunded = moves.reduce((sum, move) => sum + move.refund, 0)
  const received = paid - refunded
  const charges = moves.reduce((sum, move) => sum + move.charge, 0)
  const deposits = entries.filter((entry) => entry.kind === 'deposit')
  const depositRequired = deposits.length ? Math.round(deposits[deposits.length - 1].amount) : 0
  const owes = !OWES_NOTHING.includes(status as BookingStatus)
  const whole = Math.round(price)
  const due = whole + charges
  return {
    price: whole,
    charges,
    due,
    paid,
    refunded,
    received,
    balance: owes ? Math.max(due - received, 0) : 0,
    credit: Math.max(received - due, 0),
    depositRequired,
    depositDue: owes ? Math.max(Math.min(depositRequired, due) - received, 0) : 0,
  }
}

/**
 * Why a reversal of `target` cannot be written, or null: only a payment, a refund or a charge is
 * reversed, and only once (`reversedIds` holds the ids already reversed).
 */
export function reversalProblem(
  target: LedgerEntryLike | null | undefined,
  reversedIds: ReadonlySet<string>,
  held = Number.POSITIVE_INFINITY,
): 'notFound' | 'notMoney' | 'alreadyReversed' | 'overdraws' | null {
  if (!target) return 'notFound'
  if (!(REVERSIBLE_KINDS as readonly string[]).includes(target.kind)) return 'notMoney'
  if (reversedIds.has(String(target.id))) return 'alreadyReversed'
  // Undoing a payment the house has since given back would leave it holding less than nothing
  // for the stay: the refund is undone first, so the ledger never reads below zero.
  return target.kind === 'payment' && target.amount > held ? 'overdraws' : null
}

/** A receipt's number as printed: R-000001, R-000002 …, wider once a million is passed. */
export function receiptText(number: number): string {
  return `R-${String(number).padStart(6, '0')}`
}

/** Whether the entries hold any money moved or owed (a payment, refund or charge, reversed or not). */
export function holdsMoney(entries: readonly Pick<LedgerEntryLike, 'kind'>[]): boolean {
  return entries.some((entry) => entry.kind !== 'price' && entry.kind !== 'deposit')
}

/**
 * The deposit a share of the price comes to, in whole pesewas rounded up (a house asking 30 % of
 * ₵333.33 asks ₵100.00, not ₵99.99): `percent` from 0 (none) to 100.
 */
export function depositShare(price: number, percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0
  return Math.ceil((Math.round(price) * Math.min(percent, 100)) / 100)
}

/** A booking's ledger as read with it (the `ledger` join): entries, or their ids when read shallow. */
export type BookingLedger = { docs?: readonly (LedgerEntryLike | string | number)[] | null } | null

/** The entries a booking was read with; ids alone (a shallow read) carry no money and are left out. */
export function entriesOf(ledger: BookingLedger | undefined): LedgerEntryLike[] {
  return (ledger?.docs ?? []).filter(
    (entry): entry is LedgerEntryLike => typeof entry === 'object' && entry !== null,
  )
}

/**
 * A booking's money: its price (whole pesewas) and deposit as the booking keeps them, with its
 * ledger entries as read with it, through the ledger rules, so the desk, the guest's page and the
 * reports say the same (credit, nothing due on an ended stay). Read the booking with its `ledger`
 * entries (depth 1): ids alone carry no money.
 */
export function bookingMoney(booking: {
  price?: number | null
  status?: string | null
  deposit?: number | null
  ledger?: BookingLedger
}): StayMoney {
  const deposit = { id: 'deposit', kind: 'deposit' as const, amount: booking.deposit ?? 0 }
  return stayMoney(booking.price ?? 0, [...entriesOf(booking.ledger), deposit], booking.status)
}

/**
 * What the desk says of a stay's money: the credit the house holds beyond what is due, or the balance
 * due; a stay that ended unlived (cancelled, declined, no-show) owes nothing.
 */
export function moneyLine(money: StayMoney): string {
  if (money.credit > 0) return `Credit ${formatPesewas(money.credit)}`
  return money.balance > 0 ? `Balance due ${formatPesewas(money.balance)}` : 'Nothing due'
}

/** An entry's place among its stay's entries (`turn` is `<stay>:<place>`); none kept counts as first. */
function placeOf(entry: { turn?: string | null }): number {
  return Number(entry.turn?.split(':')[1] ?? 0)
}

/**
 * What a stay's ledger alone says is left to settle, in pesewas: what is due less what the house
 * holds, below zero for a credit, whatever the stay's status. The price is the price entry placed
 * last, as the booking's price field is set from it, so the figure follows from the entries only
 * and two readers of the same entries always agree on it.
 */
export function ledgerOpenAmount(
  entries: readonly (LedgerEntryLike & { turn?: string | null })[],
): number {
  let price = 0
  let place = -1
  for (const entry of entries) {
    if (entry.kind !== 'price' || placeOf(entry) < place) continue
    price = entry.amount
    place = placeOf(entry)
  }
  const money = stayMoney(price, entries)
  return money.due - money.received
}
