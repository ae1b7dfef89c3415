import type { PayloadRequest } from 'payload'

import { DEFAULT_TAX_RULES } from '@/lib/taxes/defaults'
import type { HouseTaxSettings, TaxRule } from '@/lib/taxes/rules'

/**
 * The taxes the house charges and how it publishes its prices, for every report that breaks the
 * ledger into taxes. The one place to read them: until admins keep the list of taxes and the house's
 * settings, the seeded rates, prices that include taxes, and a VAT-registered house.
 */
export async function houseTaxRules(
  _req: PayloadRequest,
): Promise<{ rules: readonly TaxRule[]; settings: HouseTaxSettings }> {
  return { rules: DEFAULT_TAX_RULES, settings: { pricesIncludeTax: true, vatRegistered: true } }
}
