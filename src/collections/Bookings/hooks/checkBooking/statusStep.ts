import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/roles'
import { readDeskMoney } from '@/collections/Ledger/groupStayMoney'
import { Refusal } from '@/http/refusal'
import {
  actionBetween,
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  beforeArrival,
  CREATE_STATUSES,
  undoTarget,
  type BookingAction,
  type BookingStatus,
} from '@/lib/bookings/status'
import { UNDO_LINE } from '@/lib/bookings/seenStay'
import { formatStayDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'
import type { Booking } from '@/payload-types'

import { houseDeposit } from '../../deposit'
import { historyEntry } from '../history'
import { record, type BookingWrite, type DeskIntent } from './bookingWrite'

/** The fields a status step writes beside the write's own, and whether it checks the guest out. */
export type StatusStep = { fields: Partial<Booking>; checkingOut: boolean }

/**
 * A new booking: one of the statuses a stay may start in, a check-in not before the arrival day,
 * and the house's deposit.
 */
export async function createdStep(write: BookingWrite): Promise<StatusStep> {
  const { req, status, next } = write
  if (!CREATE_STATUSES.includes(status)) throw new Refusal(MESSAGES.booking.createStatus, 400)
  if (status === 'checked-in') checkNotEarly('checkIn', write)
  record(write, 'Created', BOOKING_STATUS_LABELS[status])
  return { fields: { deposit: await houseDeposit(req, next.price) }, checkingOut: false }
}

/**
 * An update that moves the status: back one step by an undo, or along an allowed action, never
 * before the arrival day (but by an admin's reason) and never checked out with a balance due
 * unless staff allow it. An update that keeps the status steps nowhere.
 */
export async function statusChangeStep(write: BookingWrite, before: Booking): Promise<StatusStep> {
  const { status } = write
  if (before.status === status) return { fields: {}, checkingOut: false }
  const from = before.status as BookingStatus
  const fields: Partial<Booking> = {
    previousStatus: from,
    statusChangedAt: new Date().toISOString(),
  }
  if (write.intent.undo) {
    const target = undoTarget(before, Date.now())
    if ('problem' in target) throw undoRefusal(target.problem)
    if (target.to !== status) throw new Refusal(MESSAGES.booking.undoNothing, 400)
    // An undo is not itself undone: the step before it is no longer known.
    fields.previousStatus = null
    record(write, UNDO_LINE, `${BOOKING_STATUS_LABELS[from]} back to ${BOOKING_STATUS_LABELS[status]}`)
    return { fields, checkingOut: false }
  }
  const action = actionBetween(from, status)
  if (!action) {
    throw new Refusal(
      MESSAGES.booking.statusChange(BOOKING_STATUS_LABELS[from], BOOKING_STATUS_LABELS[status]),
      400,
    )
  }
  const early = checkNotEarly(action, write)
  const due = action === 'checkOut' ? await balanceDue(write.req, before, write.next) : 0
  if (due > 0 && !write.next.leaveBalanceDue) {
    throw new Refusal(MESSAGES.booking.balanceDue(formatPesewas(due)), 400)
  }
  recordAction(write, action, due, early)
  return { fields, checkingOut: action === 'checkOut' }
}

/**
 * What the guest still owes at check-out, at the price being written: a room of a group owes what
 * the group does, its lead room's payment counted for every room (`readDeskMoney`).
 */
async function balanceDue(req: PayloadRequest, before: Booking, next: Booking): Promise<number> {
  return (await readDeskMoney(req, before, { price: next.price ?? 0 })).balance
}

function recordAction(
  write: BookingWrite,
  action: BookingAction,
  due: number,
  early: string | null,
): void {
  const hours = write.intent.expiredAfterHours
  if (hours !== undefined && action === 'decline') {
    // The house's clock did it, not the guest who sent the request.
    write.added.push(
      historyEntry(
        write.req,
        null,
        MESSAGES.booking.expired,
        MESSAGES.booking.expiredDetail(hours),
      ),
    )
    return
  }
  record(write, BOOKING_ACTIONS[action].label, actionDetail(due, early))
}

/** The history's detail of a step: a balance the guest left with, an admin's early arrival. */
export function actionDetail(due: number, early: string | null): string {
  return [
    due > 0 ? `Left with ${formatPesewas(due)} due` : '',
    early ? `Before the arrival day: ${early}` : '',
  ]
    .filter(Boolean)
    .join('; ')
}

/** The answer to an undo with nothing to undo, or asked too late. */
export function undoRefusal(problem: 'nothing' | 'tooLate'): Refusal {
  return new Refusal(
    problem === 'tooLate' ? MESSAGES.booking.undoTooLate : MESSAGES.booking.undoNothing,
    400,
  )
}

/**
 * Refuses a check-in or no-show before the arrival day, unless an admin gives a reason; answers
 * that reason when one let it through.
 */
function checkNotEarly(
  action: BookingAction,
  {
    req,
    checkIn,
    today,
    intent,
  }: Pick<BookingWrite, 'req' | 'checkIn' | 'today'> & {
    intent: DeskIntent
  },
): string | null {
  if (!beforeArrival(action, checkIn, today)) return null
  const reason = intent.reason?.trim()
  if (reason && hasAdminRole(req.user)) return reason
  throw new Refusal(
    MESSAGES.booking.beforeArrival(BOOKING_ACTIONS[action].label, formatStayDate(checkIn)),
    400,
  )
}
