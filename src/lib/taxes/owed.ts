import { taxesOfCharge } from './amount'
import type { HouseTaxSettings, TaxRule } from './rules'

/**
 * What each night costs the guest: the published price when it holds the taxes already (the
 * usual in Ghana), or the published price with that night's taxes added, at the rates in force
 * that night, when the house publishes prices before taxes. The ledger then holds what the guest
 * owes either way, and the balance never needs the tax rules.
 */
export function owedNightPrices<N extends { night: string; price: number }>(
  nights: readonly N[],
  rules: readonly TaxRule[],
  settings: HouseTaxSettings,
): N[] {
  if (settings.pricesIncludeTax) return [...nights]
  return nights.map((night) => ({
    ...night,
    price: taxesOfCharge(night.price, night.night, 'room', rules, settings).grossPesewas,
  }))
}
