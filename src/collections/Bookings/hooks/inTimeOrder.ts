import type { CollectionAfterReadHook } from 'payload'

import type { Booking } from '@/payload-types'

/** Oldest first; rows of the same moment keep the order they were stored in. */
function byTime<T>(rows: T[] | null | undefined, time: (row: T) => string): T[] | null | undefined {
  if (!Array.isArray(rows)) return rows
  return rows
    .map((row, index) => ({ row, index, at: Date.parse(time(row)) || 0 }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ row }) => row)
}

/**
 * History entries are appended in the database (`appendHistory`, `pushHistory`), and SQLite's
 * appended rows do not sort after the ones already there: every reader gets them in time order
 * instead, by moment. The payments a stay kept on itself before the ledger (written by no door now,
 * read until the start's conversion moves them into the ledger) come by day the same way.
 */
export const inTimeOrder: CollectionAfterReadHook<Booking> = ({ doc }) => {
  if (doc.history) doc.history = byTime(doc.history, (entry) => entry.at)
  if (doc.payments) doc.payments = byTime(doc.payments, (payment) => payment.date)
  return doc
}
