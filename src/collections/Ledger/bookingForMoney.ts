import type { PayloadRequest } from 'payload'

import { historyEntry, pushHistory } from '@/collections/Bookings/hooks/history'
import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'

import { requireBookingsStaff } from '@/http/staffRequest'

/** The stay a money endpoint acts on, read as the member of staff may read it; refused otherwise. */
export async function bookingForMoney(req: PayloadRequest) {
  requireBookingsStaff(req)
  const id = String(req.routeParams?.id ?? '')
  const found = await req.payload.find({
    collection: 'bookings',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    select: {
      source: true,
      checkIn: true,
      createdAt: true,
      status: true,
      price: true,
      deposit: true,
    },
    overrideAccess: false,
    user: req.user,
    req,
  })
  const booking = found.docs[0]
  if (!booking) throw new Refusal(MESSAGES.booking.notFound, 404)
  return booking
}

/**
 * Adds one history line to the stay (`pushHistory`), and answers the booking as the
 * desk reads it, with its ledger.
 */
export async function traceAndRead(
  req: PayloadRequest,
  booking: { id: string; source?: string | null },
  action: string,
  detail: string,
) {
  await pushHistory(req, booking.id, historyEntry(req, booking.source, action, detail), {
    touch: true,
  })
  return req.payload.findByID({
    collection: 'bookings',
    id: booking.id,
    depth: 1,
    overrideAccess: false,
    user: req.user,
    req,
  })
}
