import type { CollectionBeforeDeleteHook } from 'payload'

import { Refusal } from '@/endpoints/refusal'
import { MESSAGES } from '@/lib/messages'

/**
 * A booking that holds a payment is never deleted, whichever door asks (REST by id or by `where`,
 * /cms, the Local API): deleting it would delete the money with it. Cancelling ends such a stay.
 */
export const keepMoney: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const found = await req.payload.find({
    collection: 'bookings',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    select: { payments: true },
    overrideAccess: true,
    req,
  })
  if (found.docs[0]?.payments?.length) throw new Refusal(MESSAGES.booking.deleteWithMoney, 409)
}
