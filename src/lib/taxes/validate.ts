import { isCalendarDay } from '@/lib/dates'
import { taxes as messages } from '@/lib/messages/taxes'

import { BASIS_POINTS_PER_WHOLE, type TaxAppliesTo, type TaxRule } from './rules'

/** A tax as an admin entered it: any field may be missing or wrong until validated. */
export type TaxRuleInput = {
  [Field in keyof TaxRule]?: TaxRule[Field] | null
}

/** What is wrong with one field of one row of the list, for the form to show beside it. */
export type TaxRuleIssue = { index: number; field: keyof TaxRule; message: string }

const CODE = /^[A-Z][A-Z0-9_]*$/
const APPLIES_TO: readonly TaxAppliesTo[] = ['rooms', 'extras', 'both']

/**
 * Every issue with an admin's list of taxes, none when it can be saved: each row complete, rates
 * above 0% and at most 100%, one rate per code on any day, and bases that name taxes in the list
 * without running in a circle (a tax in its own base, directly or through others).
 */
export function validateTaxRules(rules: readonly TaxRuleInput[]): TaxRuleIssue[] {
  return [...rules.flatMap(rowIssues(rules)), ...overlapIssues(rules), ...cycleIssues(rules)]
}

function rowIssues(rules: readonly TaxRuleInput[]) {
  const codes = new Set(rules.map((rule) => rule.code))
  return (rule: TaxRuleInput, index: number): TaxRuleIssue[] => {
    const issue = (field: keyof TaxRule, message: string) => ({ index, field, message })
    const issues: TaxRuleIssue[] = []
    if (!rule.code || !CODE.test(rule.code)) issues.push(issue('code', messages.codeRequired))
    if (!rule.name?.trim()) issues.push(issue('name', messages.nameRequired))
    const rate = rule.rateBasisPoints
    if (!Number.isInteger(rate) || !rate || rate <= 0 || rate > BASIS_POINTS_PER_WHOLE) {
      issues.push(issue('rateBasisPoints', messages.rateRange))
    }
    const from = rule.effectiveFrom
    const to = rule.effectiveTo
    if (!from || !isCalendarDay(from)) issues.push(issue('effectiveFrom', messages.fromRequired))
    if (to && !isCalendarDay(to)) issues.push(issue('effectiveTo', messages.toNotADay))
    else if (to && from && isCalendarDay(from) && to < from) {
      issues.push(issue('effectiveTo', messages.toBeforeFrom))
    }
    if (!rule.appliesTo || !APPLIES_TO.includes(rule.appliesTo)) {
      issues.push(issue('appliesTo', messages.appliesToRequired))
    }
    if (typeof rule.requiresVatRegistration !== 'boolean') {
      issues.push(issue('requiresVatRegistration', messages.vatRegistrationRequired))
    }
    const named = rule.baseIncludes ?? []
    named.forEach((code, position) => {
      if (code === rule.code) issues.push(issue('baseIncludes', messages.baseItself))
      else if (!codes.has(code)) issues.push(issue('baseIncludes', messages.baseUnknown(code)))
      else if (named.indexOf(code) !== position) {
        issues.push(issue('baseIncludes', messages.baseTwice(code)))
      }
    })
    return issues
  }
}

/** Two periods of one code share a day: the later-listed row is told which period it meets. */
function overlapIssues(rules: readonly TaxRuleInput[]): TaxRuleIssue[] {
  const issues: TaxRuleIssue[] = []
  rules.forEach((rule, index) => {
    const earlier = rules
      .slice(0, index)
      .find((other) => other.code === rule.code && overlap(rule, other))
    if (rule.code && earlier?.effectiveFrom) {
      issues.push({
        index,
        field: 'effectiveFrom',
        message: messages.overlap(rule.code, earlier.effectiveFrom, earlier.effectiveTo ?? null),
      })
    }
  })
  return issues
}

function overlap(a: TaxRuleInput, b: TaxRuleInput): boolean {
  if (!a.effectiveFrom || !b.effectiveFrom) return false
  if (!isCalendarDay(a.effectiveFrom) || !isCalendarDay(b.effectiveFrom)) return false
  const aEndsBeforeB = !!a.effectiveTo && a.effectiveTo < b.effectiveFrom
  const bEndsBeforeA = !!b.effectiveTo && b.effectiveTo < a.effectiveFrom
  return !aEndsBeforeB && !bEndsBeforeA
}

/**
 * Bases that run in a circle, over every period of each code (a circle in any period would leave
 * a tax with no first amount to work from). Each row of a code on the circle is told the circle.
 */
function cycleIssues(rules: readonly TaxRuleInput[]): TaxRuleIssue[] {
  const baseOf = new Map<string, Set<string>>()
  for (const rule of rules) {
    if (!rule.code) continue
    const base = baseOf.get(rule.code) ?? new Set<string>()
    for (const code of rule.baseIncludes ?? []) if (code !== rule.code) base.add(code)
    baseOf.set(rule.code, base)
  }
  const circleOf = new Map<string, string>()
  for (const start of baseOf.keys()) {
    const path = circleFrom(start, baseOf)
    if (path) circleOf.set(start, path.join(' → '))
  }
  return rules.flatMap((rule, index) => {
    const circle = rule.code ? circleOf.get(rule.code) : undefined
    return circle
      ? [{ index, field: 'baseIncludes' as const, message: messages.baseCycle(circle) }]
      : []
  })
}

/** A path of bases from `start` back to itself, or null when none leads back. */
function circleFrom(start: string, baseOf: Map<string, Set<string>>): string[] | null {
  const seen = new Set<string>()
  const walk = (code: string, path: string[]): string[] | null => {
    for (const next of baseOf.get(code) ?? []) {
      if (next === start) return [...path, next]
      if (seen.has(next)) continue
      seen.add(next)
      const found = walk(next, [...path, next])
      if (found) return found
    }
    return null
  }
  return walk(start, [start])
}
