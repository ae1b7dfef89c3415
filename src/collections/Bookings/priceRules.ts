import type { Validate } from 'payload'

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
