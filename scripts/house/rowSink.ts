import type { CollectionSlug, Payload } from 'payload'

/** Where the generated rows go: one collection's rows at a time, in the order given. */
export type RowSink = {
  add: (collection: CollectionSlug, row: Record<string, unknown>) => Promise<void>
  /** A stay's history lines, after the stay: an array field's rows. */
  addHistory: (bookingId: string, lines: Record<string, unknown>[]) => Promise<void>
  done: () => Promise<void>
}

/** The SQLite adapter's own tables and its drizzle client, as `@payloadcms/db-sqlite` keeps them. */
type DrizzleAdapter = {
  name: string
  drizzle: { insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
  tables: Record<string, Record<string, unknown>>
  tableNameMap: Map<string, string>
}

/** SQLite allows 32,766 values in one statement. */
const VALUES_PER_STATEMENT = 30_000

/**
 * The rows a collection's adapter writes: on SQLite many rows to one `insert`, into the adapter's
 * own tables keyed by the field names (its columns' names in drizzle), which is what Payload's
 * `create` writes field by field, refused if a row names a column the table lacks; on any other
 * database (MongoDB) each row through the adapter's `create`, with its history lines in it.
 */
export function rowSink(payload: Payload): RowSink {
  const adapter = payload.db as unknown as DrizzleAdapter
  if (adapter.name !== 'sqlite') return adapterSink(payload)
  const pending = new Map<string, Record<string, unknown>[]>()
  const flush = async (tableName: string) => {
    const rows = pending.get(tableName)
    if (!rows?.length) return
    pending.set(tableName, [])
    await adapter.drizzle.insert(adapter.tables[tableName]).values(rows)
  }
  const put = async (tableName: string, row: Record<string, unknown>) => {
    const table = adapter.tables[tableName]
    if (!table) throw new Error(`No table ${tableName}`)
    for (const key of Object.keys(row)) {
      if (!(key in table)) throw new Error(`Table ${tableName} has no column for ${key}`)
    }
    const rows = pending.get(tableName) ?? []
    rows.push(row)
    pending.set(tableName, rows)
    const perStatement = Math.floor(VALUES_PER_STATEMENT / Object.keys(table).length)
    if (rows.length < perStatement) return
    // Parents first: a stay's rows before its history lines, entries and nights point at it.
    for (const earlier of pending.keys()) {
      await flush(earlier)
      if (earlier === tableName) break
    }
  }
  const tableOf = (collection: string) =>
    adapter.tableNameMap.get(collection.replace(/-/g, '_')) ?? collection.replace(/-/g, '_')
  return {
    add: (collection, row) => put(tableOf(collection), row),
    addHistory: async (bookingId, lines) => {
      for (const [index, line] of lines.entries()) {
        await put(`${tableOf('bookings')}_history`, {
          ...line,
          _order: index + 1,
          _parentID: bookingId,
        })
      }
    },
    done: async () => {
      for (const tableName of [...pending.keys()]) await flush(tableName)
    },
  }
}

function adapterSink(payload: Payload): RowSink {
  let last: { collection: CollectionSlug; row: Record<string, unknown> } | null = null
  const write = async () => {
    if (!last) return
    const { collection, row } = last
    last = null
    await payload.db.create({
      collection,
      data: row,
      customID: row.id as string,
      returning: false,
    } as Parameters<Payload['db']['create']>[0])
  }
  return {
    add: async (collection, row) => {
      await write()
      last = { collection, row }
    },
    addHistory: async (_bookingId, lines) => {
      if (last) last.row.history = lines
    },
    done: write,
  }
}
