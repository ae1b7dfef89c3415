import type { Media } from '@/payload-types'

/**
 * The copies made of every uploaded picture, once, at upload (WebP). Guests' pages are served
 * these files as they are, so no visitor waits on an image encoder: the first visit after a start
 * is as fast as the tenth. The thumbnail is cropped to 4:3; the others keep the picture's shape.
 */
export const UPLOAD_SIZES = {
  thumbnail: { width: 160, height: 120, quality: 70 },
  // A phone's full-width picture (360-430 CSS px wide) on a low-density screen.
  small: { width: 480, quality: 70 },
  card: { width: 640, quality: 72 },
  // The same picture at 1.75x-2x: most phones sold here are 720 px wide at 2x, and without this
  // copy they would take the 1280 px one, 1.8 times the pixels and about 1.6 times the bytes.
  wide: { width: 960, quality: 72 },
  large: { width: 1280, quality: 72 },
} as const

export type UploadSizeName = keyof typeof UPLOAD_SIZES

/** The copies' names, smallest first. */
export const UPLOAD_SIZE_NAMES = Object.keys(UPLOAD_SIZES) as UploadSizeName[]

/** One file a page may choose for a picture, and its width in pixels. */
export type ImageVariant = { url: string; width: number }

/** An image as the pages draw it (SiteImg): its shape, and the files it comes in, smallest first. */
export type SiteImage = {
  src: string
  alt: string
  width: number
  height: number
  variants: ImageVariant[]
}

/**
 * Payload may answer with absolute media addresses; the pages use the same-origin path, so a
 * picture is fetched over the connection the page already has.
 */
export function mediaPath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/file\/)/, '')
}

type Copies = {
  id?: string | number | null
  url?: string | null
  width?: number | null
  /** The resized copies, by name, as Payload stores them or as the room contract gives them. */
  sizes?: Partial<Record<UploadSizeName, { url?: string | null } | string | null>> | null
}

/**
 * A file's address for a page, marked with its picture's id: a deleted picture's file name can be
 * given to a later upload, and a browser keeping files for 30 days must not take one for the
 * other.
 */
function versioned(url: string, id: Copies['id']): string {
  return id == null
    ? url
    : `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(String(id))}`
}

const copyUrl = (copy: { url?: string | null } | string | null | undefined) =>
  (typeof copy === 'string' ? copy : copy?.url) || null

/**
 * The files of a picture a page can offer in `srcset`, smallest first: every copy but the
 * thumbnail (480, 640, 960 and 1280 px), and the original only where it is no wider than the
 * largest copy would be (a copy is not made bigger than its original, so a small upload has only
 * itself). With `thumbnail`, also the 160 px copy, for small square pictures drawn with object-fit
 * (it is cropped to 4:3).
 */
export function imageVariants(media: Copies, { thumbnail = false } = {}): ImageVariant[] {
  const variants: ImageVariant[] = []
  const add = (url: string | null, width: number) => {
    if (url && width > 0 && !variants.some((variant) => variant.width === width)) {
      variants.push({ url: versioned(mediaPath(url), media.id), width })
    }
  }
  for (const name of UPLOAD_SIZE_NAMES) {
    if (name === 'thumbnail' && !thumbnail) continue
    add(copyUrl(media.sizes?.[name]), UPLOAD_SIZES[name].width)
  }
  const original = media.width ?? 0
  if (!copyUrl(media.sizes?.large) && original <= UPLOAD_SIZES.large.width) {
    add(media.url ?? null, original)
  }
  return variants.sort((a, b) => a.width - b.width)
}

/** The picture at its largest copy (an original may be a 5 MB photo), with the files to choose from. */
export function toSiteImage(
  media: unknown,
  alt?: string | null,
  options?: { thumbnail?: boolean },
): SiteImage | null {
  if (!media || typeof media !== 'object') return null
  const doc = media as Media
  const large = doc.sizes?.large
  const useLarge = Boolean(large?.url && large.width && large.height)
  const url = useLarge ? large?.url : doc.url
  const width = useLarge ? large?.width : doc.width
  const height = useLarge ? large?.height : doc.height
  const variants = imageVariants(doc, options)
  if (!url || !width || !height || !variants.length) return null
  return { src: mediaPath(url), alt: alt ?? doc.alt ?? '', width, height, variants }
}

export function toSiteImages(list: unknown): SiteImage[] {
  return Array.isArray(list)
    ? list.map((item) => toSiteImage(item)).filter((i): i is SiteImage => i !== null)
    : []
}
