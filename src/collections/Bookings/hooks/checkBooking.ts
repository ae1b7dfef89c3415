import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/roles'

import {
  actionBetween,
  BOOKING_ACTIONS,
  beforeArrival,
  guestDetailChanges,
  BOOKING_STATUS_LABELS,
  CREATE_STATUSES,
  ghanaDay,
  stayMoney,
  isBookingStatus,
  stayNights,
  staffStayProblem,
  takesNights,
  undoTarget,
  type BookingAction,
  type BookingStatus,
} from '@/lib/bookings'
import { formatStayDate, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money'
import { planWrite, staleRefusal } from '../nightClaims'
import { Refusal } from '@/endpoints/refusal'
import type { Booking } from '@/payload-types'
import { relationId } from '@/lib/relationId'

import { readLedger } from '@/collections/Ledger/readLedger'

import { houseDeposit } from '../deposit'
import { settledPriceKey, settledPriceOf } from '../settlePrice'
import { holdPriceReason } from './recordFigures'
import { bookingOwner } from './bookingOwner'
import { historyEntry, holdHistory, type HistoryEntry } from './history'
import { staffStayMessage } from './staffStayMessage'

/**
 * What the desk's endpoints add to a write, on the operation's context: the status the member of
 * staff saw, an undo, an admin's reason for an early check-in or no-show, or an expiry.
 */
export type DeskIntent = {
  seenStatus?: string
  undo?: boolean
  reason?: string
  expiredAfterHours?: number
  /** The desk's change of a stay keeping the price agreed (`settlePrice` says who may). */
  keepPrice?: boolean
}
export const DESK_INTENT = 'deskIntent'

/**
 * The rules every write of a booking obeys, whichever door it came through: a stay of at least one
 * night (staff's within `staffStayProblem`'s bounds), status changes only along the allowed actions
 * (or back one step by an undo), check-in and no-show not before the arrival day, no check-out with
 * a balance due unless staff allow it, mobile money with its network and transaction ID, and no
 * stay on a night that is already taken. Each change is added to the history with who made it.
 *
 * The nights are claimed, and the status moved by a compare-and-set on the one read here, as the
 * booking is written (`planWrite`): after Payload's own field validation, and refused with 409 when
 * someone else changed the status meanwhile, whichever door each write came through.
 *
 * An update never writes the history back: its entries are appended once the booking is written
 * (`appendHistory`), so a line written at the same moment (a payment recorded at the desk, an
 * append too) is never lost.
 */
export const checkBooking: CollectionBeforeChangeHook<Booking> = async ({
  context,
  data,
  originalDoc,
  operation,
  req,
}) => {
  const before = operation === 'update' ? originalDoc : undefined
  const intent = (context?.[DESK_INTENT] ?? {}) as DeskIntent
  const next = { ...before, ...data } as Booking
  const checkIn = ghanaDay(next.checkIn)
  const checkOut = ghanaDay(next.checkOut)
  const nights = stayNights(checkIn, checkOut)
  if (!nights.length) throw new Refusal(MESSAGES.contact.checkOutBeforeCheckIn, 400)
  const today = todayInGhana()

  if (before && intent.seenStatus !== undefined && intent.seenStatus !== before.status) {
    throw staleRefusal(before.status)
  }
  const status = next.status as BookingStatus
  if (!isBookingStatus(status)) throw new Refusal(MESSAGES.booking.createStatus, 400)
  const added: HistoryEntry[] = []
  const record = (action: string, detail: string) =>
    added.push(historyEntry(req, next.source, action, detail))
  const step: Partial<Booking> = {}
  // A check-out that lets the guest leave with a balance says so in its own line.
  let checkingOut = false

  if (!before) {
    if (!CREATE_STATUSES.includes(status)) throw new Refusal(MESSAGES.booking.createStatus, 400)
    if (status === 'checked-in') checkNotEarly('checkIn', checkIn, today, req, intent)
    record('Created', BOOKING_STATUS_LABELS[status])
    step.deposit = await houseDeposit(req, next.price)
  } else if (before.status !== status) {
    const from = before.status as BookingStatus
    step.previousStatus = from
    step.statusChangedAt = new Date().toISOString()
    if (intent.undo) {
      const target = undoTarget(before, Date.now())
      if ('problem' in target) throw undoRefusal(target.problem)
      if (target.to !== status) throw new Refusal(MESSAGES.booking.undoNothing, 400)
      // An undo is not itself undone: the step before it is no longer known.
      step.previousStatus = null
      record('Undo', `${BOOKING_STATUS_LABELS[from]} back to ${BOOKING_STATUS_LABELS[status]}`)
    } else {
      const action = actionBetween(from, status)
      if (!action) {
        throw new Refusal(
          MESSAGES.booking.statusChange(BOOKING_STATUS_LABELS[from], BOOKING_STATUS_LABELS[status]),
          400,
        )
      }
      const early = checkNotEarly(action, checkIn, today, req, intent)
      checkingOut = action === 'checkOut'
      const due =
        action === 'checkOut'
          ? stayMoney(next.price ?? 0, await readLedger(req, [before.id])).balance
          : 0
      if (due > 0 && !next.leaveBalanceDue) {
        throw new Refusal(MESSAGES.booking.balanceDue(formatPesewas(due)), 400)
      }
      if (intent.expiredAfterHours !== undefined && action === 'decline') {
        // The house's clock did it, not the guest who sent the request.
        added.push(
          historyEntry(
            req,
            null,
            MESSAGES.booking.expired,
            MESSAGES.booking.expiredDetail(intent.expiredAfterHours),
          ),
        )
      } else {
        record(
          BOOKING_ACTIONS[action].label,
          [
            due > 0 ? `Left with ${formatPesewas(due)} due` : '',
            early ? `Before the arrival day: ${early}` : '',
          ]
            .filter(Boolean)
            .join('; '),
        )
      }
    }
  }

  if (before) {
    const details = guestDetailChanges(before, next)
    if (details) record('Guest details', details)
    if (!checkingOut && Boolean(before.leaveBalanceDue) !== Boolean(next.leaveBalanceDue)) {
      record(
        'Balance at check-out',
        next.leaveBalanceDue
          ? MESSAGES.booking.mayLeaveWithBalance
          : MESSAGES.booking.paysBeforeLeaving,
      )
    }
  }
  const moved =
    !before ||
    ghanaDay(before.checkIn) !== checkIn ||
    ghanaDay(before.checkOut) !== checkOut ||
    relationId(before.room) !== relationId(next.room)
  // Stays already stored outside the bounds can still be paid for and checked out; a new stay or
  // new dates must be within them.
  const problem = moved ? staffStayProblem(checkIn, checkOut, today) : null
  if (problem) throw new Refusal(staffStayMessage(problem), 400)
  if (before && moved) {
    record('Changed dates or room', await stayChange(req, before, next))
  }
  // Who may set which price was settled by `checkStayRules`; here it is written down.
  // A new stay's is read again by `recordFigures`, which lets it go.
  const settled = settledPriceOf(req, settledPriceKey(before ?? next), { take: Boolean(before) })
  if (!before && settled?.byHand) {
    record('Price set by hand', `${formatPesewas(next.price)}: ${settled.reason}`)
  }
  const priceChanged = before !== undefined && Number(before.price) !== Number(next.price)
  if (before && (priceChanged || settled?.byHand)) {
    const reason = !settled
      ? MESSAGES.ledger.priceByHand
      : settled.byHand
        ? settled.reason
        : MESSAGES.ledger.priceRequoted
    holdPriceReason(req, before.id, reason)
    record(
      priceChanged ? 'Price changed' : 'Price kept',
      priceChanged
        ? `${formatPesewas(before.price)} → ${formatPesewas(next.price)}${settled?.byHand ? `: ${reason}` : ''}`
        : `${formatPesewas(next.price)}: ${reason}`,
    )
  }

  planWrite(req, 'bookings', before?.id, {
    claim: takesNights(status)
      ? { owner: bookingOwner(next), roomId: relationId(next.room), nights }
      : null,
    ...(before
      ? {
          expectStatus: before.status,
          heldUnder: before.nightsClaim ?? null,
          was: {
            status: before.status,
            room: relationId(before.room),
            checkIn: before.checkIn,
            checkOut: before.checkOut,
          },
        }
      : {}),
  })
  // Money is written to the ledger only: the old payments list is never written through a hook,
  // whoever asks. A new booking is stored whole with its first history; an update leaves the
  // history alone and appends to it after.
  const { history: _history, payments: _payments, priceReason: _reason, ...changed } = data
  if (!before) return { ...changed, ...step, history: [...(next.history ?? []), ...added] }
  holdHistory(req, before.id, added)
  return { ...changed, ...step }
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
  checkIn: string,
  today: string,
  req: PayloadRequest,
  intent: DeskIntent,
): string | null {
  if (!beforeArrival(action, checkIn, today)) return null
  const reason = intent.reason?.trim()
  if (reason && hasAdminRole(req.user)) return reason
  throw new Refusal(
    MESSAGES.booking.beforeArrival(BOOKING_ACTIONS[action].label, formatStayDate(checkIn)),
    400,
  )
}

async function roomName(req: PayloadRequest, room: Booking['room']): Promise<string> {
  if (typeof room === 'object' && room?.name) return room.name
  const found = await req.payload.find({
    collection: 'rooms',
    where: { id: { equals: relationId(room) } },
    limit: 1,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    req,
  })
  return found.docs[0]?.name ?? 'a room no longer listed'
}

/** "Garden Room, 10 Jun 2027 to 13 Jun 2027 → Mango Room, 10 Jun 2027 to 14 Jun 2027". */
async function stayChange(req: PayloadRequest, before: Booking, next: Booking): Promise<string> {
  const describe = async (stay: Booking) =>
    `${await roomName(req, stay.room)}, ${formatStayDate(ghanaDay(stay.checkIn))} to ${formatStayDate(ghanaDay(stay.checkOut))}`
  return `${await describe(before)} → ${await describe(next)}`
}
