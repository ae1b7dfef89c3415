'use client'

import { Icon } from '@/components/ui/Icon'
import { cn } from '@/lib/cn'
import { rooms as roomsText } from '@/lib/messages/rooms'
import { formatCedis, PER_NIGHT, toPesewas } from '@/lib/money/amounts'
import type { IndicativeRates } from '@/lib/money/indicativePrices'
import type { ContractRoom } from '@/lib/rooms/contract'
import {
  amenityLabels,
  bedTypeText,
  hasOffer,
  nightlyPrice,
  moreAmenitiesText,
  percentOff,
  visibleAmenities,
} from '@/lib/rooms'
import { roomPagePath } from '@/lib/site'
import { bookNowLink } from '@/lib/whatsapp'

import { IndicativePrice } from '@/components/site/IndicativePrice'
import { buttonOutline, buttonWhatsapp } from '@/components/ui/styles'
import { ChooseDatesLink } from './ChooseDatesLink'
import { RoomCarousel } from './RoomCarousel.client'

/**
 * Share opens the device share sheet with a link to the room's own page under /rooms, whose
 * preview shows the room's name and first picture; without one the link is copied
 * and an alert says so; without a clipboard either, the link is shown to copy.
 */
async function shareRoom(room: ContractRoom): Promise<void> {
  const url = `${window.location.origin}${roomPagePath(room._id)}`
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: room.name, text: room.description, url })
      return
    } catch (error) {
      // The guest closed the sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    window.alert(roomsText.linkCopied)
  } catch {
    // No share sheet and no clipboard (an older or in-app browser, or a page not served over
    // HTTPS): the link is shown, selected, for the guest to copy.
    window.prompt(roomsText.copyLink, url)
  }
}

export function RoomPrice({ room, large = false }: { room: ContractRoom; large?: boolean }) {
  const offer = hasOffer(room)
  const price = nightlyPrice(room)
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="room-price">
      <span className={cn('font-bold text-brand-700', large ? 'text-3xl' : 'text-2xl')}>
        {formatCedis(price)}
      </span>
      {offer ? (
        // The words are inside the <del> for screen readers: aria-label is not allowed on it.
        <del className="text-stone-600">
          <span className="sr-only">Regular price </span>
          {formatCedis(room.regularPrice)}
        </del>
      ) : null}
      <span className="text-sm text-stone-600">{PER_NIGHT}</span>
    </p>
  )
}

type Props = {
  room: ContractRoom
  whatsappNumber: string
  premium: boolean
  eager?: boolean
  /**
   * On the room's own page the card sits right under the page's h1 and its name links nowhere;
   * in the list it is an h3 under its section's h2 and its name links to the room's page.
   */
  ownPage?: boolean
  /** The owner's rates, brought with the page: the price also in pounds, dollars and euros. */
  indicativeRates?: IndicativeRates | null
  /**
   * The prices the room's rates ask over the coming months, so a dearer weekend or season is known
   * before the dates are chosen; worked out on the server.
   */
  priceRange?: string
}

/** One room: premium rooms get the large card with the badge, standard ones the grid card. */
export function RoomCard({
  room,
  whatsappNumber,
  premium,
  eager = false,
  ownPage = false,
  indicativeRates = null,
  priceRange,
}: Props) {
  const offer = hasOffer(room)
  const labels = amenityLabels(room)
  // Standard cards show at most 4 amenities; premium cards have room for all of them.
  const { shown, more } = premium ? { shown: labels, more: 0 } : visibleAmenities(labels)
  const titleId = `room-${room._id}-title`
  const Heading = ownPage ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={titleId}
      data-testid="room-card"
      data-room-name={room.name}
      className={cn(
        // Laid out when near the screen (theme.css); a card is about 640 px tall on a phone.
        'render-when-near flex overflow-hidden rounded-2xl border bg-white shadow-md [contain-intrinsic-size:auto_640px]',
        premium ? 'flex-col border-brand-100 lg:flex-row' : 'flex-col border-stone-200',
      )}
    >
      <div className={cn('relative', premium ? 'lg:w-1/2' : '')}>
        <RoomCarousel
          images={room.images}
          roomName={room.name}
          eager={eager}
          className={premium ? 'aspect-[4/3] lg:aspect-auto lg:h-full lg:min-h-80' : 'aspect-[4/3]'}
          sizes={
            premium
              ? '(min-width: 1024px) 640px, 100vw'
              : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
          }
        />
        <div className="pointer-events-none absolute top-3 left-3 flex flex-wrap gap-2">
          {premium ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-stone-900">
              <Icon name="crown" className="h-3.5 w-3.5" />
              Premium
            </span>
          ) : null}
          {offer ? (
            <span
              className="rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white"
              data-testid="percent-off"
            >
              {percentOff(room.regularPrice, room.discountedPrice as number)}% OFF
            </span>
          ) : null}
        </div>
      </div>
      <div className={cn('flex flex-1 flex-col p-6', premium && 'lg:p-8')}>
        <Heading
          id={titleId}
          className={cn('font-display font-bold text-stone-900', premium ? 'text-2xl' : 'text-xl')}
        >
          {ownPage ? (
            room.name
          ) : (
            <a href={roomPagePath(room._id)} className="hover:text-brand-700 hover:underline">
              {room.name}
            </a>
          )}
        </Heading>
        <p className="mt-1 flex items-center gap-2 text-sm font-medium text-brand-700">
          <Icon name="bed" className="h-4 w-4" />
          {bedTypeText(room.bedType)}
        </p>
        <p className="mt-3 text-stone-600">{room.description}</p>
        {shown.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Amenities">
            {shown.map((label) => (
              <li
                key={label}
                className="rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-700"
              >
                {label}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
                {moreAmenitiesText(more)}
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto pt-6">
          <RoomPrice room={room} large={premium} />
          {priceRange ? (
            <p className="mt-1 text-sm text-stone-600" data-testid="room-price-range">
              {priceRange}
            </p>
          ) : null}
          <IndicativePrice
            pesewas={toPesewas(nightlyPrice(room))}
            rates={indicativeRates}
            className="mt-1"
          />
          <div className="mt-4 flex flex-wrap gap-3">
            <a
              href={bookNowLink(whatsappNumber, room)}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonWhatsapp, 'flex-1')}
              aria-label={`Book Now: ${room.name}`}
            >
              <Icon name="whatsapp" className="h-4 w-4" />
              Book Now
            </a>
            <ChooseDatesLink roomId={room._id} roomName={room.name} />
            <button
              type="button"
              onClick={() => void shareRoom(room)}
              className={buttonOutline}
              aria-label={`Share ${room.name}`}
            >
              <Icon name="share" className="h-4 w-4" />
              Share
            </button>
          </div>
        </div>
      </div>
    </article>
  )
}
