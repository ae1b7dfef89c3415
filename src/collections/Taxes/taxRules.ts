import type { PayloadRequest } from 'payload'

import { parseRatePercent } from '@/lib/taxes/rate'
import type { HouseTaxSettings, TaxRule } from '@/lib/taxes/rules'
import type { TaxRuleInput } from '@/lib/taxes/validate'
import type { Tax } from '@/payload-types'

/** A stored row as the tax rules read it; a field left empty stays empty for validation to name. */
export function taxRuleInput(row: Partial<Tax>): TaxRuleInput {
  return {
    code: row.code ?? null,
    name: row.name ?? null,
    rateBasisPoints: typeof row.rate === 'string' ? parseRatePercent(row.rate) : null,
    effectiveFrom: row.effectiveFrom ?? null,
    effectiveTo: row.effectiveTo || null,
    appliesTo: row.appliesTo ?? null,
    requiresVatRegistration: row.requiresVatRegistration ?? null,
    baseIncludes: row.baseIncludes ?? [],
  }
}

/** A stored row, validated on save, as the tax rules charge it. */
export function taxRuleOf(row: Tax): TaxRule {
  const input = taxRuleInput(row)
  return {
    code: row.code,
    name: row.name,
    rateBasisPoints: input.rateBasisPoints ?? 0,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo || null,
    appliesTo: row.appliesTo,
    requiresVatRegistration: row.requiresVatRegistration ?? true,
    baseIncludes: row.baseIncludes ?? [],
  }
}

/** Every stored row, oldest period first: the server reads them whoever asked. */
export async function readTaxRows(req: PayloadRequest): Promise<Tax[]> {
  const found = await req.payload.find({
    collection: 'taxes',
    pagination: false,
    depth: 0,
    sort: ['effectiveFrom', 'createdAt'],
    overrideAccess: true,
    req,
  })
  return found.docs
}

/** The house's taxes: the list admins keep, and how its prices are published and what it owes. */
export type HouseTaxes = { rules: TaxRule[]; settings: HouseTaxSettings }

export async function readHouseTaxes(req: PayloadRequest): Promise<HouseTaxes> {
  const [rows, siteSettings] = await Promise.all([
    readTaxRows(req),
    req.payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      select: { pricesIncludeTax: true, vatRegistered: true },
      overrideAccess: true,
      req,
    }),
  ])
  return {
    rules: rows.map(taxRuleOf),
    // A site from before the settings publishes prices with taxes in and is registered for VAT.
    settings: {
      pricesIncludeTax: siteSettings.pricesIncludeTax ?? true,
      vatRegistered: siteSettings.vatRegistered ?? true,
    },
  }
}
