import type { CollectionBeforeChangeHook } from 'payload'

import type { Booking } from '@/payload-types'

import { readBookingWrite } from './checkBooking/bookingWrite'
import { planNightClaims } from './checkBooking/planClaims'
import { createdStep, statusChangeStep } from './checkBooking/statusStep'
import { checkStayMove, recordDetailChanges, recordPrice } from './checkBooking/stayChanges'
import { holdHistory } from './history'

export { DESK_INTENT, type DeskIntent } from './checkBooking/bookingWrite'
export { undoRefusal } from './checkBooking/statusStep'

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
  const write = readBookingWrite(req, before, data, context)
  const step = before ? await statusChangeStep(write, before) : await createdStep(write)
  if (before) recordDetailChanges(write, before, step.checkingOut)
  await checkStayMove(write)
  recordPrice(write)
  planNightClaims(write)
  // Money is written to the ledger only: the old payments list is never written through a hook,
  // whoever asks. A new booking is stored whole with its first history; an update leaves the
  // history alone and appends to it after.
  const { history: _history, payments: _payments, priceReason: _reason, ...changed } = data
  if (!before) {
    return { ...changed, ...step.fields, history: [...(write.next.history ?? []), ...write.added] }
  }
  holdHistory(req, before.id, write.added)
  return { ...changed, ...step.fields }
}
