import type { Access, Where } from 'payload'

import { hasAdminRole, hasBookingsRole } from './roles'

/** Whose money entries a member of staff may list: everyone's, those they recorded, or none. */
export type MoneyEntriesSeen = { all: true } | { all: false; recordedBy: string } | null

/**
 * The one rule for reading the ledger, held on every door that lists money entries (REST
 * `/api/ledger`, /cms, the payments CSV, the day's takings, the dashboard): an admin sees everyone's;
 * reception see the entries they recorded themselves, so no one at the desk reads a colleague's
 * takings; anyone else sees none. A stay's own entries, which the desk needs to take its balance,
 * come with the stay when reception read it (`withStayLedger`), never as a list of their own.
 */
export function moneyEntriesSeenBy(user: unknown): MoneyEntriesSeen {
  if (hasAdminRole(user)) return { all: true }
  if (!hasBookingsRole(user)) return null
  return { all: false, recordedBy: String((user as { id: string | number }).id) }
}

/**
 * The entries one member of staff answers for: those they recorded, and the money the gateway took
 * online, which no one at the desk recorded (no one's, with the gateway's reference): a guest's
 * mobile money paid on their phone reaches the house whoever is on shift, so every desk's takings
 * show it, under its network, beside their own.
 */
export function recordedByWhere(recordedBy: string): Where {
  return {
    or: [
      { recordedBy: { equals: recordedBy } },
      { and: [{ recordedBy: { exists: false } }, { gatewayReference: { exists: true } }] },
    ],
  }
}

/** The ledger's read access by `moneyEntriesSeenBy`: a query on who recorded, for reception. */
export const ownMoneyEntriesOrAll: Access = ({ req: { user } }) => {
  const seen = moneyEntriesSeenBy(user)
  if (!seen) return false
  return seen.all ? true : recordedByWhere(seen.recordedBy)
}
