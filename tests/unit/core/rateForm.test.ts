import { describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import {
  EMPTY_SEASON,
  rateFormData,
  rateFormErrors,
  rateFormValues,
  type RateFormValues,
} from '@/lib/rooms/rateForm'

const december = {
  name: 'December',
  from: '2026-12-01',
  to: '2026-12-31',
  nightlyPrice: '500',
  weekendPrice: '',
  minNights: '3',
}
const valid: RateFormValues = {
  maxGuests: '3',
  includedGuests: '2',
  extraGuestPrice: '50',
  rates: [december],
}

describe('the guests and prices form', () => {
  it('reads a valid form into the stored numbers, empty fields as none', () => {
    expect(rateFormErrors(valid)).toEqual({})
    expect(rateFormData(valid)).toEqual({
      maxGuests: 3,
      includedGuests: 2,
      extraGuestPrice: 50,
      rates: [{ ...december, nightlyPrice: 500, weekendPrice: null, minNights: 3 }],
    })
    expect(rateFormData({ ...valid, maxGuests: '', rates: [] })).toMatchObject({ maxGuests: null })
  })

  it('reads a stored room back, its dates as days', () => {
    const stored = rateFormValues({
      maxGuests: 3,
      includedGuests: 2,
      extraGuestPrice: 50,
      rates: [
        {
          name: 'December',
          from: '2026-12-01T00:00:00.000Z',
          to: '2026-12-31T00:00:00.000Z',
          nightlyPrice: 500,
          minNights: 3,
        },
      ],
    })
    expect(stored).toEqual(valid)
  })

  it('names each problem beside its field', () => {
    const errors = rateFormErrors({
      maxGuests: '2.5',
      includedGuests: '3',
      extraGuestPrice: '-1',
      rates: [{ ...december, to: '2026-11-30', weekendPrice: '0', minNights: '31' }, EMPTY_SEASON],
    })
    expect(errors).toEqual({
      maxGuests: MESSAGES.rates.wholeNumber(1, 6),
      // 3 is more than the 2.5 typed: the larger count is still named.
      includedGuests: MESSAGES.rates.includedAboveMax,
      extraGuestPrice: MESSAGES.rates.priceNotNegative,
      'rates.0.to': MESSAGES.rates.endsBeforeStart,
      'rates.0.weekendPrice': MESSAGES.rates.priceRequired,
      'rates.0.minNights': MESSAGES.rates.wholeNumber(1, 30),
      'rates.1.name': MESSAGES.rates.nameRequired,
      'rates.1.from': MESSAGES.rates.dateRequired,
      'rates.1.to': MESSAGES.rates.dateRequired,
      'rates.1.nightlyPrice': MESSAGES.rates.priceRequired,
    })
    expect(rateFormErrors({ ...valid, maxGuests: '2', includedGuests: '3' })).toEqual({
      includedGuests: MESSAGES.rates.includedAboveMax,
    })
  })

  it('takes prices to the pesewa, refusing a third decimal', () => {
    const season = { ...december, nightlyPrice: '46.645', weekendPrice: '50.001' }
    expect(rateFormErrors({ ...valid, extraGuestPrice: '10.005', rates: [season] })).toEqual({
      extraGuestPrice: MESSAGES.rates.priceDecimals,
      'rates.0.nightlyPrice': MESSAGES.rates.priceDecimals,
      'rates.0.weekendPrice': MESSAGES.rates.priceDecimals,
    })
    const fine = { ...december, nightlyPrice: '46.64', weekendPrice: '50.5' }
    expect(rateFormErrors({ ...valid, extraGuestPrice: '10.05', rates: [fine] })).toEqual({})
  })
})
