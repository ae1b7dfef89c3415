'use client'

import { useState } from 'react'

import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Dialog } from '@/components/ui/Dialog'
import { Icon } from '@/components/ui/Icon'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { feedName } from '@/lib/calendarSync/feeds'
import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import { formatStayDate } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { RoomBlock } from '@/payload-types'

import { useDeskWrite } from './useDesk'

/**
 * A block opened from the calendar. Staff remove a maintenance block here, after confirming; a
 * block imported from a booking site's calendar is shown with its source and cannot be changed
 * here, since the next reading of that calendar would bring it back.
 */
export function BlockDetails({
  block,
  roomName,
  onClose,
}: {
  block: RoomBlock | null
  roomName: string
  onClose: () => void
}) {
  const { write } = useDeskWrite()
  const [asking, setAsking] = useState(false)
  const [removing, setRemoving] = useState(false)
  if (!block) return null
  const imported = block.reason === 'external'
  const [from, until] = [ghanaDay(block.startDate), ghanaDay(block.endDate)]
  const nights = stayNights(from, until).length

  const remove = async () => {
    setRemoving(true)
    const done = await write(
      API.roomBlock(block.id),
      'DELETE',
      undefined,
      () => MESSAGES.booking.blockRemoved,
      MESSAGES.booking.blockRemoveFailed,
    )
    setRemoving(false)
    setAsking(false)
    if (done) onClose()
  }

  return (
    <>
      <Dialog open onClose={onClose} labelledBy="block-title" className="max-w-md">
        <div className="space-y-3 p-4 sm:p-6">
          <div className="flex items-start justify-between gap-2">
            <h2 id="block-title" className="text-lg font-semibold">
              {imported ? 'Booked on another site' : 'Maintenance block'}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-lg p-2 hover:bg-stone-100"
            >
              <Icon name="close" />
            </button>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-500">Room</dt>
            <dd>{roomName}</dd>
            <dt className="text-stone-500">From</dt>
            <dd>{formatStayDate(from)}</dd>
            <dt className="text-stone-500">Free again</dt>
            <dd>
              {formatStayDate(until)} ({nights} {nights === 1 ? 'night' : 'nights'})
            </dd>
            {block.note && (
              <>
                <dt className="text-stone-500">{imported ? 'Event' : 'Reason'}</dt>
                <dd className="break-words">{block.note}</dd>
              </>
            )}
          </dl>
          {imported ? (
            <p
              className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700"
              data-testid="block-source"
            >
              {MESSAGES.booking.importedBlock(
                block.feedUrl ? feedName(block.feedUrl) : 'a booking site',
              )}
            </p>
          ) : (
            <button type="button" onClick={() => setAsking(true)} className={buttonClass.danger}>
              Remove block
            </button>
          )}
        </div>
      </Dialog>
      <ConfirmDialog
        open={asking}
        id="remove-block"
        title="Remove this block?"
        confirmLabel="Remove block"
        busyLabel="Removing..."
        busy={removing}
        onCancel={() => setAsking(false)}
        onConfirm={remove}
      >
        <p>
          {roomName}, {formatStayDate(from)} → {formatStayDate(until)}.{' '}
          {MESSAGES.booking.blockRemoveAsk}
        </p>
      </ConfirmDialog>
    </>
  )
}
