import { describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import {
  CONTACT_DEFAULTS,
  CONTACT_REQUIRED_MESSAGES,
  contactErrorMessage,
  fillTimeVerdict,
  GUESTS_MAX,
  GUESTS_MIN,
  MAX_FILL_MS,
  MIN_FILL_MS,
  ROOM_TYPES,
  validateContact,
  type ContactForm,
} from '@/lib/validation/contact'

const TODAY = '2026-03-10'
const VALID: ContactForm = {
  ...CONTACT_DEFAULTS,
  name: 'Ama Serwaa',
  email: 'ama@example.com',
  subject: 'Room',
  message: 'Hello',
}

describe('contact form messages, word for word', () => {
  it('has the spec texts', () => {
    expect(MESSAGES.contact).toEqual({
      invalidEmail: 'Please enter a valid email address',
      invalidPhone: 'Please enter a valid phone number',
      checkInPast: 'Check-in date cannot be in the past',
      checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
      network: 'Network error. Please check your connection and try again.',
      server: 'Server error. Please try again later or contact us directly.',
      invalidData: 'Invalid form data. Please check your information and try again.',
      failed: 'Failed to send message. Please try again.',
      success: 'Your message has been sent successfully. You will receive an email.',
      successNoEmail:
        'Your message has been sent successfully. We will get back to you by phone, WhatsApp or email.',
    })
  })

  it('defaults guests to "1", offers 1 to 6 guests and the five room types', () => {
    expect(CONTACT_DEFAULTS.guests).toBe('1')
    expect([GUESTS_MIN, GUESTS_MAX]).toEqual([1, 6])
    expect(ROOM_TYPES).toEqual([
      'Studio Room',
      'Double Bed Room',
      'Queen Room',
      'Deluxe Room',
      'Executive Room',
    ])
  })
})

describe('validateContact order: only the first error', () => {
  it('checks name, email, subject, message, email shape, phone, then dates', () => {
    const steps: Array<[Partial<ContactForm>, string, string]> = [
      [{ name: '   ' }, 'name', CONTACT_REQUIRED_MESSAGES.name],
      [{ email: '' }, 'email', CONTACT_REQUIRED_MESSAGES.email],
      [{ subject: '' }, 'subject', CONTACT_REQUIRED_MESSAGES.subject],
      [{ message: '' }, 'message', CONTACT_REQUIRED_MESSAGES.message],
      [{ email: 'ama@example' }, 'email', MESSAGES.contact.invalidEmail],
      [{ email: 'ama @example.com' }, 'email', MESSAGES.contact.invalidEmail],
      [{ phone: '024123456' }, 'phone', MESSAGES.contact.invalidPhone],
      [{ checkIn: '2026-03-09', checkOut: '2026-03-12' }, 'checkIn', MESSAGES.contact.checkInPast],
      [
        { checkIn: '2026-03-12', checkOut: '2026-03-12' },
        'checkOut',
        MESSAGES.contact.checkOutBeforeCheckIn,
      ],
      [
        { checkIn: '2026-03-12', checkOut: '2026-03-11' },
        'checkOut',
        MESSAGES.contact.checkOutBeforeCheckIn,
      ],
    ]
    for (const [change, field, message] of steps) {
      expect(validateContact({ ...VALID, ...change }, TODAY)).toEqual({ field, message })
    }
  })

  it('reports an earlier field before a later one', () => {
    expect(validateContact({ ...CONTACT_DEFAULTS, email: 'bad', phone: '1' }, TODAY)?.field).toBe(
      'name',
    )
    expect(validateContact({ ...VALID, email: 'bad', phone: '1' }, TODAY)?.field).toBe('email')
    expect(
      validateContact(
        { ...VALID, phone: '1', checkIn: '2020-01-01', checkOut: '2020-01-02' },
        TODAY,
      )?.field,
    ).toBe('phone')
  })

  it('leaves phone, dates, guests and room type optional; one date alone is not checked', () => {
    expect(validateContact(VALID, TODAY)).toBeNull()
    expect(validateContact({ ...VALID, phone: '0241234567' }, TODAY)).toBeNull()
    expect(validateContact({ ...VALID, checkIn: '2020-01-01' }, TODAY)).toBeNull()
    expect(validateContact({ ...VALID, checkIn: TODAY, checkOut: '2026-03-11' }, TODAY)).toBeNull()
  })
})

describe('contactErrorMessage: the toast text by HTTP status', () => {
  it('maps a network failure', () => {
    expect(contactErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.contact.network)
    expect(contactErrorMessage({ status: 0 })).toBe(MESSAGES.contact.network)
  })

  it('maps 5xx to the server message and 400 to invalid data', () => {
    expect(contactErrorMessage({ status: 500 })).toBe(MESSAGES.contact.server)
    expect(contactErrorMessage({ status: 503 })).toBe(MESSAGES.contact.server)
    expect(contactErrorMessage({ status: 400 })).toBe(MESSAGES.contact.invalidData)
  })

  it('never reads the status out of a message', () => {
    expect(contactErrorMessage(new Error('Request failed with status 500'))).toBe(
      MESSAGES.contact.failed,
    )
    expect(contactErrorMessage(Object.assign(new Error('500 400'), { status: 429 }))).toBe(
      MESSAGES.contact.failed,
    )
  })

  it('maps anything else to the generic failure', () => {
    expect(contactErrorMessage({ status: 403 })).toBe(MESSAGES.contact.failed)
    expect(contactErrorMessage('weird')).toBe(MESSAGES.contact.failed)
    expect(contactErrorMessage(undefined)).toBe(MESSAGES.contact.failed)
  })
})

describe('the time-on-form signal', () => {
  it('is optional, catches a form sent faster than a person types, and accepts the rest', () => {
    expect(fillTimeVerdict(undefined)).toBe('absent')
    expect(fillTimeVerdict(null)).toBe('absent')
    expect(fillTimeVerdict(0)).toBe('tooFast')
    expect(fillTimeVerdict(MIN_FILL_MS - 1)).toBe('tooFast')
    expect(fillTimeVerdict(MIN_FILL_MS)).toBe('plausible')
    expect(fillTimeVerdict(MAX_FILL_MS)).toBe('plausible')
  })

  it('is invalid when no form could have measured it', () => {
    for (const value of [-1, MAX_FILL_MS + 1, Number.NaN, Infinity, '5000', {}, true])
      expect(fillTimeVerdict(value)).toBe('invalid')
  })
})
