import type { CollectionAfterChangeHook } from 'payload'

import type { Booking } from '@/payload-types'
import { relationId } from '@/lib/relationId'

/**
 * A guest who checks out leaves the room to be cleaned: it is marked dirty, whichever door the
 * check-out came through. Written straight to the room: housekeeping is not shown on the public
 * pages, so no cached page needs expiring, and the room's other fields are left as they are.
 */
export const markRoomDirty: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  if (previousDoc?.status !== 'checked-in' || doc.status !== 'completed') return doc
  await req.payload.db.updateOne({
    collection: 'rooms',
    id: relationId(doc.room),
    data: { housekeeping: 'dirty' },
    req,
    returning: false,
  })
  return doc
}
