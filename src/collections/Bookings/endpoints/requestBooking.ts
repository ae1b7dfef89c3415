import type { Endpoint, PayloadRequest } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { isFree, stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { fitsRoom, type StayQuote } from '@/lib/rooms/rates'
import {
  GROUP_ROOMS_MAX,
  validateBooking,
  validateMoreRooms,
  type BookingField,
  type BookingForm,
  type MoreRoom,
} from '@/lib/validation/booking'
import { bookingRequestLink } from '@/lib/whatsapp'
import type { Booking } from '@/payload-types'

import { errorResponse, optionalString, readJsonObject } from '@/endpoints/http'
import { acknowledgementAllowed, rateLimit } from '@/services/rateLimit'
import { PRICED_ROOM_SELECT, quoteInCedis, quoteRoom, storedNightPrices } from '../pricing'
import { takenNightsByRoom } from './takenNights'
import { Refusal } from '@/endpoints/refusal'

const FIELDS: BookingField[] = [
  'roomId',
  'checkIn',
  'checkOut',
  'guests',
  'name',
  'phone',
  'email',
  'note',
]

/** A request id from the page: a UUID or similar token, never free text. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

function readForm(body: Record<string, unknown>): BookingForm {
  const form = {} as BookingForm
  for (const field of FIELDS) {
    const value = optionalString(body, field).trim()
    // Line breaks belong only in the note: elsewhere they could forge lines of an email.
    if (field !== 'note' && /[\r\n]/.test(value))
      throw new Refusal(MESSAGES.contact.invalidData, 400)
    form[field] = value
  }
  if (!form.guests) form.guests = '1'
  return form
}

/** The further rooms of a group's request, read as text like every other field. */
function readMoreRooms(body: Record<string, unknown>): MoreRoom[] {
  const value = body.moreRooms
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > GROUP_ROOMS_MAX - 1) {
    throw new Refusal(MESSAGES.bookingRequest.groupTooLarge(GROUP_ROOMS_MAX), 400)
  }
  return value.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw new Refusal(MESSAGES.contact.invalidData, 400)
    }
    const room = {
      roomId: optionalString(item as Record<string, unknown>, 'roomId').trim(),
      guests: optionalString(item as Record<string, unknown>, 'guests').trim() || '1',
    }
    if (/[\r\n]/.test(room.roomId + room.guests))
      throw new Refusal(MESSAGES.contact.invalidData, 400)
    return room
  })
}

/** The stay made for the request id: for a group, its first room. */
async function findByRequestId(req: PayloadRequest, requestId: string): Promise<Booking | null> {
  const found = await req.payload.find({
    collection: 'bookings',
    where: { requestId: { equals: requestId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/** One room of the request, checked and priced. */
type Stay = { roomId: string; guests: number; name: string; quote: StayQuote }

/**
 * `POST /api/bookings/request`: a guest's request from /bookings, stored as `requested` from the
 * website before the page opens WhatsApp. The page's request id makes a double tap or a resend one
 * request. A group asks for further rooms in `moreRooms` (`[{ roomId, guests }]`): the request is
 * then one stay a room, every one carrying the first stay's reference in `group`, and that
 * reference is the one the guest is given. Each stay is priced night by night as the rates stand
 * now, and the price is stored with it. Refusals (bad input, a party too large for its room or a
 * stay shorter than its dates ask 400, a room not free 409, a flood 429) store nothing. The house's
 * email and the guest's acknowledgement, naming every room, are queued like contact messages, and
 * like theirs the acknowledgements to one address are limited to a few a day.
 */
export const requestBooking: Endpoint = {
  path: '/request',
  method: 'post',
  handler: async (req) => {
    try {
      // Reception enters phone bookings in bursts: staff are never limited.
      if (!hasBookingsRole(req.user)) {
        const limited = await rateLimit(req, 'bookingRequest')
        if (limited) return limited
      }
      const body = await readJsonObject(req)
      const requestId = optionalString(body, 'requestId')
      if (!REQUEST_ID.test(requestId)) throw new Refusal(MESSAGES.contact.invalidData, 400)
      const form = readForm(body)
      const invalid = validateBooking(form)
      if (invalid) throw new Refusal(invalid.message, 400)
      const moreRooms = readMoreRooms(body)
      const invalidMore = validateMoreRooms(form.roomId, moreRooms)
      if (invalidMore) throw new Refusal(invalidMore.message, 400)
      const asked = [{ roomId: form.roomId, guests: form.guests }, ...moreRooms]

      const settings = await req.payload.findGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        req,
      })
      const rooms = await req.payload.find({
        collection: 'rooms',
        where: {
          and: [
            { id: { in: asked.map((room) => room.roomId) } },
            { isAvailable: { equals: true } },
          ],
        },
        pagination: false,
        depth: 0,
        select: PRICED_ROOM_SELECT,
        overrideAccess: true,
        req,
      })
      const nights = stayNights(form.checkIn, form.checkOut)
      const stays: Stay[] = asked.map(({ roomId, guests }) => {
        const room = rooms.docs.find((doc) => String(doc.id) === roomId)
        if (!room) throw new Refusal(MESSAGES.booking.roomUnknown, 400)
        const party = Number(guests)
        if (!fitsRoom(room, party)) {
          throw new Refusal(
            MESSAGES.booking.tooManyGuests(room.name, room.maxGuests as number),
            400,
          )
        }
        const quote = quoteRoom(room, {
          checkIn: form.checkIn,
          checkOut: form.checkOut,
          guests: party,
        })
        if (nights.length < quote.minNights) {
          throw new Refusal(MESSAGES.booking.minStay(room.name, quote.minNights), 400)
        }
        return { roomId: String(room.id), guests: party, name: room.name, quote }
      })
      const [first, ...others] = stays
      const firstQuoted = quoteInCedis(first.quote)
      const reply = (reference: string | null | undefined) =>
        Response.json(
          {
            success: true,
            reference,
            whatsappUrl: bookingRequestLink(settings.whatsappNumber ?? '', {
              reference: reference ?? undefined,
              ...form,
              room: {
                name: first.name,
                regularPrice: firstQuoted.nightlyPrice,
                discountedPrice: null,
                offer: false,
                total: firstQuoted.total,
              },
              moreRooms: others.map((stay) => ({
                name: stay.name,
                guests: String(stay.guests),
                total: quoteInCedis(stay.quote).total,
              })),
            }),
          },
          { status: 201 },
        )

      const earlier = await findByRequestId(req, requestId)
      if (earlier) return reply(earlier.group ?? earlier.reference)

      const taken = await takenNightsByRoom(
        req,
        stays.map((stay) => stay.roomId),
        nights,
      )
      for (const stay of stays) {
        if (!isFree(nights, taken.get(stay.roomId) ?? new Set())) {
          throw new Refusal(
            others.length ? MESSAGES.booking.notFreeInGroup(stay.name) : MESSAGES.booking.notFree,
            409,
          )
        }
      }

      const create = (stay: Stay, change: Partial<Booking>) =>
        req.payload.create({
          collection: 'bookings',
          data: {
            room: stay.roomId,
            status: 'requested',
            source: 'website',
            checkIn: form.checkIn,
            checkOut: form.checkOut,
            guests: stay.guests,
            guestName: form.name,
            phone: form.phone,
            email: form.email || null,
            note: form.note || null,
            price: stay.quote.price,
            nightPrices: storedNightPrices(stay.quote.nights),
            ...change,
          },
          overrideAccess: true,
          req,
        })

      let booking: Booking
      try {
        booking = await create(first, { requestId })
      } catch (error) {
        // Two taps at once: the unique request id let one of them in; answer with that one.
        const twin = await findByRequestId(req, requestId)
        if (twin) return reply(twin.group ?? twin.reference)
        throw error
      }
      if (others.length) {
        const group = booking.reference ?? ''
        // The first stay's request id holds the request: the others' are derived from it, so a
        // resend finds the group through the first and never makes the others twice.
        for (const [index, stay] of others.entries()) {
          await create(stay, { requestId: `${requestId}:${index + 2}`, group })
        }
        booking = await req.payload.update({
          collection: 'bookings',
          id: booking.id,
          data: { group },
          overrideAccess: true,
          req,
        })
      }
      await req.payload.jobs.queue({
        task: 'sendBookingEmail',
        input: { bookingId: String(booking.id), to: 'house' },
        req,
      })
      // Counted here, once per request, so a retried send is not counted again.
      if (booking.email && (await acknowledgementAllowed(req, booking.email))) {
        await req.payload.jobs.queue({
          task: 'sendBookingEmail',
          input: { bookingId: String(booking.id), to: 'guest' },
          req,
        })
      }
      return reply(booking.group ?? booking.reference)
    } catch (error) {
      return errorResponse(req, error, MESSAGES.bookingRequest.requestFailed)
    }
  },
}
