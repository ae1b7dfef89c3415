import { MAX_NIGHTS } from '@/lib/bookings/availability'
import { childrenProblem } from '@/lib/bookings/party'
import { isCalendarDay, ISO_DATE, nightsBetween, todayInGhana } from '@/lib/dates'
import { booking as bookingText } from '@/lib/messages/booking'
import { bookingRequest as requestText } from '@/lib/messages/bookingRequest'
import { contact as contactText } from '@/lib/messages/contact'
import { CONTACT_REQUIRED_MESSAGES, GUESTS_MAX, GUESTS_MIN, PHONE_MIN_LENGTH } from './contact'
import { looksLikeEmail } from './email'

/** The reservation request of /bookings: what the guest asks for and how to reach them. */
export type BookingForm = {
  roomId: string
  checkIn: string
  checkOut: string
  guests: string
  /** Of the guests, the young children (under the owner's age). */
  children: string
  name: string
  phone: string
  email: string
  note: string
}

export type BookingField = keyof BookingForm
export type StayField = Extract<BookingField, 'checkIn' | 'checkOut' | 'guests'>

export const BOOKING_DEFAULTS: BookingForm = {
  roomId: '',
  checkIn: '',
  checkOut: '',
  guests: '1',
  children: '0',
  name: '',
  phone: '',
  email: '',
  note: '',
}

/** Longest text a guest may type in each field. */
export const BOOKING_MAX_LENGTH: Record<BookingField, number> = {
  roomId: 64,
  checkIn: 10,
  checkOut: 10,
  guests: 2,
  children: 2,
  name: 100,
  phone: 30,
  email: 254,
  note: 500,
}

/** The spec has no /bookings screen; these say what is missing in the contact form's voice. */
export const BOOKING_MESSAGES = {
  roomRequired: 'Please choose a room',
  checkInRequired: 'Please choose a check-in date',
  checkOutRequired: 'Please choose a check-out date',
  guestsRange: `Guests must be between ${GUESTS_MIN} and ${GUESTS_MAX}`,
  phoneRequired: 'Please enter your phone number',
  tooLong: `A stay can be at most ${MAX_NIGHTS} nights`,
  textTooLong: 'This is too long',
} as const

type Problem<F extends BookingField> = { field: F; message: string } | null

/** A room a group asks for besides the first, with the guests who sleep in it, young children apart. */
export type MoreRoom = { roomId: string; guests: string; children?: string }

/** Most rooms one request holds: a family or a small party; larger groups call the house. */
export const GROUP_ROOMS_MAX = 4

/**
 * The rooms a group asks for besides the first (`index` counts them from 0): each chosen once,
 * with its own party. First problem wins.
 */
export function validateMoreRooms(
  firstRoomId: string,
  more: readonly MoreRoom[],
): { index: number; field: 'roomId' | 'guests' | 'children'; message: string } | null {
  if (more.length > GROUP_ROOMS_MAX - 1) {
    return {
      index: GROUP_ROOMS_MAX - 1,
      field: 'roomId',
      message: requestText.groupTooLarge(GROUP_ROOMS_MAX),
    }
  }
  const chosen = new Set([firstRoomId])
  for (const [index, room] of more.entries()) {
    if (!room.roomId) return { index, field: 'roomId', message: BOOKING_MESSAGES.roomRequired }
    if (room.roomId.length > BOOKING_MAX_LENGTH.roomId) {
      return { index, field: 'roomId', message: BOOKING_MESSAGES.textTooLong }
    }
    if (chosen.has(room.roomId)) {
      return { index, field: 'roomId', message: requestText.sameRoomTwice }
    }
    chosen.add(room.roomId)
    const guests = Number(room.guests)
    if (!Number.isInteger(guests) || guests < GUESTS_MIN || guests > GUESTS_MAX) {
      return { index, field: 'guests', message: BOOKING_MESSAGES.guestsRange }
    }
    const children = childrenProblem(guests, Number(room.children ?? 0))
    if (children) return { index, field: 'children', message: children }
  }
  return null
}

/** The dates and guests of a stay, checked before any room is shown: first problem wins. */
export function validateStay(
  stay: Pick<BookingForm, StayField>,
  today: string = todayInGhana(),
): Problem<StayField> {
  if (!ISO_DATE.test(stay.checkIn))
    return { field: 'checkIn', message: BOOKING_MESSAGES.checkInRequired }
  if (!ISO_DATE.test(stay.checkOut))
    return { field: 'checkOut', message: BOOKING_MESSAGES.checkOutRequired }
  for (const field of ['checkIn', 'checkOut'] as const) {
    if (!isCalendarDay(stay[field])) {
      return { field, message: bookingText.notACalendarDay(stay[field]) }
    }
  }
  if (stay.checkIn < today) return { field: 'checkIn', message: contactText.checkInPast }
  if (stay.checkOut <= stay.checkIn) {
    return { field: 'checkOut', message: contactText.checkOutBeforeCheckIn }
  }
  if (nightsBetween(stay.checkIn, stay.checkOut) > MAX_NIGHTS) {
    return { field: 'checkOut', message: BOOKING_MESSAGES.tooLong }
  }
  const guests = Number(stay.guests)
  if (!Number.isInteger(guests) || guests < GUESTS_MIN || guests > GUESTS_MAX) {
    return { field: 'guests', message: BOOKING_MESSAGES.guestsRange }
  }
  return null
}

/** The whole request in form order (stay first, then the room, then the guest); first problem wins. */
export function validateBooking(
  form: BookingForm,
  today: string = todayInGhana(),
): Problem<BookingField> {
  const stay = validateStay(form, today)
  if (stay) return stay
  const children = childrenProblem(Number(form.guests), Number(form.children || 0))
  if (children) return { field: 'children', message: children }
  if (!form.roomId) return { field: 'roomId', message: BOOKING_MESSAGES.roomRequired }
  for (const field of Object.keys(BOOKING_MAX_LENGTH) as BookingField[]) {
    if ((form[field] ?? '').length > BOOKING_MAX_LENGTH[field]) {
      return { field, message: BOOKING_MESSAGES.textTooLong }
    }
  }
  if (!form.name.trim()) return { field: 'name', message: CONTACT_REQUIRED_MESSAGES.name }
  if (!form.phone.trim()) return { field: 'phone', message: BOOKING_MESSAGES.phoneRequired }
  if (form.phone.trim().length < PHONE_MIN_LENGTH)
    return { field: 'phone', message: contactText.invalidPhone }
  if (form.email.trim() && !looksLikeEmail(form.email.trim()))
    return { field: 'email', message: contactText.invalidEmail }
  return null
}
