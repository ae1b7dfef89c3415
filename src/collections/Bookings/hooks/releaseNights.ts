import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, TypeWithID } from 'payload'

import { releaseAll, releaseReplaced } from '../nightRows'

type HoldsNights = TypeWithID & { nightsClaim?: string | null }

/**
 * The hooks that give back what a stay or a block no longer covers (all of it once it stops
 * taking nights, or is deleted): the rows still under the tag it was read with, every night it
 * keeps having been taken over by this write. Nights another write of the same holder claimed
 * meanwhile are under that write's tag, so they stay.
 */
export function nightReleaseHooks<T extends HoldsNights>(ownerOf: (doc: T) => string) {
  const afterChange: CollectionAfterChangeHook<T> = async ({
    doc,
    operation,
    previousDoc,
    req,
  }) => {
    if (operation !== 'update') return doc
    await releaseReplaced(req, ownerOf(doc), previousDoc?.nightsClaim, doc.nightsClaim)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<T> = async ({ doc, req }) => {
    await releaseAll(req, ownerOf(doc))
  }
  return { afterChange, afterDelete }
}
