import { optionalString } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { partyHasAdult } from '@/lib/bookings/party'
import { MESSAGES } from '@/lib/messages'
import {
  GROUP_ROOMS_MAX,
  validateBooking,
  validateMoreRooms,
  type BookingField,
  type BookingForm,
  type MoreRoom,
} from '@/lib/validation/booking'

const FIELDS: BookingField[] = [
  'roomId',
  'checkIn',
  'checkOut',
  'guests',
  'children',
  'name',
  'phone',
  'email',
  'note',
]

/** A request id from the page: a UUID or similar token, never free text. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

/** What a guest's request asks for: the form, and each room with its party, first room first. */
export type BookingRequest = {
  requestId: string
  form: BookingForm
  asked: MoreRoom[]
}

/**
 * The request's body read and checked as the form checks it: a request id, the form's fields and
 * the group's further rooms, or a 400 with the first problem found.
 */
export function readBookingRequest(body: Record<string, unknown>): BookingRequest {
  const requestId = optionalString(body, 'requestId')
  if (!REQUEST_ID.test(requestId)) throw new Refusal(MESSAGES.contact.invalidData, 400)
  const form = readForm(body)
  const invalid = validateBooking(form)
  if (invalid) throw new Refusal(invalid.message, 400)
  const moreRooms = readMoreRooms(body)
  const invalidMore = validateMoreRooms(form.roomId, moreRooms)
  if (invalidMore) throw new Refusal(invalidMore.message, 400)
  const asked = [
    { roomId: form.roomId, guests: form.guests, children: form.children },
    ...moreRooms,
  ]
  const people = asked.map((room) => ({
    guests: Number(room.guests),
    children: Number(room.children ?? 0),
  }))
  if (!partyHasAdult(people)) throw new Refusal(MESSAGES.party.childrenTooMany, 400)
  return { requestId, form, asked }
}

function readForm(body: Record<string, unknown>): BookingForm {
  const form = {} as BookingForm
  for (const field of FIELDS) {
    const value = optionalString(body, field).trim()
    // Line breaks belong only in the note: elsewhere they could forge lines of an email.
    if (field !== 'note' && /[\r\n]/.test(value))
      throw new Refusal(MESSAGES.contact.invalidData, 400)
    form[field] = value
  }
  if (!form.guests) form.guests = '1'
  if (!form.children) form.children = '0'
  return form
}

/** The further rooms of a group's request, read as text like every other field. */
function readMoreRooms(body: Record<string, unknown>): MoreRoom[] {
  const value = body.moreRooms
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > GROUP_ROOMS_MAX - 1) {
    throw new Refusal(MESSAGES.bookingRequest.groupTooLarge(GROUP_ROOMS_MAX), 400)
  }
  return value.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw new Refusal(MESSAGES.contact.invalidData, 400)
    }
    const room = {
      roomId: optionalString(item as Record<string, unknown>, 'roomId').trim(),
      guests: optionalString(item as Record<string, unknown>, 'guests').trim() || '1',
      children: optionalString(item as Record<string, unknown>, 'children').trim() || '0',
    }
    if (/[\r\n]/.test(room.roomId + room.guests + room.children))
      throw new Refusal(MESSAGES.contact.invalidData, 400)
    return room
  })
}
