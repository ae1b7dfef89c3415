import type { Endpoint, PayloadRequest } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { isFree, stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { nightlyPrice } from '@/lib/rooms'
import { validateBooking, type BookingField, type BookingForm } from '@/lib/validation/booking'
import { bookingRequestLink } from '@/lib/whatsapp'
import type { Booking } from '@/payload-types'

import { errorResponse, optionalString, readJsonObject } from '@/endpoints/http'
import { acknowledgementAllowed, rateLimit } from '@/services/rateLimit'
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

/**
 * `POST /api/bookings/request`: a guest's request from /bookings, stored as `requested` from the
 * website before the page opens WhatsApp. The page's request id makes a double tap or a resend one
 * request. Refusals (bad input 400, a room not free 409, a flood 429) store nothing. The house's
 * email and the guest's acknowledgement are queued like contact messages, and like theirs the
 * acknowledgements to one address are limited to a few a day.
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

      const settings = await req.payload.findGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        req,
      })
      const rooms = await req.payload.find({
        collection: 'rooms',
        where: { and: [{ id: { equals: form.roomId } }, { isAvailable: { equals: true } }] },
        limit: 1,
        depth: 0,
        select: { name: true, regularPrice: true, discountedPrice: true, offer: true },
        overrideAccess: true,
        req,
      })
      const room = rooms.docs[0]
      if (!room) throw new Refusal(MESSAGES.booking.roomUnknown, 400)
      const pricing = {
        name: room.name,
        regularPrice: room.regularPrice,
        discountedPrice: room.discountedPrice ?? null,
        offer: room.offer ?? false,
      }
      const price = nightlyPrice(pricing)
      const nights = stayNights(form.checkIn, form.checkOut)
      const reply = ({ reference }: Pick<Booking, 'reference'>) =>
        Response.json(
          {
            success: true,
            reference,
            whatsappUrl: bookingRequestLink(settings.whatsappNumber ?? '', {
              reference: reference ?? undefined,
              room: pricing,
              ...form,
            }),
          },
          { status: 201 },
        )

      const earlier = await findByRequestId(req, requestId)
      if (earlier) return reply(earlier)

      const taken = await takenNightsByRoom(req, [String(room.id)], nights)
      if (!isFree(nights, taken.get(String(room.id)) ?? new Set())) {
        throw new Refusal(MESSAGES.booking.notFree, 409)
      }

      let booking: Booking
      try {
        booking = await req.payload.create({
          collection: 'bookings',
          data: {
            requestId,
            room: room.id,
            status: 'requested',
            source: 'website',
            checkIn: form.checkIn,
            checkOut: form.checkOut,
            guests: Number(form.guests),
            guestName: form.name,
            phone: form.phone,
            email: form.email || null,
            note: form.note || null,
            total: price * nights.length,
          },
          overrideAccess: true,
          req,
        })
      } catch (error) {
        // Two taps at once: the unique request id let one of them in; answer with that one.
        const twin = await findByRequestId(req, requestId)
        if (twin) return reply(twin)
        throw error
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
      return reply(booking)
    } catch (error) {
      return errorResponse(req, error, MESSAGES.booking.requestFailed)
    }
  },
}
