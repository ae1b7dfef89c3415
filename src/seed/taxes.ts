import type { Payload } from 'payload'

import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'
import { formatRatePercent } from '@/lib/taxes/rate'

/**
 * The taxes and levies of a guest house in Ghana with their periods, into an empty list only: a
 * list an admin has kept is never touched. Written in order, so each tax's base is already listed.
 */
export async function seedTaxRules(payload: Payload): Promise<number> {
  const existing = await payload.count({ collection: 'taxes', overrideAccess: true })
  if (existing.totalDocs > 0) return 0
  for (const rule of DEFAULT_TAX_RULES) {
    await payload.create({
      collection: 'taxes',
      data: {
        code: rule.code,
        name: rule.name,
        rate: formatRatePercent(rule.rateBasisPoints),
        effectiveFrom: rule.effectiveFrom,
        effectiveTo: rule.effectiveTo,
        appliesTo: rule.appliesTo,
        requiresVatRegistration: rule.requiresVatRegistration,
        baseIncludes: [...rule.baseIncludes],
      },
      overrideAccess: true,
    })
  }
  payload.logger.info(`Seed: ${DEFAULT_TAX_RULES.length} taxes and levies`)
  return DEFAULT_TAX_RULES.length
}
