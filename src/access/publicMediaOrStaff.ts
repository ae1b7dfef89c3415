import type { Access, PayloadRequest, Where } from 'payload'

import { PICTURE_COLLECTION_PLACES, PICTURE_GLOBAL_PLACES, valueAt } from '@/lib/pictures'
import { relationId } from '@/lib/relationId'

import { hasStaffRole } from './roles'

const CACHE_KEY = 'publicMediaIds'

function ids(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [values]
  return list.map(relationId).filter((id) => id !== '')
}

/**
 * The media that public content shows, read as a guest would: photos of visible rooms, banner
 * images, testimonials' pictures, the Explore page's slides and the pages' share pictures. Worked out once per request.
 */
async function publicMediaIds(req: PayloadRequest): Promise<string[]> {
  const cached = req.context[CACHE_KEY] as Promise<string[]> | undefined
  if (cached) return cached
  const guest = { overrideAccess: false, user: null, depth: 0, pagination: false } as const
  const work = (async () => {
    const places = PICTURE_COLLECTION_PLACES.filter((place) => place.public)
    const [globals, ...found] = await Promise.all([
      Promise.all(
        PICTURE_GLOBAL_PLACES.map(({ global }) =>
          req.payload.findGlobal({ slug: global, overrideAccess: false, user: null, depth: 0 }),
        ),
      ),
      ...places.map(({ collection, field }) =>
        req.payload.find({ collection, select: { [field]: true }, ...guest }),
      ),
    ])
    return [
      ...found.flatMap((result, i) =>
        result.docs.flatMap((doc) =>
          ids((doc as unknown as Record<string, unknown>)[places[i].field] ?? []),
        ),
      ),
      ...PICTURE_GLOBAL_PLACES.flatMap(({ paths }, i) =>
        paths.flatMap((p) => ids(valueAt(globals[i], p) ?? [])),
      ),
    ]
  })()
  req.context[CACHE_KEY] = work
  return work
}

/**
 * Staff see every upload. Guests see only what public pages show: a hidden room's photos, staff
 * avatars and unused uploads stay private.
 */
export const publicMediaOrStaff: Access = async ({ req }): Promise<boolean | Where> => {
  if (hasStaffRole(req.user)) return true
  const visible = await publicMediaIds(req)
  return { id: { in: visible.length > 0 ? visible : ['none'] } }
}
