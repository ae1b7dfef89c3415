/**
 * Cache tag names, one per collection or global that public pages show. Pages tag their cached
 * reads with these; collection hooks revalidate them when an editor changes something.
 */
export const CACHE_TAGS = {
  rooms: 'rooms',
  facilities: 'facilities',
  testimonials: 'testimonials',
  bannerImages: 'banner-images',
  roomCategories: 'room-categories',
  siteSettings: 'site-settings',
  explore: 'explore',
  media: 'media',
} as const

/**
 * How long a tagged data-cache entry may live at most. The tags expire entries on every edit; this
 * limit is only the safety net should an expiry ever be missed.
 */
export const SAFETY_REVALIDATE_S = 3600

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]
