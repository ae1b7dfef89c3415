import { cms as cmsText } from '@/lib/messages/cms'
import { outbox as outboxText } from '@/lib/messages/outbox'

/** The brand colours of src/app/(frontend)/theme.css that browsers paint around the site. */
export const THEME_COLOR = '#7b4612'
export const BACKGROUND_COLOR = '#fdf8ef'

/** The icons in public/ (written by scripts/make-icons.mjs). */
export const SITE_ICONS = {
  favicon: '/favicon.ico',
  /** For /cms only: on guests' pages an SVG icon costs each load an SVG document (layout.tsx). */
  svg: '/icon.svg',
  apple: '/apple-touch-icon.png',
  pwa: [
    { src: '/icon-192.png', sizes: '192x192' },
    { src: '/icon-512.png', sizes: '512x512' },
  ],
} as const

/** A home screen shows about 12 characters under an icon: the first words of the name that fit. */
export function shortName(houseName: string): string {
  const name = houseName.trim() || cmsText.houseNameFallback
  if (name.length <= 12) return name
  let short = ''
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word
    if (next.length > 12) break
    short = next
  }
  return short || name.slice(0, 12)
}

export function webAppManifest(houseName: string) {
  const name = houseName.trim() || cmsText.houseNameFallback
  return {
    name,
    short_name: shortName(name),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      ...SITE_ICONS.pwa.map((icon) => ({ ...icon, type: 'image/png', purpose: 'any' })),
      { src: SITE_ICONS.pwa[1].src, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

/**
 * The staff portal as an app of its own on the receptionist's phone: it opens on Today, and its
 * scope is the portal alone, the same as its service worker's.
 */
export function portalManifest(houseName: string) {
  const site = webAppManifest(houseName)
  const name = outboxText.appName(site.name)
  return {
    ...site,
    name,
    short_name: outboxText.appShortName,
    id: PORTAL_START,
    start_url: PORTAL_START,
    scope: '/admin',
  }
}

/** Where the installed portal opens: the desk's day. */
const PORTAL_START = '/admin/today'
