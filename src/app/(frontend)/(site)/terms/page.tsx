import type { Metadata } from 'next'

import { PolicyPage } from '@/components/site/PolicyPage'
import { POLICIES } from '@/components/site/PolicyPage/policies'
import { getSiteSettings } from '@/data/content'
import { pageDetails, pageOpenGraph, pageShareImages } from '@/lib/seo'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const { title, description } = pageDetails(settings.pageDetails?.terms, {
    title: 'Terms of Service',
    description: `Prices, bookings, check-in and check-out at ${settings.houseName}.`,
  })
  return {
    title,
    description,
    alternates: { canonical: '/terms' },
    openGraph: pageOpenGraph(settings.houseName, {
      title: `${title} · ${settings.houseName}`,
      description,
      url: '/terms',
      images: pageShareImages('terms', settings.pageDetails?.terms),
    }),
  }
}

export default async function TermsPage() {
  const settings = await getSiteSettings()
  const policy = POLICIES.terms
  return (
    <PolicyPage
      title={policy.title}
      subtitle={policy.subtitle}
      text={policy.text(settings)}
      contact={policy.contact(settings)}
    />
  )
}
