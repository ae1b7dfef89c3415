import type { PayloadRequest } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

/** Signed-in booking staff only: 401 for a stranger, 403 for an editor. */
export function requireBookingsStaff(
  req: PayloadRequest,
): asserts req is PayloadRequest & { user: NonNullable<PayloadRequest['user']> } {
  if (!req.user) throw new Refusal(MESSAGES.auth.notSignedIn, 401)
  if (!hasBookingsRole(req.user)) throw new Refusal(MESSAGES.auth.forbidden, 403)
}

/** The booking of the route's `:id`, as the signed-in member of staff may read it, or 404. */
export function routeBooking(req: PayloadRequest): Promise<Booking> {
  return bookingById(req, String(req.routeParams?.id ?? ''))
}

/** The booking `id`, as the signed-in member of staff may read it, or 404. */
export async function bookingById(req: PayloadRequest, id: string): Promise<Booking> {
  const found = await req.payload.find({
    collection: 'bookings',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const booking = found.docs[0]
  if (!booking) throw new Refusal(MESSAGES.booking.notFound, 404)
  return booking
}

/** The booking as the desk shows it after a change (room populated). */
export function readBack(req: PayloadRequest, id: string): Promise<Booking> {
  return req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 1,
    overrideAccess: false,
    user: req.user,
    req,
  })
}
