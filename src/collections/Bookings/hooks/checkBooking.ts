import type { CollectionBeforeChangeHook } from 'payload'

import {
  actionBetween,
  balanceDue,
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  CREATE_STATUSES,
  ghanaDay,
  isBookingStatus,
  paymentAmountProblem,
  stayNights,
  storedPaymentDateProblem,
  takesNights,
  type BookingStatus,
} from '@/lib/bookings'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatCedis } from '@/lib/money'
import { claimNights } from '../nightClaims'
import { Refusal } from '@/endpoints/refusal'
import type { Booking } from '@/payload-types'
import { relationId } from '@/lib/relationId'

import { bookingOwner } from './bookingOwner'
import { historyEntry, holdHistory, type HistoryEntry } from './history'

type Payment = NonNullable<Booking['payments']>[number]

/** A payment as it is compared: what staff entered, whatever shape its date came in. */
const paymentKey = (payment: Payment) =>
  JSON.stringify([
    payment.id ?? null,
    payment.amount,
    payment.method,
    ghanaDay(payment.date),
    payment.network ?? null,
    payment.transactionId ?? null,
    payment.note ?? null,
  ])

function samePayments(a: readonly Payment[] | null | undefined, b: typeof a): boolean {
  return JSON.stringify((a ?? []).map(paymentKey)) === JSON.stringify((b ?? []).map(paymentKey))
}

/**
 * The rules every write of a booking obeys, whichever door it came through: a stay of at least one
 * night, status changes only along the allowed actions, no check-out with a balance due unless
 * staff allow it, mobile money with its network and transaction ID, and no stay on a night that is
 * already taken. Each change is added to the history with who made it.
 *
 * An update that leaves the payments as they were writes neither list back: its history entries
 * are appended once the booking is written (`appendHistory`), so a payment recorded at the same
 * moment (`POST /api/bookings/{id}/payments`, an append too) is never lost.
 */
export const checkBooking: CollectionBeforeChangeHook<Booking> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const before = operation === 'update' ? originalDoc : undefined
  const next = { ...before, ...data } as Booking
  const checkIn = ghanaDay(next.checkIn)
  const checkOut = ghanaDay(next.checkOut)
  const nights = stayNights(checkIn, checkOut)
  if (!nights.length) throw new Refusal(MESSAGES.contact.checkOutBeforeCheckIn, 400)

  const status = next.status as BookingStatus
  if (!isBookingStatus(status)) throw new Refusal(MESSAGES.booking.createStatus, 400)
  const added: HistoryEntry[] = []
  const record = (action: string, detail: string) =>
    added.push(historyEntry(req, next.source, action, detail))

  if (!before) {
    if (!CREATE_STATUSES.includes(status)) throw new Refusal(MESSAGES.booking.createStatus, 400)
    record('Created', BOOKING_STATUS_LABELS[status])
  } else if (before.status !== status) {
    const from = before.status as BookingStatus
    const action = actionBetween(from, status)
    if (!action) {
      throw new Refusal(
        MESSAGES.booking.statusChange(BOOKING_STATUS_LABELS[from], BOOKING_STATUS_LABELS[status]),
        400,
      )
    }
    const due = balanceDue(next.total, next.payments)
    if (action === 'checkOut' && due > 0 && !next.leaveBalanceDue) {
      throw new Refusal(MESSAGES.booking.balanceDue(formatCedis(due)), 400)
    }
    record(
      BOOKING_ACTIONS[action].label,
      action === 'checkOut' && due > 0 ? `Left with ${formatCedis(due)} due` : '',
    )
  }

  // Checked here, before any night is taken, so a refused payment leaves nothing behind; a payment
  // already stored and sent back as it was is not judged again.
  const stored = new Set((before?.payments ?? []).map(paymentKey))
  for (const payment of next.payments ?? []) {
    if (payment.method === 'mobile-money' && (!payment.network || !payment.transactionId?.trim())) {
      throw new Refusal(MESSAGES.booking.mobileMoneyDetails, 400)
    }
    if (stored.has(paymentKey(payment))) continue
    const problem =
      paymentAmountProblem(payment.amount) ?? storedPaymentDateProblem(payment.date, todayInGhana())
    if (problem) throw new Refusal(problem, 400)
  }
  const paymentsChanged = !before || !samePayments(before.payments, next.payments)
  const paymentsBefore = before?.payments?.length ?? 0
  for (const payment of paymentsChanged ? (next.payments ?? []).slice(paymentsBefore) : []) {
    record('Payment', `${formatCedis(payment.amount)} ${payment.method}`)
  }
  if (before) {
    const moved =
      ghanaDay(before.checkIn) !== checkIn ||
      ghanaDay(before.checkOut) !== checkOut ||
      relationId(before.room) !== relationId(next.room)
    if (moved) record('Changed dates or room', `${checkIn} to ${checkOut}`)
  }

  if (takesNights(status)) {
    await claimNights(req, { owner: bookingOwner(next), roomId: relationId(next.room), nights })
  }
  // A write that changes the payments (from /cms or REST) stores the booking whole, its history
  // included; every other write leaves both lists alone and appends to the history after.
  if (paymentsChanged) return { ...data, history: [...(next.history ?? []), ...added] }
  const { history: _history, payments: _payments, ...changed } = data
  holdHistory(req, before.id, added)
  return changed
}
