import { addDays, ISO_DATE } from '@/lib/dates'

/**
 * A guest's private page: reached by a token of 32 url-safe characters (192 random bits, derived
 * from the server's secret and a random key on the booking, stored only as its hash), open until
 * this many days after check-out: long enough to pay a balance or leave a review, short enough that
 * an old message forwarded on does not open the stay for good.
 */
export const STAY_LINK_DAYS_AFTER_CHECKOUT = 30
export const STAY_TOKEN = /^[A-Za-z0-9_-]{32}$/

export function isStayToken(value: unknown): value is string {
  return typeof value === 'string' && STAY_TOKEN.test(value)
}

/** The last day (Ghana date) the page opens for a stay ending on `checkOut`. */
export function stayLinkLastDay(checkOut: string): string {
  return addDays(checkOut.slice(0, 10), STAY_LINK_DAYS_AFTER_CHECKOUT)
}

export function stayLinkOpen(checkOut: string, today: string): boolean {
  const day = checkOut.slice(0, 10)
  return ISO_DATE.test(day) && today <= stayLinkLastDay(day)
}

/** A review is asked once the guest has checked out, while the page still opens. */
export function reviewOpen(status: string, checkOut: string, today: string): boolean {
  return status === 'completed' && stayLinkOpen(checkOut, today)
}

/** The guest may ask to cancel a stay that is still ahead: a request or a confirmed stay. */
export function cancelRequestOpen(status: string, checkIn: string, today: string): boolean {
  return (status === 'requested' || status === 'confirmed') && today <= checkIn.slice(0, 10)
}
