import type { CollectionBeforeDeleteHook } from 'payload'

import { Refusal } from '@/hooks/refusal'
import { MESSAGES } from '@/lib/messages'

/** Set by the code that deletes a room's photos once the room has let them go. */
export const RELEASED_BY_ROOM = 'mediaReleasedByRoom'

/**
 * A photo a room shows cannot be deleted, by anyone: the room would stay on the site with no
 * picture. Remove it from the room first (the room then deletes it, if no other room uses it).
 */
export const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ context, id, req }) => {
  if (context[RELEASED_BY_ROOM]) return
  const { totalDocs } = await req.payload.count({
    collection: 'rooms',
    where: { images: { in: [id] } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new Refusal(MESSAGES.image.inUse, 409)
}
