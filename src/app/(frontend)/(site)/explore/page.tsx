import type { Metadata } from 'next'
import Link from 'next/link'

import { FacilityGrid, TestimonialGrid } from '@/components/site/Cards'
import { ExploreTabs } from '@/components/site/ExploreTabs'
import { PageHero } from '@/components/site/PageHero'
import { Section } from '@/components/site/Section'
import { buttonLight, buttonOutlineLight } from '@/components/ui/styles'
import { getExplore, getFacilities, getSiteSettings, getTestimonials } from '@/data/content'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const [settings, explore] = await Promise.all([getSiteSettings(), getExplore()])
  const description = `${explore.hero.subtitle} Reception, bar and lounge, and garden at ${settings.houseName}.`
  return {
    title: 'Explore',
    description,
    alternates: { canonical: '/explore' },
    openGraph: {
      title: `${explore.hero.title} · ${settings.houseName}`,
      description,
      url: '/explore',
    },
  }
}

export default async function ExplorePage() {
  const [explore, facilities, testimonials] = await Promise.all([
    getExplore(),
    getFacilities('explore'),
    getTestimonials('explore'),
  ])
  return (
    <>
      <PageHero title={explore.hero.title} subtitle={explore.hero.subtitle} />
      <ExploreTabs tabs={explore.tabs} />
      <Section
        id="complete-facilities"
        eyebrow="Services"
        title="Complete Facilities"
        className="bg-stone-50"
      >
        <FacilityGrid facilities={facilities} columns="lg:grid-cols-3" />
      </Section>
      <Section id="experiences" eyebrow="Reviews" title="Guest Experiences">
        <TestimonialGrid testimonials={testimonials} />
      </Section>
      <section
        aria-labelledby="explore-cta"
        className="bg-brand-900 px-4 py-16 text-center text-white sm:px-6"
      >
        <h2 id="explore-cta" className="font-display text-3xl font-bold">
          Come and see for yourself
        </h2>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link prefetch={false} href="/rooms" className={buttonLight}>
            View Rooms
          </Link>
          <Link prefetch={false} href="/contact" className={buttonOutlineLight}>
            Contact Us
          </Link>
        </div>
      </section>
    </>
  )
}
