'use client'

import { useState } from 'react'

import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { formatDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { useDeskWrite } from './useDesk'

/**
 * The guest's request to cancel from their page, while it is open: staff cancel the stay with the
 * status buttons, or dismiss the request when the guest keeps it, so Today stops listing it and
 * the guest may ask again.
 */
export function CancelRequest({
  booking,
  onSaved,
}: {
  booking: Booking
  onSaved: (booking: Booking) => void
}) {
  const { send } = useDeskWrite()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  if (!booking.cancelRequestedAt) return null

  const dismiss = async () => {
    setBusy(true)
    setProblem(null)
    const answer = await send(
      API.bookingDismissCancel(String(booking.id)),
      {},
      () => MESSAGES.stayMessages.cancelDismissed,
    )
    setBusy(false)
    if ('error' in answer) setProblem(answer.error.message)
    else onSaved(answer.booking)
  }

  return (
    <div
      className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="cancel-request"
    >
      <p>{MESSAGES.stayMessages.cancelAskedOn(formatDate(booking.cancelRequestedAt))}</p>
      <button type="button" disabled={busy} onClick={dismiss} className={buttonClass.secondary}>
        {MESSAGES.stayMessages.dismissCancel}
      </button>
      {problem && (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      )}
    </div>
  )
}
