import type { CollectionBeforeDeleteHook } from 'payload'

import { Refusal } from '@/endpoints/refusal'
import { MESSAGES } from '@/lib/messages'

/**
 * A booking with any ledger entry is never deleted, whichever door asks (REST by id or by `where`,
 * /cms, the Local API): its entries would be left pointing at nothing, and the money with them.
 * Cancelling ends such a stay.
 */
export const keepMoney: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const entries = await req.payload.count({
    collection: 'ledger',
    where: { booking: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (entries.totalDocs > 0) throw new Refusal(MESSAGES.booking.deleteWithMoney, 409)
}
