import { taxesOfCharge, type TaxBreakdown } from './amount'
import type { ChargeKind, HouseTaxSettings, TaxCode, TaxRule } from './rules'

/** What one day of a stay costs before taxes are split out, as the house publishes it. */
export type DayAmount = { day: string; pesewas: number }

export type DayBreakdown = TaxBreakdown & { day: string }

/** A tax's lines over a stay summed, one total per code and rate, so each regime keeps its own. */
export type TaxTotal = {
  code: TaxCode
  name: string
  rateBasisPoints: number
  basePesewas: number
  amountPesewas: number
}

export type StayTaxes = {
  days: DayBreakdown[]
  totals: TaxTotal[]
  netPesewas: number
  taxPesewas: number
  grossPesewas: number
}

/**
 * A stay's taxes, night by night at the rates in force each night (or an extra's, on the day it was
 * charged), so a stay across a change of rates shows the lines of both. Totals are sums of the
 * nights' rounded lines, so they add up to exactly what each night shows.
 */
export function taxesOfStay(
  amounts: readonly DayAmount[],
  kind: ChargeKind,
  rules: readonly TaxRule[],
  settings: HouseTaxSettings,
): StayTaxes {
  const days = amounts.map(({ day, pesewas }) => ({
    day,
    ...taxesOfCharge(pesewas, day, kind, rules, settings),
  }))
  const totals = new Map<string, TaxTotal>()
  for (const line of days.flatMap((breakdown) => breakdown.lines)) {
    const key = `${line.code}@${line.rateBasisPoints}`
    const total = totals.get(key)
    if (total) {
      total.basePesewas += line.basePesewas
      total.amountPesewas += line.amountPesewas
    } else {
      totals.set(key, { ...line })
    }
  }
  const sum = (pick: (breakdown: TaxBreakdown) => number) =>
    days.reduce((total, breakdown) => total + pick(breakdown), 0)
  return {
    days,
    totals: [...totals.values()],
    netPesewas: sum((breakdown) => breakdown.netPesewas),
    taxPesewas: sum((breakdown) => breakdown.taxPesewas),
    grossPesewas: sum((breakdown) => breakdown.grossPesewas),
  }
}
