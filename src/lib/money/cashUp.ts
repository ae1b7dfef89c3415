import { revenueOf, type LedgerEntryLike } from './ledger'
import { MOBILE_MONEY_NETWORK_LABELS, PAYMENT_METHOD_LABELS } from './payments'

/** An entry of the day's takings: money moved, with how it moved. */
export type CashUpEntry = LedgerEntryLike & { method: string | null; network: string | null }

export type CashUpGroup<E> = { key: string; label: string; total: number; entries: E[] }

export type CashUp<E> = {
  /** Money received, refunds subtracted: `revenueOf` over every entry. */
  total: number
  byMethod: CashUpGroup<E>[]
  /** Mobile money only, by network. */
  byNetwork: CashUpGroup<E>[]
}

const UNRECORDED = 'unrecorded'

function labelOf(labels: Record<string, string>, key: string): string {
  return key === UNRECORDED ? 'Not recorded' : (labels[key] ?? key)
}

function groupsOf<E extends CashUpEntry>(
  entries: readonly E[],
  keyOf: (entry: E) => string,
  order: readonly string[],
  labels: Record<string, string>,
): CashUpGroup<E>[] {
  const groups = new Map<string, E[]>()
  for (const entry of entries) {
    const key = keyOf(entry)
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, list]) => ({
      key,
      label: labelOf(labels, key),
      total: revenueOf(list),
      entries: list,
    }))
}

/**
 * The takings behind a list of money entries: the total and, for each method and each mobile-money
 * network, its total and the entries behind it. Every total is `revenueOf` its entries, so refunds
 * and reversals subtract where they moved (a reversal carries the method and network of the entry
 * it undoes, whatever day it is made) and the groups add up to the total.
 */
export function cashUp<E extends CashUpEntry>(entries: readonly E[]): CashUp<E> {
  const method = (entry: E) => entry.method || UNRECORDED
  const byMethod = groupsOf(
    entries,
    method,
    Object.keys(PAYMENT_METHOD_LABELS),
    PAYMENT_METHOD_LABELS,
  )
  const byNetwork = groupsOf(
    entries.filter((entry) => method(entry) === 'mobile-money'),
    (entry) => entry.network || UNRECORDED,
    Object.keys(MOBILE_MONEY_NETWORK_LABELS),
    MOBILE_MONEY_NETWORK_LABELS,
  )
  return { total: revenueOf(entries), byMethod, byNetwork }
}
