import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { leadStay, staysOfGroup } from '@/collections/Bookings/groupStays'
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

const isOpen = (stay: Pick<Booking, 'status'>) =>
  stay.status === 'confirmed' || stay.status === 'checked-in'

/**
 * The rooms a stay's page registers guests for: a group's page is its first room's and shows
 * every room, so any room's link registers for every room of the group, in the order chosen, each
 * read with its room's name. The stay alone outside a group.
 */
export async function registerRoomsOf(req: PayloadRequest, stay: Booking): Promise<Booking[]> {
  return staysOfGroup(req, await leadStay(req, stay), 1)
}

/**
 * How many of a stay's guests are registered, whether its guests may register now (a confirmed
 * stay or one under way), and how long the house keeps what they give: read once for the page as
 * it is served, and again by the page's endpoint after a guest registers. A group's `rooms` are
 * counted room by room, as each room's check-in counts its own guests.
 */
export async function stayRegisterStatus(
  req: PayloadRequest,
  stay: Booking,
  rooms: readonly Booking[] = [stay],
): Promise<StayRegisterStatus> {
  const [found, { months }] = await Promise.all([
    req.payload.find({
      collection: 'guest-registrations',
      where: { booking: { in: rooms.map((room) => String(room.id)) } },
      select: { booking: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    readRegisterSettings(req),
  ])
  const each = rooms.map((room) => ({
    name: roomNameOf(room),
    registered: found.docs.filter((doc) => String(doc.booking) === String(room.id)).length,
    guests: room.guests,
    open: isOpen(room),
  }))
  return {
    registered: each.reduce((sum, room) => sum + room.registered, 0),
    guests: each.reduce((sum, room) => sum + room.guests, 0),
    open: each.some((room) => room.open),
    retentionMonths: months,
    ...(rooms.length > 1 ? { rooms: each } : {}),
  }
}
