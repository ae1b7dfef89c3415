import type { Endpoint } from 'payload'

import { errorResponse } from '@/http/responses'
import { requireBookingsStaff } from '@/http/staffRequest'
import { addDays, todayInGhana } from '@/lib/dates'
import { returnWeekDueOn } from '@/lib/guestRegister/week'
import { guestRegister as text } from '@/lib/messages/guestRegister'

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
      const week = returnWeekDueOn(today)
      let returnDue = week
      if (week) {
        const sent = await req.payload.count({
          collection: 'register-returns',
          where: { weekStart: { equals: week.from } },
          overrideAccess: true,
          req,
        })
        if (sent.totalDocs > 0) returnDue = null
      }
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
        select: { reference: true, guestName: true },
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
        .map((stay) => ({ id: stay.id, reference: stay.reference, guestName: stay.guestName }))
      return Response.json(
        { returnDue, unregistered },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, text.readFailed)
    }
  },
}
