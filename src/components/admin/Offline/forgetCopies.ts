import { isStaffCopy } from '@/lib/offline/portalCopies'

/**
 * Everything kept for a member of staff goes: at sign-out, at sign-in (the one before may never
 * have signed out) and when the session is found ended. Done from the page, which reaches the
 * same caches as the worker, so it holds even where the worker is not running.
 */
export async function forgetPortalCopies(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys().catch(() => [] as string[])
  await Promise.all(names.filter(isStaffCopy).map((name) => caches.delete(name)))
}
