'use client'

import { useMemo, useSyncExternalStore } from 'react'

import { useStaffId } from '@/components/admin/Session'

import { copyTime, isOnline, subscribeNetwork } from './network'
import { serverSnapshot, snapshot, subscribe } from './outbox'

/** The actions kept on this phone (everyone's: each screen picks its own). */
export function useOutbox() {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

/**
 * Whether the portal has a network (`network.ts`): false with none, and while the screen shows a
 * kept copy. Online while rendered on the server.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeNetwork, isOnline, () => true)
}

/** When the data on screen was last brought up to date, while it shows a kept copy. */
export function useCopyTime(): string | null {
  return useSyncExternalStore(subscribeNetwork, copyTime, () => null)
}

/** The actions the signed-in member of staff made on this phone: another's are sent only by them. */
export function useStaffOutbox() {
  const staffId = useStaffId()
  const all = useOutbox()
  return useMemo(() => all.filter((action) => action.staffId === staffId), [all, staffId])
}
