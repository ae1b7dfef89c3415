import type { PayloadRequest } from 'payload'

import {
  PICTURE_COLLECTION_PLACES,
  PICTURE_GLOBAL_PLACES,
  type PictureUse,
  valueAt,
} from '@/lib/pictures'
import { relationId } from '@/lib/relationId'

export type MediaUse = PictureUse

/**
 * The one rule for whether a picture may go: it stays while a room, a banner, a testimonial, the
 * Explore page, a page's share picture or a staff account uses it, in what is published, in a draft, or in an earlier
 * version an editor may restore. Answers the first use found, or null when nothing uses it. Runs
 * inside the caller's request, so it sees the caller's own uncommitted changes.
 */
export async function mediaUse(req: PayloadRequest, id: string): Promise<MediaUse | null> {
  const { payload } = req
  for (const { use, collection, field, versions } of PICTURE_COLLECTION_PLACES) {
    const where = { [field]: { in: [id] } }
    const current = await payload.count({ collection, where, overrideAccess: true, req })
    if (current.totalDocs > 0) return use
    if (!versions) continue
    const kept = await payload.countVersions({
      collection,
      where: { [`version.${field}`]: { in: [id] } },
      overrideAccess: true,
      req,
    })
    if (kept.totalDocs > 0) return use
  }

  for (const { use, global, paths } of PICTURE_GLOBAL_PLACES) {
    const doc = await payload.findGlobal({ slug: global, depth: 0, overrideAccess: true, req })
    const shown = paths.flatMap((p) => [valueAt(doc, p)].flat()).map(relationId)
    if (shown.includes(id)) return use
    const kept = await payload.countGlobalVersions({
      global,
      where: { or: paths.map((p) => ({ [`version.${p}`]: { in: [id] } })) },
      overrideAccess: true,
      req,
    })
    if (kept.totalDocs > 0) return use
  }
  return null
}
