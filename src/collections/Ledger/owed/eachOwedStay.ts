import type { PayloadRequest, Where } from 'payload'

import { readStayGroups, type GroupRoom } from '@/collections/Ledger/groupStayMoney'
import { readLedgerMoney } from '@/collections/Ledger/readLedger'
import { addDays } from '@/lib/dates'
import { bookingMoney } from '@/lib/money/ledger'
import type { Booking } from '@/payload-types'

import { PAGE_SIZE, pagesOf } from '../endpoints/getMonth/pages'

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

/** A stay as the rule reads it: what the list shows, its group and its ledger's figure. */
type OwedRead = OwedBooking & Pick<Booking, 'group' | 'ledgerBalance'>

/** A group's rooms that are not over: while one is, the group has not left. */
const STILL_HERE: readonly string[] = ['requested', 'confirmed', 'checked-in']

/**
 * The one rule of a balance owed by a guest who has left: a stay checked out (`completed`) by
 * `lastDay` whose money, by the ledger's rule, still has a balance. A group is one booking: it is
 * owed once every room is over, by the group's balance (`readStayGroups`), under its lead room's
 * reference and in the place of the room that left last. A no-show is read by the same rule and
 * owes nothing by it, so only checked-out stays are read. Oldest check-out first (longest
 * unpaid), then by reference.
 *
 * A stay's balance is what its ledger leaves to settle (`ledgerOpenAmount`), which the ledger's
 * writer keeps on the stay (`ledgerBalance`): only the stays where that is above zero are read, or
 * where it is not kept yet, whose entries are then read. A stay settled or in credit owes nothing,
 * and a group owes only when one of its rooms owes more than it holds (a group's balance is its
 * rooms' balances less their credits), so ten years of paid stays cost nothing here. The few read
 * come a page at a time, their groups last, each page of groups with its rooms and entries in two
 * queries.
 */
export async function eachOwedStay(
  req: PayloadRequest,
  lastDay: string,
  onOwed: (booking: OwedBooking, balance: number) => void,
): Promise<void> {
  const before = `${addDays(lastDay, 1)}T00:00:00.000Z`
  const leftBy: Where[] = [{ status: { equals: 'completed' } }, { checkOut: { less_than: before } }]
  const owed: { place: string; booking: OwedBooking; balance: number }[] = []
  // Each group once, with the first of its rooms read, for a group that proves to be one room.
  const groups = new Map<string, OwedRead>()
  // Two queries rather than one with "or": each is a range of the index on status and figure.
  for (const figure of [{ greater_than: 0 }, { exists: false }]) {
    // Straight from the database: the fields read are stored as shown, and a stay's read hooks
    // (its ledger, its group's money) are what this reads for the page at once.
    const pages = pagesOf(req, 'bookings', {
      where: { and: [...leftBy, { ledgerBalance: figure }] },
      // Read in the index's order (the list is put in its own order once all are read), so the
      // database walks only the stays owing, not every stay checked out.
      sort: 'ledgerBalance,checkOut,reference',
      select: { ...OWED_STAY_FIELDS, ledgerBalance: true },
      straight: true,
    })
    for await (const docs of pages) {
      for (const booking of docs) {
        if (booking.group) {
          if (!groups.has(booking.group)) groups.set(booking.group, booking)
          continue
        }
        const balance = await ownBalance(req, booking)
        if (balance > 0) owed.push({ place: placeOf(booking), booking, balance })
      }
    }
  }
  // The groups last, a page of them at a time, each with its rooms and entries in two queries.
  const names = [...groups.keys()]
  for (let from = 0; from < names.length; from += PAGE_SIZE) {
    const page = names.slice(from, from + PAGE_SIZE)
    const found = await readStayGroups(req, page)
    for (const name of page) {
      const group = found.get(name)
      const room = groups.get(name)
      if (!group && room) {
        // A "group" of one room is a stay alone, owing by its own money.
        const balance = await ownBalance(req, room)
        if (balance > 0) owed.push({ place: placeOf(room), booking: room, balance })
      }
      if (!group) continue
      const last = lastToLeave(group.stays)
      if (!last || last.checkOut >= before || group.money.balance <= 0) continue
      const lead = { ...group.lead, checkOut: last.checkOut }
      owed.push({ place: placeOf(last), booking: lead, balance: group.money.balance })
    }
  }
  owed.sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : 0))
  for (const { booking, balance } of owed) onOwed(booking, balance)
}

/** A stay's balance: the figure its ledger keeps on it, or read from its entries when not kept. */
async function ownBalance(req: PayloadRequest, booking: OwedRead): Promise<number> {
  if (typeof booking.ledgerBalance === 'number') return Math.max(booking.ledgerBalance, 0)
  const entries = await readLedgerMoney(req, [booking.id])
  return bookingMoney({ ...booking, ledger: { docs: entries } }).balance
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
