import type { Metadata } from 'next'

import { PolicyPage } from '@/components/site/PolicyPage'
import { getSiteSettings } from '@/data/content'
import { pageOpenGraph } from '@/lib/seo'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const description = `How ${settings.houseName} uses the details you share when you contact us or book.`
  return {
    title: 'Privacy Policy',
    description,
    alternates: { canonical: '/privacy' },
    openGraph: pageOpenGraph(settings.houseName, {
      title: `Privacy Policy · ${settings.houseName}`,
      description,
      url: '/privacy',
    }),
  }
}

export default async function PrivacyPage() {
  const settings = await getSiteSettings()
  return (
    <PolicyPage
      title="Privacy Policy"
      subtitle="What we keep about you, and why."
      text={settings.privacyPolicy}
      contact={`Questions about your details? Write to ${settings.email} or call ${settings.phonePrimary}.`}
    />
  )
}
