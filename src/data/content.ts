import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cacheTags'
import { richTextToHtml } from '@/lib/richText'
import { withEmptyDefaults } from '@/lib/siteSettings'
import { toSiteImage, toSiteImages, type SiteImage } from '@/lib/siteImage'
import type { Explore, Facility, RoomCategory, SiteSetting, Testimonial } from '@/payload-types'

import { payloadClient } from './payload'

/**
 * Cached reads of the editable content. Each read is tagged with the collections it shows, so an
 * editor's change in /cms expires exactly the pages that need it (see src/lib/revalidate.ts);
 * the time limit is only a safety net.
 */
const SAFETY_REVALIDATE_S = 3600

export type Placement = 'home' | 'explore'

export type SiteSettings = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSettings> => {
    const payload = await payloadClient()
    const { id: _id, updatedAt: _u, createdAt: _c, ...settings } = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: false,
      // Guests read the published version only; an editor's autosaved draft stays in /cms.
      draft: false,
    })
    return withEmptyDefaults(settings)
  },
  ['site-settings'],
  { tags: [CACHE_TAGS.siteSettings], revalidate: SAFETY_REVALIDATE_S },
)

export type BannerSlide = SiteImage

export const getBannerSlides = unstable_cache(
  async (): Promise<BannerSlide[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'banner-images',
      depth: 1,
      sort: 'sortOrder',
      limit: 12,
      overrideAccess: false,
      select: { image: true },
      draft: false,
    })
    return docs.map((doc) => toSiteImage(doc.image)).filter((s): s is BannerSlide => s !== null)
  },
  ['banner-slides'],
  { tags: [CACHE_TAGS.bannerImages, CACHE_TAGS.media], revalidate: SAFETY_REVALIDATE_S },
)

export type CategoryCard = Pick<RoomCategory, 'id' | 'title' | 'icon' | 'priceText'> & { features: string[] }

export const getRoomCategories = unstable_cache(
  async (): Promise<CategoryCard[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'room-categories',
      depth: 0,
      sort: 'sortOrder',
      limit: 20,
      overrideAccess: false,
      select: { title: true, icon: true, priceText: true, features: true },
      draft: false,
    })
    return docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      icon: doc.icon,
      priceText: doc.priceText,
      features: (doc.features ?? []).map((f) => f.feature),
    }))
  },
  ['room-categories'],
  { tags: [CACHE_TAGS.roomCategories], revalidate: SAFETY_REVALIDATE_S },
)

export type FacilityCard = Pick<Facility, 'id' | 'title' | 'description' | 'icon'>

export const getFacilities = unstable_cache(
  async (placement: Placement): Promise<FacilityCard[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'facilities',
      depth: 0,
      sort: 'sortOrder',
      limit: 40,
      where: { placement: { equals: placement } },
      overrideAccess: false,
      select: { title: true, description: true, icon: true },
      draft: false,
    })
    return docs.map(({ id, title, description, icon }) => ({ id, title, description, icon }))
  },
  ['facilities'],
  { tags: [CACHE_TAGS.facilities], revalidate: SAFETY_REVALIDATE_S },
)

export type TestimonialCard = Pick<Testimonial, 'id' | 'name' | 'rating' | 'comment' | 'location'> & {
  avatar: SiteImage | null
}

export const getTestimonials = unstable_cache(
  async (placement: Placement): Promise<TestimonialCard[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      depth: 1,
      sort: 'sortOrder',
      limit: 12,
      where: { placement: { equals: placement } },
      overrideAccess: false,
      select: { name: true, rating: true, comment: true, location: true, avatar: true },
      draft: false,
    })
    return docs.map((doc) => ({
      id: doc.id,
      name: doc.name,
      rating: doc.rating,
      comment: doc.comment,
      location: doc.location,
      avatar: toSiteImage(doc.avatar),
    }))
  },
  ['testimonials'],
  { tags: [CACHE_TAGS.testimonials, CACHE_TAGS.media], revalidate: SAFETY_REVALIDATE_S },
)

type ExploreTabDoc = Explore['reception']

export type ExploreTab = {
  key: 'reception' | 'barLounge' | 'environment'
  label: string
  title: string
  /** The editor's rich text as plain HTML, made here on the server. */
  descriptionHtml: string
  images: SiteImage[]
  highlights: Array<{ title: string; description: string; icon: NonNullable<ExploreTabDoc['highlights']>[number]['icon'] }>
  hours: Array<{ label: string; hours: string; description: string }>
}

export type ExploreContent = { hero: Explore['hero']; tabs: ExploreTab[] }

/** The tabs read Reception, Bar & Lounge and Environment; the editor's titles head each panel. */
const TAB_LABELS: Record<ExploreTab['key'], string> = {
  reception: 'Reception',
  barLounge: 'Bar & Lounge',
  environment: 'Environment',
}

export const getExplore = unstable_cache(
  async (): Promise<ExploreContent> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({
      slug: 'explore',
      depth: 1,
      overrideAccess: false,
      draft: false,
    })
    const tabs = (['reception', 'barLounge', 'environment'] as const).map((key): ExploreTab => {
      const tab = doc[key]
      return {
        key,
        label: TAB_LABELS[key],
        title: tab.title,
        descriptionHtml: richTextToHtml(tab.description),
        images: toSiteImages(tab.images),
        highlights: (tab.highlights ?? []).map(({ title, description, icon }) => ({ title, description, icon })),
        hours: (tab.hours ?? []).map(({ label, hours, description }) => ({
          label,
          hours,
          description: description ?? '',
        })),
      }
    })
    return { hero: doc.hero, tabs }
  },
  ['explore'],
  { tags: [CACHE_TAGS.explore, CACHE_TAGS.media], revalidate: SAFETY_REVALIDATE_S },
)
