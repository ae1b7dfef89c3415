import type { Field, NumberFieldSingleValidation, Validate } from 'payload'
import { number } from 'payload/shared'

import { stayDayAdmin as dayOnly } from '@/fields/stayDay'
import { ghanaDay, MAX_NIGHTS } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'
import { hasWholePesewas } from '@/lib/money/amounts'
import { GUESTS_MAX, GUESTS_MIN } from '@/lib/validation/contact'

/** A season ends on or after the night it starts. */
const lastNight: Validate = (value, { siblingData }) => {
  const from = ghanaDay((siblingData as { from?: string }).from)
  const to = ghanaDay(value as string)
  return !from || !to || to >= from || MESSAGES.rates.endsBeforeStart
}

/** A count of guests or nights: empty, or a whole number from `min` to `max`. */
const wholeNumber =
  (min: number, max: number): Validate =>
  (value) =>
    value == null ||
    (Number.isInteger(value) && (value as number) >= min && (value as number) <= max) ||
    MESSAGES.rates.wholeNumber(min, max)

/**
 * A price in cedis with at most two decimals, so each night comes to whole pesewas; Payload's own
 * number checks (`min`, required) run first.
 */
const cedisPrice: NumberFieldSingleValidation = (value, options) => {
  const checked = number(value, options)
  if (checked !== true) return checked
  return typeof value !== 'number' || hasWholePesewas(value) || MESSAGES.rates.priceDecimals
}

/** The price includes at most the guests the room takes. */
const included: Validate = (value, options) => {
  const count = wholeNumber(GUESTS_MIN, GUESTS_MAX)(value, options)
  if (count !== true) return count
  const max = (options.siblingData as { maxGuests?: number | null }).maxGuests
  return (
    typeof value !== 'number' ||
    typeof max !== 'number' ||
    value <= max ||
    MESSAGES.rates.includedAboveMax
  )
}

/**
 * Who fits the room and what the nights cost by date: the maximum party, the guests the price
 * includes with the price of each extra guest, and the seasons and events with their own prices.
 * A room with no maximum takes any party the house takes; a night in no season costs the room's
 * everyday price (the offer's while one runs). The rule is `@/lib/rooms/rates`.
 */
export const rateFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'maxGuests',
        label: 'Most guests',
        type: 'number',
        validate: wholeNumber(GUESTS_MIN, GUESTS_MAX),
        admin: { description: 'Empty: any party up to the house’s limit.', step: 1 },
      },
      {
        name: 'includedGuests',
        label: 'Guests the price includes',
        type: 'number',
        validate: included,
        admin: { step: 1 },
      },
      {
        name: 'extraGuestPrice',
        label: 'Each extra guest (₵ a night)',
        type: 'number',
        min: 0,
        validate: cedisPrice,
      },
    ],
  },
  {
    name: 'rates',
    label: 'Seasons and events',
    type: 'array',
    labels: { singular: 'Season or event', plural: 'Seasons and events' },
    admin: {
      description:
        'Nights from the first to the last night take this price instead of the everyday one (the offer too). Where two overlap, the one that starts later wins.',
    },
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 60 },
      {
        type: 'row',
        fields: [
          { name: 'from', label: 'First night', type: 'date', required: true, admin: dayOnly },
          {
            name: 'to',
            label: 'Last night',
            type: 'date',
            required: true,
            validate: lastNight,
            admin: dayOnly,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'nightlyPrice',
            label: 'Nightly price (₵)',
            type: 'number',
            required: true,
            min: 1,
            validate: cedisPrice,
          },
          {
            name: 'weekendPrice',
            label: 'Friday and Saturday nights (₵)',
            type: 'number',
            min: 1,
            validate: cedisPrice,
          },
          {
            name: 'minNights',
            label: 'Minimum stay (nights)',
            type: 'number',
            validate: wholeNumber(1, MAX_NIGHTS),
            admin: { step: 1 },
          },
        ],
      },
    ],
  },
]
