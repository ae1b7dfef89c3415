/**
 * The front desk's day, from the bookings that touch it. Arrivals are the stays whose check-in is
 * today, still to come (confirmed) or already in; departures are the stays whose check-out is
 * today, still in or already gone; in the house is every checked-in guest, an overdue departure
 * too; pending is every request waiting for an answer, whatever its dates.
 */
import { ghanaDay } from './availability'
import { deskMoney } from '@/lib/money/groupMoney'
import type { BookingLedger, StayMoney } from '@/lib/money/ledger'

type TodayInput = {
  status: string
  checkIn: string
  checkOut: string
  /** The stay's price in whole pesewas. */
  price: number
  ledger?: BookingLedger
  /** The stay's group's money, read with a room of a group: the room owes what the group does. */
  groupSummary?: { money: StayMoney } | null
}

export type DeskDay<T> = {
  arrivals: T[]
  departures: T[]
  inHouse: T[]
  pending: T[]
}

export function deskDay<T extends TodayInput>(bookings: readonly T[], today: string): DeskDay<T> {
  return {
    arrivals: bookings.filter(
      (b) => ['confirmed', 'checked-in'].includes(b.status) && ghanaDay(b.checkIn) === today,
    ),
    departures: bookings.filter(
      (b) => ['checked-in', 'completed'].includes(b.status) && ghanaDay(b.checkOut) === today,
    ),
    inHouse: bookings.filter((b) => b.status === 'checked-in'),
    pending: bookings.filter((b) => b.status === 'requested'),
  }
}

/**
 * What the guest still owes in whole pesewas, from the ledger read with the stay (its group's, for
 * a room of one), as Today shows it.
 */
export function dueOf(booking: TodayInput): number {
  return deskMoney(booking).balance
}
