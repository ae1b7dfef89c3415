import type { Metadata } from 'next'

import { PolicyPage } from '@/components/site/PolicyPage'
import { getSiteSettings } from '@/data/content'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: 'Privacy Policy',
    description: `How ${settings.houseName} uses the details you share when you contact us or book.`,
    alternates: { canonical: '/privacy' },
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
