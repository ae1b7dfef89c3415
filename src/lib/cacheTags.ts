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

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]
