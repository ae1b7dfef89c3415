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
  stays: readonly Pick<RequestedStay, 'roomId' | 'name'>[],
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
  return { booking: await completeGroup(req, booking, others, create), twin: false }
}

/**
 * A group's other rooms, made after its first, all or none: each carries the first's reference in
 * `group` and a request id derived from the first's, so a resend of the first finds the group and
 * never makes the others twice, and sorting by it keeps the order the rooms were chosen in; the
 * first is then given the reference too. Should any room be refused (one of its nights taken
 * meanwhile), every room made, the first too, is deleted and the refusal stands: a group is never
 * left half made. The first alone when there are no others.
 */
export async function completeGroup<T>(
  req: PayloadRequest,
  first: Booking,
  others: readonly T[],
  create: (stay: T, change: Partial<Booking>) => Promise<Booking>,
): Promise<Booking> {
  if (!others.length) return first
  const group = first.reference ?? ''
  const made: Booking[] = [first]
  try {
    for (const [index, stay] of others.entries()) {
      made.push(await create(stay, { requestId: `${first.requestId}:${index + 2}`, group }))
    }
    let lead = first
    // The group is the server's to set: a door writing with its caller's rights may not, so any
    // room made without it is given it here.
    for (const stay of made) {
      if (stay.group === group) continue
      const updated = await req.payload.update({
        collection: 'bookings',
        id: stay.id,
        data: { group },
        overrideAccess: true,
        req,
      })
      if (stay.id === first.id) lead = updated
    }
    return lead
  } catch (error) {
    await deleteStays(req, made)
    throw error
  }
}

/**
 * Takes back stays just made that hold no money: deleting them is the ledger's one allowed
 * removal (each price entry goes with its stay) and frees their nights.
 */
export async function deleteStays(req: PayloadRequest, stays: readonly Booking[]): Promise<void> {
  for (const stay of [...stays].reverse()) {
    await req.payload.delete({ collection: 'bookings', id: stay.id, overrideAccess: true, req })
  }
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
