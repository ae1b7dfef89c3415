import { ISO_DATE, todayInGhana } from '@/lib/dates'
import { contact as contactText } from '@/lib/messages/contact'
import { looksLikeEmail } from './email'

export const ROOM_TYPES = [
  'Studio Room',
  'Double Bed Room',
  'Queen Room',
  'Deluxe Room',
  'Executive Room',
] as const
export const GUESTS_MIN = 1
export const GUESTS_MAX = 6
export const PHONE_MIN_LENGTH = 10

/**
 * Spam traps sent along with the form: a field hidden from people (bots fill it in) and how long
 * the form was open before it was sent, in milliseconds (a person needs more than a couple of
 * seconds to fill it). The browser measures that time itself, on its own monotonic clock: a
 * phone whose clock is set wrong still sends the true time it took.
 */
export const HONEYPOT_FIELD = 'website'
export const FILL_MS_FIELD = 'formFillMs'
export const MIN_FILL_MS = 2000
/** A year: no real form stays open longer, so a larger figure was not measured by the form. */
export const MAX_FILL_MS = 366 * 24 * 60 * 60 * 1000

/**
 * What the time-on-form signal says: absent (a client that does not send it, such as a script
 * using the contract), invalid (no browser's form could have measured it), too fast for a person,
 * or plausible.
 */
export function fillTimeVerdict(value: unknown): 'absent' | 'invalid' | 'tooFast' | 'plausible' {
  if (value === undefined || value === null) return 'absent'
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_FILL_MS)
    return 'invalid'
  return value < MIN_FILL_MS ? 'tooFast' : 'plausible'
}

export type ContactForm = {
  name: string
  email: string
  phone: string
  checkIn: string
  checkOut: string
  guests: string
  roomType: string
  subject: string
  message: string
}

export type ContactField = keyof ContactForm

export const CONTACT_DEFAULTS: ContactForm = {
  name: '',
  email: '',
  phone: '',
  checkIn: '',
  checkOut: '',
  guests: '1',
  roomType: '',
  subject: '',
  message: '',
}

/**
 * The spec shows no text for missing required fields; these are what the form and the server say
 * so a visitor is never left guessing.
 */
export const CONTACT_REQUIRED_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  subject: 'Please enter a subject',
  message: 'Please enter a message',
} as const

/** The contact form's checks, in order: required fields, email shape, phone length, dates. Only the first error is reported. */
export function validateContact(
  form: ContactForm,
  today: string = todayInGhana(),
): { field: ContactField; message: string } | null {
  if (!form.name.trim()) return { field: 'name', message: CONTACT_REQUIRED_MESSAGES.name }
  if (!form.email.trim()) return { field: 'email', message: CONTACT_REQUIRED_MESSAGES.email }
  if (!form.subject.trim()) return { field: 'subject', message: CONTACT_REQUIRED_MESSAGES.subject }
  if (!form.message.trim()) return { field: 'message', message: CONTACT_REQUIRED_MESSAGES.message }
  if (!looksLikeEmail(form.email.trim()))
    return { field: 'email', message: contactText.invalidEmail }
  if (form.phone.trim() && form.phone.trim().length < PHONE_MIN_LENGTH) {
    return { field: 'phone', message: contactText.invalidPhone }
  }
  if (form.checkIn && form.checkOut) {
    if (!ISO_DATE.test(form.checkIn) || form.checkIn < today) {
      return { field: 'checkIn', message: contactText.checkInPast }
    }
    if (!ISO_DATE.test(form.checkOut) || form.checkOut <= form.checkIn) {
      return { field: 'checkOut', message: contactText.checkOutBeforeCheckIn }
    }
  }
  return null
}

/** Rules the spec leaves to the date pickers and selects, checked on the server too. */
export function contactExtrasError(form: ContactForm): string | null {
  if (form.guests) {
    const guests = Number(form.guests)
    if (!Number.isInteger(guests) || guests < GUESTS_MIN || guests > GUESTS_MAX) {
      return contactText.invalidData
    }
  }
  if (form.roomType && !(ROOM_TYPES as readonly string[]).includes(form.roomType)) {
    return contactText.invalidData
  }
  for (const date of [form.checkIn, form.checkOut]) {
    if (date && !ISO_DATE.test(date)) return contactText.invalidData
  }
  return null
}

/**
 * The toast text for a failed send, chosen by the HTTP status the client's fetch helper keeps on
 * its error: no answer at all (status 0, or the browser's TypeError) is a network failure, 5xx the
 * server's fault, 400 data the server refused; anything else is a plain failure.
 */
export function contactErrorMessage(error: { status?: number } | unknown): string {
  if (error instanceof TypeError) return contactText.network
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
  if (typeof status !== 'number') return contactText.failed
  if (status === 0) return contactText.network
  if (status >= 500) return contactText.server
  if (status === 400) return contactText.invalidData
  return contactText.failed
}
