/**
 * Taxes on what a guest pays, as data with dates: budgets change rates, so each rate is a row in
 * force for a period, never a constant in code. A house charges, on a given day, every rule in
 * force that day which covers the kind of charge and which the house owes.
 */

/** A tax's short code, the same across its periods (VAT, NHIL, GETFUND, COVID, TOURISM). */
export type TaxCode = string

/** What a charge is: a night of a room, or an extra (bar, restaurant, laundry, transport). */
export type ChargeKind = 'room' | 'extra'

/** Which charges a tax covers. */
export type TaxAppliesTo = 'rooms' | 'extras' | 'both'

/** A rate is whole basis points, hundredths of a percent: 15% is 1500, 2.5% is 250. */
export const BASIS_POINTS_PER_WHOLE = 10_000

export type TaxRule = {
  code: TaxCode
  /** As an invoice names it, e.g. "National Health Insurance Levy". */
  name: string
  rateBasisPoints: number
  /** First day in force, YYYY-MM-DD. */
  effectiveFrom: string
  /** Last day in force, YYYY-MM-DD, included; null while no end is known. */
  effectiveTo: string | null
  appliesTo: TaxAppliesTo
  /**
   * Charged only by a house registered for VAT (VAT and the levies collected with it); a levy every
   * licensed house collects (the tourism levy) has false.
   */
  requiresVatRegistration: boolean
  /**
   * The codes of other taxes whose amounts are added to the net price to make this tax's base:
   * empty when the tax is charged on the net price alone. A code not charged that day adds nothing.
   */
  baseIncludes: readonly TaxCode[]
}

/** How a house publishes its prices and what it owes. */
export type HouseTaxSettings = {
  /** Published prices already hold the taxes (the usual in Ghana); otherwise taxes are added. */
  pricesIncludeTax: boolean
  vatRegistered: boolean
}

/** Whether a day falls in a rule's period, both ends included (YYYY-MM-DD sorts as text). */
export function isInForce(rule: TaxRule, day: string): boolean {
  return rule.effectiveFrom <= day && (rule.effectiveTo === null || day <= rule.effectiveTo)
}

function covers(appliesTo: TaxAppliesTo, kind: ChargeKind): boolean {
  return appliesTo === 'both' || (kind === 'room' ? appliesTo === 'rooms' : appliesTo === 'extras')
}

/**
 * The rules a house charges on one day for one kind of charge, in the order their amounts can be
 * worked out: a tax comes after every tax in its base. Throws on a list that names one code twice
 * for the day or whose bases run in a circle, which the admin list's validation refuses.
 */
export function rulesCharged(
  rules: readonly TaxRule[],
  day: string,
  kind: ChargeKind,
  settings: Pick<HouseTaxSettings, 'vatRegistered'>,
): TaxRule[] {
  const charged = rules.filter(
    (rule) =>
      isInForce(rule, day) &&
      covers(rule.appliesTo, kind) &&
      (settings.vatRegistered || !rule.requiresVatRegistration),
  )
  const byCode = new Map<TaxCode, TaxRule>()
  for (const rule of charged) {
    if (byCode.has(rule.code)) throw new Error(`Two ${rule.code} rules are in force on ${day}`)
    byCode.set(rule.code, rule)
  }
  return inBaseOrder(charged, byCode)
}

function inBaseOrder(charged: TaxRule[], byCode: Map<TaxCode, TaxRule>): TaxRule[] {
  const ordered: TaxRule[] = []
  const placed = new Set<TaxCode>()
  const visiting = new Set<TaxCode>()
  const place = (rule: TaxRule) => {
    if (placed.has(rule.code)) return
    if (visiting.has(rule.code)) throw new Error(`The base of ${rule.code} runs in a circle`)
    visiting.add(rule.code)
    for (const code of rule.baseIncludes) {
      const inBase = byCode.get(code)
      if (inBase) place(inBase)
    }
    visiting.delete(rule.code)
    placed.add(rule.code)
    ordered.push(rule)
  }
  charged.forEach(place)
  return ordered
}
