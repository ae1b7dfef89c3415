import type { Validate } from 'payload'

import { REFERENCE_PATTERN } from '@/lib/bookings/reference'
import { ISO_DATE } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

/** Each night once, as YYYY-MM-DD, with a price in whole pesewas, 0 or more; empty for none. */
export const nightPricesRule: Validate = (value) =>
  value == null ||
  (Array.isArray(value) &&
    value.length <= 366 &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        ISO_DATE.test((item as { night?: unknown }).night as string) &&
        Number.isInteger((item as { price?: unknown }).price) &&
        (item as { price: number }).price >= 0,
    )) ||
  MESSAGES.booking.nightPricesShape

/** A price in whole pesewas: an integer, never below zero. */
export const wholePesewas: Validate = (value) =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 0) ||
  MESSAGES.booking.priceInPesewas

/**
 * A stay's price: whole pesewas, or left empty in a form making a stay, for the server to price
 * by the rates before the stored stay is checked.
 */
export const stayPriceRule: Validate = (value, options) =>
  (value == null && options.operation === 'create') || wholePesewas(value, options)

/**
 * A reference as the server draws it (`RP-` and four characters read aloud without look-alikes),
 * checked when a booking is made; empty for a stay that has none (a group's field on one room).
 * Stays kept from before are not judged again when they change.
 */
export const referenceRule: Validate = (value, { operation }) =>
  operation !== 'create' ||
  value == null ||
  value === '' ||
  (typeof value === 'string' && REFERENCE_PATTERN.test(value)) ||
  MESSAGES.booking.referenceShape
