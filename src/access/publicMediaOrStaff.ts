import type { Access, Payload, PayloadRequest, Where } from 'payload'
import { unstable_cache } from 'next/cache'

import {
  PICTURE_COLLECTION_PLACES,
  PICTURE_GLOBAL_PLACES,
  PUBLIC_PICTURE_TAGS,
  valueAt,
} from '@/lib/pictures'
import { SAFETY_REVALIDATE_S } from '@/lib/cacheTags'
import { relationId } from '@/lib/relationId'

import { hasStaffRole } from './roles'

function ids(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [values]
  return list.map(relationId).filter((id) => id !== '')
}

/**
 * The media that public content shows, read as a guest would: photos of visible rooms, banner
 * images, testimonials' pictures, the Explore page's slides and the pages' share pictures.
 */
async function readPublicMediaIds(payload: Payload): Promise<string[]> {
  const guest = { overrideAccess: false, user: null, depth: 0, pagination: false } as const
  const places = PICTURE_COLLECTION_PLACES.filter((place) => place.public)
  const [globals, ...found] = await Promise.all([
    Promise.all(
      PICTURE_GLOBAL_PLACES.map(({ global }) =>
        payload.findGlobal({ slug: global, overrideAccess: false, user: null, depth: 0 }),
      ),
    ),
    ...places.map(({ collection, field }) =>
      payload.find({ collection, select: { [field]: true }, ...guest }),
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
}

/**
 * The same list, kept in the server's data cache between requests and expired by the tags of the
 * places pictures are shown from, whose hooks expire them on every change (src/hooks/revalidate.ts).
 * Working it out reads five collections and globals, which every picture a guest's page
 * loads would otherwise pay for. Outside a Next.js server
 * (scripts, tests) there is no data cache, and the list is read afresh.
 */
async function cachedPublicMediaIds(payload: Payload): Promise<string[]> {
  try {
    return await unstable_cache(() => readPublicMediaIds(payload), ['public-media-ids'], {
      tags: [...PUBLIC_PICTURE_TAGS],
      revalidate: SAFETY_REVALIDATE_S,
    })()
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/.test(error.message)) {
      return readPublicMediaIds(payload)
    }
    throw error
  }
}

const REQUEST_KEY = 'publicMediaIds'

/** Looked up once per request, however many pictures the request reads. */
function publicMediaIds(req: PayloadRequest): Promise<string[]> {
  const known = req.context[REQUEST_KEY] as Promise<string[]> | undefined
  if (known) return known
  const work = cachedPublicMediaIds(req.payload)
  req.context[REQUEST_KEY] = work
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
