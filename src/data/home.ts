import type { ContractRoom } from '@/lib/rooms/contract'

import {
  draftReads,
  getBannerSlides,
  getFacilities,
  getRoomCategories,
  getSiteSettings,
  getTestimonials,
  type BannerSlide,
  type CategoryCard,
  type FacilityCard,
  type SiteSettings,
  type TestimonialCard,
} from './content'
import { getAvailableRooms } from './rooms'

export type HomeContent = {
  settings: SiteSettings
  slides: BannerSlide[]
  categories: CategoryCard[]
  facilities: FacilityCard[]
  testimonials: TestimonialCard[]
  rooms: ContractRoom[]
}

/**
 * Everything the home page shows, read in parallel from the tagged caches; with `draft`, the
 * editors' latest drafts for the staff preview instead.
 */
export async function getHomeContent({ draft = false } = {}): Promise<HomeContent> {
  const [settings, slides, categories, facilities, testimonials, rooms] = await Promise.all([
    draft ? draftReads.siteSettings() : getSiteSettings(),
    draft ? draftReads.bannerSlides() : getBannerSlides(),
    draft ? draftReads.roomCategories() : getRoomCategories(),
    draft ? draftReads.facilities('home') : getFacilities('home'),
    draft ? draftReads.testimonials('home') : getTestimonials('home'),
    getAvailableRooms(),
  ])
  return { settings, slides, categories, facilities, testimonials, rooms }
}
