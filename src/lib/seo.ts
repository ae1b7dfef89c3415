import { formatCedis, PER_NIGHT } from '@/lib/money/amounts'
import { internationalPhone } from '@/lib/phone'
import { bedTypeText, nightlyPrice, type RoomPricing } from '@/lib/rooms'
import { roomPagePath } from '@/lib/site'
import { houseTimesOf, time24 } from '@/lib/houseTimes'

type Settings = {
  houseName: string
  tagline: string
  address: string
  landmark: string
  phonePrimary: string
  phoneSecondary: string
  email: string
  mapLinkUrl: string
  checkInTime?: string | null
  checkOutTime?: string | null
}

/** "GHS 200 - 500" from what guests pay per night; null without rooms. */
export function priceRangeGhs(rooms: readonly RoomPricing[]): string | null {
  if (rooms.length === 0) return null
  const prices = rooms.map((room) => nightlyPrice(room))
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return low === high ? `GHS ${low}` : `GHS ${low} - ${high}`
}

/**
 * The town of an address written as "street, town, region, country": the last part that is not
 * the region or the country. Search engines match a business to a place by this part.
 */
export function addressLocality(address: string): string | null {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/\bregion$/i.test(part) && !/^ghana$/i.test(part))
  return parts.length > 1 ? parts[parts.length - 1] : (parts[0] ?? null)
}

/** The house answers reservations every day, all day. */
const ALWAYS_OPEN = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '00:00',
  closes: '23:59',
} as const

/** schema.org LodgingBusiness built from site settings, rooms and facilities. */
export function lodgingBusinessJsonLd(input: {
  settings: Settings
  rooms: readonly RoomPricing[]
  amenities: readonly string[]
  url: string
  image?: string | null
}): Record<string, unknown> {
  const { settings, rooms, amenities, url, image } = input
  const priceRange = priceRangeGhs(rooms)
  const locality = addressLocality(settings.address)
  const times = houseTimesOf(settings)
  const checkinTime = time24(times.checkIn)
  const checkoutTime = time24(times.checkOut)
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: settings.houseName,
    slogan: settings.tagline,
    description: `${settings.houseName}: ${settings.tagline.toLowerCase()}. ${settings.landmark}.`,
    url,
    ...(image ? { image } : {}),
    telephone: internationalPhone(settings.phonePrimary),
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address,
      ...(locality ? { addressLocality: locality } : {}),
      addressRegion: 'Eastern Region',
      addressCountry: 'GH',
    },
    hasMap: settings.mapLinkUrl,
    contactPoint: [settings.phonePrimary, settings.phoneSecondary].map((phone) => ({
      '@type': 'ContactPoint',
      telephone: internationalPhone(phone),
      contactType: 'reservations',
      availableLanguage: ['en'],
      hoursAvailable: ALWAYS_OPEN,
    })),
    // The owner's one setting, in the 24-hour form search engines read.
    ...(checkinTime ? { checkinTime } : {}),
    ...(checkoutTime ? { checkoutTime } : {}),
    currenciesAccepted: 'GHS',
    ...(priceRange ? { priceRange } : {}),
    amenityFeature: amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
  }
}

/** JSON for a <script type="application/ld+json">: no "<" can close the script early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The picture WhatsApp and Facebook show for a shared page (src/app/share-image.jpg). */
export const SHARE_IMAGE = {
  url: '/share-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
} as const

/** Share sheets cut a preview's description at about two lines; a little more is kept. */
const SHARE_DESCRIPTION_MAX = 200

type SharedRoom = RoomPricing & {
  _id: string
  bedType: string
  description: string
  images: ReadonlyArray<{ id: string }>
}

/**
 * The share picture of one room: its first picture at the same size as the general one, the
 * picture's id in the address so a new first picture is fetched again. A room without pictures
 * shares the general picture.
 */
export function roomShareImage(room: SharedRoom) {
  const [first] = room.images
  if (!first) return SHARE_IMAGE
  return {
    ...SHARE_IMAGE,
    url: `${roomPagePath(room._id)}/share-image.jpg?v=${encodeURIComponent(first.id)}`,
  }
}

/** "₵450 per night · King Size Bed. A bright suite…", cut at a word to fit a share preview. */
export function roomShareDescription(room: SharedRoom): string {
  const text = `${formatCedis(nightlyPrice(room))} ${PER_NIGHT} · ${bedTypeText(room.bedType)}. ${room.description.trim()}`
  if (text.length <= SHARE_DESCRIPTION_MAX) return text
  const cut = text.slice(0, SHARE_DESCRIPTION_MAX - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > SHARE_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}

type PageShare = {
  title: string
  description: string
  /** The page's own address, from the site's root. */
  url: string
  images?: ReadonlyArray<{ url: string; width?: number; height?: number; alt?: string }>
}

/**
 * A page's Open Graph block. Next replaces the layout's `openGraph` with a page's own instead of
 * merging them, so every page builds its block here: each carries the type, the house's name and
 * a picture, which share previews need.
 */
export function pageOpenGraph(houseName: string, page: PageShare) {
  return {
    type: 'website' as const,
    siteName: houseName,
    locale: 'en_GH',
    title: page.title,
    description: page.description,
    url: page.url,
    images: [...(page.images ?? [SHARE_IMAGE])],
  }
}

/** The public pages whose title and description editors may set in the site settings. */
export const PAGE_DETAIL_PAGES = [
  'home',
  'explore',
  'rooms',
  'bookings',
  'contact',
  'privacy',
  'terms',
] as const

export type DetailPage = (typeof PAGE_DETAIL_PAGES)[number]

/** Search results cut titles at about 60 characters and descriptions at about two lines. */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = SHARE_DESCRIPTION_MAX

type OwnDetails =
  | {
      title?: string | null
      description?: string | null
      /** The share picture editors chose, as stored (an id) or read with it. */
      image?: string | number | { id: string | number } | null
    }
  | null
  | undefined

/**
 * The share picture of a page: the one editors chose for it, cut to the general picture's size
 * by `/share-image.jpg?page=…` (its id in the address, so a new choice is fetched again), else
 * the general one.
 */
export function pageShareImages(page: DetailPage, own: OwnDetails) {
  const image = own?.image
  const id = image && typeof image === 'object' ? image.id : image
  if (id === null || id === undefined || id === '') return [SHARE_IMAGE]
  const query = new URLSearchParams({ page, v: String(id) })
  return [{ ...SHARE_IMAGE, url: `${SHARE_IMAGE.url}?${query}` }]
}

/**
 * A page's title and description: what the editors wrote for it, each where they wrote one,
 * else the site's own text.
 */
export function pageDetails(
  own: OwnDetails,
  fallback: { title: string; description: string },
): { title: string; description: string } {
  return {
    title: own?.title?.trim() || fallback.title,
    description: own?.description?.trim() || fallback.description,
  }
}
