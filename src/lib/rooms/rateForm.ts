/**
 * The portal's form for a room's guests and prices by date: the text typed, checked by the rules
 * the room's fields hold on every door, and read into the numbers stored.
 */
import { MAX_NIGHTS } from '@/lib/bookings/availability'
import { ISO_DATE } from '@/lib/dates'
import { rates as ratesText } from '@/lib/messages/rates'
import { request as requestText } from '@/lib/messages/request'
import { hasWholePesewas } from '@/lib/money/amounts'
import { GUESTS_MAX, GUESTS_MIN } from '@/lib/validation/contact'
import type { RoomRate } from './rates'

export type SeasonValues = {
  name: string
  from: string
  to: string
  nightlyPrice: string
  weekendPrice: string
  minNights: string
}

export type RateFormValues = {
  maxGuests: string
  includedGuests: string
  extraGuestPrice: string
  rates: SeasonValues[]
}

export type RateFormData = {
  maxGuests: number | null
  includedGuests: number | null
  extraGuestPrice: number | null
  rates: Array<Omit<RoomRate, 'name'> & { name: string }>
}

export const EMPTY_SEASON: SeasonValues = {
  name: '',
  from: '',
  to: '',
  nightlyPrice: '',
  weekendPrice: '',
  minNights: '',
}

const NAME_MAX = 60

/** Problems keyed by field: `maxGuests`, or `rates.0.to` for a season's field. */
export type RateFormErrors = Record<string, string>

const asNumber = (text: string) => (text.trim() === '' ? null : Number(text))

function whole(text: string, min: number, max: number): string | null {
  const value = asNumber(text)
  return value === null || (Number.isInteger(value) && value >= min && value <= max)
    ? null
    : ratesText.wholeNumber(min, max)
}

function price(text: string, required: boolean): string | null {
  const value = asNumber(text)
  if (value === null) return required ? ratesText.priceRequired : null
  if (!(Number.isFinite(value) && value > 0)) return ratesText.priceRequired
  return hasWholePesewas(text) ? null : ratesText.priceDecimals
}

/** Every problem of the form; empty when it can be saved. */
export function rateFormErrors(values: RateFormValues): RateFormErrors {
  const errors: RateFormErrors = {}
  const put = (key: string, problem: string | null) => {
    if (problem && !errors[key]) errors[key] = problem
  }
  put('maxGuests', whole(values.maxGuests, GUESTS_MIN, GUESTS_MAX))
  put('includedGuests', whole(values.includedGuests, GUESTS_MIN, GUESTS_MAX))
  const max = asNumber(values.maxGuests)
  const included = asNumber(values.includedGuests)
  if (max !== null && included !== null && included > max) {
    put('includedGuests', ratesText.includedAboveMax)
  }
  const extra = asNumber(values.extraGuestPrice)
  if (extra !== null && !(Number.isFinite(extra) && extra >= 0)) {
    put('extraGuestPrice', ratesText.priceNotNegative)
  } else if (extra !== null && !hasWholePesewas(values.extraGuestPrice)) {
    put('extraGuestPrice', ratesText.priceDecimals)
  }
  values.rates.forEach((season, index) => {
    const key = (field: keyof SeasonValues) => `rates.${index}.${field}`
    const name = season.name.trim()
    put(
      key('name'),
      !name
        ? ratesText.nameRequired
        : name.length > NAME_MAX
          ? requestText.tooLong('The name')
          : null,
    )
    put(key('from'), ISO_DATE.test(season.from) ? null : ratesText.dateRequired)
    put(key('to'), ISO_DATE.test(season.to) ? null : ratesText.dateRequired)
    if (ISO_DATE.test(season.from) && ISO_DATE.test(season.to) && season.to < season.from) {
      put(key('to'), ratesText.endsBeforeStart)
    }
    put(key('nightlyPrice'), price(season.nightlyPrice, true))
    put(key('weekendPrice'), price(season.weekendPrice, false))
    put(key('minNights'), whole(season.minNights, 1, MAX_NIGHTS))
  })
  return errors
}

/** The stored numbers of a form with no problems. */
export function rateFormData(values: RateFormValues): RateFormData {
  return {
    maxGuests: asNumber(values.maxGuests),
    includedGuests: asNumber(values.includedGuests),
    extraGuestPrice: asNumber(values.extraGuestPrice),
    rates: values.rates.map((season) => ({
      name: season.name.trim(),
      from: season.from,
      to: season.to,
      nightlyPrice: Number(season.nightlyPrice),
      weekendPrice: asNumber(season.weekendPrice),
      minNights: asNumber(season.minNights),
    })),
  }
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value))

/** The form's text for a stored room. */
export function rateFormValues(room: {
  maxGuests?: number | null
  includedGuests?: number | null
  extraGuestPrice?: number | null
  rates?: readonly RoomRate[] | null
}): RateFormValues {
  return {
    maxGuests: text(room.maxGuests),
    includedGuests: text(room.includedGuests),
    extraGuestPrice: text(room.extraGuestPrice),
    rates: (room.rates ?? []).map((rate) => ({
      name: rate.name ?? '',
      from: String(rate.from ?? '').slice(0, 10),
      to: String(rate.to ?? '').slice(0, 10),
      nightlyPrice: text(rate.nightlyPrice),
      weekendPrice: text(rate.weekendPrice),
      minNights: text(rate.minNights),
    })),
  }
}
