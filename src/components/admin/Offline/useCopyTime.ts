'use client'

import { useEffect, useState } from 'react'

import { pagesCacheOf } from '@/lib/offline/portalCopies'

/**
 * When the data on screen was last brought up to date, while offline: the oldest of the kept
 * copies the worker served this page (it says so as it serves each), else the kept page itself.
 * Cleared when the network returns, since the screens then read afresh.
 */
export function useCopyTime(staffId: string, online: boolean): string | null {
  const [at, setAt] = useState<string | null>(null)

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; at?: unknown } | null
      if (data?.type !== 'portal-copy' || typeof data.at !== 'string' || !data.at) return
      const time = new Date(data.at).getTime()
      if (Number.isNaN(time)) return
      setAt((shown) => (shown && new Date(shown).getTime() <= time ? shown : (data.at as string)))
    }
    const onOnline = () => setAt(null)
    navigator.serviceWorker.addEventListener('message', onMessage)
    window.addEventListener('online', onOnline)
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage)
      window.removeEventListener('online', onOnline)
    }
  }, [])

  useEffect(() => {
    if (online || typeof caches === 'undefined') return
    void caches
      .open(pagesCacheOf(staffId))
      .then((cache) => cache.match(window.location.pathname, { ignoreSearch: true }))
      .then((page) => {
        const date = page?.headers.get('date')
        if (date) setAt((shown) => shown ?? date)
      })
      .catch(() => undefined)
  }, [online, staffId])

  return online ? null : at
}
