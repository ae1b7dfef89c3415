import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { env } from '@/lib/env'

export const metadata: Metadata = {
  metadataBase: new URL(env.serverUrl),
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#7b4612',
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GH">
      <body className="min-h-dvh bg-white text-stone-900 antialiased">{children}</body>
    </html>
  )
}
