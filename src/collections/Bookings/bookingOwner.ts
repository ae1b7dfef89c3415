import type { Booking } from '@/payload-types'

/** The owner name a booking's nights are held under in `booked-nights`. */
export function bookingOwner(booking: Pick<Booking, 'requestId'>): string {
  return `booking:${booking.requestId}`
}
