import { cheapestCombinations, type CombinableRoom } from '@/lib/bookings/roomCombinations'
import { childPolicyOf, countedGuests, shareParty } from '@/lib/bookings/party'

const LIMITS = { maxRooms: 4, limit: 3 }

/** A room whose price is `base` for up to `included` guests and `extra` more for each other one. */
function room(id: string, maxGuests: number | null, base: number, included = 99, extra = 0) {
  const most = maxGuests ?? 6
  return {
    id,
    maxGuests,
    prices: Array.from({ length: most }, (_, at) => base + Math.max(0, at + 1 - included) * extra),
  } satisfies CombinableRoom
}

/** Every split brute-forced: the cheapest total for the party over all sets of rooms. */
function bruteCheapest(party: number, rooms: CombinableRoom[], maxRooms: number): number {
  let best = Infinity
  const walk = (at: number, left: number, used: number, cost: number) => {
    if (left === 0 && used > 0) best = Math.min(best, cost)
    if (at === rooms.length || used === maxRooms || left === 0) return
    walk(at + 1, left, used, cost)
    const most = Math.min(rooms[at].maxGuests ?? rooms[at].prices.length, rooms[at].prices.length)
    for (let guests = 1; guests <= Math.min(most, left); guests++) {
      walk(at + 1, left - guests, used + 1, cost + rooms[at].prices[guests - 1])
    }
  }
  walk(0, party, 0, 0)
  return best
}

describe('cheapestCombinations', () => {
  // Like the demo house: no room takes five.
  const demo = [
    room('suite', 4, 75000, 2, 10000),
    room('queen', 2, 50000),
    room('deluxe', 2, 40000),
    room('twin', 3, 35000, 2, 5000),
  ]

  it('offers the cheapest pairs for a party of five, cheapest first', () => {
    expect(cheapestCombinations(5, demo, LIMITS)).toEqual([
      {
        rooms: [
          { roomId: 'deluxe', guests: 2, price: 40000 },
          { roomId: 'twin', guests: 3, price: 40000 },
        ],
        total: 80000,
      },
      {
        rooms: [
          { roomId: 'queen', guests: 2, price: 50000 },
          { roomId: 'twin', guests: 3, price: 40000 },
        ],
        total: 90000,
      },
      {
        rooms: [
          { roomId: 'suite', guests: 2, price: 75000 },
          { roomId: 'twin', guests: 3, price: 40000 },
        ],
        total: 115000,
      },
    ])
  })

  it('gives one room alone when it sleeps the party and is cheapest', () => {
    expect(cheapestCombinations(2, demo, LIMITS)[0]).toEqual({
      rooms: [{ roomId: 'twin', guests: 2, price: 35000 }],
      total: 35000,
    })
  })

  it('offers nothing when the free rooms cannot sleep the party, even all together', () => {
    expect(cheapestCombinations(7, [room('a', 2, 100), room('b', 3, 100)], LIMITS)).toEqual([])
  })

  it('never uses more rooms than allowed', () => {
    const singles = ['a', 'b', 'c', 'd', 'e'].map((id) => room(id, 1, 100))
    expect(cheapestCombinations(5, singles, { maxRooms: 4, limit: 3 })).toEqual([])
    expect(cheapestCombinations(4, singles, { maxRooms: 4, limit: 3 })).toHaveLength(3)
  })

  it('keeps at most the limit, and nothing for a party of none or a limit of none', () => {
    expect(cheapestCombinations(5, demo, { maxRooms: 4, limit: 1 })).toHaveLength(1)
    expect(cheapestCombinations(0, demo, LIMITS)).toEqual([])
    expect(cheapestCombinations(2.5, demo, LIMITS)).toEqual([])
    expect(cheapestCombinations(5, demo, { maxRooms: 4, limit: 0 })).toEqual([])
  })

  it('shares guests so extra-guest prices cost least', () => {
    // Two rooms including one guest each, the second dearer per extra guest.
    const rooms = [room('a', 4, 1000, 1, 100), room('b', 4, 1000, 1, 500)]
    expect(cheapestCombinations(5, rooms, { maxRooms: 2, limit: 1 })).toEqual([
      {
        rooms: [
          { roomId: 'a', guests: 4, price: 1300 },
          { roomId: 'b', guests: 1, price: 1000 },
        ],
        total: 2300,
      },
    ])
  })

  it('a room with no stated maximum takes as many as it has prices for', () => {
    expect(cheapestCombinations(6, [room('open', null, 500)], LIMITS)).toEqual([
      { rooms: [{ roomId: 'open', guests: 6, price: 500 }], total: 500 },
    ])
  })

  it('ranks equal totals by fewer rooms, then by the rooms’ order, the same every time', () => {
    const rooms = [room('x', 2, 100), room('y', 2, 100), room('z', 4, 200)]
    const first = cheapestCombinations(4, rooms, LIMITS)
    expect(first.map((c) => c.rooms.map((r) => r.roomId))).toEqual([['z'], ['x', 'y'], ['x', 'z']])
    expect(cheapestCombinations(4, rooms, LIMITS)).toEqual(first)
  })

  it('always finds the cheapest total a brute-force search finds, and every set sleeps the party', () => {
    const rooms = [
      room('a', 2, 300, 1, 50),
      room('b', 3, 450, 2, 120),
      room('c', 1, 200),
      room('d', 4, 800, 2, 60),
      room('e', 2, 250),
    ]
    expect.assertions(8 * 2)
    for (let party = 1; party <= 8; party++) {
      const offers = cheapestCombinations(party, rooms, { maxRooms: 3, limit: 5 })
      expect(offers[0]?.total ?? Infinity).toBe(bruteCheapest(party, rooms, 3))
      expect(
        offers.every(
          (offer) =>
            offer.rooms.reduce((sum, share) => sum + share.guests, 0) === party &&
            offer.rooms.length <= 3 &&
            offer.total === offer.rooms.reduce((sum, share) => sum + share.price, 0),
        ),
      ).toBe(true)
    }
  })
})

describe('countedGuests', () => {
  it('counts children under the age as full guests when the owner says they count', () => {
    expect(countedGuests({ guests: 4, children: 2 }, { childAge: 5, childrenCount: true })).toBe(4)
  })

  it('leaves children under the age out when the owner says they do not count', () => {
    expect(countedGuests({ guests: 4, children: 2 }, { childAge: 5, childrenCount: false })).toBe(2)
  })

  it('never counts fewer than one guest', () => {
    expect(countedGuests({ guests: 2, children: 2 }, { childAge: 5, childrenCount: false })).toBe(1)
  })

  it('reads the owner’s setting, keeping children counted and the age sensible by default', () => {
    expect(childPolicyOf({})).toEqual({ childAge: 5, childrenCount: true })
    expect(childPolicyOf({ childAge: 12, childrenCountAsGuests: false })).toEqual({
      childAge: 12,
      childrenCount: false,
    })
    expect(childPolicyOf({ childAge: 40 }).childAge).toBe(5)
  })
})

describe('shareParty', () => {
  it('gives each room an adult first when children count', () => {
    expect(
      shareParty({ guests: 5, children: 3 }, [2, 3], { childAge: 5, childrenCount: true }),
    ).toEqual([
      { guests: 2, children: 1 },
      { guests: 3, children: 2 },
    ])
  })

  it('puts the other adults before the children, room by room', () => {
    expect(
      shareParty({ guests: 6, children: 1 }, [2, 2, 2], { childAge: 5, childrenCount: true }),
    ).toEqual([
      { guests: 2, children: 0 },
      { guests: 2, children: 0 },
      { guests: 2, children: 1 },
    ])
  })

  it('sends uncounted children with the first room, the shares being adults', () => {
    expect(
      shareParty({ guests: 8, children: 2 }, [4, 2], { childAge: 5, childrenCount: false }),
    ).toEqual([
      { guests: 6, children: 2 },
      { guests: 2, children: 0 },
    ])
  })
})
