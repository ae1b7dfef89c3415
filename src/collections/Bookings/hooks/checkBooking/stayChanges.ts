import type { PayloadRequest } from 'payload'

import { Refusal } from '@/http/refusal'
import { ghanaDay } from '@/lib/bookings/availability'
import { guestDetailChanges } from '@/lib/bookings/changes'
import { STAY_MOVED_LINE } from '@/lib/bookings/seenStay'
import { staffStayProblem } from '@/lib/bookings/staffLimits'
import { formatStayDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { settledPriceKey, settledPriceOf, type SettledPrice } from '../../settlePrice'
import { holdPriceReason } from '@/collections/Ledger/hooks/recordFigures'
import { staffStayMessage } from '../../guestStay/hooks/staffStayMessage'
import { record, type BookingWrite } from './bookingWrite'

/** An update's changes to the guest's details and to whether they may leave with a balance. */
export function recordDetailChanges(write: BookingWrite, before: Booking, checkingOut: boolean) {
  const { next } = write
  const details = guestDetailChanges(before, next)
  if (details) record(write, 'Guest details', details)
  // A check-out that lets the guest leave with a balance says so in its own line.
  if (!checkingOut && Boolean(before.leaveBalanceDue) !== Boolean(next.leaveBalanceDue)) {
    record(
      write,
      'Balance at check-out',
      next.leaveBalanceDue
        ? MESSAGES.booking.mayLeaveWithBalance
        : MESSAGES.booking.paysBeforeLeaving,
    )
  }
}

/** Whether the write makes a stay or moves one: new, other days, or another room. */
export function stayMoved(
  before: Pick<Booking, 'checkIn' | 'checkOut' | 'room'> | undefined,
  next: Pick<Booking, 'checkIn' | 'checkOut' | 'room'>,
): boolean {
  return (
    !before ||
    ghanaDay(before.checkIn) !== ghanaDay(next.checkIn) ||
    ghanaDay(before.checkOut) !== ghanaDay(next.checkOut) ||
    relationId(before.room) !== relationId(next.room)
  )
}

/**
 * A new stay or new dates within staff's bounds (`staffStayProblem`); a move is written down.
 * Stays already stored outside the bounds can still be paid for and checked out.
 */
export async function checkStayMove(write: BookingWrite): Promise<void> {
  const { req, before, next, checkIn, checkOut, today } = write
  const moved = stayMoved(before, next)
  const problem = moved ? staffStayProblem(checkIn, checkOut, today) : null
  if (problem) throw new Refusal(staffStayMessage(problem), 400)
  if (before && moved) record(write, STAY_MOVED_LINE, await stayChange(req, before, next))
}

/**
 * Who may set which price was settled by `checkStayRules`; here it is written down. A new stay's
 * is read again by `recordFigures`, which lets it go.
 */
export function recordPrice(write: BookingWrite): void {
  const { req, before, next } = write
  const settled = settledPriceOf(req, settledPriceKey(before ?? next), { take: Boolean(before) })
  if (!before) {
    if (settled?.byHand) {
      record(write, 'Price set by hand', `${formatPesewas(next.price)}: ${settled.reason}`)
    }
    return
  }
  const line = priceLine(before.price, next.price, settled)
  if (!line) return
  holdPriceReason(req, before.id, line.reason)
  record(write, line.action, line.detail)
}

/**
 * The history line of an update's price, with the reason the ledger keeps: a change (by hand,
 * or re-quoted by the rates) or a price an admin kept by hand; none when nothing was settled.
 */
export function priceLine(
  was: Booking['price'],
  now: Booking['price'],
  settled: SettledPrice | undefined,
): { action: string; detail: string; reason: string } | null {
  const priceChanged = Number(was) !== Number(now)
  if (!priceChanged && !settled?.byHand) return null
  const reason = !settled
    ? MESSAGES.ledger.priceByHand
    : settled.byHand
      ? settled.reason
      : MESSAGES.ledger.priceRequoted
  return priceChanged
    ? {
        action: 'Price changed',
        detail: `${formatPesewas(was)} → ${formatPesewas(now)}${settled?.byHand ? `: ${reason}` : ''}`,
        reason,
      }
    : { action: 'Price kept', detail: `${formatPesewas(now)}: ${reason}`, reason }
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
