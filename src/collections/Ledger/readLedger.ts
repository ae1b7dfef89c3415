import type { PayloadRequest } from 'payload'

import type { Ledger } from '@/payload-types'

/**
 * The entries of the given stays, in the order they were written, in one query. For the server's
 * own code after its checks: it reads past access, as the desk's endpoints write.
 */
export async function readLedger(
  req: PayloadRequest,
  bookingIds: readonly (string | number)[],
): Promise<Ledger[]> {
  if (!bookingIds.length) return []
  const found = await req.payload.find({
    collection: 'ledger',
    where: { booking: { in: bookingIds.map(String) } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs
}
