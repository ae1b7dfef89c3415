import type { CollectionAfterDeleteHook } from 'payload'

import { deleteUnusedMedia } from './deleteUnusedMedia'

/** A deleted room takes its photos with it, unless something else still uses them. */
export const deleteRoomImages: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = ((doc.images ?? []) as unknown[]).map((image) =>
    typeof image === 'object' && image !== null
      ? String((image as { id: unknown }).id)
      : String(image),
  )
  await deleteUnusedMedia(req, ids)
  return doc
}
