import { taxesOfCharge, type TaxBreakdown } from './amount'
import type { ChargeKind, HouseTaxSettings, TaxRule } from './rules'

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

/**
 * What a charge costs the guest: its price as listed when the house's prices hold their taxes, or
 * with the taxes of that day added when they do not and the item is taxable. The ledger then holds
 * what the guest owes, as for a night of the room.
 */
export function owedCharge(
  pricePesewas: number,
  day: string,
  taxable: boolean,
  rules: readonly TaxRule[],
  settings: HouseTaxSettings,
): number {
  if (settings.pricesIncludeTax || !taxable) return pricePesewas
  return taxesOfCharge(pricePesewas, day, 'extra', rules, settings).grossPesewas
}

/** How far the net a price was taxed from can lie from the net its owed amount splits into. */
const NET_SEARCH_PESEWAS = 3

/**
 * An amount the guest owes split into its net price and taxes: when the house publishes prices
 * with taxes in, the owed amount is the published price (`taxesOfCharge` with taxes included);
 * when taxes are added, it is the net price the amount was priced from (`owedNightPrices`) and
 * that net's taxes, so the invoice's net is the published price to the pesewa. An owed amount no
 * net price adds up to (a price set by hand) is split as one that holds its taxes.
 */
export function taxesOfOwed(
  owedPesewas: number,
  day: string,
  kind: ChargeKind,
  rules: readonly TaxRule[],
  settings: HouseTaxSettings,
): TaxBreakdown {
  const included = taxesOfCharge(owedPesewas, day, kind, rules, {
    ...settings,
    pricesIncludeTax: true,
  })
  if (settings.pricesIncludeTax) return included
  const from = Math.max(included.netPesewas - NET_SEARCH_PESEWAS, 0)
  for (let net = from; net <= included.netPesewas + NET_SEARCH_PESEWAS; net += 1) {
    const added = taxesOfCharge(net, day, kind, rules, settings)
    if (added.grossPesewas === owedPesewas) return added
  }
  return included
}
