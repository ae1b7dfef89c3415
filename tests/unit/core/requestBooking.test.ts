import { describe, expect, it } from '@jest/globals'

import {
  firstStayTaken,
  requestedStay,
  type RequestedStay,
} from '@/collections/Bookings/endpoints/requestBooking/priceStays'
import { readBookingRequest } from '@/collections/Bookings/endpoints/requestBooking/readRequest'
import { stayNights } from '@/lib/bookings/availability'
import { MESSAGES } from '@/lib/messages'

import { day } from '../../helpers/fixtures/dates'

const body = {
  requestId: 'req-12345678',
  roomId: 'r1',
  checkIn: day(10),
  checkOut: day(13),
  guests: '2',
  name: 'Kofi Mensah',
  phone: '0209998877',
  email: '',
  note: 'Late arrival\nafter 9pm',
}

describe('a booking request is read', () => {
  it('into its form and every room asked for, first room first', () => {
    const read = readBookingRequest({ ...body, moreRooms: [{ roomId: 'r2' }] })
    expect(read.requestId).toBe('req-12345678')
    expect(read.form.note).toBe('Late arrival\nafter 9pm')
    expect(read.asked).toEqual([
      { roomId: 'r1', guests: '2', children: '0' },
      { roomId: 'r2', guests: '1', children: '0' },
    ])
  })

  it('refusing a request id that is not a token', () => {
    expect(() => readBookingRequest({ ...body, requestId: 'a b' })).toThrow(
      MESSAGES.contact.invalidData,
    )
  })

  it('refusing a line break outside the note', () => {
    expect(() => readBookingRequest({ ...body, name: 'Kofi\nBcc: x@example.com' })).toThrow(
      MESSAGES.contact.invalidData,
    )
  })
})

const room = {
  id: 'r1',
  name: 'Garden Room',
  maxGuests: 2,
  bedType: 'Queen Size' as const,
  regularPrice: 450,
  discountedPrice: null,
  offer: false,
  includedGuests: null,
  extraGuestPrice: null,
  rates: [],
}
const form = { checkIn: day(10), checkOut: day(13) }
const nights = stayNights(form.checkIn, form.checkOut)

describe('a room of the request', () => {
  it('is priced for its party over the nights asked', () => {
    const stay = requestedStay(room, [], '2', form, nights)
    expect(stay).toMatchObject({ roomId: 'r1', guests: 2, name: 'Garden Room' })
    expect(stay.quote.nights).toHaveLength(3)
  })

  it('is refused when it is not listed, or its party is too large', () => {
    expect(() => requestedStay(undefined, [], '2', form, nights)).toThrow(
      MESSAGES.booking.roomUnknown,
    )
    expect(() => requestedStay(room, [], '3', form, nights)).toThrow(
      MESSAGES.booking.tooManyGuests('Garden Room', 2),
    )
  })
})

describe('young children in a room of the request', () => {
  it('are sized and priced as guests when the owner counts them', () => {
    const young = { children: 2, policy: { childAge: 5, childrenCount: true } }
    expect(() => requestedStay(room, [], '4', form, nights, young)).toThrow(
      MESSAGES.booking.tooManyGuests('Garden Room', 2),
    )
  })

  it('are left out of the room’s guests and price when the owner does not count them', () => {
    const young = { children: 2, policy: { childAge: 5, childrenCount: false } }
    const stay = requestedStay(room, [], '4', form, nights, young)
    expect(stay).toMatchObject({ guests: 2, people: { guests: 4, children: 2 } })
    expect(stay.quote.price).toBe(requestedStay(room, [], '2', form, nights).quote.price)
  })
})

describe('the first room taken', () => {
  const stay = (roomId: string) => ({ roomId, name: roomId }) as RequestedStay

  it('is the first whose nights are not all free, or none', () => {
    const taken = new Map([['r2', new Set([nights[1]])]])
    expect(firstStayTaken([stay('r1'), stay('r2'), stay('r3')], nights, taken)?.roomId).toBe('r2')
    expect(firstStayTaken([stay('r1'), stay('r3')], nights, taken)).toBeNull()
  })
})
