import type { CollectionSlug, PayloadRequest } from 'payload'

/** What can show a picture; each has its own message when it keeps a picture from deletion. */
export type MediaUse = 'room' | 'banner' | 'testimonial' | 'explore' | 'staffAvatar'

type CollectionPlace = {
  use: MediaUse
  collection: CollectionSlug
  field: string
  /** Drafts and earlier versions are kept too, and a restore needs their pictures. */
  versions: boolean
}

const COLLECTION_PLACES: readonly CollectionPlace[] = [
  { use: 'room', collection: 'rooms', field: 'images', versions: false },
  { use: 'banner', collection: 'banner-images', field: 'image', versions: true },
  { use: 'testimonial', collection: 'testimonials', field: 'avatar', versions: true },
  { use: 'staffAvatar', collection: 'users', field: 'avatar', versions: false },
]

const EXPLORE_TABS = ['reception', 'barLounge', 'environment'] as const

function idOf(value: unknown): string {
  return String(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)
}

/**
 * The one rule for whether a picture may go: it stays while a room, a banner, a testimonial, the
 * Explore page or a staff account uses it, in what is published, in a draft, or in an earlier
 * version an editor may restore. Answers the first use found, or null when nothing uses it. Runs
 * inside the caller's request, so it sees the caller's own uncommitted changes.
 */
export async function mediaUse(req: PayloadRequest, id: string): Promise<MediaUse | null> {
  const { payload } = req
  for (const { use, collection, field, versions } of COLLECTION_PLACES) {
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

  const explore = await payload.findGlobal({ slug: 'explore', depth: 0, overrideAccess: true, req })
  const shown = EXPLORE_TABS.flatMap((tab) => explore[tab]?.images ?? []).map(idOf)
  if (shown.includes(id)) return 'explore'
  const kept = await payload.countGlobalVersions({
    global: 'explore',
    where: { or: EXPLORE_TABS.map((tab) => ({ [`version.${tab}.images`]: { in: [id] } })) },
    overrideAccess: true,
    req,
  })
  return kept.totalDocs > 0 ? 'explore' : null
}
