import type { PayloadRequest, Where } from 'payload'

import { readStayGroups, type GroupRoom } from '@/collections/Ledger/groupStayMoney'
import { byStay, readLedgerMoney } from '@/collections/Ledger/readLedger'
import { addDays } from '@/lib/dates'
import { bookingMoney, type StayMoney } from '@/lib/money/ledger'
import type { Booking } from '@/payload-types'

import { eachPage } from '../endpoints/getMonth/pages'

/** What the rule reads of a stay to know its balance, and what the lists show of it. */
export const OWED_STAY_FIELDS = {
  room: true,
  checkIn: true,
  checkOut: true,
  status: true,
  price: true,
  deposit: true,
  reference: true,
  guestName: true,
  phone: true,
  group: true,
} as const

/** A stay as the balances owed lists it. */
export type OwedBooking = Pick<Booking, 'id' | Exclude<keyof typeof OWED_STAY_FIELDS, 'group'>>

/** A group's rooms that are not over: while one is, the group has not left. */
const STILL_HERE: readonly string[] = ['requested', 'confirmed', 'checked-in']

/**
 * The one rule of a balance owed by a guest who has left: a stay checked out (`completed`) by
 * `lastDay` whose money, by the ledger's rule (`bookingMoney`), still has a balance. A group is
 * one booking: it is owed once every room is over, by the group's balance (`readStayGroup`),
 * under its lead room's reference and in the place of the room that left last. A no-show is read
 * by the same rule and owes nothing by it, so only checked-out stays are read. Oldest check-out
 * first (longest unpaid), then by reference; a page of stays and its ledger at a time, so a
 * house's years of stays are never held at once.
 */
export async function eachOwedStay(
  req: PayloadRequest,
  lastDay: string,
  onOwed: (booking: OwedBooking, money: StayMoney) => void,
): Promise<void> {
  const where: Where = {
    and: [
      { status: { equals: 'completed' } },
      { checkOut: { less_than: `${addDays(lastDay, 1)}T00:00:00.000Z` } },
    ],
  }
  await eachPage(
    req,
    'bookings',
    where,
    'checkOut,reference',
    async (docs) => {
      const [entries, groups] = await Promise.all([
        readLedgerMoney(
          req,
          docs.map((doc) => doc.id),
        ),
        readStayGroups(
          req,
          docs.flatMap((doc) => (doc.group ? [doc.group] : [])),
        ),
      ])
      const entriesOf = byStay(entries)
      for (const booking of docs) {
        const group = booking.group ? groups.get(booking.group) : undefined
        if (group) {
          if (!lastToLeave(booking, group.stays)) continue
          const lead = { ...group.lead, checkOut: booking.checkOut }
          if (group.money.balance > 0) onOwed(lead, group.money)
          continue
        }
        const own = entriesOf.get(String(booking.id)) ?? []
        const money = bookingMoney({ ...booking, ledger: { docs: own } })
        if (money.balance > 0) onOwed(booking, money)
      }
    },
    OWED_STAY_FIELDS,
  )
}

/**
 * Whether `stay` is where its group is listed: every room is over, and of those checked out it is
 * the last in the list's order (check-out, then reference), so the group comes once.
 */
function lastToLeave(stay: Booking, rooms: readonly GroupRoom[]): boolean {
  if (rooms.some((room) => STILL_HERE.includes(room.status))) return false
  const order = (room: Pick<Booking, 'checkOut' | 'reference'>) =>
    `${room.checkOut}|${room.reference ?? ''}`
  const last = rooms
    .filter((room) => room.status === 'completed')
    .reduce((latest, room) => (order(room) > order(latest) ? room : latest))
  return String(last.id) === String(stay.id)
}
