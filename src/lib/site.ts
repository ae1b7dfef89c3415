/** Timers and thresholds of the public site, written once. */
export const HEADER_SCROLLED_AFTER_PX = 20
export const BANNER_INTERVAL_MS = 4000
export const BANNER_FADE_MS = 1000
export const EXPLORE_SLIDE_MS = 3000
export const ROOM_CAROUSEL_MS = 4000
export const CONTACT_RESET_MS = 3000

/** The header turns more opaque once the page has scrolled beyond the threshold. */
export function isScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLLED_AFTER_PX
}

/** Carousels wrap: last → first going forward, first → last going back. */
export function nextIndex(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count
}

export function previousIndex(current: number, count: number): number {
  return count <= 0 ? 0 : (current - 1 + count) % count
}

/** The header's entries, with the mobile menu's subtitle under each. */
export const SITE_NAV = [
  { href: '/explore', label: 'Explore', subtitle: 'Discover our services' },
  { href: '/rooms', label: 'Rooms', subtitle: 'View accommodations' },
  { href: '/bookings', label: 'Bookings', subtitle: 'Make a reservation' },
  { href: '/contact', label: 'Contact', subtitle: 'Get in touch' },
] as const

/** Public pages listed in the sitemap, and the only paths the catch-all does not send home. */
export const PUBLIC_PATHS = [
  '/',
  '/explore',
  '/rooms',
  '/bookings',
  '/contact',
  '/privacy',
  '/terms',
] as const

/**
 * The address a guest shares for one room: its own page under /rooms, whose share preview shows
 * that room's name and first picture.
 */
export function roomPagePath(roomId: string): string {
  return `/rooms/${encodeURIComponent(roomId)}`
}

/**
 * The booking form with one room already chosen: the guest picks the dates first, and the room
 * stays chosen when it is free for them. Sending it records a request the desk sees.
 */
export function roomBookingPath(roomId: string): string {
  return `/bookings?${new URLSearchParams({ room: roomId })}`
}

/** The room a `/bookings?room=…` address chose, or '' when it names none. */
export function chosenRoomParam(search: string): string {
  return new URLSearchParams(search).get('room')?.trim().slice(0, 64) ?? ''
}

/**
 * Where an unknown path goes: staff paths to the portal (any other admin path
 * redirects to /admin), everything else home.
 */
export function redirectTargetFor(segments: readonly string[]): '/' | '/admin' {
  return segments[0]?.toLowerCase() === 'admin' ? '/admin' : '/'
}

/** Splits an editor's multi-paragraph text (blank-line separated) into paragraphs. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}
