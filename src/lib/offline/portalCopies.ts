import { API } from '@/lib/apiRoutes'

/**
 * What the staff portal's service worker keeps on the phone, shared by the worker and the pages
 * so both name the same caches. Only the portal is served by the worker (`PORTAL_SCOPE`): guests'
 * pages never register it and never load a byte of it.
 */

/** The portal's addresses; the worker is registered with this scope, from the portal alone. */
export const PORTAL_SCOPE = '/admin'

/**
 * The worker's script, built into public/ by the production build. At the site's root so its
 * scope can be `/admin` itself (a script under /admin/ could not serve the bare `/admin`).
 */
export const PORTAL_WORKER_URL = '/admin-sw.js'

/** The screens staff must be able to open with no network, kept on each visit to the portal. */
export const OFFLINE_SCREENS = ['/admin', '/admin/today', '/admin/bookings'] as const

/**
 * Reads an offline action needs that no screen makes until the action begins: the extras a
 * charge is picked from, read when the charge form opens. Kept on each visit like the screens.
 */
export const OFFLINE_READS = [API.extrasOffered]

/** Every cache the portal keeps starts so; the build's hashed files are nobody's data. */
const PREFIX = 'portal-'
export const STATIC_CACHE = `${PREFIX}static`
/** Which member of staff the kept copies belong to: one small entry in a cache of its own. */
export const STAFF_CACHE = `${PREFIX}staff`
export const STAFF_ENTRY = '/__portal/staff'

/** A member of staff's pages and data are kept under their own id, never under another's. */
export function pagesCacheOf(staffId: string): string {
  return `${PREFIX}pages-${staffId}`
}
export function dataCacheOf(staffId: string): string {
  return `${PREFIX}data-${staffId}`
}

/** Every cache holding someone's copies, or the staff entry: all of them go at sign-out. */
export function isStaffCopy(cacheName: string): boolean {
  return cacheName.startsWith(PREFIX) && cacheName !== STATIC_CACHE
}

/** Another staff member's copies, when `staffId` is signed in on the phone. */
export function isOtherStaffCopy(cacheName: string, staffId: string): boolean {
  return (
    isStaffCopy(cacheName) &&
    cacheName !== STAFF_CACHE &&
    cacheName !== pagesCacheOf(staffId) &&
    cacheName !== dataCacheOf(staffId)
  )
}

/**
 * The reads the portal's screens make that are kept for offline: Today, the bookings lists (and
 * each stay in them, with its guest, phone, room, dates, balance and ledger), the rooms and blocks
 * of the room calendar, the extras a charge picks from, and a stay read alone. Nothing else is
 * kept: above all not the guest register (documents and their numbers), nor availability, room
 * options or prices, which must only ever come from the server.
 */
/** A stay's id as either database writes it: MongoDB's ObjectId, or SQLite's UUID. */
const RECORD_ID = '([0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})'

const KEPT_READS: readonly RegExp[] = [
  /^\/api\/bookings\/today$/,
  /^\/api\/bookings$/,
  /^\/api\/bookings\/count$/,
  new RegExp(`^/api/bookings/${RECORD_ID}$`, 'i'),
  /^\/api\/rooms$/,
  /^\/api\/room-blocks$/,
  /^\/api\/extras$/,
]

/**
 * How the browser may keep a signed-in answer: the kept reads above may be kept if asked again
 * before each use, with their ETag (the server answers 304 when nothing changed); every other
 * signed-in answer is kept nowhere. Sign-out clears what the browser kept (`Clear-Site-Data`).
 */
export const KEPT_READ_CACHE = 'private, no-cache'
export const UNKEPT_CACHE = 'private, no-store'
export const CLEAR_BROWSER_COPIES = '"cache"'

/** Never kept, even if a kept pattern above were ever widened to reach them. */
const NEVER_KEPT = /^\/api\/(guest-registrations|bookings\/(availability|options|export))(\/|$)/

export function isKeptRead(method: string, pathname: string): boolean {
  if (method !== 'GET' || NEVER_KEPT.test(pathname)) return false
  return KEPT_READS.some((read) => read.test(pathname))
}

/** A page of the portal that is kept: any of its screens, since each reads its data itself. */
export function isPortalPage(pathname: string): boolean {
  return pathname === PORTAL_SCOPE || pathname.startsWith(`${PORTAL_SCOPE}/`)
}

/** The build's scripts and stylesheets a kept page names, to keep them beside it. */
export function staticFilesIn(html: string): string[] {
  const found = html.match(/\/_next\/static\/[^"'\s\\)]+\.(?:js|css)/g) ?? []
  return [...new Set(found)]
}
