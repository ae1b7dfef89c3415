'use client'

import { useState } from 'react'

import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { fetchJson } from '@/components/ui/fetchJson'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import {
  actionsFrom,
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  beforeArrival,
  undoTarget,
  type BookingAction,
} from '@/lib/bookings/status'
import { ASKS_FIRST, ENDING_ACTIONS, FORWARD_ACTIONS } from '@/lib/bookings/deskSteps'
import { ghanaDay } from '@/lib/bookings/availability'
import { formatDate, todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { isOfflineStep } from '@/lib/offlineActions'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { useSession } from '@/components/admin/Session'
import { useOnline, useStaffOutbox } from '@/components/admin/Offline/useOutbox'
import { useDeskWrite } from './useDesk'

type Step = BookingAction | 'undo'

/**
 * The status buttons of one booking. Every action has its own place, shown disabled when the
 * status does not allow it, so a double tap on Confirm can never become Check in. Ending a stay
 * asks once; an admin checking a guest in before the arrival day gives a reason. Each step is sent
 * with the status on screen, so a booking someone else changed meanwhile is refused, and the
 * refusal is shown here, in the open dialog.
 */
export function StatusActions({
  booking,
  leaveDue,
  onSaved,
}: {
  booking: Booking
  leaveDue: boolean
  onSaved: (booking: Booking) => void
}) {
  const { send, act } = useDeskWrite()
  const online = useOnline()
  // A step already waiting on the phone for this stay is not offered twice.
  const waiting = useStaffOutbox()
    .filter((action) => action.stayId === String(booking.id) && action.state === 'waiting')
    .map((action) => action.kind as string)
  const { state } = useSession()
  const isAdmin = state.currentUser?.role === 'admin'
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState<Step | null>(null)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const allowed = actionsFrom(booking.status)
  const early = (step: Step) =>
    step !== 'undo' && beforeArrival(step, ghanaDay(booking.checkIn), todayInGhana())
  // The time is read when the booking is shown: a step older than a day offers no undo.
  const [shownAt] = useState(() => Date.now())
  const undo = undoTarget(booking, shownAt)

  const stepBody = (step: Step) => ({
    action: step,
    seenStatus: booking.status,
    ...(reason.trim() ? { reason: reason.trim() } : {}),
    ...(step === 'checkOut' && leaveDue ? { leaveBalanceDue: true } : {}),
  })
  const done = (doc: Booking) =>
    MESSAGES.booking.actionDone(doc.reference ?? '', BOOKING_STATUS_LABELS[doc.status])

  /**
   * A check-in or check-out may wait for the network: it says how the stay looked (status, dates,
   * room), so the server refuses it if someone changed the stay meanwhile.
   */
  const keepStep = (step: 'checkIn' | 'checkOut') =>
    act(
      {
        staffId: state.currentUser?.id ?? '',
        kind: step,
        url: API.bookingStatus(booking.id),
        body: {
          ...stepBody(step),
          seenCheckIn: booking.checkIn,
          seenCheckOut: booking.checkOut,
          seenRoom: relationId(booking.room),
        },
        stayId: String(booking.id),
        label: MESSAGES.outbox.labels[step](booking.guestName),
      },
      done,
      MESSAGES.booking.statusFailed,
      (message) => setProblem(message),
    )

  const run = async (step: Step) => {
    setBusy(true)
    setProblem(null)
    const answer =
      step === 'checkIn' || step === 'checkOut'
        ? await keepStep(step).then((doc) => (doc && doc !== 'kept' ? { booking: doc } : doc))
        : await send(API.bookingStatus(booking.id), stepBody(step), done)
    setBusy(false)
    setAsking(null)
    setReason('')
    if (answer === 'kept') return
    if (answer !== null && !('error' in answer)) return onSaved(answer.booking)
    if (answer !== null) setProblem(answer.error.message)
    // Someone else changed the booking: show it as it is now, so the buttons match its status.
    if (answer === null || answer.error.status === 409) {
      const fresh = await fetchJson<Booking>(API.booking(booking.id, 'depth=1')).catch(() => null)
      if (fresh) onSaved(fresh)
    }
  }

  const tap = (step: Step) => {
    setProblem(null)
    if ((step !== 'undo' && ASKS_FIRST.includes(step)) || (isAdmin && early(step))) {
      setAsking(step)
    } else {
      void run(step)
    }
  }

  const button = (action: BookingAction, tone: 'primary' | 'secondary') => (
    <button
      key={action}
      type="button"
      disabled={
        busy ||
        !allowed.includes(action) ||
        waiting.includes(action) ||
        (!online && !isOfflineStep(action))
      }
      title={!online && !isOfflineStep(action) ? MESSAGES.outbox.needsNetwork : undefined}
      onClick={() => tap(action)}
      className={cn(buttonClass[tone], 'min-w-0 px-2')}
    >
      {BOOKING_ACTIONS[action].label}
    </button>
  )

  const askTitle =
    asking && asking !== 'undo' ? MESSAGES.desk.askTitle[asking](booking.guestName) : ''
  const needsReason = asking !== null && isAdmin && early(asking)

  return (
    <div className="space-y-2" data-testid="status-actions">
      <div className="grid grid-cols-3 gap-2">
        {FORWARD_ACTIONS.map((action) => button(action, 'primary'))}
      </div>
      <div className="grid grid-cols-3 gap-2">
        {ENDING_ACTIONS.map((action) => button(action, 'secondary'))}
      </div>
      {!online && (
        <p className="text-sm text-stone-700" data-testid="needs-network">
          {MESSAGES.outbox.needsNetwork}
        </p>
      )}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      {'to' in undo && booking.statusChangedAt && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span>
            {BOOKING_STATUS_LABELS[booking.status]} since {formatDate(booking.statusChangedAt)}
          </span>
          <button
            type="button"
            disabled={busy || !online}
            onClick={() => tap('undo')}
            className={buttonClass.secondary}
          >
            Undo: back to {BOOKING_STATUS_LABELS[undo.to]}
          </button>
        </p>
      )}
      <ConfirmDialog
        open={asking !== null && asking !== 'undo'}
        id="booking-ask"
        title={askTitle}
        confirmLabel={asking && asking !== 'undo' ? BOOKING_ACTIONS[asking].label : ''}
        cancelLabel="Go back"
        busyLabel="Saving…"
        busy={busy}
        onCancel={() => {
          setAsking(null)
          setReason('')
        }}
        onConfirm={() => {
          if (!asking) return
          if (needsReason && !reason.trim()) {
            setProblem(MESSAGES.desk.reasonRequired)
            return
          }
          void run(asking)
        }}
      >
        {asking && asking !== 'undo' && <p>{MESSAGES.desk.ask[asking]}</p>}
        {needsReason && (
          <label className="mt-3 block text-sm text-stone-800">
            {MESSAGES.desk.earlyReason}
            <textarea
              required
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={cn(portalInput, 'border-stone-300')}
            />
          </label>
        )}
        {problem && asking && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        )}
      </ConfirmDialog>
    </div>
  )
}
