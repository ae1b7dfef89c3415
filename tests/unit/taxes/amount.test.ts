import { describe, expect, it } from '@jest/globals'

import { taxesOfAmount, taxesOfCharge, type TaxBreakdown } from '@/lib/taxes/amount'
import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'
import type { HouseTaxSettings, TaxRule } from '@/lib/taxes/rules'

const IN_2025 = '2025-06-15'
const IN_2026 = '2026-06-15'
const VAT_EXCLUSIVE: HouseTaxSettings = { pricesIncludeTax: false, vatRegistered: true }
const VAT_INCLUSIVE: HouseTaxSettings = { pricesIncludeTax: true, vatRegistered: true }

const amounts = (breakdown: TaxBreakdown) =>
  Object.fromEntries(breakdown.lines.map((line) => [line.code, line.amountPesewas]))

const roomNight = (pesewas: number, day: string, settings: HouseTaxSettings) =>
  taxesOfCharge(pesewas, day, 'room', DEFAULT_TAX_RULES, settings)

describe('taxes of ₵100 a night, added to the price', () => {
  it('before 2026 charges VAT on the price plus NHIL, GETFund and the COVID-19 levy', () => {
    const night = roomNight(10_000, IN_2025, VAT_EXCLUSIVE)
    expect(night.lines).toEqual([
      {
        code: 'NHIL',
        name: 'National Health Insurance Levy',
        rateBasisPoints: 250,
        basePesewas: 10_000,
        amountPesewas: 250,
      },
      {
        code: 'GETFUND',
        name: 'GETFund Levy',
        rateBasisPoints: 250,
        basePesewas: 10_000,
        amountPesewas: 250,
      },
      {
        code: 'COVID',
        name: 'COVID-19 Health Recovery Levy',
        rateBasisPoints: 100,
        basePesewas: 10_000,
        amountPesewas: 100,
      },
      { code: 'VAT', name: 'VAT', rateBasisPoints: 1500, basePesewas: 10_600, amountPesewas: 1590 },
      {
        code: 'TOURISM',
        name: 'Tourism Levy',
        rateBasisPoints: 100,
        basePesewas: 10_000,
        amountPesewas: 100,
      },
    ])
    expect(night).toMatchObject({ netPesewas: 10_000, taxPesewas: 2290, grossPesewas: 12_290 })
  })

  it('from 2026 charges VAT, NHIL and GETFund each on the price, and no COVID-19 levy', () => {
    const night = roomNight(10_000, IN_2026, VAT_EXCLUSIVE)
    expect(amounts(night)).toEqual({ NHIL: 250, GETFUND: 250, VAT: 1500, TOURISM: 100 })
    expect(night.lines.map((line) => line.basePesewas)).toEqual([10_000, 10_000, 10_000, 10_000])
    expect(night).toMatchObject({ netPesewas: 10_000, taxPesewas: 2100, grossPesewas: 12_100 })
  })

  it('changes regime between the nights of 31 December 2025 and 1 January 2026', () => {
    expect(roomNight(10_000, '2025-12-31', VAT_EXCLUSIVE).grossPesewas).toBe(12_290)
    expect(roomNight(10_000, '2026-01-01', VAT_EXCLUSIVE).grossPesewas).toBe(12_100)
  })

  it('charges a house not registered for VAT the tourism levy alone, in both regimes', () => {
    const settings = { pricesIncludeTax: false, vatRegistered: false }
    for (const day of [IN_2025, IN_2026]) {
      const night = roomNight(10_000, day, settings)
      expect(night.lines.map((line) => line.code)).toEqual(['TOURISM'])
      expect(night).toMatchObject({ netPesewas: 10_000, taxPesewas: 100, grossPesewas: 10_100 })
    }
  })
})

describe('taxes inside a published price', () => {
  it('takes 20% + 1% out of ₵121.00 in 2026, leaving ₵100.00', () => {
    const night = roomNight(12_100, IN_2026, VAT_INCLUSIVE)
    expect(amounts(night)).toEqual({ NHIL: 250, GETFUND: 250, VAT: 1500, TOURISM: 100 })
    expect(night).toMatchObject({ netPesewas: 10_000, taxPesewas: 2100, grossPesewas: 12_100 })
  })

  it('takes the cascade out of ₵122.90 before 2026, leaving ₵100.00', () => {
    const night = roomNight(12_290, IN_2025, VAT_INCLUSIVE)
    expect(amounts(night)).toEqual({ NHIL: 250, GETFUND: 250, COVID: 100, VAT: 1590, TOURISM: 100 })
    expect(night.lines.find((line) => line.code === 'VAT')?.basePesewas).toBe(10_600)
    expect(night).toMatchObject({ netPesewas: 10_000, grossPesewas: 12_290 })
  })

  it('keeps ₵100.00 as the guest pays it in 2026, the net taking the rounding', () => {
    // Exact net 100 / 1.21 = 82.6446…; NHIL and GETFund 2.0661 → 2.07, VAT 12.3967 → 12.40,
    // tourism 0.8264 → 0.83; the net is what remains: 100 − 17.37 = 82.63.
    const night = roomNight(10_000, IN_2026, VAT_INCLUSIVE)
    expect(amounts(night)).toEqual({ NHIL: 207, GETFUND: 207, VAT: 1240, TOURISM: 83 })
    expect(night).toMatchObject({ netPesewas: 8263, taxPesewas: 1737, grossPesewas: 10_000 })
  })

  it('keeps ₵100.00 as the guest pays it before 2026, the net taking the rounding', () => {
    // Exact net 100 / 1.229 = 81.3670…; NHIL and GETFund 2.0342 → 2.03, COVID 0.8137 → 0.81,
    // VAT 15.9% of the net 12.9374 → 12.94, tourism 0.81; net 100 − 18.62 = 81.38.
    const night = roomNight(10_000, IN_2025, VAT_INCLUSIVE)
    expect(amounts(night)).toEqual({ NHIL: 203, GETFUND: 203, COVID: 81, VAT: 1294, TOURISM: 81 })
    expect(night).toMatchObject({ netPesewas: 8138, taxPesewas: 1862, grossPesewas: 10_000 })
  })

  it('takes only the tourism levy out of a house not registered for VAT: ₵101.00 is ₵100 + ₵1', () => {
    const night = roomNight(10_100, IN_2026, { pricesIncludeTax: true, vatRegistered: false })
    expect(amounts(night)).toEqual({ TOURISM: 100 })
    expect(night).toMatchObject({ netPesewas: 10_000, grossPesewas: 10_100 })
  })

  it('leaves one pesewa all net: every tax share of it rounds to nothing', () => {
    const night = roomNight(1, IN_2026, VAT_INCLUSIVE)
    expect(night).toMatchObject({ netPesewas: 1, taxPesewas: 0, grossPesewas: 1 })
  })
})

describe('the rounding rule', () => {
  const nhilOnly: TaxRule[] = [
    {
      code: 'NHIL',
      name: 'National Health Insurance Levy',
      rateBasisPoints: 250,
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
      appliesTo: 'both',
      requiresVatRegistration: true,
      baseIncludes: [],
    },
  ]

  it.each([
    [19, 0], // 0.475 pesewas
    [20, 1], // exactly half a pesewa goes up
    [60, 2], // 1.5 goes up
    [100, 3], // 2.5 goes up to 3, where banker's rounding would give 2
    [139, 3], // 3.475
  ])('2.5%% of %p pesewas is %p', (price, nhil) => {
    expect(taxesOfAmount(price, nhilOnly, false).lines[0]?.amountPesewas).toBe(nhil)
  })

  it("works a tax on levies from the levies' exact shares, not their rounded pesewas", () => {
    // 16 pesewas: the levies are 0.4 + 0.4 + 0.16 exactly, so VAT is 15% of 16.96 = 2.544 → 3;
    // from the rounded levies (0 + 0 + 0) it would be 15% of 16 = 2.4 → 2.
    // 22 pesewas: levies 0.55 + 0.55 + 0.22, VAT 15% of 23.32 = 3.498 → 3; from the rounded levies
    // (1 + 1 + 0) it would be 15% of 24 = 3.6 → 4.
    const cascade = DEFAULT_TAX_RULES.filter((rule) => rule.effectiveTo === '2025-12-31')
    expect(amounts(taxesOfAmount(16, cascade, false))).toEqual({
      NHIL: 0,
      GETFUND: 0,
      COVID: 0,
      VAT: 3,
    })
    expect(amounts(taxesOfAmount(22, cascade, false))).toEqual({
      NHIL: 1,
      GETFUND: 1,
      COVID: 0,
      VAT: 3,
    })
  })

  it('refuses a price that is not whole pesewas of 0 or more', () => {
    expect(() => taxesOfAmount(-1, nhilOnly, false)).toThrow(RangeError)
    expect(() => taxesOfAmount(1.5, nhilOnly, false)).toThrow(RangeError)
  })

  it('charges nothing on nothing', () => {
    expect(taxesOfAmount(0, nhilOnly, true)).toEqual({
      netPesewas: 0,
      lines: [
        {
          code: 'NHIL',
          name: 'National Health Insurance Levy',
          rateBasisPoints: 250,
          basePesewas: 0,
          amountPesewas: 0,
        },
      ],
      taxPesewas: 0,
      grossPesewas: 0,
    })
  })
})

describe('rooms and extras', () => {
  const rule = (code: string, appliesTo: TaxRule['appliesTo']): TaxRule => ({
    code,
    name: code,
    rateBasisPoints: 1000,
    effectiveFrom: '2026-01-01',
    effectiveTo: null,
    appliesTo,
    requiresVatRegistration: false,
    baseIncludes: [],
  })
  const rules = [rule('ROOMS', 'rooms'), rule('EXTRAS', 'extras'), rule('BOTH', 'both')]

  it('charges a room night the taxes on rooms and on both', () => {
    const night = taxesOfCharge(10_000, IN_2026, 'room', rules, VAT_EXCLUSIVE)
    expect(amounts(night)).toEqual({ ROOMS: 1000, BOTH: 1000 })
  })

  it('charges an extra the taxes on extras and on both', () => {
    const drink = taxesOfCharge(10_000, IN_2026, 'extra', rules, VAT_EXCLUSIVE)
    expect(amounts(drink)).toEqual({ EXTRAS: 1000, BOTH: 1000 })
  })

  it('charges an extra by the defaults as a room: the bar bill carries VAT, the levies and tourism', () => {
    const drink = taxesOfCharge(10_000, IN_2025, 'extra', DEFAULT_TAX_RULES, VAT_EXCLUSIVE)
    expect(drink.grossPesewas).toBe(12_290)
  })
})
