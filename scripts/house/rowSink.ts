import type { CollectionSlug, Payload } from 'payload'

/** Where the generated rows go, in the order given: parents before what points at them. */
export type RowSink = {
  add: (collection: CollectionSlug, row: Record<string, unknown>) => Promise<void>
  /** The rows of an array field (a stay's history, a close's lines) of the row added last. */
  addArray: (
    collection: CollectionSlug,
    field: string,
    parentId: string,
    rows: Record<string, unknown>[],
  ) => Promise<void>
  done: () => Promise<void>
  /** Runs the writes in one transaction where the database has them cheaply (SQLite). */
  inOneGo: (work: () => Promise<void>) => Promise<void>
}

/** The SQLite adapter's own tables and its drizzle client, as `@payloadcms/db-sqlite` keeps them. */
type Inserts = { insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
type DrizzleAdapter = {
  name: string
  drizzle: Inserts & { transaction: (work: (tx: Inserts) => Promise<void>) => Promise<void> }
  tables: Record<string, Record<string, unknown>>
  tableNameMap: Map<string, string>
}

/** SQLite allows 32,766 values in one statement. */
const VALUES_PER_STATEMENT = 30_000

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * The rows a collection's adapter writes: on SQLite many rows to one `insert`, into the adapter's
 * own tables keyed as its drizzle schema keys them (a field by its name, a group's field as
 * `group_field`, an array's rows in `<table>_<array>` with their place and parent), which is what
 * Payload's `create` writes; a row naming a column its table lacks is refused. On any other
 * database (MongoDB) each document through the adapter's `create`, with its arrays in it.
 */
export function rowSink(payload: Payload): RowSink {
  const adapter = payload.db as unknown as DrizzleAdapter
  if (adapter.name !== 'sqlite') return adapterSink(payload)
  const pending = new Map<string, Record<string, unknown>[]>()
  let db: Inserts = adapter.drizzle
  const flush = async (tableName: string) => {
    const rows = pending.get(tableName)
    if (!rows?.length) return
    pending.set(tableName, [])
    await db.insert(adapter.tables[tableName]).values(rows)
  }
  const put = async (tableName: string, row: Record<string, unknown>) => {
    const table = adapter.tables[tableName]
    if (!table) throw new Error(`No table ${tableName}`)
    const columns: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(row)) {
      if (isGroup(value) && !(key in table)) {
        for (const [inner, innerValue] of Object.entries(value))
          columns[`${key}_${inner}`] = innerValue
      } else columns[key] = value
    }
    for (const key of Object.keys(columns)) {
      if (!(key in table)) throw new Error(`Table ${tableName} has no column for ${key}`)
    }
    const rows = pending.get(tableName) ?? []
    rows.push(columns)
    pending.set(tableName, rows)
    const perStatement = Math.floor(VALUES_PER_STATEMENT / Object.keys(table).length)
    if (rows.length < perStatement) return
    // Parents first: the tables were first written in the order their rows point at each other.
    for (const earlier of pending.keys()) {
      await flush(earlier)
      if (earlier === tableName) break
    }
  }
  const tableOf = (collection: string) =>
    adapter.tableNameMap.get(collection.replace(/-/g, '_')) ?? collection.replace(/-/g, '_')
  return {
    add: (collection, row) => put(tableOf(collection), row),
    addArray: async (collection, field, parentId, rows) => {
      for (const [index, row] of rows.entries()) {
        await put(`${tableOf(collection)}_${snake(field)}`, {
          ...row,
          _order: index + 1,
          _parentID: parentId,
        })
      }
    },
    done: async () => {
      for (const tableName of [...pending.keys()]) await flush(tableName)
    },
    // One commit for the whole history instead of one a statement: SQLite syncs each commit.
    inOneGo: (work) =>
      adapter.drizzle.transaction(async (tx) => {
        db = tx
        try {
          await work()
        } finally {
          db = adapter.drizzle
        }
      }),
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
    addArray: async (_collection, field, _parentId, rows) => {
      if (last) last.row[field] = rows
    },
    done: write,
    inOneGo: (work) => work(),
  }
}
