'use client'

import { useMemo, useSyncExternalStore } from 'react'

import { serverSnapshot, snapshot, subscribe } from './outbox'

/** The actions kept on this phone (everyone's: each screen picks its own). */
export function useOutbox() {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Whether the phone has a network, as the browser says; online while rendered on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}

/** The actions this member of staff made on this phone: another's are sent only by them. */
export function useStaffOutbox(staffId: string) {
  const all = useOutbox()
  return useMemo(() => all.filter((action) => action.staffId === staffId), [all, staffId])
}
