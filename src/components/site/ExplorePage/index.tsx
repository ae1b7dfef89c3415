import Link from 'next/link'

import { buttonLight, buttonOutlineLight } from '@/components/ui/styles'
import type { ExploreContent, FacilityCard, TestimonialCard } from '@/data/content'

import { FacilityGrid, TestimonialGrid } from '@/components/site/Cards'
import { ExploreTabs } from '@/components/site/ExploreTabs'
import { PageHero } from '@/components/site/PageHero'
import { Section } from '@/components/site/Section'

/** The Explore page's content, for the page itself and for the staff preview of drafts. */
export function ExplorePage({
  explore,
  facilities,
  testimonials,
}: {
  explore: ExploreContent
  facilities: FacilityCard[]
  testimonials: TestimonialCard[]
}) {
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
