import type { Endpoint } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { rateLimit } from '@/services/rateLimit'
import { isFree, stayNights } from '@/lib/bookings/availability'
import { childrenProblem, countedGuests } from '@/lib/bookings/party'
import { MESSAGES } from '@/lib/messages'
import { fitsRoom } from '@/lib/rooms/rates'
import { validateStay } from '@/lib/validation/booking'

import { errorResponse } from '@/http/responses'
import { findChildPolicy } from '../childPolicy'
import { PRICED_ROOM_SELECT, quoteInCedis, quoteRoom, readHouseSeasons } from '../pricing'
import { takenNightsByRoom } from '../takenNights'
import { Refusal } from '@/http/refusal'
import { combinationsFor } from './roomOffers'

/**
 * `GET /api/bookings/availability?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N&children=C`
 * (C of the N guests young children, counted or not by the owner's rule; `guests` in the answer
 * is the party as rooms count it): every room
 * guests can see, with the total for those dates and that party (each night at its own price:
 * seasons, weekends, the offer, extra guests), its nightly price (the average of those nights, so
 * the one price when they all cost the same), the nights one by one, and whether it can be asked
 * for: every night free, the party no larger than the room takes (`maxGuests`, null for any) and the
 * stay no shorter than its seasons ask (`minNights`). Its amounts are cedis, as the rooms' prices
 * are (`quoteInCedis`), exact to the pesewa. Hidden rooms never appear; nothing about
 * other guests does. When no one room can be asked for, `combinations` holds the cheapest sets
 * of free rooms that together sleep the party, each room with its share of the party and its quote
 * (`combinationsFor`). Limited per client (429), signed-in booking staff excepted.
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
      const party = { guests: Number(stay.guests), children: Number(params.get('children') ?? 0) }
      const childrenWrong = childrenProblem(party.guests, party.children)
      if (childrenWrong) throw new Refusal(childrenWrong, 400)
      const policy = await findChildPolicy(req)
      // Rooms are sized and priced for the counted guests: young children only when they count.
      const guests = countedGuests(party, policy)

      const rooms = await req.payload.find({
        collection: 'rooms',
        where: { isAvailable: { equals: true } },
        pagination: false,
        depth: 0,
        sort: '-regularPrice',
        select: PRICED_ROOM_SELECT,
        overrideAccess: true,
        req,
      })
      const seasons = await readHouseSeasons(req)
      const ids = rooms.docs.map((room) => String(room.id))
      const taken = await takenNightsByRoom(req, ids, nights)
      const offered = rooms.docs.map((room) => {
        const quote = quoteRoom(room, seasons, { ...stay, guests })
        const quoted = quoteInCedis(quote)
        const longEnough = nights.length >= quote.minNights
        const free = longEnough && isFree(nights, taken.get(String(room.id)) ?? new Set())
        return {
          room,
          free,
          answer: {
            _id: String(room.id),
            name: room.name,
            nightlyPrice: quoted.nightlyPrice,
            total: quoted.total,
            available: free && fitsRoom(room, guests),
            maxGuests: room.maxGuests ?? null,
            minNights: quote.minNights,
            nightPrices: quoted.nightPrices,
          },
        }
      })
      // Only a party no one free room takes is offered rooms together.
      const oneRoomTakes = offered.some((item) => item.answer.available)
      const combinations = oneRoomTakes
        ? []
        : combinationsFor(
            party,
            guests,
            offered.filter((item) => item.free).map((item) => item.room),
            stay,
            seasons,
            policy,
          )
      return Response.json(
        {
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          nights: nights.length,
          guests,
          rooms: offered.map((item) => item.answer),
          combinations,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.bookingRequest.availabilityFailed)
    }
  },
}
