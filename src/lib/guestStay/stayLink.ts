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

/** The statuses staff give a stay once they have agreed it with its guest: confirmed and after. */
const STAFF_CONFIRMED: readonly string[] = ['confirmed', 'checked-in', 'completed', 'no-show']

export type TypedDetails = { name: string; phone: string; email: string }

const masked = (first: string) => (first ? `${first}***` : '')

/**
 * What a guest's link shows of the name, phone and email typed into the request. Anyone can type
 * someone else's address, so until staff have confirmed the stay its page and documents show only
 * enough to recognise it: the name's first letter, the phone's last three digits, the email's first
 * letter and its domain.
 */
export function typedDetailsShown(status: string, details: TypedDetails): TypedDetails {
  if (STAFF_CONFIRMED.includes(status)) return details
  const digits = details.phone.replace(/\D/g, '')
  const [user = '', domain = ''] = details.email.split('@')
  return {
    name: masked(details.name.trim().slice(0, 1)),
    phone: digits.length > 3 ? `***${digits.slice(-3)}` : masked(''),
    email: details.email ? `${masked(user.slice(0, 1))}${domain ? `@${domain}` : ''}` : '',
  }
}
