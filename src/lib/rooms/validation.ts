import { image as imageText } from '@/lib/messages/image'
import { room as roomText } from '@/lib/messages/room'
import { hasWholePesewas } from '@/lib/money/amounts'
import { AMENITY_KEYS, BED_TYPES, MAX_ROOM_IMAGES, type AmenityKey, type BedType } from '.'
import type { RoomRecord } from './types'

export const DESCRIPTION_MIN = 20
/** No night costs more than this: a typing slip (or 1e308) must never reach the site. */
export const MAX_PRICE = 100_000
/** Shown as a counter only; the spec enforces no maximum. */
export const DESCRIPTION_DISPLAY_MAX = 500

/** What the create and update forms hold, before numbers are parsed. */
export type RoomFormValues = {
  name: string
  description: string
  regularPrice: string | number | null
  discountedPrice: string | number | null
  bedType: string
  offer: boolean
  imageCount: number
}

export type RoomField =
  'name' | 'description' | 'regularPrice' | 'discountedPrice' | 'bedType' | 'images'

export type RoomErrors = Partial<Record<RoomField, string>>

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN
  if (value.trim() === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : NaN
}

/** Every room rule, one message per field, in the form's order. */
export function validateRoom(values: RoomFormValues): RoomErrors {
  const errors: RoomErrors = {}
  if (!values.name.trim()) errors.name = roomText.nameRequired

  const description = values.description.trim()
  if (!description) errors.description = roomText.descriptionRequired
  else if (description.length < DESCRIPTION_MIN) errors.description = roomText.descriptionTooShort

  const regular = toNumber(values.regularPrice)
  if (regular === null) errors.regularPrice = roomText.regularPriceRequired
  else if (Number.isNaN(regular) || regular <= 0) errors.regularPrice = roomText.priceMustBePositive
  else if (regular > MAX_PRICE) errors.regularPrice = roomText.priceTooHigh
  else if (!hasWholePesewas(values.regularPrice as number | string)) {
    errors.regularPrice = roomText.priceDecimals
  }

  if (values.offer) {
    const discounted = toNumber(values.discountedPrice)
    if (discounted === null) errors.discountedPrice = roomText.discountedPriceRequired
    else if (Number.isNaN(discounted) || discounted <= 0) {
      errors.discountedPrice = roomText.discountedPriceMustBePositive
    } else if (discounted > MAX_PRICE) {
      errors.discountedPrice = roomText.priceTooHigh
    } else if (!hasWholePesewas(values.discountedPrice as number | string)) {
      errors.discountedPrice = roomText.priceDecimals
    } else if (regular !== null && !Number.isNaN(regular) && discounted >= regular) {
      errors.discountedPrice = roomText.discountedPriceNotLess
    }
  }

  if (!values.bedType) errors.bedType = roomText.bedTypeRequired
  else if (!(BED_TYPES as readonly string[]).includes(values.bedType)) {
    errors.bedType = roomText.bedTypeRequired
  }

  if (values.imageCount < 1) errors.images = roomText.imageRequired
  else if (values.imageCount > MAX_ROOM_IMAGES) errors.images = imageText.tooMany(0)

  return errors
}

/** The form's fields top to bottom: the first error shown (and focused) is the highest one. */
export const ROOM_FIELD_ORDER: readonly RoomField[] = [
  'name',
  'description',
  'regularPrice',
  'discountedPrice',
  'bedType',
  'images',
]

export function firstRoomError(errors: RoomErrors): string | null {
  for (const field of ROOM_FIELD_ORDER) if (errors[field]) return errors[field] as string
  return null
}

/** A room as stored: numbers parsed, and no discounted price unless an offer is on. */
export type NormalizedRoom = Omit<RoomRecord, 'createdAt' | 'updatedAt'>

export function normalizeRoom(
  values: RoomFormValues & Partial<Record<AmenityKey, boolean>> & { isAvailable?: boolean },
): NormalizedRoom {
  const amenities = Object.fromEntries(
    AMENITY_KEYS.map((key) => [key, values[key] === true]),
  ) as Record<AmenityKey, boolean>
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    regularPrice: Number(values.regularPrice),
    discountedPrice: values.offer ? Number(values.discountedPrice) : null,
    bedType: values.bedType as BedType,
    offer: values.offer,
    isAvailable: values.isAvailable !== false,
    ...amenities,
  }
}
