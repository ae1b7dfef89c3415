/**
 * A party too large for any one free room is offered rooms together: every set of free rooms (at
 * most `maxRooms` of them) that can sleep the party, each room with at least one guest and no more
 * than it takes, the guests shared so the set costs least. The sets are ranked cheapest first,
 * then fewest rooms, then by the rooms' order as given, so the same rooms always give the same
 * offer. Prices are the rooms' own quotes for each number of guests, so the offer is what the
 * request will be priced at.
 */

/** A free room as the offer reads it: `prices[n - 1]` is the stay's price for n guests, pesewas. */
export type CombinableRoom = {
  id: string
  /** The most guests the room takes; null when it states none. */
  maxGuests: number | null
  prices: readonly number[]
}

/** One room of an offer: the guests who sleep in it and its price for them. */
export type RoomShare = { roomId: string; guests: number; price: number }

/** Rooms that together sleep the party, and their total price in pesewas. */
export type RoomCombination = { rooms: RoomShare[]; total: number }

export type CombinationLimits = { maxRooms: number; limit: number }

/**
 * One room of an offer as the guest's form and the desk receive it: the people sleeping in it
 * and its quote, in cedis as every quote the forms show.
 */
export type OfferedShare = {
  _id: string
  name: string
  guests: number
  children: number
  nightlyPrice: number
  total: number
}

/** Free rooms that together sleep a party no one room takes, and their total in cedis. */
export type OfferedCombination = { rooms: OfferedShare[]; total: number }

/** The most guests a room can be given: its maximum, as far as its prices go. */
function capacity(room: CombinableRoom): number {
  const priced = room.prices.length
  return room.maxGuests === null ? priced : Math.min(room.maxGuests, priced)
}

/** Every way to pick `size` of the rooms, by index, in order. */
function* choose(count: number, size: number, start = 0): Generator<number[]> {
  if (size === 0) {
    yield []
    return
  }
  for (let first = start; first <= count - size; first++) {
    for (const rest of choose(count, size - 1, first + 1)) yield [first, ...rest]
  }
}

/**
 * The cheapest share of `party` guests among the rooms, each room one guest at least, or null
 * when they cannot sleep the party. Of two shares costing the same, the one giving earlier rooms
 * fewer guests is kept (the first found).
 */
function cheapestShare(rooms: readonly CombinableRoom[], party: number): RoomCombination | null {
  // best[n]: the cheapest way the rooms so far sleep n guests.
  let best: (RoomShare[] | null)[] = [[]]
  let costs: number[] = [0]
  for (const room of rooms) {
    const nextBest: (RoomShare[] | null)[] = []
    const nextCosts: number[] = []
    for (let before = 0; before < best.length; before++) {
      const shares = best[before]
      if (!shares) continue
      for (let guests = 1; guests <= capacity(room) && before + guests <= party; guests++) {
        const price = room.prices[guests - 1]
        const cost = costs[before] + price
        const total = before + guests
        if (nextBest[total] === undefined || nextBest[total] === null || cost < nextCosts[total]) {
          nextBest[total] = [...shares, { roomId: room.id, guests, price }]
          nextCosts[total] = cost
        }
      }
    }
    best = Array.from({ length: nextBest.length }, (_, n) => nextBest[n] ?? null)
    costs = nextCosts
  }
  const shares = best[party]
  return shares ? { rooms: shares, total: costs[party] } : null
}

function compare(
  a: RoomCombination & { order: number[] },
  b: RoomCombination & { order: number[] },
) {
  if (a.total !== b.total) return a.total - b.total
  if (a.rooms.length !== b.rooms.length) return a.rooms.length - b.rooms.length
  for (let at = 0; at < a.order.length; at++) {
    if (a.order[at] !== b.order[at]) return a.order[at] - b.order[at]
  }
  return 0
}

/**
 * The cheapest sets of the free rooms that together sleep `party` guests, at most `limit` of them,
 * each of at most `maxRooms` rooms. None when the party is not a whole number of one guest or more.
 */
export function cheapestCombinations(
  party: number,
  rooms: readonly CombinableRoom[],
  { maxRooms, limit }: CombinationLimits,
): RoomCombination[] {
  if (!Number.isInteger(party) || party < 1 || limit < 1) return []
  const found: (RoomCombination & { order: number[] })[] = []
  const largest = Math.min(maxRooms, rooms.length, party)
  for (let size = 1; size <= largest; size++) {
    for (const order of choose(rooms.length, size)) {
      const share = cheapestShare(
        order.map((index) => rooms[index]),
        party,
      )
      if (share) found.push({ ...share, order })
    }
  }
  return found
    .sort(compare)
    .slice(0, limit)
    .map(({ rooms: shares, total }) => ({ rooms: shares, total }))
}
