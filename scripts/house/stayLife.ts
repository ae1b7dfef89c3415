import { methodText } from '@/collections/Ledger/endpoints/recordPayment'
import { actionDetail } from '@/collections/Bookings/hooks/checkBooking/statusStep'
import {
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  type BookingAction,
  type BookingStatus,
} from '@/lib/bookings/status'
import { formatStayDate } from '@/lib/dates'
import { chargeAmount } from '@/lib/money/charges'
import { formatPesewas } from '@/lib/money/amounts'
import type { MobileMoneyNetwork, PaymentMethod } from '@/lib/money/payments'
import { receiptText } from '@/lib/money/ledger'
import { STAY_MOMENT_LABELS } from '@/lib/guestStay/stayMessages'
import { MESSAGES } from '@/lib/messages'
import { owedCharge } from '@/lib/taxes/owed'
import type { HouseTaxes } from '@/collections/Taxes/taxRules'
import type { Extra, User } from '@/payload-types'

import type { Random } from './random'
import { dayOf, moneyOf, storedDay, type Entry, type StayRows } from './stayRows'

/** Who is at the desk at a moment: the staff take turns by day and by half-day. */
export type Desk = (at: number) => User

/** The writers of a stay's history and money, each as its door in the app writes it. */
export function stayWriter(random: Random, desk: Desk, taxes: HouseTaxes) {
  const guest = MESSAGES.booking.guestActor
  const system = MESSAGES.booking.systemActor
  const nameOf = (user: User) => user.name?.trim() || user.email

  function line(stay: StayRows, at: number, action: string, detail: () => string, by: User | null) {
    stay.lines.push({
      at,
      by,
      byName: by ? nameOf(by) : stay.source === 'website' ? guest : system,
      action,
      detail,
    })
  }

  function entry(stay: StayRows, at: number, by: User | null, fields: Entry['fields']): Entry {
    const written: Entry = {
      id: random.id(),
      at,
      stay,
      by,
      byName: by ? nameOf(by) : stay.source === 'website' ? guest : system,
      kind: fields.kind as string,
      amount: fields.amount as number,
      reverses: (fields.reverses as string | undefined) ?? null,
      fields,
    }
    stay.entries.push(written)
    return written
  }

  /** A new stay: its first history line, and its price and deposit in the ledger (`recordFigures`). */
  function created(stay: StayRows, by: User | null) {
    const at = stay.createdAt
    const createdAs = BOOKING_STATUS_LABELS[stay.status as BookingStatus]
    line(stay, at, 'Created', () => createdAs, by)
    const day = storedDay(dayOf(at))
    entry(stay, at, by, {
      kind: 'price',
      amount: stay.price,
      reason: MESSAGES.ledger.priceBooked,
      date: day,
    })
    if (stay.deposit > 0) {
      entry(stay, at, by, {
        kind: 'deposit',
        amount: stay.deposit,
        reason: MESSAGES.ledger.depositBooked,
        date: day,
      })
    }
  }

  /** A status step taken at the desk (`changeStatus`), with what the check-out says of a balance. */
  function step(stay: StayRows, at: number, action: BookingAction, by: User | null = desk(at)) {
    const due = action === 'checkOut' ? moneyOf(stay).balance : 0
    stay.previousStatus = stay.status
    stay.status = BOOKING_ACTIONS[action].to
    stay.statusChangedAt = at
    line(stay, at, BOOKING_ACTIONS[action].label, () => actionDetail(due, null), by)
  }

  /** A request nobody answered in time, declined by the house's clock (`expireRequests`). */
  function expired(stay: StayRows, at: number, hours: number) {
    stay.previousStatus = stay.status
    stay.status = 'declined'
    stay.statusChangedAt = at
    stay.lines.push({
      at,
      by: null,
      byName: system,
      action: MESSAGES.booking.expired,
      detail: () => MESSAGES.booking.expiredDetail(hours),
    })
  }

  function method(): {
    method: PaymentMethod
    network: MobileMoneyNetwork | null
    transactionId: string | null
  } {
    const kind = random.weighted([
      ['cash', 40],
      ['mobile-money', 45],
      ['card', 10],
      ['bank-transfer', 5],
    ] as const)
    if (kind !== 'mobile-money') return { method: kind, network: null, transactionId: null }
    const network = random.weighted([
      ['mtn', 60],
      ['telecel', 25],
      ['airteltigo', 15],
    ] as const)
    return { method: kind, network, transactionId: random.digits(11) }
  }

  /** Money received or given back at the desk (`recordPayment`), with its receipt. */
  function money(
    stay: StayRows,
    at: number,
    amount: number,
    kind: 'payment' | 'refund' = 'payment',
    reason: string | null = null,
    how = method(),
  ): Entry {
    const by = desk(at)
    const written = entry(stay, at, by, {
      kind,
      amount,
      ...how,
      date: storedDay(dayOf(at)),
      note: null,
      reason,
    })
    const detail = () =>
      `${formatPesewas(amount)} ${methodText(how.method, how.network)}, receipt ${receiptText(written.receiptNumber ?? 0)}`
    line(
      stay,
      at,
      kind === 'refund' ? 'Refund' : 'Payment',
      kind === 'refund' ? () => `${detail()}: ${reason}` : detail,
      by,
    )
    return written
  }

  /** An extra from the price list charged to the stay (`addCharge`). */
  function charge(stay: StayRows, at: number, extra: Extra, quantity: number): Entry {
    const by = desk(at)
    const day = dayOf(at)
    const amount = owedCharge(
      chargeAmount(quantity, extra.price),
      day,
      Boolean(extra.taxable),
      taxes.rules,
      taxes.settings,
    )
    const written = entry(stay, at, by, {
      kind: 'charge',
      amount,
      extra: extra.id,
      description: extra.name,
      quantity,
      unitPrice: extra.price,
      taxable: Boolean(extra.taxable),
      date: storedDay(day),
      note: null,
      reason: null,
    })
    line(
      stay,
      at,
      MESSAGES.charges.historyAction,
      () => MESSAGES.charges.historyDetail(extra.name, quantity, formatPesewas(amount)),
      by,
    )
    return written
  }

  /** A payment, refund or charge undone with a reason (`reverseEntry`), on the day it is undone. */
  function reverse(stay: StayRows, at: number, target: Entry, reason: string) {
    const by = desk(at)
    const reversal = entry(stay, at, by, {
      kind: 'reversal',
      amount: target.amount,
      reverses: target.id,
      method: target.fields.method ?? null,
      network: target.fields.network ?? null,
      date: storedDay(dayOf(at)),
      reason,
    })
    reversal.undoes = target
    const named = () =>
      target.kind === 'charge'
        ? `${target.fields.quantity ?? 1} × ${target.fields.description ?? ''}`
        : receiptText(target.receiptNumber ?? 0)
    line(stay, at, 'Reversed', () => `${named()}: ${reason}`, by)
  }

  /** The stay moved to other dates or another room and priced again by the rates (`changeStay`). */
  function moved(
    stay: StayRows,
    at: number,
    from: { room: string; checkIn: string; checkOut: string; price: number },
    roomName: (id: string) => string,
  ) {
    const by = desk(at)
    const describe = (room: string, checkIn: string, checkOut: string) =>
      `${roomName(room)}, ${formatStayDate(checkIn)} to ${formatStayDate(checkOut)}`
    const was = describe(from.room, from.checkIn, from.checkOut)
    const now = describe(stay.roomId, stay.checkIn, stay.checkOut)
    line(stay, at, 'Changed dates or room', () => `${was} → ${now}`, by)
    if (from.price === stay.price) return
    line(
      stay,
      at,
      'Price changed',
      () => `${formatPesewas(from.price)} → ${formatPesewas(stay.price)}`,
      by,
    )
    entry(stay, at, by, {
      kind: 'price',
      amount: stay.price,
      reason: MESSAGES.ledger.priceRequoted,
      date: storedDay(dayOf(at)),
    })
  }

  /** The deposit the stay requires, set at the desk with a reason (`setDeposit`). */
  function deposit(stay: StayRows, at: number, amount: number, reason: string) {
    const by = desk(at)
    const was = stay.deposit
    entry(stay, at, by, { kind: 'deposit', amount, reason, date: storedDay(dayOf(at)) })
    stay.deposit = amount
    line(
      stay,
      at,
      'Deposit',
      () => `${formatPesewas(was)} → ${formatPesewas(amount)}: ${reason}`,
      by,
    )
  }

  /** Staff let the guest leave with a balance (a write of the stay before its check-out). */
  function mayLeaveWithBalance(stay: StayRows, at: number) {
    stay.leaveBalanceDue = true
    line(stay, at, 'Balance at check-out', () => MESSAGES.booking.mayLeaveWithBalance, desk(at))
  }

  /** The day-before or after-stay message made by the house's job (`sendStayReminders`). */
  function message(stay: StayRows, at: number, stamp: 'reminderAt' | 'thanksAt') {
    stay[stamp] = at
    const moments =
      stamp === 'thanksAt'
        ? [STAY_MOMENT_LABELS.afterStay]
        : moneyOf(stay).balance > 0
          ? [STAY_MOMENT_LABELS.dayBefore, STAY_MOMENT_LABELS.balanceDue]
          : [STAY_MOMENT_LABELS.dayBefore]
    const made = moments.join(', ')
    stay.lines.push({
      at,
      by: null,
      byName: system,
      action: MESSAGES.stayMessages.produced,
      detail: () => made,
    })
  }

  return {
    created,
    step,
    expired,
    money,
    method,
    charge,
    reverse,
    moved,
    mayLeaveWithBalance,
    message,
    deposit,
  }
}

export type StayWriter = ReturnType<typeof stayWriter>
