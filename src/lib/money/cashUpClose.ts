import { formatDate } from '@/lib/dates'
import { cashUp as cashUpText } from '@/lib/messages/cashUp'
import type { CashUp, CashUpEntry } from './cashUp'
import {
  MOBILE_MONEY_NETWORK_LABELS,
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyNetwork,
} from './payments'

/**
 * The cedi's notes (₵200 down to ₵1) and coins (₵2 down to 10 pesewas) in circulation, in
 * pesewas. The ₵1 and ₵2 exist both as notes and as coins, so each is counted on its own line.
 */
export const CEDI_NOTES = [20000, 10000, 5000, 2000, 1000, 500, 200, 100] as const
export const CEDI_COINS = [200, 100, 50, 20, 10] as const

/** One line of the count: `count` pieces of `value` pesewas, a note or a coin. */
export type DenominationCount = { value: number; coin: boolean; count: number }

/** More than any guest house's drawer or statement holds in a day: ₵10,000,000. */
export const ABSURD_PESEWAS = 1_000_000_000
const REASON_MAX = 200

/** What the person closing typed: whole pesewas, or a count of notes and coins. */
export type CloseInput = {
  countedCash?: unknown
  denominations?: unknown
  floatKept?: unknown
  momoStatement?: unknown
  reason?: unknown
}

export type CloseCount = {
  countedCash: number
  denominations: DenominationCount[]
  floatKept: number
  momoStatement: Record<MobileMoneyNetwork, number>
}

/** One method's (or one mobile-money network's) line: `counted` null where nothing was counted. */
export type CloseLine = {
  key: string
  label: string
  expected: number
  counted: number | null
  overShort: number | null
  entryCount: number
}

export type CloseFigures = {
  expectedTotal: number
  /** Cash in the drawer at the start: the float kept at the last close before this day. */
  openingFloat: number
  lines: CloseLine[]
  /** What leaves the drawer for the bank: counted less the float kept for tomorrow. */
  cashToBank: number
}

const isWholePesewas = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** The amount named `what`, or the message that refuses it. */
function amountOf(value: unknown, what: string): number | string {
  if (!isWholePesewas(value)) return cashUpText.badAmount(what)
  if (value > ABSURD_PESEWAS) return cashUpText.absurdAmount(what)
  return value
}

/** The count of notes and coins, or the message refusing it. Empty counts are left out. */
function denominationsOf(value: unknown): DenominationCount[] | string {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) return cashUpText.badDenomination
  const counts: DenominationCount[] = []
  for (const line of value as unknown[]) {
    const { value: pesewas, coin, count } = (line ?? {}) as Record<string, unknown>
    const known =
      coin === true ? CEDI_COINS : coin === false || coin === undefined ? CEDI_NOTES : []
    if (!(known as readonly unknown[]).includes(pesewas)) return cashUpText.badDenomination
    if (!isWholePesewas(count) || count > ABSURD_PESEWAS) return cashUpText.badDenomination
    if (count > 0) counts.push({ value: pesewas as number, coin: coin === true, count })
  }
  return counts
}

/** What notes and coins add up to, in pesewas. */
export function denominationsTotal(counts: readonly DenominationCount[]): number {
  return counts.reduce((sum, line) => sum + line.value * line.count, 0)
}

/**
 * The close's count as typed, or the message refusing it: every amount whole pesewas, 0 or more
 * and below `ABSURD_PESEWAS`; notes and coins of the cedi only, adding up to the cash counted when
 * both are given (the cash counted is their total when only they are); the float kept no more than
 * the cash counted, since it stays in that drawer.
 */
export function readCloseCount(input: CloseInput): CloseCount | string {
  const denominations = denominationsOf(input.denominations)
  if (typeof denominations === 'string') return denominations
  const byNotes = denominationsTotal(denominations)
  const typed =
    input.countedCash === undefined || input.countedCash === null ? byNotes : input.countedCash
  const countedCash = amountOf(typed, cashUpText.countedCash)
  if (typeof countedCash === 'string') return countedCash
  if (denominations.length > 0 && byNotes !== countedCash) return cashUpText.denominationsDisagree
  const floatKept = amountOf(input.floatKept ?? 0, cashUpText.floatKept)
  if (typeof floatKept === 'string') return floatKept
  if (floatKept > countedCash) return cashUpText.floatOverCounted
  const typedStatement = (input.momoStatement ?? {}) as Record<string, unknown>
  if (typeof typedStatement !== 'object') return cashUpText.badAmount('Mobile money')
  const momoStatement = {} as Record<MobileMoneyNetwork, number>
  for (const network of MOBILE_MONEY_NETWORKS) {
    const label = cashUpText.momoStatement(MOBILE_MONEY_NETWORK_LABELS[network])
    const amount = amountOf(typedStatement[network] ?? 0, label)
    if (typeof amount === 'string') return amount
    momoStatement[network] = amount
  }
  return { countedCash, denominations, floatKept, momoStatement }
}

/** The reason a correction must give, trimmed, or the message refusing it. */
export function correctionReason(reason: unknown): string | { refused: string } {
  const text = typeof reason === 'string' ? reason.trim() : ''
  if (!text) return { refused: cashUpText.correctionReason }
  if (text.length > REASON_MAX) return { refused: cashUpText.reasonTooLong }
  return text
}

/**
 * The close's figures: for each method and each mobile-money network, what the day's takings say
 * came in (`cashUp`'s grouping, the one the cash-up screen and the CSV use), what was counted, and
 * over (+) or short (−) = counted − expected. Cash is counted in the drawer, which also holds the
 * float the last close kept, so cash expected there is that float plus the cash taken. Each
 * network is counted by its statement's total. Card and bank transfer have nothing to count at the
 * desk: they show what is expected only. Mobile money as a whole is the sum of its networks.
 */
export function closeFigures<E extends CashUpEntry>(
  takings: CashUp<E>,
  count: CloseCount,
  openingFloat: number,
): CloseFigures {
  const line = (
    key: string,
    label: string,
    expected: number,
    counted: number | null,
    n: number,
  ) => ({
    key,
    label,
    expected,
    counted,
    overShort: counted === null ? null : counted - expected,
    entryCount: n,
  })
  const method = (key: string) => takings.byMethod.find((group) => group.key === key)
  const cash = method('cash')
  const lines: CloseLine[] = [
    line(
      'cash',
      'Cash in the drawer',
      openingFloat + (cash?.total ?? 0),
      count.countedCash,
      cash?.entries.length ?? 0,
    ),
  ]
  for (const network of MOBILE_MONEY_NETWORKS) {
    const group = takings.byNetwork.find((each) => each.key === network)
    lines.push(
      line(
        `mobile-money:${network}`,
        `Mobile money ${MOBILE_MONEY_NETWORK_LABELS[network]}`,
        group?.total ?? 0,
        count.momoStatement[network],
        group?.entries.length ?? 0,
      ),
    )
  }
  // A mobile-money entry without its network cannot be matched to a statement: shown, not counted.
  for (const group of takings.byNetwork) {
    if ((MOBILE_MONEY_NETWORKS as readonly string[]).includes(group.key)) continue
    lines.push(
      line(
        `mobile-money:${group.key}`,
        `Mobile money ${group.label}`,
        group.total,
        null,
        group.entries.length,
      ),
    )
  }
  for (const group of takings.byMethod) {
    if (group.key === 'cash' || group.key === 'mobile-money') continue
    lines.push(line(group.key, group.label, group.total, null, group.entries.length))
  }
  return {
    expectedTotal: takings.total,
    openingFloat,
    lines,
    cashToBank: count.countedCash - count.floatKept,
  }
}

/**
 * Why money dated in a closed day is refused, and where it goes instead: today, with a note saying
 * which day it belongs to; or when today itself was closed (the drawer counted at the end of the
 * shift), the next day.
 */
export function closedDayRefusal(day: string, today: string): string {
  return day === today
    ? cashUpText.todayClosedForEntries
    : cashUpText.dayClosedForEntries(formatDate(day))
}
