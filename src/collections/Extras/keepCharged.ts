import type { CollectionBeforeDeleteHook } from 'payload'

import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'

/**
 * An item a stay was charged for is never removed from the price list, on any door: the ledger
 * never changes, so its charges must keep pointing at the item they were made from. Taking it off
 * the list is unticking Active.
 */
export const keepCharged: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const charged = await req.payload.count({
    collection: 'ledger',
    where: { extra: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (charged.totalDocs > 0) throw new Refusal(MESSAGES.charges.keepCharged, 409)
}
