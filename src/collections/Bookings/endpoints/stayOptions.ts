import type { Endpoint } from 'payload'

import { Refusal } from '@/http/refusal'
import { errorResponse } from '@/http/responses'
import { isFree, stayNights } from '@/lib/bookings/availability'
import { isCalendarDay, ISO_DATE } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'
import { fitsRoom } from '@/lib/rooms/rates'
import { BOOKING_MESSAGES } from '@/lib/validation/booking'
import { GUESTS_MAX, GUESTS_MIN } from '@/lib/validation/contact'

import { childrenProblem, countedGuests } from '@/lib/bookings/party'

import { bookingOwner } from '../bookingOwner'
import { findChildPolicy } from '../childPolicy'
import { combinationsFor } from './roomOffers'
import { owedBy, PRICED_ROOM_SELECT, quoteRoom, readHouseSeasons } from '../pricing'
import { readHouseTaxes } from '@/collections/Taxes/taxRules'
import { requireBookingsStaff } from '@/http/staffRequest'

/**
 * `GET /api/bookings/options?checkIn=&checkOut=&guests=&children=&bookingId=`: for the desk (a
 * walk-in, a stay being changed), every room, hidden ones included and marked, with its price for
 * those dates night by night and whether it is free, for the party as rooms count it (`guests` in
 * the answer, by the owner's `childPolicy`); when no visible free room takes it, `combinations`
 * are the cheapest free rooms together, as guests are offered them. The nights of `bookingId` count as free: a stay
 * may move within its own nights. Bookings staff only.
 */
export const stayOptions: Endpoint = {
  path: '/options',
  method: 'get',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const params = req.searchParams
      const checkIn = params.get('checkIn') ?? ''
      const checkOut = params.get('checkOut') ?? ''
      const people = Number(params.get('guests') ?? '1')
      if (!ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut)) {
        throw new Refusal(MESSAGES.booking.changeStay, 400)
      }
      for (const date of [checkIn, checkOut]) {
        if (!isCalendarDay(date)) throw new Refusal(MESSAGES.booking.notACalendarDay(date), 400)
      }
      const nights = stayNights(checkIn, checkOut)
      if (!nights.length) throw new Refusal(MESSAGES.contact.checkOutBeforeCheckIn, 400)
      if (!Number.isInteger(people) || people < GUESTS_MIN || people > GUESTS_MAX) {
        throw new Refusal(BOOKING_MESSAGES.guestsRange, 400)
      }
      const party = { guests: people, children: Number(params.get('children') ?? 0) }
      const childrenWrong = childrenProblem(party.guests, party.children)
      if (childrenWrong) throw new Refusal(childrenWrong, 400)
      const policy = await findChildPolicy(req)
      // Rooms are sized and priced for the counted guests: young children only when they count.
      const guests = countedGuests(party, policy)
      const bookingId = params.get('bookingId')
      let ownNights: string | null = null
      if (bookingId) {
        const own = await req.payload.find({
          collection: 'bookings',
          where: { id: { equals: bookingId } },
          limit: 1,
          depth: 0,
          select: { requestId: true },
          overrideAccess: false,
          user: req.user,
          req,
        })
        if (!own.docs[0]) throw new Refusal(MESSAGES.booking.notFound, 404)
        ownNights = bookingOwner(own.docs[0])
      }

      const rooms = await req.payload.find({
        collection: 'rooms',
        pagination: false,
        depth: 0,
        sort: 'name',
        select: { ...PRICED_ROOM_SELECT, isAvailable: true },
        overrideAccess: true,
        req,
      })
      const taken = await req.payload.find({
        collection: 'booked-nights',
        where: {
          and: [
            { night: { in: nights } },
            ...(ownNights ? [{ owner: { not_equals: ownNights } }] : []),
          ],
        },
        pagination: false,
        depth: 0,
        select: { room: true, night: true },
        overrideAccess: true,
        req,
      })
      // The desk is shown what the stay will be priced at: with the taxes, when they are added.
      const houseTaxes = await readHouseTaxes(req)
      const seasons = await readHouseSeasons(req)
      const takenByRoom = new Map<string, Set<string>>()
      for (const doc of taken.docs) {
        const id = relationId(doc.room)
        takenByRoom.set(id, (takenByRoom.get(id) ?? new Set()).add(doc.night))
      }
      const options = rooms.docs.map((room) => {
        const id = String(room.id)
        const quote = owedBy(houseTaxes, quoteRoom(room, seasons, { checkIn, checkOut, guests }))
        return {
          _id: id,
          name: room.name,
          isAvailable: room.isAvailable !== false,
          maxGuests: room.maxGuests ?? null,
          minNights: quote.minNights,
          available:
            fitsRoom(room, guests) &&
            nights.length >= quote.minNights &&
            isFree(nights, takenByRoom.get(id) ?? new Set()),
          // Whole pesewas, as the desk shows and stores them.
          price: quote.price,
          nightPrices: quote.nights,
        }
      })
      // A party no one free room takes is offered free rooms together, as guests are.
      const free = rooms.docs.filter((room) => {
        const option = options.find((item) => item._id === String(room.id))
        return (
          room.isAvailable !== false &&
          isFree(nights, takenByRoom.get(String(room.id)) ?? new Set()) &&
          nights.length >= (option?.minNights ?? 1)
        )
      })
      const combinations = options.some((option) => option.available && option.isAvailable)
        ? []
        : combinationsFor(party, guests, free, { checkIn, checkOut }, seasons, policy, (quote) =>
            owedBy(houseTaxes, quote),
          )
      return Response.json(
        { nights: nights.length, guests, childPolicy: policy, rooms: options, combinations },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.booking.optionsFailed)
    }
  },
}
