/**
 * Guests are asked as a party and, of them, the children under an age the owner sets. The owner
 * also says whether those young children count toward a room's capacity and its extra-guest
 * price; when they do not, a room is chosen and priced for the others alone.
 */
import { party as partyText } from '@/lib/messages/party'

/** The owner's rule for young children. */
export type ChildPolicy = {
  /** Children younger than this are asked for apart. */
  childAge: number
  /** Whether they count toward capacity and extra-guest prices. */
  childrenCount: boolean
}

/** Until the owner says otherwise children count as full guests, as they always have. */
export const CHILD_POLICY_DEFAULT: ChildPolicy = { childAge: 5, childrenCount: true }

export const CHILD_AGE_MAX = 17

/** The party as asked: everyone coming, and how many of them are children under the age. */
export type Party = { guests: number; children: number }

/** The guests a room is chosen and priced for; never fewer than one. */
export function countedGuests(party: Party, policy: ChildPolicy): number {
  const counted = policy.childrenCount ? party.guests : party.guests - party.children
  return Math.max(1, counted)
}

/** The owner's rule as stored in the settings, the default for anything not set. */
export function childPolicyOf(settings: {
  childAge?: number | null
  childrenCountAsGuests?: boolean | null
}): ChildPolicy {
  const age = settings.childAge
  return {
    childAge:
      typeof age === 'number' && Number.isInteger(age) && age >= 1 && age <= CHILD_AGE_MAX
        ? age
        : CHILD_POLICY_DEFAULT.childAge,
    childrenCount: settings.childrenCountAsGuests ?? CHILD_POLICY_DEFAULT.childrenCount,
  }
}

/** The people of one room: everyone sleeping in it, and how many of them are young children. */
export type RoomParty = { guests: number; children: number }

/**
 * The party shared among the rooms of an offer, whose shares are the counted guests each room
 * sleeps. When children count, each room is given an adult first, so no child sleeps in a room
 * without one while adults remain, then the other adults, then the children. When they do not
 * count, the shares are the adults (as rooms count them) and the children go with the first room,
 * whose size and price they do not change.
 */
export function shareParty(
  party: Party,
  shares: readonly number[],
  policy: ChildPolicy,
): RoomParty[] {
  const adults = party.guests - party.children
  if (!policy.childrenCount) {
    return shares.map((share, at) => ({
      guests: share + (at === 0 ? party.children : 0),
      children: at === 0 ? party.children : 0,
    }))
  }
  const rooms = shares.map((share) => ({ share, adults: 0 }))
  let adultsLeft = adults
  for (const room of rooms) {
    if (adultsLeft > 0 && room.share > 0) {
      room.adults = 1
      adultsLeft--
    }
  }
  for (const room of rooms) {
    const more = Math.min(adultsLeft, room.share - room.adults)
    room.adults += more
    adultsLeft -= more
  }
  return rooms.map((room) => ({ guests: room.share, children: room.share - room.adults }))
}

/**
 * The children of a room's party checked against its guests: a whole number, none or more, and no
 * more than the guests; null when right.
 */
export function childrenProblem(guests: number, children: number): string | null {
  if (!Number.isInteger(children) || children < 0) return partyText.childrenInvalid(guests)
  if (children > guests) return partyText.childrenInvalid(guests)
  return null
}

/** Every request needs an adult: the party's children must be fewer than its guests. */
export function partyHasAdult(rooms: readonly RoomParty[]): boolean {
  return rooms.some((room) => room.children < room.guests)
}
