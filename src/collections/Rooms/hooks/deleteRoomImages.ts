import type { CollectionAfterDeleteHook } from 'payload'

import { relationId } from '@/lib/relationId'

import { deleteUnusedMedia } from './deleteUnusedMedia'

/** A deleted room takes its photos with it, unless something else still uses them. */
export const deleteRoomImages: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = ((doc.images ?? []) as unknown[]).map(relationId)
  await deleteUnusedMedia(req, ids)
  return doc
}
