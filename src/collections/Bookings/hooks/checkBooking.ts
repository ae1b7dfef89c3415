import type { CollectionBeforeChangeHook } from 'payload'

import {
  actionBetween,
  balanceDue,
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  CREATE_STATUSES,
  ghanaDay,
  isBookingStatus,
  stayNights,
  takesNights,
  type BookingStatus,
} from '@/lib/bookings'
import { MESSAGES } from '@/lib/messages'
import { formatCedis } from '@/lib/money'
import { claimNights } from '@/hooks/nightClaims'
import { Refusal } from '@/hooks/refusal'
import type { Booking } from '@/payload-types'

import { bookingOwner, relationId } from './bookingOwner'

type HistoryEntry = NonNullable<Booking['history']>[number]

/**
 * The rules every write of a booking obeys, whichever door it came through: a stay of at least one
 * night, status changes only along the allowed actions, no check-out with a balance due unless
 * staff allow it, mobile money with its network and transaction ID, and no stay on a night that is
 * already taken. Each change is added to the history with who made it.
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
  const history: HistoryEntry[] = [...(next.history ?? [])]
  const at = new Date().toISOString()
  const by = req.user?.collection === 'users' ? req.user.id : null
  const record = (action: string, detail: string) => history.push({ at, by, action, detail })

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

  for (const payment of next.payments ?? []) {
    if (payment.method === 'mobile-money' && (!payment.network || !payment.transactionId?.trim())) {
      throw new Refusal(MESSAGES.booking.mobileMoneyDetails, 400)
    }
  }
  const paymentsBefore = before?.payments?.length ?? 0
  for (const payment of (next.payments ?? []).slice(paymentsBefore)) {
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
  return { ...data, history }
}
