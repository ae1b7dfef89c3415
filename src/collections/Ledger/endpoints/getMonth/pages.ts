import type { PayloadRequest, Where } from 'payload'

import type { Booking, Ledger } from '@/payload-types'

/** How many records a report reads at once: a year of a busy house is read in pieces, never whole. */
export const PAGE_SIZE = 200

type Slug = 'bookings' | 'ledger'
type DocOf<S extends Slug> = S extends 'bookings' ? Booking : Ledger

/**
 * Every record matching `where`, a page at a time, each page handed to `onPage` and let go: for
 * the server's own code after the admin check, so it reads past access.
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
  for (let page = 1; ; page += 1) {
    const found = await req.payload.find({
      collection,
      where,
      sort,
      page,
      limit: PAGE_SIZE,
      depth: 0,
      ...(select ? { select } : {}),
      overrideAccess: true,
      req,
    })
    await onPage(found.docs as DocOf<S>[])
    if (!found.hasNextPage) return
  }
}
