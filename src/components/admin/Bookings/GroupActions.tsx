'use client'

import { useState } from 'react'

import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { BOOKING_STATUS_LABELS } from '@/lib/bookings/status'
import type { GroupAction } from '@/lib/bookings/groupStep'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import { useOnline } from '@/components/admin/Offline/useOutbox'
import type { Booking } from '@/payload-types'

import { useDeskWrite } from './useDesk'

/** The group steps that ask first: each turns every room away at once. */
type Asked = 'decline' | 'cancel'

const ASK = {
  decline: {
    title: MESSAGES.desk.groupAskDecline,
    detail: MESSAGES.desk.groupAskDeclineDetail,
    label: MESSAGES.desk.groupDecline,
  },
  cancel: {
    title: MESSAGES.desk.groupAskCancel,
    detail: MESSAGES.desk.groupAskCancelDetail,
    label: MESSAGES.desk.groupCancel,
  },
} as const satisfies Record<Asked, unknown>

/**
 * A group's request answered in one step from any of its rooms: confirm or decline every room
 * still waiting, all or none; once confirmed, the whole group cancelled in one step (every room
 * still ahead, its nights freed), as the guest may ask from the group's page. Declining and
 * cancelling ask first. The guest is told once, of every room.
 */
export function GroupActions({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (booking: Booking) => void
}) {
  // Nights are only taken or freed online: with no network the button says so and waits.
  const online = useOnline()
  const { send } = useDeskWrite()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState<Asked | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const group = booking.group
  if (!group || (booking.status !== 'requested' && booking.status !== 'confirmed')) return null
  const waiting = booking.status === 'requested'

  const run = async (action: GroupAction) => {
    setBusy(true)
    setProblem(null)
    const answer = await send(
      API.bookingStatus(booking.id),
      { action, seenStatus: booking.status, group: true },
      (doc) =>
        action === 'cancel'
          ? MESSAGES.desk.groupCancelled(group)
          : MESSAGES.desk.groupDone(group, BOOKING_STATUS_LABELS[doc.status]),
    )
    setBusy(false)
    setAsking(null)
    if ('error' in answer) setProblem(answer.error.message)
    else onSaved(answer.booking)
  }

  const asked = asking ? ASK[asking] : null
  return (
    <div className="space-y-2" data-testid="group-actions">
      <p className="text-sm font-semibold text-stone-700">{MESSAGES.desk.groupTitle(group)}</p>
      {waiting ? (
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            disabled={busy || !online}
            title={online ? undefined : MESSAGES.outbox.needsNetwork}
            onClick={() => void run('confirm')}
            className={cn(buttonClass.primary, 'min-w-0 px-2')}
          >
            {MESSAGES.desk.groupConfirm}
          </button>
          <button
            type="button"
            disabled={busy || !online}
            title={online ? undefined : MESSAGES.outbox.needsNetwork}
            onClick={() => setAsking('decline')}
            className={cn(buttonClass.secondary, 'min-w-0 px-2')}
          >
            {MESSAGES.desk.groupDecline}
          </button>
        </div>
      ) : (
        <button
          type="button"
          disabled={busy || !online}
          title={online ? undefined : MESSAGES.outbox.needsNetwork}
          onClick={() => setAsking('cancel')}
          className={cn(buttonClass.secondary, 'w-full')}
        >
          {MESSAGES.desk.groupCancel}
        </button>
      )}
      {problem && !asking && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        id="group-ask"
        title={asked ? asked.title(booking.guestName) : ''}
        confirmLabel={asked?.label ?? ''}
        cancelLabel="Go back"
        busyLabel="Saving…"
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      >
        <p>{asked?.detail}</p>
        {problem && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        )}
      </ConfirmDialog>
    </div>
  )
}
