import type { PayloadRequest, Where } from 'payload'

import { REGISTERED_STAY_STATUSES } from '@/lib/guestRegister/registerBook'
import type { Booking, GuestRegistration } from '@/payload-types'

/**
 * The registrations of the stays a query on bookings finds (cancelled, declined and no-show stays
 * never), each with its stay. Read with every field: callers decide what leaves the server.
 */
export async function registrationsOfStays(
  req: PayloadRequest,
  stayWhere: Where,
  registrationWhere?: Where,
): Promise<Array<{ registration: GuestRegistration; stay: Booking }>> {
  const stays = await req.payload.find({
    collection: 'bookings',
    where: { and: [{ status: { in: [...REGISTERED_STAY_STATUSES] } }, stayWhere] },
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  if (stays.docs.length === 0) return []
  const byId = new Map(stays.docs.map((stay) => [String(stay.id), stay]))
  const found = await req.payload.find({
    collection: 'guest-registrations',
    where: {
      and: [
        { booking: { in: [...byId.keys()] } },
        ...(registrationWhere ? [registrationWhere] : []),
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs.map((registration) => ({
    registration,
    stay: byId.get(String(registration.booking)) as Booking,
  }))
}
