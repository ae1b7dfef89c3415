'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { Icon } from '@/components/ui/Icon'
import { cn } from '@/lib/cn'
import type { ExploreTab } from '@/data/content'
import { EXPLORE_SLIDE_MS, nextIndex, previousIndex } from '@/lib/site'

import { RichText } from '@/components/site/RichText'
import { SiteImg } from '@/components/site/SiteImg'

/** A tab's slideshow: advances every 3 s, can be paused and resumed, wraps both ways. */
function Slideshow({ tab, eager }: { tab: ExploreTab; eager: boolean }) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const count = tab.images.length

  useEffect(() => {
    if (!playing || count < 2) return
    const timer = window.setInterval(
      () => setIndex((value) => nextIndex(value, count)),
      EXPLORE_SLIDE_MS,
    )
    return () => window.clearInterval(timer)
  }, [playing, count])

  const current = tab.images[index]
  return (
    <div
      className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-stone-200 shadow-lg"
      role="group"
      aria-roledescription="slideshow"
      aria-label={`${tab.label} pictures`}
      data-testid="explore-slideshow"
      data-index={index}
    >
      {current ? (
        <SiteImg
          key={current.src}
          variants={current.variants}
          alt={current.alt}
          fill
          sizes="(min-width: 1024px) 600px, 100vw"
          priority={eager && index === 0}
          className="object-cover"
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        Picture {index + 1} of {count}
      </p>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-black/70 to-transparent p-3 text-white">
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => setIndex(previousIndex(index, count))}
              aria-label="Previous picture"
              className="grid h-10 w-10 place-items-center rounded-full bg-black/40 hover:bg-black/60 arrow-prev"
            />
            <button
              type="button"
              onClick={() => setIndex(nextIndex(index, count))}
              aria-label="Next picture"
              className="grid h-10 w-10 place-items-center rounded-full bg-black/40 hover:bg-black/60 arrow-next"
            />
          </div>
          <span className="text-sm font-semibold" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button
            type="button"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? 'Pause slideshow' : 'Resume slideshow'}
            aria-pressed={!playing}
            className="grid h-10 w-10 place-items-center rounded-full bg-black/40 hover:bg-black/60"
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** Sticky tab bar (Reception by default) with each tab's slideshow, details and hours. */
export function ExploreTabs({ tabs }: { tabs: ExploreTab[] }) {
  const [active, setActive] = useState(0)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])

  // WAI-ARIA tabs: arrow keys, Home and End move between tabs.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: nextIndex(active, tabs.length),
      ArrowLeft: previousIndex(active, tabs.length),
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    setActive(target)
    tabRefs.current[target]?.focus()
  }

  const tab = tabs[active]
  return (
    <div>
      <div className="sticky top-16 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div
          role="tablist"
          aria-label="Explore the guest house"
          className="mx-auto flex max-w-7xl justify-center gap-1 overflow-x-auto px-2"
        >
          {tabs.map((item, itemIndex) => (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[itemIndex] = element
              }}
              type="button"
              role="tab"
              id={`tab-${item.key}`}
              aria-selected={itemIndex === active}
              aria-controls={`panel-${item.key}`}
              tabIndex={itemIndex === active ? 0 : -1}
              onClick={() => setActive(itemIndex)}
              onKeyDown={onKeyDown}
              className={cn(
                'shrink-0 border-b-4 px-4 py-4 text-sm font-semibold transition-colors sm:px-6 sm:text-base',
                itemIndex === active
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-stone-600 hover:text-stone-900',
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
      </div>
      {tab ? (
        <div
          role="tabpanel"
          id={`panel-${tab.key}`}
          aria-labelledby={`tab-${tab.key}`}
          className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2"
        >
          <Slideshow key={tab.key} tab={tab} eager={active === 0} />
          <div>
            <h2 className="font-display text-3xl font-bold text-stone-900">{tab.title}</h2>
            <RichText html={tab.descriptionHtml} className="mt-3 text-stone-600" />
            <ul className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {tab.highlights.map((highlight) => (
                <li key={highlight.title} className="rounded-xl bg-brand-50 p-4">
                  <Icon name={highlight.icon} className="h-6 w-6 text-brand-700" />
                  <h3 className="mt-2 font-semibold text-stone-900">{highlight.title}</h3>
                  <p className="mt-1 text-sm text-stone-600">{highlight.description}</p>
                </li>
              ))}
            </ul>
            <ul className="mt-6 space-y-3">
              {tab.hours.map((hours) => (
                <li key={hours.label} className="flex gap-3 rounded-xl border border-stone-200 p-4">
                  <Icon name="clock" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-semibold text-stone-900">{hours.label}</span>
                    <span className="block text-stone-800">{hours.hours}</span>
                    {hours.description ? (
                      <span className="block text-sm text-stone-600">{hours.description}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  )
}
