import type { Metadata } from 'next'

import { PolicyPage } from '@/components/site/PolicyPage'
import { POLICIES } from '@/components/site/PolicyPage/policies'
import { getSiteSettings } from '@/data/content'
import { pageDetails, pageOpenGraph, pageShareImages } from '@/lib/seo'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const { title, description } = pageDetails(settings.pageDetails?.privacy, {
    title: 'Privacy Policy',
    description: `How ${settings.houseName} uses the details you share when you contact us or book.`,
  })
  return {
    title,
    description,
    alternates: { canonical: '/privacy' },
    openGraph: pageOpenGraph(settings.houseName, {
      title: `${title} · ${settings.houseName}`,
      description,
      url: '/privacy',
      images: pageShareImages('privacy', settings.pageDetails?.privacy),
    }),
  }
}

export default async function PrivacyPage() {
  const settings = await getSiteSettings()
  const policy = POLICIES.privacy
  return (
    <PolicyPage
      title={policy.title}
      subtitle={policy.subtitle}
      text={policy.text(settings)}
      contact={policy.contact(settings)}
    />
  )
}
