'use client'

import { useState } from 'react'

import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { BOOKING_STATUS_LABELS } from '@/lib/bookings/status'
import type { GroupAction } from '@/lib/bookings/groupStep'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { useDeskWrite } from './useDesk'

/**
 * A group's request answered in one step from any of its rooms: confirm or decline every room
 * still waiting, all or none. Declining asks first. The guest is told once, of every room.
 */
export function GroupActions({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (booking: Booking) => void
}) {
  const { send } = useDeskWrite()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const group = booking.group
  if (!group || booking.status !== 'requested') return null

  const run = async (action: GroupAction) => {
    setBusy(true)
    setProblem(null)
    const answer = await send(
      API.bookingStatus(booking.id),
      { action, seenStatus: booking.status, group: true },
      (doc) => MESSAGES.desk.groupDone(group, BOOKING_STATUS_LABELS[doc.status]),
    )
    setBusy(false)
    setAsking(false)
    if ('error' in answer) setProblem(answer.error.message)
    else onSaved(answer.booking)
  }

  return (
    <div className="space-y-2" data-testid="group-actions">
      <p className="text-sm font-semibold text-stone-700">{MESSAGES.desk.groupTitle(group)}</p>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void run('confirm')}
          className={cn(buttonClass.primary, 'min-w-0 px-2')}
        >
          {MESSAGES.desk.groupConfirm}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => setAsking(true)}
          className={cn(buttonClass.secondary, 'min-w-0 px-2')}
        >
          {MESSAGES.desk.groupDecline}
        </button>
      </div>
      {problem && !asking && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        id="group-ask"
        title={MESSAGES.desk.groupAskDecline(booking.guestName)}
        confirmLabel={MESSAGES.desk.groupDecline}
        cancelLabel="Go back"
        busyLabel="Saving…"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run('decline')}
      >
        <p>{MESSAGES.desk.groupAskDeclineDetail}</p>
        {problem && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        )}
      </ConfirmDialog>
    </div>
  )
}
