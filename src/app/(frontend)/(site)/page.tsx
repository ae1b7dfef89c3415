import type { Metadata } from 'next'

import { HomePage } from '@/components/site/HomePage'
import { getHomeContent } from '@/data/home'
import { getSiteSettings } from '@/data/content'
import { displayPhone } from '@/lib/phone'
import { pageDetails, pageOpenGraph, pageShareImages } from '@/lib/seo'

/** Served from the cache; an editor's change expires it by tag, this is the safety net. */
export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const own = settings.pageDetails?.home
  const { title, description } = pageDetails(own, {
    title: `${settings.houseName} · ${settings.tagline}`,
    description: `Rooms, facilities and bookings at ${settings.houseName}, ${settings.landmark}. Call or WhatsApp ${displayPhone(settings.phonePrimary)}.`,
  })
  return {
    // The editors' title is the page's own; the house's name follows it as on every page.
    title: { absolute: own?.title?.trim() ? `${title} · ${settings.houseName}` : title },
    description,
    alternates: { canonical: '/' },
    openGraph: pageOpenGraph(settings.houseName, {
      title,
      description,
      url: '/',
      images: pageShareImages('home', own),
    }),
  }
}

export default async function Home() {
  return <HomePage content={await getHomeContent()} />
}
