'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { Dialog } from '@/components/ui/Dialog'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { charges as chargesText } from '@/lib/messages/charges'
import { isChargeableStatus } from '@/lib/money/charges'
import type { Booking, Extra } from '@/payload-types'

import { swrFetcher } from '@/components/admin/api'
import { ChargeForm } from './ChargeForm'

export { ChargeForm } from './ChargeForm'

const fetchExtras = swrFetcher<{ docs: Extra[] }>(chargesText.loadFailed)

/** The price list's active items, read once the form opens and shared by every form after. */
function OfferedExtras({
  booking,
  onSaved,
  onCancel,
}: {
  booking: Pick<Booking, 'id'>
  onSaved: (b: Booking) => void
  onCancel: () => void
}) {
  const { data, error } = useSWR(API.extrasOffered, fetchExtras)
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {(error as Error).message}
      </p>
    )
  }
  if (!data) return <p className="text-sm text-stone-600">Loading…</p>
  return <ChargeForm booking={booking} extras={data.docs} onSaved={onSaved} onCancel={onCancel} />
}

/**
 * "Add charge" for a stay that is confirmed or in the house, from its details or from Today:
 * opens the short charge form over the screen; once the charge is written, the form closes and
 * the stay is handed back with it.
 */
export function AddCharge({
  booking,
  onSaved,
  className,
}: {
  booking: Pick<Booking, 'id' | 'status' | 'reference' | 'guestName'>
  onSaved?: (b: Booking) => void
  className?: string
}) {
  const [open, setOpen] = useState(false)
  if (!isChargeableStatus(booking.status)) return null
  const titleId = `charge-title-${booking.id}`
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(buttonClass.secondary, className)}
      >
        {chargesText.addCharge}
      </button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} labelledBy={titleId} className="max-w-md">
          <div className="space-y-3 p-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {chargesText.formTitle}
              <span className="block text-sm font-normal text-stone-600">
                {booking.reference} · {booking.guestName}
              </span>
            </h2>
            <OfferedExtras
              booking={booking}
              onSaved={(saved) => {
                setOpen(false)
                onSaved?.(saved)
              }}
              onCancel={() => setOpen(false)}
            />
          </div>
        </Dialog>
      )}
    </>
  )
}
