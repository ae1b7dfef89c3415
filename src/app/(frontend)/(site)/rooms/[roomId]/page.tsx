import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { PageHero } from '@/components/site/PageHero'
import { RoomCard } from '@/components/site/RoomCard'
import { buttonOutline } from '@/components/ui/styles'
import { getSiteSettings } from '@/data/content'
import { getIndicativeRates } from '@/data/indicativeRates'
import { getPriceRanges } from '@/data/priceRanges'
import { getVisibleRoom } from '@/data/rooms'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import { bedTypeText, isPremium } from '@/lib/rooms'
import { pageOpenGraph, roomShareDescription, roomShareImage } from '@/lib/seo'
import { roomPagePath } from '@/lib/site'

// A hidden room must vanish from its shared link at once, so the page is read per request (from
// the rooms data cache, which a staff change expires).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ roomId: string }> }

/** A hidden, deleted or unknown room is an unknown path: it goes home and names nothing. */
async function roomOrHome(params: Props['params']) {
  const { roomId } = await params
  const room = await getVisibleRoom(roomId)
  if (!room) redirect('/')
  return room
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [room, settings] = await Promise.all([roomOrHome(params), getSiteSettings()])
  const description = roomShareDescription(room)
  const path = roomPagePath(room._id)
  return {
    title: room.name,
    description,
    alternates: { canonical: path },
    openGraph: pageOpenGraph(settings.houseName, {
      title: `${room.name} · ${settings.houseName}`,
      description,
      url: path,
      images: [{ ...roomShareImage(room), alt: room.name }],
    }),
  }
}

/** The page a shared room link opens: that room's card, and the way to every other room. */
export default async function SharedRoomPage({ params }: Props) {
  const [room, settings, indicativeRates, priceRanges] = await Promise.all([
    roomOrHome(params),
    getSiteSettings(),
    getIndicativeRates(),
    getPriceRanges(),
  ])
  const premium = isPremium(room)
  return (
    <>
      <PageHero title={room.name} subtitle={bedTypeText(room.bedType)} />
      <div
        className={cn('mx-auto space-y-10 px-4 py-14 sm:px-6', premium ? 'max-w-5xl' : 'max-w-md')}
      >
        <RoomCard
          room={room}
          whatsappNumber={settings.whatsappNumber}
          premium={premium}
          eager
          ownPage
          indicativeRates={indicativeRates}
          priceRange={priceRanges[room._id]}
        />
        <p className="text-center">
          <Link prefetch={false} href="/rooms" className={buttonOutline}>
            {MESSAGES.rooms.seeAllRooms}
          </Link>
        </p>
      </div>
    </>
  )
}
