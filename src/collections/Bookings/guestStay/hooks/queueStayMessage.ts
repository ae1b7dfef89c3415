import type { CollectionAfterChangeHook } from 'payload'

import { statusMessageMoment } from '@/lib/guestStay/stayMessageMoments'
import type { Booking } from '@/payload-types'

import { DESK_INTENT, type DeskIntent } from '../../hooks/checkBooking'

/**
 * A status step the guest should hear of (confirmed, declined, cancelled) queues their email when
 * they gave an address, whichever door took it. A lapsed request's email is queued by the expiry
 * job, and an undo tells nobody: staff reach the guest themselves.
 */
export const queueStayMessage: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  context,
  req,
}) => {
  const intent = (context?.[DESK_INTENT] ?? {}) as DeskIntent
  if (!doc.email || intent.undo || intent.expiredAfterHours !== undefined) return doc
  const moment = statusMessageMoment(
    operation === 'create' ? null : previousDoc?.status,
    doc.status,
  )
  if (!moment) return doc
  await req.payload.jobs.queue({
    task: 'sendBookingEmail',
    input: { bookingId: String(doc.id), to: 'guest', about: moment },
    req,
  })
  return doc
}
