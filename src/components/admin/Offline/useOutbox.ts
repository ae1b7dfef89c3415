'use client'

import { useMemo, useSyncExternalStore } from 'react'

import { useSession } from '@/components/admin/Session'

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
  const staffId = useSession().state.currentUser?.id ?? ''
  const subscribe = useMemo(() => subscribeNetwork(staffId), [staffId])
  return useSyncExternalStore(subscribe, isOnline, () => true)
}

/** When the data on screen was last brought up to date, while it shows a kept copy. */
export function useCopyTime(): string | null {
  const staffId = useSession().state.currentUser?.id ?? ''
  const subscribe = useMemo(() => subscribeNetwork(staffId), [staffId])
  return useSyncExternalStore(subscribe, copyTime, () => null)
}

/** The actions this member of staff made on this phone: another's are sent only by them. */
export function useStaffOutbox(staffId: string) {
  const all = useOutbox()
  return useMemo(() => all.filter((action) => action.staffId === staffId), [all, staffId])
}
