import type { Metadata } from 'next'

import { CallToAction } from '@/components/site/CallToAction'
import { JsonLd } from '@/components/site/JsonLd'
import { PageHero } from '@/components/site/PageHero'
import { RoomsList } from '@/components/site/RoomsList'
import { buttonOutlineLight, buttonWhatsapp } from '@/components/ui/styles'
import { Icon } from '@/components/ui/Icon'
import { getFacilities, getSiteSettings } from '@/data/content'
import { getIndicativeRates } from '@/data/indicativeRates'
import { getPriceRanges } from '@/data/priceRanges'
import { getAvailableRooms } from '@/data/rooms'
import { env } from '@/lib/env'
import {
  lodgingBusinessJsonLd,
  pageDetails,
  pageOpenGraph,
  pageShareImages,
  priceRangeGhs,
  SHARE_IMAGE,
} from '@/lib/seo'
import { displayPhone, telLink } from '@/lib/phone'
import { whatsappLink } from '@/lib/whatsapp'

export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  const [settings, rooms] = await Promise.all([getSiteSettings(), getAvailableRooms()])
  const range = priceRangeGhs(rooms)
  const { title, description } = pageDetails(settings.pageDetails?.rooms, {
    title: 'Rooms',
    description: `Premium and standard rooms at ${settings.houseName}${range ? `, ${range.replace('GHS ', '₵').replace(' - ', ' to ₵')} per night` : ''}. Book on WhatsApp in one tap.`,
  })
  return {
    title,
    description,
    alternates: { canonical: '/rooms' },
    openGraph: pageOpenGraph(settings.houseName, {
      title: `${title} · ${settings.houseName}`,
      description,
      url: '/rooms',
      images: pageShareImages('rooms', settings.pageDetails?.rooms),
    }),
  }
}

export default async function RoomsPage() {
  const [settings, rooms, facilities, indicativeRates, priceRanges] = await Promise.all([
    getSiteSettings(),
    getAvailableRooms(),
    getFacilities('home'),
    getIndicativeRates(),
    getPriceRanges(),
  ])
  return (
    <>
      <JsonLd
        data={lodgingBusinessJsonLd({
          settings,
          rooms,
          amenities: facilities.map((facility) => facility.title),
          // The business is the house, whose address is the site's home; its picture is the one
          // its shared links show.
          url: `${env.serverUrl}/`,
          image: `${env.serverUrl}${SHARE_IMAGE.url}`,
        })}
      />
      <PageHero
        title="Our Rooms"
        subtitle="Premium suites and comfortable standard rooms, each with a private bathroom. Prices are per night in Ghana cedis."
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <RoomsList
          initialRooms={rooms}
          whatsappNumber={settings.whatsappNumber}
          indicativeRates={indicativeRates}
          priceRanges={priceRanges}
        />
      </div>
      <CallToAction
        id="help-title"
        title="Need Help Choosing?"
        text="Tell us your dates and how many you are; we will suggest the right room."
      >
        <a
          href={whatsappLink(settings.whatsappNumber, 'Hello, can you help me choose a room?')}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonWhatsapp}
        >
          <Icon name="whatsapp" className="h-4 w-4" />
          Chat on WhatsApp
        </a>
        <a href={telLink(settings.phonePrimary)} className={buttonOutlineLight}>
          <Icon name="phone" className="h-4 w-4" />
          Call {displayPhone(settings.phonePrimary)}
        </a>
      </CallToAction>
    </>
  )
}
