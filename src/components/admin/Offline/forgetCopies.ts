import { API } from '@/lib/apiRoutes'
import { isStaffCopy } from '@/lib/offline/portalCopies'

/**
 * Everything kept for a member of staff goes: at sign-out, at sign-in (the one before may never
 * have signed out) and when the session is found ended. Done from the page, which reaches the
 * same caches as the worker, so it holds even where the worker is not running. Answers whether
 * there was anything to take.
 */
export async function forgetPortalCopies(): Promise<boolean> {
  if (typeof caches === 'undefined') return false
  const names = (await caches.keys().catch(() => [] as string[])).filter(isStaffCopy)
  await Promise.all(names.map((name) => caches.delete(name)))
  return names.length > 0
}

/**
 * A session found ended (the portal's check, or the sign-in page reached with copies still on the
 * phone, where the server sent a portal page on to it): the worker's copies go, and the sign-out
 * door is asked to clear the browser's own copies of the desk's reads (its `Clear-Site-Data`).
 * The sign-in page is only shown with no session, so asking ends nobody's.
 */
export async function forgetEndedSession(): Promise<void> {
  if (!(await forgetPortalCopies())) return
  await fetch(API.auth.signOut, { method: 'POST', cache: 'no-store' }).catch(() => null)
}
