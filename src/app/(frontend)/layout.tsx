import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { IconSymbols } from '@/components/ui/Icon/symbols'
import { env } from '@/lib/env'
import { SITE_ICONS, THEME_COLOR } from '@/lib/manifest'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
  icons: {
    icon: [
      { url: SITE_ICONS.favicon, sizes: '48x48' },
      { url: SITE_ICONS.svg, type: 'image/svg+xml' },
    ],
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
