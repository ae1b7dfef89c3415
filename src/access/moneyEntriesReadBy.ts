import type { Access, Where } from 'payload'

import { hasAdminRole, hasBookingsRole } from './roles'

/** Whose money entries a member of staff may list: everyone's, those they recorded, or none. */
export type MoneyEntriesSeen = { all: true } | { all: false; recordedBy: string } | null

/**
 * The one rule for reading the ledger, held on every door that lists money entries (REST
 * `/api/ledger`, /cms, the payments CSV, the day's takings, the dashboard): an admin sees everyone's;
 * reception see the entries they recorded themselves, so no one at the desk reads a colleague's
 * takings, and the entries a payment gateway wrote by itself (a guest's payment online, an
 * instant booking's refund), which no one at the desk recorded yet every desk's cash-up must
 * show; anyone else sees none. A stay's own entries, which the desk needs to take its balance,
 * come with the stay when reception read it (`withStayLedger`), never as a list of their own.
 */
export function moneyEntriesSeenBy(user: unknown): MoneyEntriesSeen {
  if (hasAdminRole(user)) return { all: true }
  if (!hasBookingsRole(user)) return null
  return { all: false, recordedBy: String((user as { id: string | number }).id) }
}

/** An entry a gateway wrote by itself: it carries the gateway's reference, and no one recorded it. */
export function writtenByGateway(entry: {
  recordedBy?: unknown
  gatewayReference?: string | null
}): boolean {
  return Boolean(entry.gatewayReference) && !entry.recordedBy
}

/** The same as a query: the entries a gateway wrote by itself. */
export const WRITTEN_BY_GATEWAY: Where = {
  and: [{ gatewayReference: { exists: true } }, { recordedBy: { exists: false } }],
}

/** The entries a member of reception reads: their own, and those a gateway wrote by itself. */
export function ownOrGatewayEntries(recordedBy: string): Where {
  return { or: [{ recordedBy: { equals: recordedBy } }, WRITTEN_BY_GATEWAY] }
}

/** Whether `seen` reads one entry (`moneyEntriesSeenBy`). */
export function seesEntry(
  seen: MoneyEntriesSeen,
  entry: { recordedBy: string | null; byGateway: boolean },
): boolean {
  if (!seen) return false
  return seen.all || entry.byGateway || entry.recordedBy === seen.recordedBy
}

/** The ledger's read access by `moneyEntriesSeenBy`: a query on who recorded, for reception. */
export const ownMoneyEntriesOrAll: Access = ({ req: { user } }) => {
  const seen = moneyEntriesSeenBy(user)
  if (!seen) return false
  return seen.all ? true : ownOrGatewayEntries(seen.recordedBy)
}
