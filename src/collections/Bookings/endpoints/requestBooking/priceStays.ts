import type { PayloadRequest } from 'payload'

import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'
import { isFree } from '@/lib/bookings/availability'
import {
  CHILD_POLICY_DEFAULT,
  countedGuests,
  type ChildPolicy,
  type RoomParty,
} from '@/lib/bookings/party'
import { fitsRoom, type StayQuote } from '@/lib/rooms/rates'
import type { BookingForm, MoreRoom } from '@/lib/validation/booking'
import type { Room } from '@/payload-types'

import type { HouseSeason } from '@/lib/rooms/seasons'

import {
  PRICED_ROOM_SELECT,
  quoteRoom,
  readHouseSeasons,
  type PricedRoom as RatedFields,
} from '../../pricing'

/**
 * One room of the request, checked and priced: `guests` is the party as the room counts it (young
 * children only when the owner counts them), `people` everyone in it as the guest asked.
 */
export type RequestedStay = {
  roomId: string
  guests: number
  name: string
  quote: StayQuote
  people: RoomParty
}

type PricedRoom = Pick<Room, 'id' | 'name' | 'maxGuests'> & RatedFields

/**
 * Every room asked for, checked and priced by the rates as they stand now: a room not listed
 * (or hidden), a party too large for its room or a stay shorter than the room's minimum is a 400.
 */
export async function priceRequestedStays(
  req: PayloadRequest,
  form: Pick<BookingForm, 'checkIn' | 'checkOut'>,
  asked: readonly MoreRoom[],
  nights: readonly string[],
  policy: ChildPolicy = CHILD_POLICY_DEFAULT,
): Promise<RequestedStay[]> {
  const rooms = await req.payload.find({
    collection: 'rooms',
    where: {
      and: [{ id: { in: asked.map((room) => room.roomId) } }, { isAvailable: { equals: true } }],
    },
    pagination: false,
    depth: 0,
    select: PRICED_ROOM_SELECT,
    overrideAccess: true,
    req,
  })
  const seasons = await readHouseSeasons(req)
  return asked.map(({ roomId, guests, children }) =>
    requestedStay(
      rooms.docs.find((doc) => String(doc.id) === roomId),
      seasons,
      guests,
      form,
      nights,
      {
        children: Number(children ?? 0),
        policy,
      },
    ),
  )
}

/**
 * One room of the request: listed, fitting the party as it counts them, and long enough by its
 * rates; priced for the counted party.
 */
export function requestedStay(
  room: PricedRoom | undefined,
  seasons: readonly HouseSeason[],
  guests: string,
  form: Pick<BookingForm, 'checkIn' | 'checkOut'>,
  nights: readonly string[],
  young: { children: number; policy: ChildPolicy } = {
    children: 0,
    policy: CHILD_POLICY_DEFAULT,
  },
): RequestedStay {
  if (!room) throw new Refusal(MESSAGES.booking.roomUnknown, 400)
  const people = { guests: Number(guests), children: young.children }
  const party = countedGuests(people, young.policy)
  if (!fitsRoom(room, party)) {
    throw new Refusal(MESSAGES.booking.tooManyGuests(room.name, room.maxGuests as number), 400)
  }
  const quote = quoteRoom(room, seasons, {
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    guests: party,
  })
  if (nights.length < quote.minNights) {
    throw new Refusal(MESSAGES.booking.minStay(room.name, quote.minNights), 400)
  }
  return { roomId: String(room.id), guests: party, name: room.name, quote, people }
}

/** The first stay of the request whose nights are not all free, or null when every one is. */
export function firstStayTaken<T extends Pick<RequestedStay, 'roomId'>>(
  stays: readonly T[],
  nights: readonly string[],
  taken: ReadonlyMap<string, ReadonlySet<string>>,
): T | null {
  return stays.find((stay) => !isFree(nights, taken.get(stay.roomId) ?? new Set())) ?? null
}
