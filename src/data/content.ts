import { unstable_cache } from 'next/cache'

import { CACHE_TAGS, SAFETY_REVALIDATE_S } from '@/lib/cacheTags'
import { richTextToHtml } from '@/lib/richText'
import { withEmptyDefaults } from '@/lib/siteSettings'
import { toSiteImage, toSiteImages, type SiteImage } from '@/lib/siteImage'
import type { Explore, Facility, RoomCategory, SiteSetting, Testimonial } from '@/payload-types'

import { payloadClient } from './payload'

/*
 * Cached reads of the editable content. Each read is tagged with the collections it shows, so an
 * editor's change in /cms expires exactly the pages that need it (see src/lib/revalidate.ts);
 * the time limit is only a safety net.
 */

export type Placement = 'home' | 'explore'

/*
 * Each read comes twice: cached for guests (published content only: draft false, access rules
 * applied), and uncached with the editor's latest drafts for the staff preview, which checks the
 * session itself before it calls them.
 */

export type SiteSettings = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

async function readSiteSettings(draft = false): Promise<SiteSettings> {
    const payload = await payloadClient()
    const { id: _id, updatedAt: _u, createdAt: _c, ...settings } = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: draft,
          draft,
    })
    return withEmptyDefaults(settings)
}

export const getSiteSettings = unstable_cache(
  () => readSiteSettings(),
  ['site-settings'],
  { tags: [CACHE_TAGS.siteSettings], revalidate: SAFETY_REVALIDATE_S },
)

export type BannerSlide = SiteImage

async function readBannerSlides(draft = false): Promise<BannerSlide[]> {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'banner-images',
      depth: 1,
      sort: 'sortOrder',
      limit: 12,
      overrideAccess: draft,
      select: { image: true },
      draft,
    })
    return docs.map((doc) => toSiteImage(doc.image)).filter((s): s is BannerSlide => s !== null)
}

export const getBannerSlides = unstable_cache(
  () => readBannerSlides(),
  ['banner-slides'],
  { tags: [CACHE_TAGS.bannerImages, CACHE_TAGS.media], revalidate: SAFETY_REVALIDATE_S },
)

export type CategoryCard = Pick<RoomCategory, 'id' | 'title' | 'icon' | 'priceText'> & { features: string[] }

async function readRoomCategories(draft = false): Promise<CategoryCard[]> {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'room-categories',
      depth: 0,
      sort: 'sortOrder',
      limit: 20,
      overrideAccess: draft,
      select: { title: true, icon: true, priceText: true, features: true },
      draft,
    })
    return docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      icon: doc.icon,
      priceText: doc.priceText,
      features: (doc.features ?? []).map((f) => f.feature),
    }))
}

export const getRoomCategories = unstable_cache(
  () => readRoomCategories(),
  ['room-categories'],
  { tags: [CACHE_TAGS.roomCategories], revalidate: SAFETY_REVALIDATE_S },
)

export type FacilityCard = Pick<Facility, 'id' | 'title' | 'description' | 'icon'>

async function readFacilities(placement: Placement, draft = false): Promise<FacilityCard[]> {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'facilities',
      depth: 0,
      sort: 'sortOrder',
      limit: 40,
      where: { placement: { equals: placement } },
      overrideAccess: draft,
      select: { title: true, description: true, icon: true },
      draft,
    })
    return docs.map(({ id, title, description, icon }) => ({ id, title, description, icon }))
}

export const getFacilities = unstable_cache(
  (placement: Placement) => readFacilities(placement),
  ['facilities'],
  { tags: [CACHE_TAGS.facilities], revalidate: SAFETY_REVALIDATE_S },
)

export type TestimonialCard = Pick<Testimonial, 'id' | 'name' | 'rating' | 'comment' | 'location'> & {
  avatar: SiteImage | null
}

async function readTestimonials(placement: Placement, draft = false): Promise<TestimonialCard[]> {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      depth: 1,
      sort: 'sortOrder',
      limit: 12,
      where: { placement: { equals: placement } },
      overrideAccess: draft,
      select: { name: true, rating: true, comment: true, location: true, avatar: true },
      draft,
    })
    return docs.map((doc) => ({
      id: doc.id,
      name: doc.name,
      rating: doc.rating,
      comment: doc.comment,
      location: doc.location,
      avatar: toSiteImage(doc.avatar, null, { thumbnail: true }),
    }))
}

export const getTestimonials = unstable_cache(
  (placement: Placement) => readTestimonials(placement),
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

async function readExplore(draft = false): Promise<ExploreContent> {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({
      slug: 'explore',
      depth: 1,
      overrideAccess: draft,
      draft,
    })
    // Guests read only a published page: before the owner first publishes it, it is empty.
    const tabs = (['reception', 'barLounge', 'environment'] as const).map((key): ExploreTab => {
      const tab: Partial<ExploreTabDoc> = doc[key] ?? {}
      return {
        key,
        label: TAB_LABELS[key],
        title: tab.title ?? '',
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
    return { hero: doc.hero ?? { title: '', subtitle: '' }, tabs }
}

export const getExplore = unstable_cache(
  () => readExplore(),
  ['explore'],
  { tags: [CACHE_TAGS.explore, CACHE_TAGS.media], revalidate: SAFETY_REVALIDATE_S },
)

/** The latest drafts, for the staff preview only: never cached, never shown to guests. */
export const draftReads = {
  siteSettings: () => readSiteSettings(true),
  bannerSlides: () => readBannerSlides(true),
  roomCategories: () => readRoomCategories(true),
  facilities: (placement: Placement) => readFacilities(placement, true),
  testimonials: (placement: Placement) => readTestimonials(placement, true),
  explore: () => readExplore(true),
}
