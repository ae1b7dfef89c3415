import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { CollectionSlug, Payload } from 'payload'

/**
 * The unique indexes that make races safe: without one, two writers that each checked first can
 * both succeed. Each is named `collection.field` in the health check's reason; `column` is the
 * field's column in SQLite.
 */
export const RACE_SAFETY_INDEXES: readonly {
  collection: CollectionSlug
  field: string
  column: string
}[] = [
  // One stay or block per room and night.
  { collection: 'booked-nights', field: 'key', column: 'key' },
  // Whose nights they are: one stay per request id, one block per hold id.
  { collection: 'bookings', field: 'requestId', column: 'request_id' },
  { collection: 'room-blocks', field: 'holdId', column: 'hold_id' },
  // Each money entry's place in its stay's ledger, its receipt, and one reversal per entry.
  { collection: 'ledger', field: 'turn', column: 'turn' },
  { collection: 'ledger', field: 'receiptNumber', column: 'receipt_number' },
  { collection: 'ledger', field: 'receipt', column: 'receipt' },
  { collection: 'ledger', field: 'reverses', column: 'reverses_id' },
  // One close per place in its day's line, and one correction per close.
  { collection: 'cash-up-closes', field: 'turn', column: 'turn' },
  { collection: 'cash-up-closes', field: 'corrects', column: 'corrects_id' },
  // A scheduled job queued once across instances; one counter per rate-limited client.
  { collection: 'schedule-claims', field: 'key', column: 'key' },
  { collection: 'rate-limits', field: 'key', column: 'key' },
  // One registration of a guest's document per stay; one Friday return marked sent per week.
  { collection: 'guest-registrations', field: 'stayDocumentKey', column: 'stay_document_key' },
  { collection: 'register-returns', field: 'weekStart', column: 'week_start' },
]

type IndexKey = (typeof RACE_SAFETY_INDEXES)[number]

const tableOf = (slug: string) => slug.replace(/-/g, '_')

/** SQLite: a unique index on exactly that one column (PRAGMA index_list and index_info). */
async function inSqlite(db: SQLiteAdapter, { collection, column }: IndexKey): Promise<boolean> {
  const table = tableOf(collection)
  const indexes = await db.client.execute({ sql: `PRAGMA index_list("${table}")`, args: [] })
  for (const index of indexes.rows) {
    if (Number(index.unique) !== 1) continue
    const columns = await db.client.execute({
      sql: `PRAGMA index_info("${String(index.name)}")`,
      args: [],
    })
    if (columns.rows.length === 1 && columns.rows[0].name === column) return true
  }
  return false
}

/** MongoDB: a unique index on exactly that one field, built (listIndexes shows built ones). */
async function inMongo(db: MongooseAdapter, { collection, field }: IndexKey): Promise<boolean> {
  const indexes = await db.collections[collection].collection.indexes().catch(() => [])
  return indexes.some((index) => index.unique === true && Object.keys(index.key).join() === field)
}

/** The race-safety indexes the database lacks, as `collection.field`. */
export async function missingUniqueIndexes(payload: Payload): Promise<string[]> {
  const missing: string[] = []
  for (const key of RACE_SAFETY_INDEXES) {
    const found =
      payload.db.name === 'mongoose'
        ? await inMongo(payload.db as unknown as MongooseAdapter, key)
        : await inSqlite(payload.db as unknown as SQLiteAdapter, key)
    if (!found) missing.push(`${key.collection}.${key.field}`)
  }
  return missing
}
