'use client'

import { useEffect } from 'react'

import { PORTAL_SCOPE, PORTAL_WORKER_URL } from '@/lib/offline/portalCopies'

import { reloadScreens } from './outbox'

/**
 * Registers the portal's service worker, from the portal's shell alone (guests' pages never load
 * this), and tells it who is signed in, so it keeps copies for them only. Production builds only:
 * in development a kept copy would hide the change being made.
 */
export function usePortalWorker(staffId: string) {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    const container = navigator.serviceWorker
    // The first load ran before the worker held the page: its reads were not kept. Read again
    // once it does, so what is on screen now is what opens offline.
    const onControl = () => void reloadScreens()
    container.addEventListener('controllerchange', onControl)
    container
      .register(PORTAL_WORKER_URL, { scope: PORTAL_SCOPE })
      .then(() => container.ready)
      .then((registration) => registration.active?.postMessage({ type: 'staff', staffId }))
      .catch(() => {
        // No worker (a private window, storage refused): the portal works online as before.
      })
    return () => container.removeEventListener('controllerchange', onControl)
  }, [staffId])
}
