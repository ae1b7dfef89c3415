import { ISO_DATE, todayInGhana } from '../dates'
import { MESSAGES } from '../messages'
import { CONTACT_REQUIRED_MESSAGES, GUESTS_MAX, GUESTS_MIN, PHONE_MIN_LENGTH } from './contact'

/** The reservation request of /bookings: everything the WhatsApp message carries. */
export type BookingForm = {
  roomId: string
  checkIn: string
  checkOut: string
  guests: string
  name: string
  phone: string
}

export type BookingField = keyof BookingForm

export const BOOKING_DEFAULTS: BookingForm = {
  roomId: '',
  checkIn: '',
  checkOut: '',
  guests: '1',
  name: '',
  phone: '',
}

/** The spec has no /bookings screen; these say what is missing in the contact form's voice. */
export const BOOKING_MESSAGES = {
  roomRequired: 'Please choose a room',
  checkInRequired: 'Please choose a check-in date',
  checkOutRequired: 'Please choose a check-out date',
  guestsRange: `Guests must be between ${GUESTS_MIN} and ${GUESTS_MAX}`,
  phoneRequired: 'Please enter your phone number',
} as const

/** First problem in form order, with the contact form's wording where the rule is the same. */
export function validateBooking(
  form: BookingForm,
  today: string = todayInGhana(),
): { field: BookingField; message: string } | null {
  if (!form.roomId) return { field: 'roomId', message: BOOKING_MESSAGES.roomRequired }
  if (!ISO_DATE.test(form.checkIn))
    return { field: 'checkIn', message: BOOKING_MESSAGES.checkInRequired }
  if (!ISO_DATE.test(form.checkOut))
    return { field: 'checkOut', message: BOOKING_MESSAGES.checkOutRequired }
  if (form.checkIn < today) return { field: 'checkIn', message: MESSAGES.contact.checkInPast }
  if (form.checkOut <= form.checkIn) {
    return { field: 'checkOut', message: MESSAGES.contact.checkOutBeforeCheckIn }
  }
  const guests = Number(form.guests)
  if (!Number.isInteger(guests) || guests < GUESTS_MIN || guests > GUESTS_MAX) {
    return { field: 'guests', message: BOOKING_MESSAGES.guestsRange }
  }
  if (!form.name.trim()) return { field: 'name', message: CONTACT_REQUIRED_MESSAGES.name }
  if (!form.phone.trim()) return { field: 'phone', message: BOOKING_MESSAGES.phoneRequired }
  if (form.phone.trim().length < PHONE_MIN_LENGTH)
    return { field: 'phone', message: MESSAGES.contact.invalidPhone }
  return null
}
