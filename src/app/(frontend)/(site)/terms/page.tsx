import type { Metadata } from 'next'

import { PolicyPage } from '@/components/site/PolicyPage'
import { getSiteSettings } from '@/data/content'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: 'Terms of Service',
    description: `Prices, bookings, check-in and check-out at ${settings.houseName}.`,
    alternates: { canonical: '/terms' },
  }
}

export default async function TermsPage() {
  const settings = await getSiteSettings()
  return (
    <PolicyPage
      title="Terms of Service"
      subtitle="The short version of how staying with us works."
      text={settings.termsOfService}
      contact={`Anything unclear? Write to ${settings.email} or call ${settings.phonePrimary}.`}
    />
  )
}
