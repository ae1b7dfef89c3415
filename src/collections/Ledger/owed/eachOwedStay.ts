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
 * first (longest unpaid), then by reference.
 *
 * Only the stays whose ledger leaves something to pay are read (`ledgerBalance` above zero, or not
 * kept yet): a stay settled or in credit owes nothing, and a group owes only when one of its rooms
 * owes more than it holds (a group's balance is its rooms' balances less their credits). So ten
 * years of paid stays cost nothing here; the few read are read a page at a time, each page with
 * its entries and its groups' rooms in three queries.
 */
export async function eachOwedStay(
  req: PayloadRequest,
  lastDay: string,
  onOwed: (booking: OwedBooking, money: StayMoney) => void,
): Promise<void> {
  const before = `${addDays(lastDay, 1)}T00:00:00.000Z`
  const leftBy: Where[] = [{ status: { equals: 'completed' } }, { checkOut: { less_than: before } }]
  // Two queries rather than one with "or": each is a range of the index on status and figure.
  const unsettled: Where[] = [
    { and: [...leftBy, { ledgerBalance: { greater_than: 0 } }] },
    { and: [...leftBy, { ledgerBalance: { exists: false } }] },
  ]
  const owed: { place: string; booking: OwedBooking; money: StayMoney }[] = []
  const groupsSeen = new Set<string>()
  for (const where of unsettled) {
    await eachPage(
      req,
      'bookings',
      where,
      'checkOut,reference',
      async (docs) => {
        // A page's stays, their entries and every room of their groups in three queries.
        const groups = [...new Set(docs.map((doc) => doc.group).filter((group) => group))]
        const [entries, stayGroups] = await Promise.all([
          readLedgerMoney(
            req,
            docs.map((doc) => doc.id),
          ),
          readStayGroups(
            req,
            (groups as string[]).filter((group) => !groupsSeen.has(group)),
          ),
        ])
        const entriesOf = byStay(entries)
        for (const booking of docs) {
          const group = booking.group ? stayGroups.get(booking.group) : undefined
          if (group && booking.group) {
            if (groupsSeen.has(booking.group)) continue
            groupsSeen.add(booking.group)
            const last = lastToLeave(group.stays)
            if (!last || last.checkOut >= before || group.money.balance <= 0) continue
            const lead = { ...group.lead, checkOut: last.checkOut }
            owed.push({ place: placeOf(last), booking: lead, money: group.money })
            continue
          }
          // A group's room seen on an earlier page was counted there, with its group.
          if (booking.group && groupsSeen.has(booking.group)) continue
          const own = entriesOf.get(String(booking.id)) ?? []
          const money = bookingMoney({ ...booking, ledger: { docs: own } })
          if (money.balance > 0) owed.push({ place: placeOf(booking), booking, money })
        }
      },
      OWED_STAY_FIELDS,
    )
  }
  owed.sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : 0))
  for (const { booking, money } of owed) onOwed(booking, money)
}

/** Where a stay comes in the list's order: check-out, then reference. */
function placeOf(stay: Pick<Booking, 'checkOut' | 'reference'>): string {
  return `${stay.checkOut}|${stay.reference ?? ''}`
}

/**
 * The room a group is listed under: once every room is over, the last of those checked out in the
 * list's order (check-out, then reference), so the group comes once; none while a room is not over.
 */
function lastToLeave(rooms: readonly GroupRoom[]): GroupRoom | null {
  if (rooms.some((room) => STILL_HERE.includes(room.status))) return null
  const left = rooms.filter((room) => room.status === 'completed')
  if (!left.length) return null
  return left.reduce((latest, room) => (placeOf(room) > placeOf(latest) ? room : latest))
}
