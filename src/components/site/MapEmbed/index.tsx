'use client'

import { useEffect, useRef, useState } from 'react'

/** How close to the screen the map's box must come before the map is fetched. */
const LOAD_MARGIN = '200px'

/**
 * The map in a reserved 16:9 box, fetched only when the box is about to scroll into view. The
 * browser's own `loading="lazy"` starts an iframe up to a few screens early, and an embedded map
 * costs a guest on paid data far more than the rest of the page together, so the page decides.
 */
export function MapEmbed({ src, title }: { src: string; title: string }) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const box = boxRef.current
    if (!box || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [near])

  const frame = (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="absolute inset-0 h-full w-full border-0"
      allowFullScreen
    />
  )
  return (
    <div
      ref={boxRef}
      className="relative aspect-video w-full overflow-hidden rounded-2xl bg-stone-200 shadow-lg"
    >
      {near ? frame : <noscript>{frame}</noscript>}
    </div>
  )
}
