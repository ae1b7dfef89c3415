import type { Metadata } from 'next'

import { ExplorePage } from '@/components/site/ExplorePage'
import { getExplore, getFacilities, getSiteSettings, getTestimonials } from '@/data/content'
import { pageDetails, pageOpenGraph, pageShareImages } from '@/lib/seo'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const [settings, explore] = await Promise.all([getSiteSettings(), getExplore()])
  const own = settings.pageDetails?.explore
  const { title, description } = pageDetails(own, {
    title: 'Explore',
    description: `${explore.hero.subtitle} Reception, bar and lounge, and garden at ${settings.houseName}.`,
  })
  return {
    title,
    description,
    alternates: { canonical: '/explore' },
    openGraph: pageOpenGraph(settings.houseName, {
      title: `${own?.title?.trim() || explore.hero.title} · ${settings.houseName}`,
      description,
      url: '/explore',
      images: pageShareImages('explore', own),
    }),
  }
}

export default async function Explore() {
  const [explore, facilities, testimonials] = await Promise.all([
    getExplore(),
    getFacilities('explore'),
    getTestimonials('explore'),
  ])
  return <ExplorePage explore={explore} facilities={facilities} testimonials={testimonials} />
}
