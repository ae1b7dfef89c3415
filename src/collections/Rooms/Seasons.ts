import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { hasAdminRole } from '@/access/roles'
import { stayDayAdmin as dayOnly } from '@/fields/stayDay'
import { ghanaDay, MAX_NIGHTS } from '@/lib/bookings/availability'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { MESSAGES } from '@/lib/messages'
import { hasWholePesewas } from '@/lib/money/amounts'
import { BED_TYPES } from '@/lib/rooms'
import {
  overlappingSeason,
  repeatedTarget,
  type HouseSeason,
  type SeasonPrice,
} from '@/lib/rooms/seasons'
import { revalidateCollection } from '@/hooks/revalidate'

// The seasons price the rooms guests see: a change expires the rooms pages' prices.
const revalidate = revalidateCollection([CACHE_TAGS.rooms])

const price = (value: unknown, required: boolean) =>
  value == null
    ? !required || MESSAGES.rates.priceRequired
    : (typeof value === 'number' && value > 0 && hasWholePesewas(value)) ||
      MESSAGES.rates.priceDecimals

/**
 * The rules that need the whole season or the others: two seasons never share a night, and each
 * price names one room category or one room, once. Refused whole, so nothing is half saved.
 */
const checkSeason: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const season = { ...(originalDoc ?? {}), ...(data ?? {}) } as HouseSeason
  const from = ghanaDay(season.from)
  const to = ghanaDay(season.to)
  const errors: { path: string; message: string }[] = []
  if (from && to && to >= from) {
    // A house has a handful of seasons: all are read, and the pure rule compares the days.
    const { docs } = await req.payload.find({
      collection: 'seasons',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const other = overlappingSeason({ id: originalDoc?.id, from, to }, docs as HouseSeason[])
    if (other) errors.push({ path: 'from', message: MESSAGES.rates.seasonOverlaps(other.name) })
  }
  const prices = (season.prices ?? []) as SeasonPrice[]
  if (prices.length === 0) errors.push({ path: 'prices', message: MESSAGES.rates.seasonNoPrices })
  prices.forEach((row, index) => {
    const hasRoom = row.room != null && row.room !== ''
    if (hasRoom === Boolean(row.category)) {
      errors.push({ path: `prices.${index}.category`, message: MESSAGES.rates.seasonPriceTarget })
    }
  })
  if (repeatedTarget(prices))
    errors.push({ path: 'prices', message: MESSAGES.rates.seasonPriceTwice })
  if (errors.length) throw new ValidationError({ collection: 'seasons', errors, req })
  return data
}

/**
 * Seasons and events defined once for the house, each priced per room category or per room in
 * one form: Christmas for the whole house is one season. The rule that prices a night from them is
 * `@/lib/rooms/rates` (through `@/lib/rooms/seasons`).
 */
export const Seasons: CollectionConfig = {
  slug: 'seasons',
  labels: { singular: 'Season', plural: 'Seasons' },
  defaultSort: 'from',
  admin: {
    hidden: ({ user }) => !hasAdminRole(user),
    useAsTitle: 'name',
    defaultColumns: ['name', 'from', 'to', 'minNights'],
    group: 'Rooms & bookings',
    description: 'Set seasons in the staff portal (Seasons), where one form prices every room.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [checkSeason],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 60,
      validate: (value: unknown) =>
        (typeof value === 'string' && value.trim().length > 0 && value.length <= 60) ||
        MESSAGES.rates.nameRequired,
    },
    {
      name: 'from',
      label: 'First night',
      type: 'date',
      required: true,
      admin: dayOnly,
      validate: (value: unknown) =>
        Boolean(ghanaDay(value as string)) || MESSAGES.rates.dateRequired,
    },
    {
      name: 'to',
      label: 'Last night',
      type: 'date',
      required: true,
      admin: dayOnly,
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
        const from = ghanaDay((siblingData as { from?: string }).from)
        const to = ghanaDay(value as string)
        if (!to) return MESSAGES.rates.dateRequired
        return !from || to >= from || MESSAGES.rates.endsBeforeStart
      },
    },
    {
      name: 'minNights',
      label: 'Minimum stay (nights)',
      type: 'number',
      required: true,
      defaultValue: 1,
      validate: (value: unknown) =>
        (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_NIGHTS) ||
        MESSAGES.rates.minNightsRange(MAX_NIGHTS),
    },
    {
      name: 'prices',
      type: 'array',
      labels: { singular: 'Price', plural: 'Prices' },
      fields: [
        {
          name: 'category',
          label: 'Room category',
          type: 'select',
          options: BED_TYPES.map((value) => ({ label: value, value })),
        },
        { name: 'room', type: 'relationship', relationTo: 'rooms' },
        {
          name: 'nightlyPrice',
          label: 'Nightly price (₵)',
          type: 'number',
          required: true,
          validate: (value: unknown) => price(value, true),
        },
        {
          name: 'weekendPrice',
          label: 'Friday and Saturday nights (₵)',
          type: 'number',
          validate: (value: unknown) => price(value, false),
        },
      ],
    },
  ],
}
