import type { Endpoint, PayloadRequest } from 'payload'

import { answerOnce, isSentLater } from '@/http/actionKeys'

import { Refusal } from '@/http/refusal'
import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import {
  actionsFrom,
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  undoTarget,
  type BookingAction,
  type BookingStatus,
} from '@/lib/bookings/status'
import { isGroupAction } from '@/lib/bookings/groupStep'
import { MESSAGES } from '@/lib/messages'
import { isOfflineStep } from '@/lib/offlineActions'
import type { Booking } from '@/payload-types'

import { DESK_INTENT, undoRefusal, type DeskIntent } from '../hooks/checkBooking'
import { staleRefusal } from '../nightClaims'
import { readBack, requireBookingsStaff, routeBooking } from '@/http/staffRequest'
import { answerGroup } from './groupStatus'
import { staleOfflineRefusal } from './staleOffline'

const REASON_MAX = 200

function isAction(value: string): value is BookingAction {
  return Object.hasOwn(BOOKING_ACTIONS, value)
}

/**
 * `POST /api/bookings/{id}/status` with `{ action, seenStatus, reason?, leaveBalanceDue? }`:
 * one step of a booking's life (`BOOKING_ACTIONS`), or `undo` of its last one within a day. The
 * step is taken only from `seenStatus`, the status the member of staff was shown: anything else
 * answers 409, so of two people pressing Check in and Cancel at once exactly one wins. A check-in
 * or no-show before the arrival day needs an admin and a reason. With `group: true`, a confirm or
 * decline of a room of a group's request answers every room of it still waiting, and a cancel
 * cancels every room still ahead (requested or confirmed), all or none (`answerGroup`). Bookings
 * staff only.
 *
 * A check-in or check-out made offline on the phone is sent later with the header
 * `Idempotency-Key: <uuid>` (`answerOnce`): taken once however often it is sent. It says how the
 * stay looked when it was made (`seenStatus`, `seenCheckIn`, `seenCheckOut`, `seenRoom`), and a
 * stay whose status, dates or room changed meanwhile is refused (409) with what changed, when and
 * by whom. No other step is sent with a key: each takes or frees nights, which waits for the
 * network.
 */
export const changeStatus: Endpoint = {
  path: '/:id/status',
  method: 'post',
  handler: (req) =>
    answerOnce(
      req,
      `status:${String(req.routeParams?.id ?? '')}`,
      MESSAGES.booking.statusFailed,
      () => takeStep(req),
    ),
}

/** A step sent with a key: one taken offline, on the stay as the phone showed it. */
async function checkOfflineStep(
  req: PayloadRequest,
  body: Record<string, unknown>,
  action: string,
  booking: Booking,
): Promise<void> {
  if (!isOfflineStep(action) || body.group === true) {
    const label = isAction(action) ? BOOKING_ACTIONS[action].label : 'Undo'
    throw new Refusal(MESSAGES.offline.stepNotOffline(label), 400)
  }
  const stale = await staleOfflineRefusal(req, body, booking)
  if (stale) throw stale
}

async function takeStep(req: PayloadRequest): Promise<Response> {
  try {
    requireBookingsStaff(req)
    const body = await readJsonObject(req)
    const action = optionalString(body, 'action')
    const seenStatus = optionalString(body, 'seenStatus')
    const reason = optionalString(body, 'reason').trim()
    if (reason.length > REASON_MAX) throw new Refusal(MESSAGES.booking.overrideReasonTooLong, 400)
    if (action !== 'undo' && !isAction(action)) {
      throw new Refusal(MESSAGES.booking.unknownAction, 400)
    }
    const booking = await routeBooking(req)
    if (isSentLater(req)) await checkOfflineStep(req, body, action, booking)
    const from = booking.status as BookingStatus
    if (seenStatus !== from) throw staleRefusal(from)
    if (body.group === true) {
      if (!booking.group || !isGroupAction(action)) {
        throw new Refusal(MESSAGES.booking.groupStepUnknown, 400)
      }
      await answerGroup(req, booking.group, action)
      return Response.json({ success: true, booking: await readBack(req, booking.id) })
    }
    let to: BookingStatus
    if (action === 'undo') {
      const target = undoTarget(booking, Date.now())
      if ('problem' in target) throw undoRefusal(target.problem)
      to = target.to
    } else {
      to = BOOKING_ACTIONS[action].to
      if (!actionsFrom(from).includes(action)) {
        throw new Refusal(
          MESSAGES.booking.statusChange(BOOKING_STATUS_LABELS[from], BOOKING_STATUS_LABELS[to]),
          400,
        )
      }
    }
    const intent: DeskIntent = { seenStatus, undo: action === 'undo', reason }
    try {
      await req.payload.update({
        collection: 'bookings',
        id: booking.id,
        data: {
          status: to,
          ...(action === 'checkOut' && body.leaveBalanceDue === true
            ? { leaveBalanceDue: true }
            : {}),
        },
        context: { [DESK_INTENT]: intent },
        overrideAccess: false,
        user: req.user,
        req,
      })
    } catch (error) {
      if (action === 'undo' && (error as Error).message === MESSAGES.booking.notFree) {
        throw new Refusal(MESSAGES.booking.undoNightsTaken, 409)
      }
      throw error
    }
    return Response.json({ success: true, booking: await readBack(req, booking.id) })
  } catch (error) {
    return errorResponse(req, error, MESSAGES.booking.statusFailed)
  }
}
