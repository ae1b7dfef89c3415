'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { TOASTS_WANTED_EVENT } from '@/components/site/notify'

const Toasts = lazy(() =>
  import('@/components/ui/Toasts').then((module) => ({ default: module.Toasts })),
)

/**
 * The toast container of a form page, mounted when the guest first touches or tabs into the page
 * (or a toast is raised), so the first load carries none of react-toastify.
 */
export function LazyToasts() {
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    if (wanted) return
    // Mounting the container fetches react-toastify, the same module notify() then uses.
    const want = () => setWanted(true)
    const events = ['pointerdown', 'focusin', 'keydown', TOASTS_WANTED_EVENT] as const
    for (const name of events) window.addEventListener(name, want, { once: true, passive: true })
    return () => {
      for (const name of events) window.removeEventListener(name, want)
    }
  }, [wanted])

  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null
}
