/**
 * The season form of the staff portal: one season with a price per room category and, where one
 * room differs, per room. An empty nightly price leaves that category or room out of the season.
 */
import { ghanaDay } from '@/lib/bookings/availability'

import { BED_TYPES } from './index'
import type { HouseSeason, SeasonPrice } from './seasons'
import type { BedType } from './types'

export type PriceCells = { nightly: string; weekend: string }

export type SeasonFormValues = {
  name: string
  from: string
  to: string
  minNights: string
  categories: Record<BedType, PriceCells>
  /** By room id. */
  rooms: Record<string, PriceCells>
}

const EMPTY_CELLS: PriceCells = { nightly: '', weekend: '' }

const text = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '')

function roomIdOf(room: SeasonPrice['room']): string {
  if (room == null) return ''
  return String(typeof room === 'object' ? room.id : room)
}

/** The form for a new season, or for a stored one as it stands. */
export function seasonFormValues(season?: HouseSeason): SeasonFormValues {
  const categories = Object.fromEntries(BED_TYPES.map((bed) => [bed, EMPTY_CELLS])) as Record<
    BedType,
    PriceCells
  >
  const rooms: Record<string, PriceCells> = {}
  for (const price of season?.prices ?? []) {
    const cells = { nightly: text(price.nightlyPrice), weekend: text(price.weekendPrice) }
    const roomId = roomIdOf(price.room)
    if (roomId) rooms[roomId] = cells
    else if (price.category) categories[price.category] = cells
  }
  return {
    name: season?.name ?? '',
    from: season ? ghanaDay(season.from) : '',
    to: season ? ghanaDay(season.to) : '',
    minNights: season ? text(season.minNights ?? 1) : '1',
    categories,
    rooms,
  }
}

/** A typed number, or null when the box is empty (the server names a number it refuses). */
function amount(value: string): number | null {
  const trimmed = value.trim()
  return trimmed ? Number(trimmed) : null
}

function priceOf(cells: PriceCells) {
  return { nightlyPrice: amount(cells.nightly), weekendPrice: amount(cells.weekend) }
}

/** What the form sends: every category and room given a nightly price, categories first. */
export function seasonFormData(values: SeasonFormValues) {
  const filled = (cells: PriceCells | undefined) => Boolean(cells?.nightly.trim())
  return {
    name: values.name.trim(),
    from: values.from,
    to: values.to,
    minNights: amount(values.minNights),
    prices: [
      ...BED_TYPES.filter((bed) => filled(values.categories[bed])).map((bed) => ({
        category: bed,
        room: null,
        ...priceOf(values.categories[bed]),
      })),
      ...Object.entries(values.rooms)
        .filter(([, cells]) => filled(cells))
        .map(([room, cells]) => ({ category: null, room, ...priceOf(cells) })),
    ],
  }
}
