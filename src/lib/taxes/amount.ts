import { add, divide, fraction, multiply, ONE, roundHalfUp, ZERO, type Fraction } from './fraction'
import {
  BASIS_POINTS_PER_WHOLE,
  rulesCharged,
  type ChargeKind,
  type HouseTaxSettings,
  type TaxCode,
  type TaxRule,
} from './rules'

/** One tax on an invoice line: its rate, the base it was charged on and its amount, in pesewas. */
export type TaxLine = {
  code: TaxCode
  name: string
  rateBasisPoints: number
  /** The tax's exact base rounded to the pesewa, for showing; the amount comes from the exact base. */
  basePesewas: number
  amountPesewas: number
}

/** A charge split into its net price, its taxes and what the guest pays, in pesewas. */
export type TaxBreakdown = {
  netPesewas: number
  lines: TaxLine[]
  taxPesewas: number
  grossPesewas: number
}

/**
 * The rounding rule, one for every amount: each tax is first worked out exactly, as a fraction of
 * the net price (a tax on "net plus levies" takes the levies' exact amounts into its base, not
 * their rounded ones), and each tax line alone is then rounded half-up to the pesewa. The side of
 * the price the house did not publish is what remains, so net + lines = gross to the pesewa:
 * - taxes added (exclusive prices): net is the price, gross = net + the rounded lines;
 * - taxes included: gross is the price; the exact net is the price ÷ (1 + every tax's share of the
 *   net), each line is its exact share of that net rounded half-up, and net = price − the lines,
 *   so the net, not a tax, takes the rounding residual (at most half a pesewa per line).
 */
export function taxesOfAmount(
  pricePesewas: number,
  rulesOfDay: readonly TaxRule[],
  pricesIncludeTax: boolean,
): TaxBreakdown {
  if (!Number.isSafeInteger(pricePesewas) || pricePesewas < 0) {
    throw new RangeError(`A price is whole pesewas of 0 or more, not ${pricePesewas}`)
  }
  const shares = sharesOfNet(rulesOfDay)
  const totalShare = shares.reduce((sum, share) => add(sum, share.ofNet), ZERO)
  const exactNet = pricesIncludeTax
    ? divide(fraction(pricePesewas), add(ONE, totalShare))
    : fraction(pricePesewas)
  const lines = shares.map(({ rule, ofNet, baseOfNet }) => ({
    code: rule.code,
    name: rule.name,
    rateBasisPoints: rule.rateBasisPoints,
    basePesewas: roundHalfUp(multiply(exactNet, baseOfNet)),
    amountPesewas: roundHalfUp(multiply(exactNet, ofNet)),
  }))
  const taxPesewas = lines.reduce((sum, line) => sum + line.amountPesewas, 0)
  return pricesIncludeTax
    ? { netPesewas: pricePesewas - taxPesewas, lines, taxPesewas, grossPesewas: pricePesewas }
    : { netPesewas: pricePesewas, lines, taxPesewas, grossPesewas: pricePesewas + taxPesewas }
}

type Share = { rule: TaxRule; baseOfNet: Fraction; ofNet: Fraction }

/** Each tax's base and amount as exact fractions of the net price, taxes in their base first. */
function sharesOfNet(rulesOfDay: readonly TaxRule[]): Share[] {
  const shareByCode = new Map<TaxCode, Fraction>()
  return rulesOfDay.map((rule) => {
    const baseOfNet = rule.baseIncludes.reduce(
      (base, code) => add(base, shareByCode.get(code) ?? ZERO),
      ONE,
    )
    const ofNet = multiply(baseOfNet, fraction(rule.rateBasisPoints, BASIS_POINTS_PER_WHOLE))
    shareByCode.set(rule.code, ofNet)
    return { rule, baseOfNet, ofNet }
  })
}

/** The taxes of one charge of `kind` on `day`, by the rules in force that day for this house. */
export function taxesOfCharge(
  pricePesewas: number,
  day: string,
  kind: ChargeKind,
  rules: readonly TaxRule[],
  settings: HouseTaxSettings,
): TaxBreakdown {
  return taxesOfAmount(
    pricePesewas,
    rulesCharged(rules, day, kind, settings),
    settings.pricesIncludeTax,
  )
}
