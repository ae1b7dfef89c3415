import type { Migration, Payload, Where } from 'payload'

import { MESSAGES } from '@/lib/messages'

import { fillLedgerBalances } from '@/collections/Ledger/owed/ledgerBalance'

import { keepFirstVersions } from './firstVersions'
import { moveDefaultMessages } from './dueInSightMessages'
import { moveHouseTimesOutOfTerms } from './houseTimesInTerms'
import { carryOverKeptBookings } from './keptBookings'
import { openStayFigures } from './ledgerFigures'
import { movePaymentsToLedger } from './ledgerPayments'
import { priceStaysInPesewas } from './pricesInPesewas'
import { seedTaxRules } from './taxes'

/**
 * A conversion of what an older version stored, as a Payload migration: the adapter runs it once
 * and records it in `payload-migrations`, on SQLite and MongoDB alike. Each uses the Local API only,
 * so one list serves both databases. Each leaves the data as it found it when there is nothing to
 * convert, so `down` has nothing to undo.
 */
function conversion(name: string, convert: (payload: Payload) => Promise<number>): Migration {
  return {
    name,
    // Outside the migration's transaction: a refused night (its unique key) would abort a MongoDB
    // transaction, and each conversion resumes by itself after a start stopped halfway.
    up: async (args) => {
      await convert((args as { payload: Payload }).payload)
    },
    down: async () => undefined,
  }
}

/** In the order they must run; named after the schema migrations, which always run first. */
export const DATA_CONVERSIONS: Migration[] = [
  // Stays an older version kept get their reference, nights and payment.
  conversion('20261207_100000_data_kept_bookings', carryOverKeptBookings),
  // Stays priced in cedis get their price in pesewas; payments they kept on themselves move into
  // the ledger, numbered in the order they came; each stay's ledger opens with its price.
  conversion('20261207_100100_data_prices_in_pesewas', priceStaysInPesewas),
  conversion('20261207_100200_data_ledger_payments', movePaymentsToLedger),
  conversion('20261207_100300_data_ledger_figures', openStayFigures),
  conversion('20261207_100400_data_first_versions', keepFirstVersions),
  // A house running before taxes were kept gets the taxes and levies with their periods, once,
  // into its empty list: a list an admin has kept since is never touched.
  conversion('20261207_100500_data_tax_rules', seedTaxRules),
  // Stay messages still worded as the former defaults (pay on arrival, or ask for mobile-money
  // details) name the deposit's deadline and the house's numbers; an admin's own words are kept.
  conversion('20261207_100600_data_due_in_sight_messages', moveDefaultMessages),
  // Terms still worded as the former demo (check-in from 12:00 noon, in the text) leave the times
  // to their one setting, shown above the text; an admin's own words are kept.
  conversion('20261207_100700_data_house_times_in_terms', moveHouseTimesOutOfTerms),
  // Each stay keeps what its ledger says is left to settle, so the balances owed read only the
  // stays not settled: a house from before gets the figure once, from each stay's entries.
  conversion('20261207_100800_data_ledger_balances', fillLedgerBalances),
]

const CLAIMS = 'schedule-claims'
const CLAIM_KEY = 'upgrade:data-conversions'
/** An instance that stopped mid-conversion frees its claim after this long without finishing. */
export const CONVERSION_LEASE_MS = 10 * 60 * 1000
const WAIT_MS = 500

/** The conversions not recorded yet: one read of the migration records, none of the data. */
export async function pendingConversions(payload: Payload): Promise<string[]> {
  const names = DATA_CONVERSIONS.map((migration) => migration.name)
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    where: { name: { in: names } },
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const recorded = new Set(docs.map((doc) => doc.name))
  return names.filter((name) => !recorded.has(name))
}

/** One row with a unique key: of instances starting together, the database lets one insert it. */
async function claim(payload: Payload): Promise<boolean> {
  try {
    await payload.db.create({
      collection: CLAIMS,
      data: {
        key: CLAIM_KEY,
        expiresAt: new Date(Date.now() + CONVERSION_LEASE_MS).toISOString(),
      },
    })
    return true
  } catch {
    return false
  }
}

/** Gives the claim back; with `expiredOnly`, only one whose instance stopped before finishing. */
async function release(payload: Payload, expiredOnly = false): Promise<void> {
  const key: Where = { key: { equals: CLAIM_KEY } }
  const expired: Where = { expiresAt: { less_than: new Date().toISOString() } }
  await payload.db
    .deleteMany({ collection: CLAIMS, where: expiredOnly ? { and: [key, expired] } : key })
    .catch(() => undefined)
}

/**
 * Runs the data conversions a database has not recorded yet, once across instances: a start on a
 * converted database reads the migration records and nothing else. Of instances starting together
 * one claims the work and converts; the others wait until it has recorded them (or its claim
 * runs out: it stopped), so none serves half-converted data.
 */
export async function convertDataOnce(payload: Payload): Promise<void> {
  let told = false
  while ((await pendingConversions(payload)).length > 0) {
    if (await claim(payload)) {
      try {
        await payload.db.migrate({ migrations: DATA_CONVERSIONS })
      } finally {
        await release(payload)
      }
      return
    }
    if (!told) payload.logger.info(MESSAGES.operations.conversionsElsewhere)
    told = true
    await release(payload, true)
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS))
  }
}
