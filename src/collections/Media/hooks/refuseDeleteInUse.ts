import type { CollectionBeforeDeleteHook } from 'payload'

import { mediaUse } from '@/collections/Media/mediaUse'
import { Refusal } from '@/http/refusal'
import { MESSAGES } from '@/lib/messages'

/**
 * A picture something still uses cannot be deleted, by anyone: a room, banner or testimonial
 * would stay on the site without it, and a draft or an earlier version could no longer be
 * restored whole. The message says what uses it, so the editor knows where to change it first.
 */
export const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const use = await mediaUse(req, String(id))
  if (use) throw new Refusal(MESSAGES.image.inUse[use], 409)
}
