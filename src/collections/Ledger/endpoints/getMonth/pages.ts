import type { PayloadRequest, Where } from 'payload'

import type { Booking, Ledger } from '@/payload-types'

/** How many records a report reads at once: a year of a busy house is read in pieces, never whole. */
export const PAGE_SIZE = 200

type Slug = 'bookings' | 'ledger'
type DocOf<S extends Slug> = S extends 'bookings' ? Booking : Ledger

type PageQuery = {
  where: Where
  /** An order every record has one place in (a unique field last), so no page repeats another's. */
  sort: string | string[]
  /** The fields read: a stay's ledger join is left out, `readLedger` reads a page's entries at once. */
  select?: Record<string, true>
  /** Read as this member of staff may read (access and field access); else past access. */
  user?: PayloadRequest['user']
  /**
   * Read straight from the database, past access and read hooks: for the server's own reads of a
   * collection that has none (the ledger), where they cost a year's file a third of its time.
   */
  straight?: boolean
  /** Records a page (`PAGE_SIZE` unless said): what reads only sums may take more at once. */
  pageSize?: number
}

/**
 * Every record matching the query, a page at a time, each page read only when the one before is
 * taken: what reads a year of records holds one page of them at once.
 */
export async function* pagesOf<S extends Slug>(
  req: PayloadRequest,
  collection: S,
  query: PageQuery,
): AsyncGenerator<DocOf<S>[]> {
  for (let page = 1; ; page += 1) {
    const limit = query.pageSize ?? PAGE_SIZE
    const asked = { collection, where: query.where, sort: query.sort, page, limit, req }
    const select = query.select ? { select: query.select } : {}
    const found = query.straight
      ? await req.payload.db.find<DocOf<S>>({ ...asked, ...select, pagination: true })
      : await req.payload.find({
          ...asked,
          ...select,
          depth: 0,
          ...(query.user ? { overrideAccess: false, user: query.user } : { overrideAccess: true }),
        })
    yield found.docs as DocOf<S>[]
    if (!found.hasNextPage) return
  }
}

/** How many records a page of a sum holds: a few small fields each, so a year in three pages. */
const SUM_PAGE_SIZE = 1000

/**
 * Every record matching `where`, a page at a time, each page handed to `onPage` and let go: for
 * the server's own sums after the admin check. Read straight from the database, past access and
 * read hooks, so only `select`'s fields as stored: a year of stays through the read hooks cost
 * the owner's month most of its time. `sort` ends with the id, so no page repeats another's.
 */
export async function eachPage<S extends Slug>(
  req: PayloadRequest,
  collection: S,
  where: Where,
  sort: string,
  onPage: (docs: DocOf<S>[]) => void | Promise<void>,
  /** The fields read: a stay's ledger join is left out, `readLedger` reads a page's entries at once. */
  select?: Record<string, true>,
): Promise<void> {
  const pages = pagesOf(req, collection, {
    where,
    sort: `${sort},id`,
    select,
    straight: true,
    pageSize: SUM_PAGE_SIZE,
  })
  for await (const docs of pages) await onPage(docs)
}
