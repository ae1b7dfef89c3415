import { describe, expect, it } from '@jest/globals'

import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'
import { isInForce, rulesCharged, type TaxRule } from '@/lib/taxes/rules'
import { validateTaxRules } from '@/lib/taxes/validate'

const codes = (rules: TaxRule[]) => rules.map((rule) => `${rule.code} ${rule.rateBasisPoints}`)
const registered = { vatRegistered: true }

const rule = (code: string, baseIncludes: string[] = []): TaxRule => ({
  code,
  name: code,
  rateBasisPoints: 100,
  effectiveFrom: '2026-01-01',
  effectiveTo: null,
  appliesTo: 'both',
  requiresVatRegistration: false,
  baseIncludes,
})

describe('the rules a house charges on a day', () => {
  it('keeps both ends of a period in force', () => {
    const covidLevy = DEFAULT_TAX_RULES.find((r) => r.code === 'COVID') as TaxRule
    expect(isInForce(covidLevy, '2023-01-01')).toBe(true)
    expect(isInForce(covidLevy, '2025-12-31')).toBe(true)
    expect(isInForce(covidLevy, '2026-01-01')).toBe(false)
    expect(isInForce(covidLevy, '2022-12-31')).toBe(false)
  })

  it('charges the cascade on 31 December 2025, levies before the VAT on them', () => {
    expect(codes(rulesCharged(DEFAULT_TAX_RULES, '2025-12-31', 'room', registered))).toEqual([
      'NHIL 250',
      'GETFUND 250',
      'COVID 100',
      'VAT 1500',
      'TOURISM 100',
    ])
  })

  it('charges the unified rates on 1 January 2026, with no COVID-19 levy', () => {
    expect(codes(rulesCharged(DEFAULT_TAX_RULES, '2026-01-01', 'room', registered))).toEqual([
      'NHIL 250',
      'GETFUND 250',
      'VAT 1500',
      'TOURISM 100',
    ])
  })

  it('charges a house not registered for VAT only the tourism levy', () => {
    for (const day of ['2025-12-31', '2026-01-01']) {
      const charged = rulesCharged(DEFAULT_TAX_RULES, day, 'extra', { vatRegistered: false })
      expect(codes(charged)).toEqual(['TOURISM 100'])
    }
  })

  it('has nothing seeded before VAT became 15% in 2023', () => {
    expect(rulesCharged(DEFAULT_TAX_RULES, '2022-12-31', 'room', registered)).toEqual([])
  })

  it('puts a tax after the taxes in its base, whatever the order of the list', () => {
    const rules = [rule('OUTER', ['MIDDLE']), rule('MIDDLE', ['INNER']), rule('INNER')]
    expect(rulesCharged(rules, '2026-01-01', 'room', registered).map((r) => r.code)).toEqual([
      'INNER',
      'MIDDLE',
      'OUTER',
    ])
  })

  it('refuses to work from a list its validation refuses: one code twice, or bases in a circle', () => {
    expect(() => rulesCharged([rule('A'), rule('A')], '2026-01-01', 'room', registered)).toThrow(
      'Two A rules are in force on 2026-01-01',
    )
    expect(() =>
      rulesCharged([rule('A', ['B']), rule('B', ['A'])], '2026-01-01', 'room', registered),
    ).toThrow('runs in a circle')
  })

  it('seeds a list its own validation accepts', () => {
    expect(validateTaxRules(DEFAULT_TAX_RULES)).toEqual([])
  })
})
