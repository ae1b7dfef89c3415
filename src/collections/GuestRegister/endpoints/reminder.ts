import type { Endpoint, PayloadRequest } from 'payload'

import { errorResponse } from '@/http/responses'
import { requireBookingsStaff } from '@/http/staffRequest'
import { addDays, todayInGhana } from '@/lib/dates'
import { returnWeekDueOn, type RegisterWeek } from '@/lib/guestRegister/week'
import { guestRegister as text } from '@/lib/messages/guestRegister'

/**
 * The week whose Friday return is due on `today` and not yet marked as sent, or null: on a
 * Friday, last week's; on other days none.
 */
export async function returnDueOn(
  req: PayloadRequest,
  today: string,
): Promise<RegisterWeek | null> {
  const week = returnWeekDueOn(today)
  if (!week) return null
  const sent = await req.payload.count({
    collection: 'register-returns',
    where: { weekStart: { equals: week.from } },
    overrideAccess: true,
    req,
  })
  return sent.totalDocs > 0 ? null : week
}

/**
 * `GET /api/guest-registrations/reminder`: what Today reminds the desk of. On a Friday, last
 * week's return until an admin marks it as sent; every day, the stays arriving today or in the
 * house with no guest registered yet.
 */
export const reminder: Endpoint = {
  path: '/reminder',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const today = todayInGhana()
      const returnDue = await returnDueOn(req, today)
      const stays = await req.payload.find({
        collection: 'bookings',
        where: {
          or: [
            {
              and: [
                { status: { equals: 'confirmed' } },
                { checkIn: { greater_than_equal: today } },
                { checkIn: { less_than: addDays(today, 1) } },
              ],
            },
            { status: { equals: 'checked-in' } },
          ],
        },
        select: { reference: true, guestName: true, phone: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const ids = stays.docs.map((stay) => String(stay.id))
      const registered = ids.length
        ? await req.payload.find({
            collection: 'guest-registrations',
            where: { booking: { in: ids } },
            select: { booking: true },
            pagination: false,
            depth: 0,
            overrideAccess: true,
            req,
          })
        : { docs: [] }
      const withGuests = new Set(registered.docs.map((doc) => String(doc.booking)))
      const unregistered = stays.docs
        .filter((stay) => !withGuests.has(String(stay.id)))
        .map(({ id, reference, guestName, phone }) => ({ id, reference, guestName, phone }))
      return Response.json(
        { returnDue, unregistered },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, text.readFailed)
    }
  },
}
