import type { Access, PayloadRequest, Where } from 'payload'

import { hasStaffRole } from './roles'

const CACHE_KEY = 'publicMediaIds'

function idOf(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (typeof value === 'object' && value !== null && 'id' in value) return String(value.id)
  return null
}

function ids(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [values]
  return list.map(idOf).filter((id): id is string => id !== null)
}

/**
 * The media that public content shows, read as a guest would: photos of visible rooms, banner
 * images, testimonials' pictures and the Explore page's slides. Worked out once per request.
 */
async function publicMediaIds(req: PayloadRequest): Promise<string[]> {
  const cached = req.context[CACHE_KEY] as Promise<string[]> | undefined
  if (cached) return cached
  const guest = { overrideAccess: false, user: null, depth: 0, pagination: false } as const
  const work = (async () => {
    const [rooms, banners, testimonials, explore] = await Promise.all([
      req.payload.find({ collection: 'rooms', select: { images: true }, ...guest }),
      req.payload.find({ collection: 'banner-images', select: { image: true }, ...guest }),
      req.payload.find({ collection: 'testimonials', select: { avatar: true }, ...guest }),
      req.payload.findGlobal({ slug: 'explore', overrideAccess: false, user: null, depth: 0 }),
    ])
    const tabs = Object.values(explore as unknown as Record<string, unknown>).filter(
      (value): value is { images?: unknown } => typeof value === 'object' && value !== null,
    )
    return [
      ...rooms.docs.flatMap((room) => ids(room.images)),
      ...banners.docs.flatMap((banner) => ids(banner.image)),
      ...testimonials.docs.flatMap((testimonial) => ids(testimonial.avatar ?? [])),
      ...tabs.flatMap((tab) => ids(tab.images ?? [])),
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
