import type { Metadata } from 'next'

import { HomePage } from '@/components/site/HomePage'
import { getHomeContent } from '@/data/home'
import { getSiteSettings } from '@/data/content'
import { pageOpenGraph } from '@/lib/seo'

/** Served from the cache; an editor's change expires it by tag, this is the safety net. */
export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const title = `${settings.houseName} · ${settings.tagline}`
  const description = `Rooms, facilities and bookings at ${settings.houseName}, ${settings.landmark}. Call or WhatsApp ${settings.phonePrimary}.`
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: '/' },
    openGraph: pageOpenGraph(settings.houseName, {
      title,
      description,
      url: '/',
    }),
  }
}

export default async function Home() {
  return <HomePage content={await getHomeContent()} />
}
