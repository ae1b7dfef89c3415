import { describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import { todayInGhana } from '@/lib/dates'
import {
  contactErrorMessage,
  contactExtrasError,
  CONTACT_DEFAULTS,
  CONTACT_REQUIRED_MESSAGES,
  validateContact,
} from '@/lib/validation/contact'
import { checkNewImages, imageFileError, MAX_IMAGE_BYTES } from '@/lib/validation/images'
import { isGhanaPhone } from '@/lib/phone'
import {
  firstRoomError,
  normalizeRoom,
  validateRoom,
  type RoomFormValues,
} from '@/lib/rooms/validation'
import { validateSignIn } from '@/lib/validation/signIn'

const goodRoom: RoomFormValues = {
  name: 'Queen Room',
  description: 'A calm room with a queen size bed.',
  regularPrice: '350',
  discountedPrice: '',
  bedType: 'Queen Size',
  offer: false,
  imageCount: 1,
}

describe('room validation', () => {
  it('accepts a complete room', () => {
    expect(validateRoom(goodRoom)).toEqual({})
  })

  it.each([
    [{ name: '  ' }, 'name', MESSAGES.room.nameRequired],
    [{ description: '' }, 'description', 'Room description is required'],
    [
      { description: 'too short text' },
      'description',
      'Description must be at least 20 characters',
    ],
    [{ regularPrice: '' }, 'regularPrice', 'Regular price is required'],
    [{ regularPrice: '0' }, 'regularPrice', 'Price must be greater than 0'],
    [{ regularPrice: '-5' }, 'regularPrice', 'Price must be greater than 0'],
    [{ regularPrice: 'abc' }, 'regularPrice', 'Price must be greater than 0'],
    [{ regularPrice: '46.645' }, 'regularPrice', MESSAGES.room.priceDecimals],
    [{ regularPrice: 46.645 }, 'regularPrice', MESSAGES.room.priceDecimals],
    [{ offer: true, discountedPrice: '20.001' }, 'discountedPrice', MESSAGES.room.priceDecimals],
    [
      { offer: true, discountedPrice: '' },
      'discountedPrice',
      'Discounted price is required when offer is enabled',
    ],
    [
      { offer: true, discountedPrice: '0' },
      'discountedPrice',
      'Discounted price must be greater than 0',
    ],
    [
      { offer: true, discountedPrice: '350' },
      'discountedPrice',
      'Discounted price must be less than regular price',
    ],
    [{ bedType: '' }, 'bedType', 'Bed type is required'],
    [{ bedType: 'Water Bed' }, 'bedType', 'Bed type is required'],
    [{ imageCount: 0 }, 'images', 'At least one image is required'],
  ] as const)('%j gives %s: %s', (change, field, message) => {
    expect(validateRoom({ ...goodRoom, ...change })[field]).toBe(message)
  })

  it('does not enforce the 500-character display limit', () => {
    expect(validateRoom({ ...goodRoom, description: 'x'.repeat(900) })).toEqual({})
  })

  it('ignores the discounted price when the offer is off and stores it as null', () => {
    expect(validateRoom({ ...goodRoom, discountedPrice: '999' })).toEqual({})
    expect(normalizeRoom({ ...goodRoom, discountedPrice: '200' }).discountedPrice).toBeNull()
    expect(normalizeRoom({ ...goodRoom, offer: true, discountedPrice: '300' })).toMatchObject({
      regularPrice: 350,
      discountedPrice: 300,
      offer: true,
      Tv: false,
    })
  })

  it('reports errors in the form order', () => {
    expect(
      firstRoomError(validateRoom({ ...goodRoom, name: '', bedType: '', imageCount: 0 })),
    ).toBe(MESSAGES.room.nameRequired)
  })
})

describe('image rules', () => {
  const jpeg = { name: 'room.jpg', type: 'image/jpeg', size: 1000 }

  it('allows JPEG, PNG and WebP under 5 MB', () => {
    expect(imageFileError(jpeg)).toBeNull()
    expect(imageFileError({ name: 'a.PNG', type: 'image/png', size: 10 })).toBeNull()
    expect(
      imageFileError({ name: 'a.webp', type: 'image/webp', size: MAX_IMAGE_BYTES - 1 }),
    ).toBeNull()
  })

  it('refuses other types and big files with the spec messages', () => {
    expect(imageFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Only JPEG, PNG, and WebP images are allowed',
    )
    expect(imageFileError({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe(
      'Only JPEG, PNG, and WebP images are allowed',
    )
    expect(imageFileError({ name: 'a.jpg.html', type: 'image/jpeg', size: 10 })).toBe(
      'Only JPEG, PNG, and WebP images are allowed',
    )
    expect(imageFileError({ ...jpeg, size: MAX_IMAGE_BYTES })).toBe(
      'Each image must be less than 5MB',
    )
  })

  it('caps a room at six images and says how many more fit', () => {
    expect(checkNewImages([jpeg, jpeg], 4).error).toBeNull()
    expect(checkNewImages([jpeg, jpeg, jpeg], 4).error).toBe(
      'Maximum 6 images allowed. You can add 2 more.',
    )
    expect(checkNewImages([jpeg], 6).error).toBe('Maximum 6 images allowed. You can add 0 more.')
  })
})

describe('contact validation, in order', () => {
  const today = '2026-11-21'
  const good = {
    ...CONTACT_DEFAULTS,
    name: 'Ama',
    email: 'ama@example.com',
    subject: 'Stay',
    message: 'Hello',
  }

  it('accepts a minimal message', () => {
    expect(validateContact(good, today)).toBeNull()
  })

  it('checks the rules in the spec order and reports only the first', () => {
    expect(validateContact({ ...CONTACT_DEFAULTS, email: 'bad' }, today)).toEqual({
      field: 'name',
      message: CONTACT_REQUIRED_MESSAGES.name,
    })
    expect(validateContact({ ...good, email: '' }, today)?.field).toBe('email')
    expect(validateContact({ ...good, subject: ' ' }, today)?.field).toBe('subject')
    // A missing message is reported before a malformed email.
    expect(validateContact({ ...good, message: '', email: 'bad' }, today)?.field).toBe('message')
    expect(validateContact({ ...good, email: 'ama @example.com' }, today)).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    })
    expect(validateContact({ ...good, email: 'ama@example' }, today)?.message).toBe(
      'Please enter a valid email address',
    )
    expect(validateContact({ ...good, phone: '024123' }, today)).toEqual({
      field: 'phone',
      message: 'Please enter a valid phone number',
    })
    expect(validateContact({ ...good, phone: '0241234567' }, today)).toBeNull()
  })

  it('checks dates only when both are given', () => {
    expect(validateContact({ ...good, checkIn: '2026-11-20' }, today)).toBeNull()
    expect(
      validateContact({ ...good, checkIn: '2026-11-20', checkOut: '2026-11-25' }, today),
    ).toEqual({
      field: 'checkIn',
      message: 'Check-in date cannot be in the past',
    })
    expect(
      validateContact({ ...good, checkIn: '2026-11-21', checkOut: '2026-11-21' }, today),
    ).toEqual({
      field: 'checkOut',
      message: 'Check-out date must be after check-in date',
    })
    expect(
      validateContact({ ...good, checkIn: '2026-11-21', checkOut: '2026-11-22' }, today),
    ).toBeNull()
  })

  it('keeps guests between 1 and 6 and room types to the list', () => {
    expect(contactExtrasError({ ...good, guests: '6' })).toBeNull()
    expect(contactExtrasError({ ...good, guests: '7' })).toBe(MESSAGES.contact.invalidData)
    expect(contactExtrasError({ ...good, guests: '0' })).toBe(MESSAGES.contact.invalidData)
    expect(contactExtrasError({ ...good, roomType: 'Queen Room' })).toBeNull()
    expect(contactExtrasError({ ...good, roomType: 'Penthouse' })).toBe(
      MESSAGES.contact.invalidData,
    )
  })

  it('maps send failures to the toast texts by HTTP status', () => {
    expect(contactErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    )
    expect(contactErrorMessage({ status: 500 })).toBe(
      'Server error. Please try again later or contact us directly.',
    )
    expect(contactErrorMessage({ status: 400 })).toBe(
      'Invalid form data. Please check your information and try again.',
    )
    expect(contactErrorMessage({ status: 429 })).toBe('Failed to send message. Please try again.')
  })

  it("tells today's date in Ghana (GMT)", () => {
    expect(todayInGhana(new Date('2026-11-21T23:59:00Z'))).toBe('2026-11-21')
  })
})

describe('sign-in validation', () => {
  it('uses the spec messages', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(validateSignIn({ email: 'x', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
    expect(validateSignIn({ email: 'a@b.co', password: '123456' })).toEqual({})
  })
})

describe('Ghana phone format for site settings', () => {
  it('accepts local and international forms', () => {
    expect(isGhanaPhone('024 123 4567')).toBe(true)
    expect(isGhanaPhone('+233 20 765 4321')).toBe(true)
    expect(isGhanaPhone('12345')).toBe(false)
  })
})
