import { describe, expect, it } from '@jest/globals'

import { MESSAGES } from '@/lib/messages'
import { formatStayDate, nightsBetween } from '@/lib/dates'
import {
  BOOKING_DEFAULTS,
  BOOKING_MESSAGES,
  GROUP_ROOMS_MAX,
  validateBooking,
  validateMoreRooms,
  type BookingForm,
} from '@/lib/validation/booking'
import { CONTACT_REQUIRED_MESSAGES } from '@/lib/validation/contact'
import { bookingRequestLink, bookingRequestText } from '@/lib/whatsapp'

const TODAY = '2026-03-10'
const VALID: BookingForm = {
  roomId: 'room-1',
  checkIn: '2026-03-12',
  checkOut: '2026-03-15',
  guests: '2',
  children: '0',
  name: 'Kofi Mensah',
  phone: '0209998877',
  email: '',
  note: '',
}

describe('validateBooking', () => {
  it('refuses more young children than guests in the room', () => {
    expect(validateBooking({ ...VALID, children: '3' }, TODAY)).toEqual({
      field: 'children',
      message: MESSAGES.party.childrenInvalid(2),
    })
    expect(validateBooking({ ...VALID, children: '2' }, TODAY)).toBeNull()
  })

  it('accepts a complete request', () => {
    expect(validateBooking(VALID, TODAY)).toBeNull()
    expect(validateBooking({ ...VALID, checkIn: TODAY }, TODAY)).toBeNull()
  })

  it('reports the first problem in form order: the stay, then the room, then the guest', () => {
    expect(validateBooking(BOOKING_DEFAULTS, TODAY)).toEqual({
      field: 'checkIn',
      message: BOOKING_MESSAGES.checkInRequired,
    })
    expect(validateBooking({ ...VALID, roomId: '' }, TODAY)).toEqual({
      field: 'roomId',
      message: BOOKING_MESSAGES.roomRequired,
    })
    expect(validateBooking({ ...VALID, checkIn: '' }, TODAY)?.field).toBe('checkIn')
    expect(validateBooking({ ...VALID, checkOut: '' }, TODAY)?.field).toBe('checkOut')
    expect(validateBooking({ ...VALID, checkIn: '2026-03-09' }, TODAY)).toEqual({
      field: 'checkIn',
      message: MESSAGES.contact.checkInPast,
    })
    expect(validateBooking({ ...VALID, checkOut: VALID.checkIn }, TODAY)).toEqual({
      field: 'checkOut',
      message: MESSAGES.contact.checkOutBeforeCheckIn,
    })
    expect(validateBooking({ ...VALID, name: '  ', phone: '' }, TODAY)).toEqual({
      field: 'name',
      message: CONTACT_REQUIRED_MESSAGES.name,
    })
    expect(validateBooking({ ...VALID, phone: '' }, TODAY)?.message).toBe(
      BOOKING_MESSAGES.phoneRequired,
    )
    expect(validateBooking({ ...VALID, phone: '024123' }, TODAY)?.message).toBe(
      MESSAGES.contact.invalidPhone,
    )
  })

  it('refuses stays over 30 nights, a malformed email and text too long', () => {
    expect(validateBooking({ ...VALID, checkOut: '2026-04-11' }, TODAY)).toBeNull()
    expect(validateBooking({ ...VALID, checkOut: '2026-04-12' }, TODAY)).toEqual({
      field: 'checkOut',
      message: 'A stay can be at most 30 nights',
    })
    expect(validateBooking({ ...VALID, email: 'ama@example.com' }, TODAY)).toBeNull()
    expect(validateBooking({ ...VALID, email: 'ama@' }, TODAY)).toEqual({
      field: 'email',
      message: MESSAGES.contact.invalidEmail,
    })
    expect(validateBooking({ ...VALID, note: 'x'.repeat(501) }, TODAY)).toEqual({
      field: 'note',
      message: BOOKING_MESSAGES.textTooLong,
    })
  })

  it('takes 1 to 6 guests', () => {
    expect(validateBooking({ ...VALID, guests: '1' }, TODAY)).toBeNull()
    expect(validateBooking({ ...VALID, guests: '6' }, TODAY)).toBeNull()
    for (const guests of ['0', '7', '2.5', 'two']) {
      expect(validateBooking({ ...VALID, guests }, TODAY)).toEqual({
        field: 'guests',
        message: BOOKING_MESSAGES.guestsRange,
      })
    }
  })
})

describe('nightsBetween', () => {
  it('counts whole nights, across months, and 0 for a wrong order or a missing date', () => {
    expect(nightsBetween('2026-03-12', '2026-03-15')).toBe(3)
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3)
    expect(nightsBetween('2026-03-15', '2026-03-12')).toBe(0)
    expect(nightsBetween('', '2026-03-12')).toBe(0)
  })
})

describe('the WhatsApp reservation message', () => {
  const room = { name: 'Deluxe King Room', regularPrice: 450, discountedPrice: 400, offer: true }

  it('carries the room, nightly price, dates, nights, guests, name and phone', () => {
    expect(bookingRequestText({ room, ...VALID })).toBe(
      [
        'Hello, I would like to make a reservation.',
        'Room: Deluxe King Room (₵400 per night)',
        'Check-in: Thu, 12 Mar 2026',
        'Check-out: Sun, 15 Mar 2026',
        'Nights: 3 (₵1,200 in total)',
        'Guests: 2 guests',
        'Name: Kofi Mensah',
        'Phone: 0209998877',
      ].join('\n'),
    )
  })

  it('names the young children among the guests, at the age the form asked', () => {
    const text = bookingRequestText({ room, ...VALID, guests: '5', children: '3', childAge: 5 })
    expect(text).toContain('\nGuests: 5 guests (2 adults, 3 children under 5)\n')
    expect(bookingRequestText({ room, ...VALID, guests: '3', children: '1' })).toContain(
      '\nGuests: 3 guests (2 adults, 1 child under 5)\n',
    )
  })

  it('says "1 guest" and opens the house WhatsApp number', () => {
    const link = new URL(bookingRequestLink('024 123 4567', { room, ...VALID, guests: '1' }))
    expect(link.origin + link.pathname).toBe('https://wa.me/233241234567')
    expect(link.searchParams.get('text')).toContain('Guests: 1 guest\n')
  })

  it('formats stay dates for people and leaves anything else as typed', () => {
    expect(formatStayDate('2026-12-25')).toBe('Fri, 25 Dec 2026')
    expect(formatStayDate('next week')).toBe('next week')
  })
})

describe('a group’s further rooms', () => {
  it('are each chosen once, with their own guests, up to the most one request holds', () => {
    expect(validateMoreRooms('room-1', [{ roomId: 'room-2', guests: '3' }])).toBeNull()
    expect(validateMoreRooms('room-1', [{ roomId: '', guests: '1' }])).toEqual({
      index: 0,
      field: 'roomId',
      message: BOOKING_MESSAGES.roomRequired,
    })
    expect(
      validateMoreRooms('room-1', [
        { roomId: 'room-2', guests: '1' },
        { roomId: 'room-1', guests: '1' },
      ]),
    ).toMatchObject({ index: 1, field: 'roomId', message: MESSAGES.bookingRequest.sameRoomTwice })
    expect(validateMoreRooms('room-1', [{ roomId: 'room-2', guests: '7' }])).toMatchObject({
      index: 0,
      field: 'guests',
    })
    const many = ['a', 'b', 'c', 'd'].map((roomId) => ({ roomId, guests: '1' }))
    expect(validateMoreRooms('room-1', many.slice(0, GROUP_ROOMS_MAX - 1))).toBeNull()
    expect(validateMoreRooms('room-1', many)?.message).toBe(
      MESSAGES.bookingRequest.groupTooLarge(GROUP_ROOMS_MAX),
    )
  })

  it('are each named in the WhatsApp message with their guests and price, under one total', () => {
    const room = { name: 'Garden Room', regularPrice: 300, discountedPrice: null, offer: false }
    const text = bookingRequestText({
      ...VALID,
      reference: 'RP-4K7Q',
      room: { ...room, total: 900 },
      moreRooms: [{ name: 'Family Room', guests: '3', total: 750.5 }],
    })
    expect(text).toContain(
      'Room 1: Garden Room, 2 guests (₵900)\nRoom 2: Family Room, 3 guests (₵750.50)',
    )
    expect(text).toContain('Nights: 3 (₵1,650.50 in total)')
    expect(text).toContain('Guests: 5 guests')
  })

  it('name the young children, in every room and in the party, at the age the form asked', () => {
    const room = { name: 'Garden Room', regularPrice: 300, discountedPrice: null, offer: false }
    const text = bookingRequestText({
      ...VALID,
      children: '1',
      childAge: 6,
      room: { ...room, total: 900 },
      moreRooms: [
        { name: 'Family Room', guests: '3', children: '2', total: 750 },
        { name: 'Queen Room', guests: '1', children: '0', total: 500 },
      ],
    })
    expect(text).toContain(
      [
        'Room 1: Garden Room, 1 adult, 1 child under 6 (₵900)',
        'Room 2: Family Room, 1 adult, 2 children under 6 (₵750)',
        'Room 3: Queen Room, 1 guest (₵500)',
      ].join('\n'),
    )
    expect(text).toContain('Guests: 6 guests (3 adults, 3 children under 6)\n')
  })

  it('a single room priced by date quotes its total, not one nightly price', () => {
    const room = { name: 'Garden Room', regularPrice: 333.33, discountedPrice: null, offer: false }
    const text = bookingRequestText({ ...VALID, room: { ...room, total: 1000 } })
    expect(text).toContain('Room: Garden Room\n')
    expect(text).toContain('Nights: 3 (₵1,000 in total)')
  })
})
