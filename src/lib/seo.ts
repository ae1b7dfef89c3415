import { formatCedis, PER_NIGHT } from './money'
import { bedTypeText, nightlyPrice, type RoomPricing } from './rooms'
import { roomPagePath } from './site'

type Settings = {
  houseName: string
  tagline: string
  address: string
  landmark: string
  phonePrimary: string
  phoneSecondary: string
  email: string
  mapLinkUrl: string
}

/** "GHS 200 - 500" from what guests pay per night; null without rooms. */
export function priceRangeGhs(rooms: readonly RoomPricing[]): string | null {
  if (rooms.length === 0) return null
  const prices = rooms.map((room) => nightlyPrice(room))
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return low === high ? `GHS ${low}` : `GHS ${low} - ${high}`
}

/** Telephone in international form for structured data (+233…). */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10 && digits.startsWith('0')) return `+233${digits.slice(1)}`
  return digits.startsWith('233') ? `+${digits}` : phone
}

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
      addressRegion: 'Eastern Region',
      addressCountry: 'GH',
    },
    hasMap: settings.mapLinkUrl,
    contactPoint: [settings.phonePrimary, settings.phoneSecondary].map((phone) => ({
      '@type': 'ContactPoint',
      telephone: internationalPhone(phone),
      contactType: 'reservations',
      availableLanguage: ['en'],
      hoursAvailable: 'Mo-Su 00:00-23:59',
    })),
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

/**
 * The picture WhatsApp and Facebook show for a shared page (src/app/share-image.jpg). A page that
 * sets its own `openGraph` replaces the layout's, so each such page lists it again.
 */
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
