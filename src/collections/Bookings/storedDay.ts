import { ghanaDay } from '@/lib/bookings/availability'
import { isCalendarDay } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'

import { Refusal } from '@/http/refusal'

/** The YYYY-MM-DD a date sent as text begins with, if it begins with one. */
const LEADING_DAY = /^(\d{4}-\d{2}-\d{2})/

/**
 * A stay's or a block's day as stored: the Ghana day at midnight GMT, whatever time a date picker
 * sent. A day that is not in the calendar (30 February) is refused: read loosely it would be
 * 2 March, and the record would keep one day while its nights were claimed on another.
 */
export function asStoredDay(value: unknown): unknown {
  const sent = typeof value === 'string' ? LEADING_DAY.exec(value)?.[1] : undefined
  if (sent && !isCalendarDay(sent)) throw new Refusal(MESSAGES.booking.notACalendarDay(sent), 400)
  const day = ghanaDay(value as string)
  return day ? `${day}T00:00:00.000Z` : value
}
