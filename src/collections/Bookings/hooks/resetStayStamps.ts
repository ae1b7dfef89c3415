import type { CollectionBeforeChangeHook } from 'payload'

import { ghanaDay } from '@/lib/bookings/availability'
import type { Booking } from '@/payload-types'

/**
 * A stay moved to other days is reminded and thanked for its new ones: the stamp saying the
 * day-before message was made goes with the old arrival, the after-stay one with the old
 * departure, so the job makes them again and Today no longer lists the old reminder to send. A
 * request brought back to waiting (an undo of its answer), or a stay brought back from cancelled,
 * forgets which email told its answer, so its next answer (or cancel) is told again. On every
 * door, as any move is.
 */
export const resetStayStamps: CollectionBeforeChangeHook<Booking> = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const moved = (field: 'checkIn' | 'checkOut') =>
    data[field] !== undefined && ghanaDay(data[field]) !== ghanaDay(originalDoc[field])
  return {
    ...data,
    ...(moved('checkIn') ? { reminderAt: null } : {}),
    ...(moved('checkOut') ? { thanksAt: null } : {}),
    ...((data.status === 'requested' && originalDoc.status !== 'requested') ||
    (data.status !== undefined && data.status !== 'cancelled' && originalDoc.status === 'cancelled')
      ? { confirmationJob: null }
      : {}),
  }
}
