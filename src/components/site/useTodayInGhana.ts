'use client'

import { useSyncExternalStore } from 'react'

import { todayInGhana } from '@/lib/dates'

const subscribe = () => () => {}

/**
 * Today's date for the date pickers' minimums, read in the browser: the pages are prerendered,
 * so a date taken on the server would be the build's. Undefined until hydration.
 */
export function useTodayInGhana(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => todayInGhana(),
    () => undefined,
  )
}
