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
    let stopped = false
    // Until the worker holds the page and knows who is signed in, reads go past it unkept: on a
    // first load, or the first after another member of staff, the screens read once more then.
    const readAgain = () => {
      if (!stopped) void reloadScreens()
    }
    container
      .register(PORTAL_WORKER_URL, { scope: PORTAL_SCOPE })
      .then(() => container.ready)
      .then((registration) => tellStaff(registration.active, staffId))
      .then((isNew) => {
        if (!isNew && container.controller) return
        if (container.controller) readAgain()
        else container.addEventListener('controllerchange', readAgain, { once: true })
      })
      .catch(() => {
        // No worker (a private window, storage refused): the portal works online as before.
      })
    return () => {
      stopped = true
      container.removeEventListener('controllerchange', readAgain)
    }
  }, [staffId])
}

/** Tells the worker who is signed in; answers whether nothing was kept for them yet. */
function tellStaff(worker: ServiceWorker | null, staffId: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (!worker) return resolve(false)
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) =>
      resolve((event.data as { isNew?: unknown })?.isNew === true)
    worker.postMessage({ type: 'staff', staffId }, [channel.port2])
  })
}
