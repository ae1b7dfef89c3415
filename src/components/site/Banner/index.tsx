import Link from 'next/link'

import type { BannerSlide } from '@/data/content'

import { buttonLight, buttonOutlineLight, buttonPrimary } from '@/components/ui/styles'
import { BannerSlides } from './BannerSlides.client'

type Props = { slides: BannerSlide[]; houseName: string; tagline: string }

/** Full-height banner: the rotating pictures are the island; the text and buttons are plain HTML. */
export function Banner({ slides, houseName, tagline }: Props) {
  return (
    <section
      aria-labelledby="banner-title"
      className="relative isolate h-dvh min-h-[32rem] overflow-hidden bg-brand-900 text-white"
    >
      <BannerSlides slides={slides} />
      <div className="pointer-events-none absolute inset-0 bg-gradient-to-b from-black/60 via-black/45 to-black/70" />
      <div className="pointer-events-none relative z-10 mx-auto flex h-full max-w-5xl flex-col items-center justify-center px-6 text-center">
        <h1
          id="banner-title"
          className="font-display text-4xl font-bold drop-shadow-lg sm:text-5xl md:text-7xl"
        >
          {houseName}
        </h1>
        <p className="mt-4 text-sm font-semibold tracking-[0.3em] text-brand-100 sm:text-base">
          {tagline}
        </p>
        <div className="pointer-events-auto mt-8 flex flex-wrap justify-center gap-3">
          <Link prefetch={false} href="/rooms" className={buttonPrimary}>
            Book Your Stay
          </Link>
          <Link prefetch={false} href="/explore" className={buttonLight}>
            Explore
          </Link>
          <Link prefetch={false} href="/contact" className={buttonOutlineLight}>
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  )
}
