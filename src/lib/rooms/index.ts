import type { BedType, RoomPricing } from './types'

export type { BedType, RoomPricing, RoomRecord } from './types'

/** Room rules shared by the public pages, the staff portal and the server. */

/** A room is premium when its regular nightly price is at least this many cedis. */
export const PREMIUM_THRESHOLD = 400

export const BED_TYPES = [
  'Single Size',
  'Double Size',
  'Queen Size',
  'King Size',
  'Half Size',
] as const satisfies readonly BedType[]

/** Amenity flags in the order the spec lists them, with their display labels. */
export const AMENITIES = [
  { key: 'waterHeater', label: 'Water Heater' },
  { key: 'Tv', label: 'TV' },
  { key: 'DSTV', label: 'DSTV' },
  { key: 'AC', label: 'Air Conditioning' },
  { key: 'fridge', label: 'Refrigerator' },
  { key: 'sofa', label: 'Sofa' },
] as const
export type AmenityKey = (typeof AMENITIES)[number]['key']
export const AMENITY_KEYS: readonly AmenityKey[] = AMENITIES.map((a) => a.key)

/** Standard room cards list at most this many amenities, then '+N more amenities'. */
export const STANDARD_CARD_AMENITY_LIMIT = 4

export const MAX_ROOM_IMAGES = 6

export function isPremium(room: { regularPrice: number }): boolean {
  return room.regularPrice >= PREMIUM_THRESHOLD
}

/** Whether a real discount applies: offer on and a discounted price below the regular one. */
export function hasOffer(room: RoomPricing): boolean {
  return (
    room.offer === true &&
    typeof room.discountedPrice === 'number' &&
    room.discountedPrice > 0 &&
    room.discountedPrice < room.regularPrice
  )
}

/** The nightly price a guest pays: the discounted one when an offer applies. */
export function nightlyPrice(room: RoomPricing): number {
  return hasOffer(room) ? (room.discountedPrice as number) : room.regularPrice
}

/** Percent off = round((regular - discounted) / regular * 100). */
export function percentOff(regularPrice: number, discountedPrice: number): number {
  if (regularPrice <= 0) return 0
  return Math.round(((regularPrice - discountedPrice) / regularPrice) * 100)
}

/** Rooms page order: premium first, then regular price descending. */
export function compareForRoomsPage(
  a: { regularPrice: number },
  b: { regularPrice: number },
): number {
  const premiumFirst = Number(isPremium(b)) - Number(isPremium(a))
  return premiumFirst !== 0 ? premiumFirst : b.regularPrice - a.regularPrice
}

export function groupRooms<T extends { regularPrice: number }>(
  rooms: readonly T[],
): { premium: T[]; standard: T[] } {
  const sorted = [...rooms].sort(compareForRoomsPage)
  return {
    premium: sorted.filter((room) => isPremium(room)),
    standard: sorted.filter((room) => !isPremium(room)),
  }
}

export function amenityLabels(room: Partial<Record<AmenityKey, boolean | null>>): string[] {
  return AMENITIES.filter((a) => room[a.key] === true).map((a) => a.label)
}

/** Splits a list of amenity labels into what a card shows and how many are left over. */
export function visibleAmenities(
  labels: readonly string[],
  limit: number = STANDARD_CARD_AMENITY_LIMIT,
): { shown: string[]; more: number } {
  return { shown: labels.slice(0, limit), more: Math.max(0, labels.length - limit) }
}

export function moreAmenitiesText(more: number): string {
  return `+${more} more amenities`
}

export function bedTypeText(bedType: string): string {
  return `${bedType} Bed`
}

/** Guests see only rooms marked available; hidden rooms are for staff. */
export function availableRooms<T extends { isAvailable?: boolean | null }>(
  rooms: readonly T[],
): T[] {
  return rooms.filter((room) => room.isAvailable === true)
}

/**
 * The Rooms page's states: loading until a list arrives, then loaded, or error. A failed re-check
 * never takes away rooms already on screen: they stay, with a quiet notice (stale).
 */
export type RoomsViewState = 'loading' | 'loaded' | 'stale' | 'error'

export function roomsViewState(data: unknown, error: unknown): RoomsViewState {
  if (error) return Array.isArray(data) ? 'stale' : 'error'
  return Array.isArray(data) ? 'loaded' : 'loading'
}
