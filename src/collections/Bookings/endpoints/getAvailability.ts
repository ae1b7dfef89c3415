import type { Endpoint } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { rateLimit } from '@/services/rateLimit'
import { isFree, stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { nightlyPrice } from '@/lib/rooms'
import { validateStay } from '@/lib/validation/booking'

import { errorResponse } from '@/endpoints/http'
import { takenNightsByRoom } from './takenNights'
import { Refusal } from '@/endpoints/refusal'

/**
 * `GET /api/bookings/availability?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N`: every room
 * guests can see, with its nightly price (the discounted one on offer), the total for the stay and
 * whether every night of it is free. Hidden rooms never appear; nothing about other guests does.
 * Limited per client (429), signed-in booking staff excepted.
 */
export const getAvailability: Endpoint = {
  path: '/availability',
  method: 'get',
  handler: async (req) => {
    try {
      // Per client; staff taking a phone booking are never limited.
      if (!hasBookingsRole(req.user)) {
        const limited = await rateLimit(req, 'availability')
        if (limited) return limited
      }
      const params = req.searchParams
      const stay = {
        checkIn: params.get('checkIn') ?? '',
        checkOut: params.get('checkOut') ?? '',
        guests: params.get('guests') ?? '1',
      }
      const invalid = validateStay(stay)
      if (invalid) throw new Refusal(invalid.message, 400)
      const nights = stayNights(stay.checkIn, stay.checkOut)

      const rooms = await req.payload.find({
        collection: 'rooms',
        where: { isAvailable: { equals: true } },
        pagination: false,
        depth: 0,
        sort: '-regularPrice',
        select: { name: true, regularPrice: true, discountedPrice: true, offer: true },
        overrideAccess: true,
        req,
      })
      const ids = rooms.docs.map((room) => String(room.id))
      const taken = await takenNightsByRoom(req, ids, nights)
      return Response.json(
        {
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          nights: nights.length,
          rooms: rooms.docs.map((room) => {
            const price = nightlyPrice({
              regularPrice: room.regularPrice,
              discountedPrice: room.discountedPrice ?? null,
              offer: room.offer ?? false,
            })
            return {
              _id: String(room.id),
              name: room.name,
              nightlyPrice: price,
              total: price * nights.length,
              available: isFree(nights, taken.get(String(room.id)) ?? new Set()),
            }
          }),
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.booking.availabilityFailed)
    }
  },
}
