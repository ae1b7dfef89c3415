'use client'

import { useCallback, useEffect, useState } from 'react'

import { cn } from '@/lib/cn'
import type { SiteImage } from '@/lib/siteImage'
import { BANNER_FADE_MS, BANNER_INTERVAL_MS, nextIndex, previousIndex } from '@/lib/site'

import { SiteImg } from '@/components/site/SiteImg'

/**
 * The banner keeps a current index: it advances every 4000 ms with a 1000 ms fade, its arrows wrap
 * (hidden on small screens) and its dots jump. Only the first picture is in the first
 * paint; the others are mounted just before they are shown, so a phone downloads one image up front.
 */
const PRELOAD_NEXT_AFTER_MS = 1500

export function BannerSlides({
  slides,
  autoPlay = true,
}: {
  slides: SiteImage[]
  autoPlay?: boolean
}) {
  const [index, setIndex] = useState(0)
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]))
  const [tick, setTick] = useState(0)
  const count = slides.length

  const go = useCallback((target: number) => {
    setIndex(target)
    // A manual move restarts the 4 s wait so the chosen picture stays on screen.
    setTick((value) => value + 1)
  }, [])

  useEffect(() => {
    const add = (...indexes: number[]) =>
      setMounted((previous) =>
        indexes.every((i) => previous.has(i)) ? previous : new Set([...previous, ...indexes]),
      )
    add(index)
    // The next picture is fetched a little before its turn, after the first paint has settled,
    // so the fade never shows an empty frame and the first load carries one image.
    const timer = window.setTimeout(() => add(nextIndex(index, count)), PRELOAD_NEXT_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [index, count])

  useEffect(() => {
    if (!autoPlay || count < 2) return
    const timer = window.setInterval(
      () => setIndex((value) => nextIndex(value, count)),
      BANNER_INTERVAL_MS,
    )
    return () => window.clearInterval(timer)
  }, [autoPlay, count, tick])

  if (count === 0) return null

  return (
    <div
      className="absolute inset-0"
      role="group"
      aria-roledescription="carousel"
      aria-label="Guest house pictures"
    >
      {slides.map((slide, slideIndex) =>
        mounted.has(slideIndex) ? (
          <SiteImg
            key={slide.src}
            variants={slide.variants}
            alt={slide.alt}
            fill
            sizes="100vw"
            priority={slideIndex === 0}
            aria-hidden={slideIndex !== index}
            data-active={slideIndex === index ? 'true' : 'false'}
            className={cn(
              'object-cover transition-opacity ease-in-out',
              slideIndex === index ? 'opacity-100' : 'opacity-0',
            )}
            style={{ transitionDuration: `${BANNER_FADE_MS}ms` }}
          />
        ) : null,
      )}
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(previousIndex(index, count))}
            aria-label="Previous picture"
            className="absolute top-1/2 left-4 z-20 hidden h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-black/40 text-white hover:bg-black/60 md:grid arrow-prev [--arrow-size:0.5rem]"
          />
          <button
            type="button"
            onClick={() => go(nextIndex(index, count))}
            aria-label="Next picture"
            className="absolute top-1/2 right-4 z-20 hidden h-12 w-12 -translate-y-1/2 place-items-center rounded-full bg-black/40 text-white hover:bg-black/60 md:grid arrow-next [--arrow-size:0.5rem]"
          />
          <div className="absolute inset-x-0 bottom-8 z-20 flex justify-center gap-1">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.src}
                type="button"
                onClick={() => go(slideIndex)}
                aria-label={`Show picture ${slideIndex + 1} of ${count}`}
                aria-current={slideIndex === index ? 'true' : undefined}
                // The dot is the button's ::before: one element per picture.
                className={cn(
                  'grid h-8 w-8 place-items-center before:h-2.5 before:rounded-full before:transition-all',
                  slideIndex === index
                    ? 'before:w-8 before:bg-white'
                    : 'before:w-2.5 before:bg-white/60',
                )}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  )
}
