import { describe, expect, it } from '@jest/globals'

import { stayNights } from '@/lib/bookings/availability'
import { addDays } from '@/lib/dates'
import { owedNightPrices } from '@/lib/taxes/owed'
import type { HouseTaxSettings, TaxRule } from '@/lib/taxes/rules'
import { priceOutlook, priceRangeText } from '@/lib/rooms/priceRange'
import { quoteNights, type RatedRoom, type RoomRate } from '@/lib/rooms/rates'

type Taxes = { rules: TaxRule[]; settings: HouseTaxSettings }

const INCLUDED: Taxes = { rules: [], settings: { pricesIncludeTax: true, vatRegistered: true } }

/** A levy of 10% on rooms, so the figures with it are easy to read. */
const LEVY: TaxRule = {
  code: 'LEVY',
  name: 'Levy',
  rateBasisPoints: 1000,
  effectiveFrom: '2020-01-01',
  effectiveTo: null,
  appliesTo: 'rooms',
  requiresVatRegistration: false,
  baseIncludes: [],
}
const ADDED_SETTINGS: HouseTaxSettings = { pricesIncludeTax: false, vatRegistered: false }
const ADDED: Taxes = { rules: [LEVY], settings: ADDED_SETTINGS }

// 7 Dec 2026 is a Monday.
const TODAY = '2026-12-07'

function room(rates: RoomRate[], change: Partial<RatedRoom> = {}): RatedRoom {
  return { regularPrice: 350, discountedPrice: null, offer: false, rates, ...change }
}

const december: RoomRate = {
  name: 'December',
  from: '2026-12-01',
  to: '2026-12-31',
  nightlyPrice: 420,
  weekendPrice: 450,
}
const christmas: RoomRate = {
  name: 'Christmas and New Year',
  from: '2026-12-24',
  to: '2027-01-01',
  nightlyPrice: 500,
  minNights: 2,
}

const text = (r: RatedRoom, taxes = INCLUDED, days?: number) =>
  priceRangeText(priceOutlook(r, TODAY, taxes, days))

describe('the price range a room card shows', () => {
  it('is the one price when no season prices any night', () => {
    expect(text(room([]))).toBe('₵350 a night')
  })

  it('is the offer price when an offer runs, as the card shows it', () => {
    expect(text(room([], { regularPrice: 450, discountedPrice: 400, offer: true }))).toBe(
      '₵400 a night',
    )
  })

  it('names a season whose weekend price is its only price', () => {
    const weekendOnly: RoomRate = {
      name: 'Festival weekend',
      from: '2027-03-05',
      to: '2027-03-06',
      nightlyPrice: 380,
      weekendPrice: 400,
    }
    expect(text(room([weekendOnly]))).toBe('₵350–₵400 a night; 5–6 Mar ₵400')
  })

  it('gives a season its weekday and weekend prices', () => {
    expect(text(room([december]))).toBe('₵350–₵450 a night; 7–31 Dec ₵420, weekends ₵450')
  })

  it('splits overlapping seasons where the later-starting one wins, across the new year', () => {
    expect(text(room([december, christmas]))).toBe(
      '₵350–₵500 a night; 7–23 Dec ₵420, weekends ₵450; 24 Dec–1 Jan ₵500',
    )
  })

  it('shows a season again when another inside it ends before it does', () => {
    const eventWeekend: RoomRate = {
      name: 'Event',
      from: '2026-12-11',
      to: '2026-12-12',
      nightlyPrice: 600,
    }
    expect(text(room([december, eventWeekend]))).toBe(
      '₵350–₵600 a night; 7–10 Dec ₵420; 11–12 Dec ₵600; 13–31 Dec ₵420, weekends ₵450',
    )
  })

  it('leaves out seasons past and beyond the coming twelve months', () => {
    const past: RoomRate = { name: 'Past', from: '2026-01-01', to: '2026-01-31', nightlyPrice: 900 }
    const later: RoomRate = {
      name: 'Later',
      from: '2028-01-01',
      to: '2028-01-31',
      nightlyPrice: 900,
    }
    expect(text(room([past, later]))).toBe('₵350 a night')
  })

  it('cuts a season that runs past the horizon at its last night', () => {
    // The horizon's last night is 6 Dec 2027.
    const long: RoomRate = { name: 'Long', from: '2027-11-29', to: '2028-01-31', nightlyPrice: 300 }
    expect(text(room([long]))).toBe('₵300–₵350 a night; 29 Nov–6 Dec ₵300')
  })

  it('adds the taxes when the house publishes prices without them', () => {
    expect(text(room([december, christmas]), ADDED)).toBe(
      '₵385–₵550 a night; 7–23 Dec ₵462, weekends ₵495; 24 Dec–1 Jan ₵550; taxes included',
    )
  })

  it('agrees with the quote of every night of the horizon', () => {
    const rated = room([december, christmas], { includedGuests: 2, extraGuestPrice: 100 })
    for (const taxes of [INCLUDED, ADDED]) {
      const outlook = priceOutlook(rated, TODAY, taxes)
      const nights = stayNights(TODAY, addDays(TODAY, 365))
      const prices = owedNightPrices(
        quoteNights(rated, nights, 1).nights,
        taxes.rules,
        taxes.settings,
      ).map((night) => night.price)
      expect([outlook.lowest, outlook.highest]).toEqual([Math.min(...prices), Math.max(...prices)])
    }
    expect.assertions(2)
  })
})
