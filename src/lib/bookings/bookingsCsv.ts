import { ghanaDay } from '@/lib/bookings/availability'
import { asText, type CsvCell } from '@/lib/csv'
import { amountText } from '@/lib/money/amounts'
import { lineBalance } from '@/lib/money/groupMoney'
import { bookingMoney } from '@/lib/money/ledger'
import { stayPricePesewas } from '@/lib/money/stayPrice'
import type { Booking } from '@/payload-types'

export const BOOKINGS_CSV_HEADER = [
  'Reference',
  'Status',
  'Source',
  'Room',
  'Check-in',
  'Check-out',
  'Nights',
  'Guests',
  'Guest',
  'Phone',
  'Price (GHS)',
  'Extras (GHS)',
  'Paid (GHS)',
  'Balance due (GHS)',
  'Credit (GHS)',
] as const

/** A stay as its line reads it: read with its ledger entries, and its group's money if any. */
export type BookingCsvStay = Pick<
  Booking,
  | 'reference'
  | 'status'
  | 'source'
  | 'checkIn'
  | 'checkOut'
  | 'nights'
  | 'guests'
  | 'guestName'
  | 'phone'
  | 'price'
  | 'deposit'
> &
  Parameters<typeof lineBalance>[0]

/**
 * One line per stay. Its extras, what was paid and what is due come from the ledger rules (the
 * balance counts the extras charged), so a cancelled, declined or no-show stay shows nothing due,
 * as it does at the desk. A group's balance and credit stand once, on its lead room's line
 * (`lineBalance`): its rooms are paid as one.
 */
export function bookingCsvRow(stay: BookingCsvStay, roomName: string): CsvCell[] {
  const money = bookingMoney(stay)
  const owed = lineBalance(stay)
  return [
    asText(stay.reference),
    stay.status,
    stay.source,
    roomName,
    ghanaDay(stay.checkIn),
    ghanaDay(stay.checkOut),
    stay.nights,
    stay.guests,
    stay.guestName,
    asText(stay.phone),
    amountText(stayPricePesewas(stay)),
    amountText(money.charges),
    amountText(money.received),
    amountText(owed.balance),
    amountText(owed.credit),
  ]
}
