import { describe, expect, it } from '@jest/globals'

import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'
import { taxesOfStay } from '@/lib/taxes/stay'

const NIGHTS_ACROSS_NEW_YEAR = [
  { day: '2025-12-30', pesewas: 10_000 },
  { day: '2025-12-31', pesewas: 10_000 },
  { day: '2026-01-01', pesewas: 10_000 },
]

const total = (code: string, stay: ReturnType<typeof taxesOfStay>) =>
  stay.totals.find((line) => line.code === code)

describe('a stay across the change of regime', () => {
  const exclusive = taxesOfStay(NIGHTS_ACROSS_NEW_YEAR, 'room', DEFAULT_TAX_RULES, {
    pricesIncludeTax: false,
    vatRegistered: true,
  })

  it('prices each night by the rates in force that night', () => {
    expect(exclusive.days.map(({ day, grossPesewas }) => [day, grossPesewas])).toEqual([
      ['2025-12-30', 12_290],
      ['2025-12-31', 12_290],
      ['2026-01-01', 12_100],
    ])
    expect(exclusive.days[2]?.lines.map((line) => line.code)).not.toContain('COVID')
  })

  it("shows both regimes' lines, summed by tax and rate", () => {
    expect(exclusive.totals).toEqual([
      {
        code: 'NHIL',
        name: 'National Health Insurance Levy',
        rateBasisPoints: 250,
        basePesewas: 30_000,
        amountPesewas: 750,
      },
      {
        code: 'GETFUND',
        name: 'GETFund Levy',
        rateBasisPoints: 250,
        basePesewas: 30_000,
        amountPesewas: 750,
      },
      {
        code: 'COVID',
        name: 'COVID-19 Health Recovery Levy',
        rateBasisPoints: 100,
        basePesewas: 20_000,
        amountPesewas: 200,
      },
      // 15.90 on each 2025 night (on 106.00) and 15.00 on the 2026 night (on 100.00).
      { code: 'VAT', name: 'VAT', rateBasisPoints: 1500, basePesewas: 31_200, amountPesewas: 4680 },
      {
        code: 'TOURISM',
        name: 'Tourism Levy',
        rateBasisPoints: 100,
        basePesewas: 30_000,
        amountPesewas: 300,
      },
    ])
    expect(exclusive).toMatchObject({ netPesewas: 30_000, taxPesewas: 6680, grossPesewas: 36_680 })
  })

  it('keeps what the guest pays as published when prices include the taxes', () => {
    const inclusive = taxesOfStay(NIGHTS_ACROSS_NEW_YEAR, 'room', DEFAULT_TAX_RULES, {
      pricesIncludeTax: true,
      vatRegistered: true,
    })
    expect(inclusive.grossPesewas).toBe(30_000)
    // 81.38 net on each 2025 night, 82.63 on the 2026 night.
    expect(inclusive.days.map((night) => night.netPesewas)).toEqual([8138, 8138, 8263])
    expect(inclusive.netPesewas).toBe(24_539)
    expect(total('COVID', inclusive)?.amountPesewas).toBe(162)
    expect(total('VAT', inclusive)?.amountPesewas).toBe(1294 + 1294 + 1240)
    expect(inclusive.netPesewas + inclusive.taxPesewas).toBe(inclusive.grossPesewas)
  })

  it('sums totals from the rounded nights, so they match what each night shows', () => {
    const nights = Array.from({ length: 3 }, (_, index) => ({
      day: `2026-02-0${index + 1}`,
      pesewas: 3_333,
    }))
    const stay = taxesOfStay(nights, 'room', DEFAULT_TAX_RULES, {
      pricesIncludeTax: true,
      vatRegistered: true,
    })
    // One night: exact net 33.33 / 1.21; VAT 4.1318… → 4.13, NHIL and GETFund 0.6886… → 0.69,
    // tourism 0.2754… → 0.28. Three nights sum the rounded lines: VAT 12.39, not 12.40 from 99.99.
    expect(total('VAT', stay)?.amountPesewas).toBe(1239)
    expect(total('NHIL', stay)?.amountPesewas).toBe(207)
    expect(total('TOURISM', stay)?.amountPesewas).toBe(84)
    expect(stay.netPesewas).toBe(3 * (3333 - 413 - 69 - 69 - 28))
  })

  it('has no lines and no money for a stay of no nights', () => {
    expect(
      taxesOfStay([], 'room', DEFAULT_TAX_RULES, { pricesIncludeTax: true, vatRegistered: true }),
    ).toEqual({ days: [], totals: [], netPesewas: 0, taxPesewas: 0, grossPesewas: 0 })
  })
})
