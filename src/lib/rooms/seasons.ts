/**
 * Seasons set once for the whole house: a name, a first and a last night and a minimum stay, with a
 * price per room category (the bed a room offers) or per room. A room takes a season when a price
 * names it or its category; the room's own price wins over its category's. A room that no price
 * names keeps its everyday price through the season.
 */
import type { BedType } from './types'
import type { RoomRate } from './rates'

export type SeasonPrice = {
  category?: BedType | null
  /** The room's id, or the room itself when read with depth. */
  room?: string | number | { id: string | number } | null
  nightlyPrice: number
  weekendPrice?: number | null
}

export type HouseSeason = {
  id?: string | number
  name: string
  from: string
  to: string
  minNights?: number | null
  prices?: readonly SeasonPrice[] | null
}

function roomIdOf(room: SeasonPrice['room']): string {
  if (room == null) return ''
  return String(typeof room === 'object' ? room.id : room)
}

/** The price a season asks of one room: its own, else its category's, else none. */
export function seasonPriceFor(
  season: HouseSeason,
  room: { id: string | number; bedType: BedType },
): SeasonPrice | null {
  const prices = season.prices ?? []
  return (
    prices.find((price) => roomIdOf(price.room) === String(room.id)) ??
    prices.find((price) => !roomIdOf(price.room) && price.category === room.bedType) ??
    null
  )
}

/** The house's seasons as one room's rates, for the night-by-night rule (`./rates`). */
export function houseSeasonRates(
  room: { id: string | number; bedType: BedType },
  seasons: readonly HouseSeason[],
): RoomRate[] {
  return seasons.flatMap((season) => {
    const price = seasonPriceFor(season, room)
    if (!price) return []
    return [
      {
        name: season.name,
        from: season.from,
        to: season.to,
        nightlyPrice: price.nightlyPrice,
        weekendPrice: price.weekendPrice ?? null,
        minNights: season.minNights ?? null,
      },
    ]
  })
}

/** The day a stored date falls on (stored dates are midnight GMT, Ghana's time). */
function dayOf(value: string): string {
  return String(value ?? '').slice(0, 10)
}

/**
 * The first other season whose nights share one with this one's: two house seasons never overlap,
 * so which one prices a night is never a question the owner must work out.
 */
export function overlappingSeason(
  season: Pick<HouseSeason, 'id' | 'from' | 'to'>,
  others: readonly HouseSeason[],
): HouseSeason | null {
  const from = dayOf(season.from)
  const to = dayOf(season.to)
  return (
    others.find(
      (other) =>
        String(other.id) !== String(season.id) &&
        dayOf(other.from) <= to &&
        from <= dayOf(other.to),
    ) ?? null
  )
}

/** Whether two prices of one season name the same room, or the same category. */
export function repeatedTarget(prices: readonly SeasonPrice[]): boolean {
  const targets = prices.map((price) =>
    roomIdOf(price.room) ? `room:${roomIdOf(price.room)}` : `category:${price.category ?? ''}`,
  )
  return new Set(targets).size !== targets.length
}
