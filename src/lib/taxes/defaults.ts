import type { TaxRule } from './rules'

/** The last day VAT was charged on the price plus the levies, before the levies joined VAT's base. */
export const CASCADE_LAST_DAY = '2025-12-31'
/** The first day VAT, NHIL and GETFund are each charged on the price alone. */
export const UNIFIED_FIRST_DAY = '2026-01-01'
/** The first day of VAT at 15% with NHIL, GETFund and the COVID-19 levy beneath it. */
export const CASCADE_FIRST_DAY = '2023-01-01'

const VAT_LEVIES = ['NHIL', 'GETFUND', 'COVID'] as const

/**
 * The taxes a guest house in Ghana charges, as seeded for admins to keep up to date.
 * - Up to 31 December 2025, a VAT-registered house charged NHIL 2.5%, GETFund 2.5% and the COVID-19
 *   levy 1% on the price, and VAT 15% on the price plus those three levies (21.9% in all).
 * - From 1 January 2026, VAT 15%, NHIL 2.5% and GETFund 2.5% are each charged on the price (20%);
 *   the COVID-19 levy ended.
 * - Every licensed house collects the tourism levy, 1% of the price before VAT and the levies, and
 *   pays it into the Tourism Development Fund each month; it is not in VAT's base.
 * Days before 2023, when VAT was 12.5%, have no rule here: stays are not priced that far back.
 */
export const DEFAULT_TAX_RULES: readonly TaxRule[] = [
  {
    code: 'NHIL',
    name: 'National Health Insurance Levy',
    rateBasisPoints: 250,
    effectiveFrom: CASCADE_FIRST_DAY,
    effectiveTo: CASCADE_LAST_DAY,
    appliesTo: 'both',
    requiresVatRegistration: true,
    baseIncludes: [],
  },
  {
    code: 'GETFUND',
    name: 'GETFund Levy',
    rateBasisPoints: 250,
    effectiveFrom: CASCADE_FIRST_DAY,
    effectiveTo: CASCADE_LAST_DAY,
    appliesTo: 'both',
    requiresVatRegistration: true,
    baseIncludes: [],
  },
  {
    code: 'COVID',
    name: 'COVID-19 Health Recovery Levy',
    rateBasisPoints: 100,
    effectiveFrom: CASCADE_FIRST_DAY,
    effectiveTo: CASCADE_LAST_DAY,
    appliesTo: 'both',
    requiresVatRegistration: true,
    baseIncludes: [],
  },
  {
    code: 'VAT',
    name: 'VAT',
    rateBasisPoints: 1500,
    effectiveFrom: CASCADE_FIRST_DAY,
    effectiveTo: CASCADE_LAST_DAY,
    appliesTo: 'both',
    requiresVatRegistration: true,
    baseIncludes: VAT_LEVIES,
  },
  {
    code: 'NHIL',
    name: 'National Health Insurance Levy',
    rateBasisPoints: 250,
    effectiveFrom: UNIFIED_FIRST_DAY,
    effectiveTo: null,
    appliesTo: 'both',
    requiresVatRegistration: true,
    baseIncludes: [],
  },
  {
    code: 'GETFUND',
    name: 'GETFund Levy',
    rateBasisPoints: 250,
    effectiveFrom: UNIFIED_FIRST_DAY,
    effectiveTo: null,
    appliesTo: 'both',
    requiresVatRegistration: true,
    baseIncludes: [],
  },
  {
    code: 'VAT',
    name: 'VAT',
    rateBasisPoints: 1500,
    effectiveFrom: UNIFIED_FIRST_DAY,
    effectiveTo: null,
    appliesTo: 'both',
    requiresVatRegistration: true,
    baseIncludes: [],
  },
  {
    code: 'TOURISM',
    name: 'Tourism Levy',
    rateBasisPoints: 100,
    effectiveFrom: CASCADE_FIRST_DAY,
    effectiveTo: null,
    appliesTo: 'both',
    requiresVatRegistration: false,
    baseIncludes: [],
  },
]
