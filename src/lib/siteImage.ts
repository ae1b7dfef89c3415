import type { Media } from '@/payload-types'

/** An image as the pages draw it (SiteImg). */
export type SiteImage = { src: string; alt: string; width: number; height: number }

/**
 * Payload may answer with absolute media addresses; the pages use the same-origin path so
 * the image optimizer serves them through its local pattern without a remote allow-list.
 */
export function mediaPath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/file\/)/, '')
}

/**
 * Prefers the 1280 px copy made at upload (an original may be a 5 MB photo); the optimizer then
 * makes the phone-sized AVIF/WebP variants from it.
 */
export function toSiteImage(media: unknown, alt?: string | null): SiteImage | null {
  if (!media || typeof media !== 'object') return null
  const doc = media as Media
  const large = doc.sizes?.large
  const useLarge = Boolean(large?.url && large.width && large.height)
  const url = useLarge ? large?.url : doc.url
  const width = useLarge ? large?.width : doc.width
  const height = useLarge ? large?.height : doc.height
  if (!url || !width || !height) return null
  return { src: mediaPath(url), alt: alt ?? doc.alt ?? '', width, height }
}

export function toSiteImages(list: unknown): SiteImage[] {
  return Array.isArray(list)
    ? list.map((item) => toSiteImage(item)).filter((i): i is SiteImage => i !== null)
    : []
}
