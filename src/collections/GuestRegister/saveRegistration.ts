import type { PayloadRequest } from 'payload'

import { Refusal } from '@/http/refusal'
import { todayInGhana } from '@/lib/dates'
import { maskDocumentNumber } from '@/lib/guestRegister/documents'
import { phoneKey, readRegistration } from '@/lib/guestRegister/readRegistration'
import { guestRegister as text } from '@/lib/messages/guestRegister'
import type { Booking, GuestRegistration } from '@/payload-types'

import { stayDocumentKey } from './registerParts'

/** Stays a guest may be registered for: coming or in the house. */
const OPEN_STATUSES = new Set(['confirmed', 'checked-in'])

export type SaveAnswer =
  { ok: true; registration: GuestRegistration } | { ok: false; errors: Record<string, string> }

/**
 * Saves one guest of a stay, from the desk or from the guest's own page: every field is checked
 * first (a message per field, and nothing saved when any is wrong), the stay must be open and
 * not yet full, and the same document twice in one stay is refused, by the unique key as well
 * when two saves race.
 */
export async function saveRegistration(
  req: PayloadRequest,
  booking: Booking,
  body: Record<string, unknown>,
  by: { online: boolean; userId?: string },
): Promise<SaveAnswer> {
  if (!OPEN_STATUSES.has(booking.status)) throw new Refusal(text.stayClosed, 409)
  const read = readRegistration(body, todayInGhana())
  if (!read.ok) return { ok: false, errors: read.errors }
  const { registration } = read
  const bookingId = String(booking.id)
  const key = stayDocumentKey(bookingId, registration.documentNumber)
  const existing = await req.payload.find({
    collection: 'guest-registrations',
    where: { booking: { equals: bookingId } },
    select: { stayDocumentKey: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (existing.docs.some((doc) => doc.stayDocumentKey === key)) {
    throw new Refusal(text.alreadyRegistered, 409)
  }
  if (existing.docs.length >= booking.guests) throw new Refusal(text.stayFull(booking.guests), 409)
  try {
    const saved = await req.payload.create({
      collection: 'guest-registrations',
      data: {
        booking: bookingId,
        ...registration,
        documentMasked: maskDocumentNumber(registration.documentNumber),
        phoneKey: registration.phone ? phoneKey(registration.phone) : undefined,
        stayDocumentKey: key,
        registeredOnline: by.online,
        registeredBy: by.userId,
      },
      overrideAccess: true,
      req,
    })
    return { ok: true, registration: saved }
  } catch (error) {
    // Two saves of one guest at once: the unique key lets one through.
    if ((error as { name?: string }).name === 'ValidationError') {
      throw new Refusal(text.alreadyRegistered, 409)
    }
    throw error
  }
}

/** The answer to a registration with wrong fields: the first message, and each field's own. */
export function fieldErrors(errors: Record<string, string>): Response {
  return Response.json(
    { success: false, message: text.checkFields, errors },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}
