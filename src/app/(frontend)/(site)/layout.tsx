import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { getSiteSettings } from '@/data/content'
import { SHARE_IMAGE } from '@/lib/seo'

import './site.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: {
      template: `%s · ${settings.houseName}`,
      default: `${settings.houseName} · ${settings.tagline}`,
    },
    description: `${settings.houseName}: a guest house in the Eastern Region of Ghana, ${settings.landmark}. Book by WhatsApp or phone.`,
    applicationName: settings.houseName,
    openGraph: {
      images: [SHARE_IMAGE],
      type: 'website',
      siteName: settings.houseName,
      locale: 'en_GH',
    },
    twitter: { card: 'summary_large_image' },
  }
}

/** Header and footer around every public page (and the sign-in screen). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  )
}
