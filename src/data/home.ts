import type { ContractRoom } from '@/lib/rooms/contract'

import {
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

/** Everything the home page shows, read in parallel from the tagged caches. */
export async function getHomeContent(): Promise<HomeContent> {
  const [settings, slides, categories, facilities, testimonials, rooms] = await Promise.all([
    getSiteSettings(),
    getBannerSlides(),
    getRoomCategories(),
    getFacilities('home'),
    getTestimonials('home'),
    getAvailableRooms(),
  ])
  return { settings, slides, categories, facilities, testimonials, rooms }
}
