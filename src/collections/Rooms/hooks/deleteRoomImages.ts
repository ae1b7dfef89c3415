import type { CollectionAfterDeleteHook } from 'payload'

import { deleteUnusedMedia } from './deleteUnusedMedia'

/** A deleted room takes its photos with it, unless another room still shows them. */
export const deleteRoomImages: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = ((doc.images ?? []) as unknown[]).map((image) =>
    typeof image === 'object' && image !== null
      ? String((image as { id: unknown }).id)
      : String(image),
  )
  await deleteUnusedMedia(req, ids, String(doc.id))
  return doc
}
