import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { IconSymbols } from '@/components/ui/Icon/symbols'
import { env } from '@/lib/env'
import { SITE_ICONS, THEME_COLOR } from '@/lib/manifest'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  // The tab icon is the .ico's PNGs only: given an SVG icon, a browser builds it as an SVG document
  // of its own on the page's main thread with every page load, which a small PNG spares it.
  icons: {
    icon: [{ url: SITE_ICONS.favicon, sizes: '16x16 32x32 48x48' }],
    apple: SITE_ICONS.apple,
  },
  manifest: '/manifest.webmanifest',
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GH">
      <body className="min-h-dvh bg-white text-stone-900 antialiased">
        <IconSymbols />
        {children}
      </body>
    </html>
  )
}
