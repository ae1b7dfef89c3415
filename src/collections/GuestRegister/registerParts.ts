import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { ghanaDay } from '@/lib/bookings/availability'
import { retentionMonths } from '@/lib/guestRegister/retention'
import type { StayRegisterStatus } from '@/lib/guestRegister/stayRegisterStatus'
import type { Booking, GuestRegistration, User } from '@/payload-types'

/** The unique key of a guest in a stay: the stay and their document's number, hashed. */
export function stayDocumentKey(bookingId: string, documentNumber: string): string {
  return createHash('sha256').update(`register:${bookingId}:${documentNumber}`).digest('hex')
}

/** The owner's register settings, with their defaults. */
export async function readRegisterSettings(req: PayloadRequest) {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return {
    atCheckIn: settings.registerAtCheckIn === 'require' ? 'require' : 'remind',
    months: retentionMonths(settings.registerRetentionMonths),
  } as const
}

/**
 * Records that a member of staff saw a guest's full document number and birth date: who, when
 * (the record's own time), which guest.
 */
export async function recordViews(
  req: PayloadRequest & { user: User },
  registrations: ReadonlyArray<Pick<GuestRegistration, 'id' | 'fullName'>>,
  what: 'reveal' | 'return',
): Promise<void> {
  for (const registration of registrations) {
    await req.payload.create({
      collection: 'register-views',
      data: {
        registration: registration.id,
        guestName: registration.fullName,
        viewedBy: req.user.id,
        viewedByName: req.user.name ?? req.user.email,
        what,
      },
      overrideAccess: true,
      req,
    })
  }
}

export const roomNameOf = (booking: Pick<Booking, 'room'>) =>
  booking.room && typeof booking.room === 'object' ? booking.room.name : ''

export const stayDays = (booking: Pick<Booking, 'checkIn' | 'checkOut'>) => ({
  arrival: ghanaDay(booking.checkIn),
  departure: ghanaDay(booking.checkOut),
})

/**
 * How many of a stay's guests are registered, whether its guests may register now (a confirmed
 * stay or one under way), and how long the house keeps what they give: read once for the page as
 * it is served, and again by the page's endpoint after a guest registers.
 */
export async function stayRegisterStatus(
  req: PayloadRequest,
  stay: Pick<Booking, 'id' | 'guests' | 'status'>,
): Promise<StayRegisterStatus> {
  const [registered, { months }] = await Promise.all([
    req.payload.count({
      collection: 'guest-registrations',
      where: { booking: { equals: String(stay.id) } },
      overrideAccess: true,
      req,
    }),
    readRegisterSettings(req),
  ])
  return {
    registered: registered.totalDocs,
    guests: stay.guests,
    open: stay.status === 'confirmed' || stay.status === 'checked-in',
    retentionMonths: months,
  }
}
