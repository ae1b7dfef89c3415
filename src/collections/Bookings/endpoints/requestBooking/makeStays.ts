import type { PayloadRequest } from 'payload'

import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'
import type { BookingForm } from '@/lib/validation/booking'
import type { Booking } from '@/payload-types'
import { acknowledgementAllowed } from '@/services/rateLimit'

import { owedQuote, storedNightPrices } from '../../pricing'
import { takenNightsByRoom } from '../../takenNights'
import { firstStayTaken, type RequestedStay } from './priceStays'

/** The stay made for the request id: for a group, its first room. */
export async function findByRequestId(
  req: PayloadRequest,
  requestId: string,
): Promise<Booking | null> {
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

/** A 409 when any room of the request is taken on any of its nights, naming it in a group. */
export async function refuseTakenNights(
  req: PayloadRequest,
  stays: readonly RequestedStay[],
  nights: readonly string[],
): Promise<void> {
  const taken = await takenNightsByRoom(
    req,
    stays.map((stay) => stay.roomId),
    nights,
  )
  const stay = firstStayTaken(stays, nights, taken)
  if (stay) {
    throw new Refusal(
      stays.length > 1 ? MESSAGES.booking.notFreeInGroup(stay.name) : MESSAGES.booking.notFree,
      409,
    )
  }
}

/**
 * The request's stays, stored `requested` from the website: the first under the request id, a
 * group's others under ids derived from it, each carrying the first's reference in `group`.
 * `twin` is the stay another send of the same request made first (two taps at once): nothing
 * is made then.
 */
export async function makeRequestedStays(
  req: PayloadRequest,
  form: BookingForm,
  stays: readonly RequestedStay[],
  requestId: string,
): Promise<{ booking: Booking; twin: boolean }> {
  const [first, ...others] = stays
  const create = async (stay: RequestedStay, change: Partial<Booking>) => {
    // What the guest owes, as the booking's own hook prices it: the published quote, with each
    // night's taxes when the house's prices are before taxes.
    const quote = await owedQuote(req, stay.quote)
    return req.payload.create({
      collection: 'bookings',
      data: {
        room: stay.roomId,
        status: 'requested',
        source: 'website',
        checkIn: form.checkIn,
        checkOut: form.checkOut,
        guests: stay.guests,
        adults: stay.people.guests - stay.people.children,
        children: stay.people.children,
        guestName: form.name,
        phone: form.phone,
        email: form.email || null,
        note: form.note || null,
        price: quote.price,
        nightPrices: storedNightPrices(quote.nights),
        ...change,
      },
      overrideAccess: true,
      req,
    })
  }

  let booking: Booking
  try {
    booking = await create(first, { requestId })
  } catch (error) {
    // Two taps at once: the unique request id let one of them in; answer with that one.
    const twin = await findByRequestId(req, requestId)
    if (twin) return { booking: twin, twin: true }
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
  return { booking, twin: false }
}

/**
 * The house's email and the guest's acknowledgement, queued once per request; like contact
 * messages' acknowledgements, those to one address are limited to a few a day.
 */
export async function queueRequestEmails(req: PayloadRequest, booking: Booking): Promise<void> {
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
}
