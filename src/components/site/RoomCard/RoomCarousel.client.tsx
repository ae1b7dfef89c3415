'use client'

import { useEffect, useState } from 'react'

import { Icon } from '@/components/ui/Icon'
import { cn } from '@/lib/cn'
import type { ContractImage } from '@/lib/rooms/contract'
import { nextIndex, previousIndex, ROOM_CAROUSEL_MS } from '@/lib/site'
import { imageVariants } from '@/lib/siteImage'

import { SiteImg } from '@/components/site/SiteImg'

type Props = {
  images: ContractImage[]
  roomName: string
  sizes: string
  /** Off by default, so photos change only when the guest asks; every 4 s when on. */
  autoChange?: boolean
  interval?: number
  className?: string
  /** The first card on the page: its first picture is the page's largest paint. */
  eager?: boolean
}

/** A room's pictures: previous/next/dots that wrap; only the shown picture is in the page. */
export function RoomCarousel({
  images,
  roomName,
  sizes,
  autoChange = false,
  interval = ROOM_CAROUSEL_MS,
  className,
  eager = false,
}: Props) {
  const [index, setIndex] = useState(0)
  const count = images.length

  useEffect(() => {
    if (!autoChange || count < 2) return
    const timer = window.setInterval(() => setIndex((value) => nextIndex(value, count)), interval)
    return () => window.clearInterval(timer)
  }, [autoChange, count, interval])

  const current = images[index]
  // A picture with no usable file (none was stored) shows the placeholder instead.
  const variants = current ? imageVariants(current) : []
  return (
    <div
      className={cn('relative overflow-hidden bg-stone-200', className)}
      role="group"
      aria-roledescription="carousel"
      aria-label={`${roomName} pictures`}
    >
      {current && variants.length ? (
        <SiteImg
          key={current.id}
          variants={variants}
          alt={current.alt || `${roomName}: picture ${index + 1}`}
          fill
          sizes={sizes}
          priority={eager && index === 0}
          className="object-cover"
        />
      ) : (
        <span className="absolute inset-0 grid place-items-center text-stone-600">
          <Icon name="bed" className="h-10 w-10" />
        </span>
      )}
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => setIndex(previousIndex(index, count))}
            aria-label={`Previous picture of ${roomName}`}
            className="absolute top-1/2 left-2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-black/50 text-white hover:bg-black/70 arrow-prev"
          />
          <button
            type="button"
            onClick={() => setIndex(nextIndex(index, count))}
            aria-label={`Next picture of ${roomName}`}
            className="absolute top-1/2 right-2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-black/50 text-white hover:bg-black/70 arrow-next"
          />
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {images.map((image, imageIndex) => (
              <button
                key={image.id}
                type="button"
                onClick={() => setIndex(imageIndex)}
                aria-label={`Show picture ${imageIndex + 1} of ${count}`}
                aria-current={imageIndex === index ? 'true' : undefined}
                // The dot is the button's ::before: one element per picture in every card.
                className={cn(
                  'grid h-7 w-7 place-items-center before:h-2 before:w-2 before:rounded-full',
                  imageIndex === index ? 'before:bg-white' : 'before:bg-white/60',
                )}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
}
