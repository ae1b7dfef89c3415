'use client'

import { pagesCacheOf, STAFF_CACHE, STAFF_ENTRY } from '@/lib/offline/portalCopies'

/**
 * Whether the portal has a network, and from when the data on screen dates when it has not.
 * The browser's own word (`navigator.onLine`) is not enough: a phone on a line that only pretends
 * to be there says it is online, so a kept copy served by the worker (it tells the page, with the
 * time that copy was made) also counts as offline, until the worker says a read reached the
 * server again.
 */
let copyAt: string | null = null
let listening = false
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

function showCopy(at: string) {
  const time = new Date(at).getTime()
  if (Number.isNaN(time)) return
  // The oldest copy on screen is what the screen is as of.
  if (copyAt && new Date(copyAt).getTime() <= time) return
  copyAt = at
  emit()
}

function backOnline() {
  copyAt = null
  emit()
}

/** With no network and no copy served yet, the screen is as of its own kept page. */
function datePageCopy() {
  if (navigator.onLine || typeof caches === 'undefined') return
  void caches
    .match(STAFF_ENTRY, { cacheName: STAFF_CACHE })
    .then((entry) => entry?.text())
    .then((staffId) => (staffId ? caches.open(pagesCacheOf(staffId)) : undefined))
    .then((cache) => cache?.match(window.location.pathname, { ignoreSearch: true }))
    .then((page) => {
      const date = page?.headers.get('date')
      if (date && !copyAt) showCopy(date)
    })
    .catch(() => undefined)
}

function listen() {
  if (listening) return
  listening = true
  window.addEventListener('online', backOnline)
  window.addEventListener('offline', () => {
    emit()
    datePageCopy()
  })
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; at?: unknown } | null
    if (data?.type === 'portal-copy' && typeof data.at === 'string') showCopy(data.at)
    else if (data?.type === 'portal-fresh' && copyAt) backOnline()
  })
  datePageCopy()
}

export function subscribeNetwork(listener: () => void) {
  listen()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const isOnline = () => navigator.onLine && copyAt === null
export const copyTime = () => copyAt
