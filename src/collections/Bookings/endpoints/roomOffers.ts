import { cheapestCombinations } from '@/lib/bookings/roomCombinations'
import { shareParty, type ChildPolicy, type Party } from '@/lib/bookings/party'
import { toCedis } from '@/lib/money/amounts'
import { GROUP_ROOMS_MAX } from '@/lib/validation/booking'
import type { Room } from '@/payload-types'

import type { HouseSeason } from '@/lib/rooms/seasons'

import { quoteInCedis, quoteRoom, type StayQuote } from '../pricing'
import type { OfferedCombination } from '@/lib/bookings/roomCombinations'

/** How many offers of rooms together the guest is shown. */
export const COMBINATIONS_OFFERED = 3

type OfferableRoom = Pick<Room, 'id' | 'name' | 'maxGuests'> & Parameters<typeof quoteRoom>[0]

/**
 * The cheapest sets of the free rooms that together sleep the party, each room quoted by the
 * same rates the request will be priced by, for the counted guests it is given; the party's
 * people shared among them by the owner's rule for young children.
 */
export function combinationsFor(
  party: Party,
  counted: number,
  freeRooms: readonly OfferableRoom[],
  stay: { checkIn: string; checkOut: string },
  seasons: readonly HouseSeason[],
  policy: ChildPolicy,
  /** What the guest is asked for a quote: the desk adds the taxes when prices are before them. */
  asked: (quote: StayQuote) => StayQuote = (quote) => quote,
): OfferedCombination[] {
  const quote = (room: OfferableRoom, guests: number) =>
    asked(quoteRoom(room, seasons, { ...stay, guests }))
  const combinable = freeRooms.map((room) => ({
    id: String(room.id),
    maxGuests: room.maxGuests ?? null,
    prices: Array.from(
      { length: Math.min(room.maxGuests ?? counted, counted) },
      (_, at) => quote(room, at + 1).price,
    ),
  }))
  const found = cheapestCombinations(counted, combinable, {
    maxRooms: GROUP_ROOMS_MAX,
    limit: COMBINATIONS_OFFERED,
  })
  return found.map((combination) => {
    const people = shareParty(
      party,
      combination.rooms.map((share) => share.guests),
      policy,
    )
    return {
      total: toCedis(combination.total),
      rooms: combination.rooms.map((share, at) => {
        const room = freeRooms.find((item) => String(item.id) === share.roomId)!
        const quoted = quoteInCedis(quote(room, share.guests))
        return {
          _id: share.roomId,
          name: room.name,
          guests: people[at].guests,
          children: people[at].children,
          nightlyPrice: quoted.nightlyPrice,
          total: quoted.total,
        }
      }),
    }
  })
}
