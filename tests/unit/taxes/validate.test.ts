import { describe, expect, it } from '@jest/globals'

import { taxes as messages } from '@/lib/messages/taxes'
import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'
import type { TaxRule } from '@/lib/taxes/rules'
import { validateTaxRules, type TaxRuleInput } from '@/lib/taxes/validate'

const rule = (code: string, changes: TaxRuleInput = {}): TaxRuleInput => ({
  code,
  name: `${code} levy`,
  rateBasisPoints: 250,
  effectiveFrom: '2026-01-01',
  effectiveTo: null,
  appliesTo: 'both',
  requiresVatRegistration: true,
  baseIncludes: [],
  ...changes,
})

describe('an admin list of taxes', () => {
  it('accepts the seeded list, and the same list with a new rate after an end', () => {
    const nextBudget: TaxRule[] = DEFAULT_TAX_RULES.map((tax) =>
      tax.code === 'TOURISM' ? { ...tax, effectiveTo: '2026-12-31' } : tax,
    )
    nextBudget.push({
      ...(nextBudget.at(-1) as TaxRule),
      rateBasisPoints: 200,
      effectiveFrom: '2027-01-01',
      effectiveTo: null,
    })
    expect(validateTaxRules(nextBudget)).toEqual([])
  })

  it('refuses two periods of one code that share a day, naming the period already there', () => {
    const rules = [
      rule('NHIL', { effectiveFrom: '2023-01-01', effectiveTo: '2025-12-31' }),
      rule('NHIL', { effectiveFrom: '2025-12-31' }),
    ]
    expect(validateTaxRules(rules)).toEqual([
      {
        index: 1,
        field: 'effectiveFrom',
        message:
          'NHIL already has a rate in force from 2023-01-01 to 2025-12-31: end one period before the other starts',
      },
    ])
  })

  it.each([
    [
      'an open period and a later one',
      { effectiveFrom: '2023-01-01' },
      { effectiveFrom: '2030-01-01' },
    ],
    [
      'a later open period and an earlier one',
      { effectiveFrom: '2030-01-01' },
      { effectiveFrom: '2023-01-01', effectiveTo: '2030-01-01' },
    ],
    [
      'the same day',
      { effectiveFrom: '2026-05-01', effectiveTo: '2026-05-01' },
      { effectiveFrom: '2026-05-01', effectiveTo: '2026-05-01' },
    ],
  ])('refuses overlapping periods: %s', (_, first, second) => {
    const issues = validateTaxRules([rule('VAT', first), rule('VAT', second)])
    expect(issues.map((issue) => [issue.index, issue.field])).toEqual([[1, 'effectiveFrom']])
  })

  it('lets two codes share their periods, and one code run period after period', () => {
    const rules = [
      rule('NHIL', { effectiveFrom: '2023-01-01', effectiveTo: '2025-12-31' }),
      rule('GETFUND', { effectiveFrom: '2023-01-01', effectiveTo: '2025-12-31' }),
      rule('NHIL', { effectiveFrom: '2026-01-01' }),
    ]
    expect(validateTaxRules(rules)).toEqual([])
  })

  it.each([0, -250, 10_001, 2.5, null])('refuses a rate of %p basis points', (rate) => {
    expect(validateTaxRules([rule('NHIL', { rateBasisPoints: rate })])).toEqual([
      { index: 0, field: 'rateBasisPoints', message: messages.rateRange },
    ])
  })

  it('takes a rate of 100%, the most any tax may be', () => {
    expect(validateTaxRules([rule('NHIL', { rateBasisPoints: 10_000 })])).toEqual([])
  })

  it('refuses a base naming a code not in the list', () => {
    expect(
      validateTaxRules([rule('VAT', { baseIncludes: ['NHIL', 'LUXURY'] }), rule('NHIL')]),
    ).toEqual([
      {
        index: 0,
        field: 'baseIncludes',
        message: 'The base names LUXURY, which is not in the list of taxes',
      },
    ])
  })

  it('refuses a tax in its own base, and a base naming one code twice', () => {
    expect(validateTaxRules([rule('VAT', { baseIncludes: ['VAT'] })])).toEqual([
      { index: 0, field: 'baseIncludes', message: messages.baseItself },
    ])
    expect(
      validateTaxRules([rule('VAT', { baseIncludes: ['NHIL', 'NHIL'] }), rule('NHIL')]),
    ).toEqual([{ index: 0, field: 'baseIncludes', message: messages.baseTwice('NHIL') }])
  })

  it('refuses bases that run in a circle, telling each tax on it the circle', () => {
    const rules = [
      rule('VAT', { baseIncludes: ['NHIL'] }),
      rule('NHIL', { baseIncludes: ['GETFUND'] }),
      rule('GETFUND', { baseIncludes: ['VAT'] }),
      rule('TOURISM'),
    ]
    expect(validateTaxRules(rules)).toEqual([
      {
        index: 0,
        field: 'baseIncludes',
        message: "These taxes are each in the other's base: VAT → NHIL → GETFUND → VAT",
      },
      {
        index: 1,
        field: 'baseIncludes',
        message: "These taxes are each in the other's base: NHIL → GETFUND → VAT → NHIL",
      },
      {
        index: 2,
        field: 'baseIncludes',
        message: "These taxes are each in the other's base: GETFUND → VAT → NHIL → GETFUND",
      },
    ])
  })

  it('refuses a circle made across periods, as a tax would have no first amount to work from', () => {
    const rules = [
      rule('VAT', { effectiveTo: '2026-12-31', baseIncludes: ['NHIL'] }),
      rule('NHIL', { effectiveFrom: '2027-01-01', baseIncludes: ['VAT'] }),
    ]
    expect(validateTaxRules(rules).map((issue) => issue.index)).toEqual([0, 1])
  })

  it('tells each field of an incomplete row what it needs', () => {
    const issues = validateTaxRules([
      {
        code: 'nhil',
        name: ' ',
        rateBasisPoints: 250,
        effectiveFrom: '2026-02-30',
        effectiveTo: '31/12/2026',
        appliesTo: null,
        requiresVatRegistration: null,
        baseIncludes: null,
      },
    ])
    expect(issues).toEqual([
      { index: 0, field: 'code', message: messages.codeRequired },
      { index: 0, field: 'name', message: messages.nameRequired },
      { index: 0, field: 'effectiveFrom', message: messages.fromRequired },
      { index: 0, field: 'effectiveTo', message: messages.toNotADay },
      { index: 0, field: 'appliesTo', message: messages.appliesToRequired },
      { index: 0, field: 'requiresVatRegistration', message: messages.vatRegistrationRequired },
    ])
  })

  it('refuses a last day before the first', () => {
    expect(validateTaxRules([rule('NHIL', { effectiveTo: '2025-12-31' })])).toEqual([
      { index: 0, field: 'effectiveTo', message: messages.toBeforeFrom },
    ])
  })
})
