import type { Endpoint } from 'payload'

import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import { icsCalendar, nightRuns } from '@/lib/calendarSync/ical'
import { addDays, todayInGhana } from '@/lib/dates'
import { env } from '@/lib/env'

/** Past nights matter little to a booking site; a month back is plenty. */
const PAST_DAYS = 30

/**
 * `GET /api/calendar/{token}.ics`: a room's taken nights as iCalendar, for booking sites to import.
 * The unguessable token is the only key, so an unknown one is a plain 404. Every taken night is
 * listed: confirmed and checked-in stays and all blocks, those imported from other booking sites
 * included, so a stay taken on one site closes the room on the others. A site reading its own
 * reservations back as "Not available" is harmless; leaving them out would let another sell them.
 */
export const getRoomCalendar: Endpoint = {
  path: '/calendar/:token',
  method: 'get',
  handler: async (req) => {
    const token = String(req.routeParams?.token ?? '').replace(/\.ics$/, '')
    const notFound = () => new Response('Not found', { status: 404 })
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return notFound()
    const rooms = await req.payload.find({
      collection: 'rooms',
      where: { calendarToken: { equals: token } },
      limit: 1,
      depth: 0,
      select: { name: true },
      overrideAccess: true,
      req,
    })
    const room = rooms.docs[0]
    if (!room) return notFound()
    const since = `${addDays(todayInGhana(), -PAST_DAYS)}T00:00:00.000Z`
    const [stays, blocks] = await Promise.all([
      req.payload.find({
        collection: 'bookings',
        where: {
          and: [
            { room: { equals: room.id } },
            { status: { in: ['confirmed', 'checked-in'] } },
            { checkOut: { greater_than: since } },
          ],
        },
        pagination: false,
        depth: 0,
        select: { checkIn: true, checkOut: true },
        overrideAccess: true,
        req,
      }),
      req.payload.find({
        collection: 'room-blocks',
        where: {
          and: [{ room: { equals: room.id } }, { endDate: { greater_than: since } }],
        },
        pagination: false,
        depth: 0,
        select: { startDate: true, endDate: true },
        overrideAccess: true,
        req,
      }),
    ])
    const nights = [
      ...stays.docs.flatMap((s) => stayNights(ghanaDay(s.checkIn), ghanaDay(s.checkOut))),
      ...blocks.docs.flatMap((b) => stayNights(ghanaDay(b.startDate), ghanaDay(b.endDate))),
    ]
    const body = icsCalendar({
      name: room.name,
      roomId: String(room.id),
      host: new URL(env.serverUrl).hostname,
      runs: nightRuns(nights),
      now: new Date(),
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      },
    })
  },
}
