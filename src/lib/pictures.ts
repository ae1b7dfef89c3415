import type { Config } from '@/payload-types'

import { CACHE_TAGS, type CacheTag } from '@/lib/cacheTags'
import { PAGE_DETAIL_PAGES } from '@/lib/seo'

/** What can show a picture; each has its own message when it keeps a picture from deletion. */
export type PictureUse =
  'room' | 'banner' | 'testimonial' | 'explore' | 'staffAvatar' | 'sharePicture'

type CollectionPlace = {
  use: PictureUse
  collection: keyof Config['collections']
  field: string
  /** Drafts and earlier versions are kept too, and a restore needs their pictures. */
  versions: boolean
} & (
  | {
      /** Guests see it wherever the collection's own access lets them read the document. */
      public: true
      /** The cache tag the collection's hooks expire on every change: guests' list of readable
       * pictures is kept under it (src/access/publicMediaOrStaff.ts). */
      tag: CacheTag
    }
  | { public: false }
)

/**
 * Every field that holds a picture. Whether a picture may be deleted, which pictures guests may
 * read and which ones editors may not touch are all read from here: a place missing from this table
 * would either leak a picture or let it be deleted while shown.
 */
export const PICTURE_COLLECTION_PLACES: readonly CollectionPlace[] = [
  {
    use: 'room',
    collection: 'rooms',
    field: 'images',
    versions: false,
    public: true,
    tag: CACHE_TAGS.rooms,
  },
  {
    use: 'banner',
    collection: 'banner-images',
    field: 'image',
    versions: true,
    public: true,
    tag: CACHE_TAGS.bannerImages,
  },
  {
    use: 'testimonial',
    collection: 'testimonials',
    field: 'avatar',
    versions: true,
    public: true,
    tag: CACHE_TAGS.testimonials,
  },
  { use: 'staffAvatar', collection: 'users', field: 'avatar', versions: false, public: false },
]

/** The Explore page's tabs: each is a group whose `images` field holds its slides (public, with versions). */
export const EXPLORE_PICTURE_TABS = ['reception', 'barLounge', 'environment'] as const

type GlobalPlace = {
  use: PictureUse
  global: keyof Config['globals']
  /** Dotted paths to the fields holding pictures (one picture or a list). */
  paths: readonly string[]
  /** The cache tag the global's hook expires on every change (see CollectionPlace). */
  tag: CacheTag
}

/** Pictures held by globals: all public, all with drafts and versions an editor may restore. */
export const PICTURE_GLOBAL_PLACES: readonly GlobalPlace[] = [
  {
    use: 'explore',
    global: 'explore',
    paths: EXPLORE_PICTURE_TABS.map((tab) => `${tab}.images`),
    tag: CACHE_TAGS.explore,
  },
  {
    use: 'sharePicture',
    global: 'site-settings',
    paths: PAGE_DETAIL_PAGES.map((page) => `pageDetails.${page}.image`),
    tag: CACHE_TAGS.siteSettings,
  },
]

/** Every tag whose expiry can change which pictures guests may read. */
export const PUBLIC_PICTURE_TAGS: readonly CacheTag[] = [
  ...PICTURE_COLLECTION_PLACES.flatMap((place) => (place.public ? [place.tag] : [])),
  ...PICTURE_GLOBAL_PLACES.map((place) => place.tag),
]

/** What a dotted path holds in a global as read (depth 0: ids). */
export function valueAt(doc: unknown, dottedPath: string): unknown {
  return dottedPath
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      doc,
    )
}

/** The rooms' photos: the pictures only admins may change, as rooms are theirs alone. */
export const ROOM_PICTURES = PICTURE_COLLECTION_PLACES.find((place) => place.use === 'room')!

/** Every picture field as `collection.path` or `global.path`: what the table above covers. */
export function picturePaths(): string[] {
  return [
    ...PICTURE_COLLECTION_PLACES.map(({ collection, field }) => `${collection}.${field}`),
    ...PICTURE_GLOBAL_PLACES.flatMap(({ global, paths }) => paths.map((p) => `${global}.${p}`)),
  ]
}
