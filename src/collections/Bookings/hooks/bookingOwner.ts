import type { Booking } from '@/payload-types'

/** The owner name a booking's nights are held under in `booked-nights`. */
export function bookingOwner(booking: Pick<Booking, 'requestId'>): string {
  return `booking:${booking.requestId}`
}

/** A relationship as stored or as populated: the id either way. */
export function relationId(value: unknown): string {
  if (value && typeof value === 'object' && 'id' in value) return String(value.id)
  return value ? String(value) : ''
}
