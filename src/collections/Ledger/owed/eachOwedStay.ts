import type { PayloadRequest, Where } from 'payload'

import { readStayGroups, type GroupRoom } from '@/collections/Ledger/groupStayMoney'
import { byStay, readLedgerMoney } from '@/collections/Ledger/readLedger'
import { addDays } from '@/lib/dates'
import { bookingMoney } from '@/lib/money/ledger'
import type { Booking } from '@/payload-types'

import { pagesOf } from '../endpoints/getMonth/pages'

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
 * come a page at a time, each page's groups with their rooms and entries in two queries.
 */
export async function eachOwedStay(
  req: PayloadRequest,
  lastDay: string,
  onOwed: (booking: OwedBooking, balance: number) => void,
): Promise<void> {
  const before = `${addDays(lastDay, 1)}T00:00:00.000Z`
  const leftBy: Where[] = [{ status: { equals: 'completed' } }, { checkOut: { less_than: before } }]
  const owed: { place: string; booking: OwedBooking; balance: number }[] = []
  const groupsSeen = new Set<string>()
  // Two queries rather than one with "or": each is a range of the index on status and figure.
  for (const kept of [true, false]) {
    const figure = kept ? { greater_than: 0 } : { exists: false }
    // Straight from the database: the fields read are stored as shown, and a stay's read hooks
    // (its ledger, its group's money) are what this reads for the page at once.
    const pages = pagesOf(req, 'bookings', {
      where: { and: [...leftBy, { ledgerBalance: figure }] },
      sort: 'checkOut,reference',
      select: { ...OWED_STAY_FIELDS, ledgerBalance: true },
      straight: true,
    })
    for await (const docs of pages) {
      const groups = [...new Set(docs.flatMap((doc) => (doc.group ? [doc.group] : [])))]
      const [entries, stayGroups] = await Promise.all([
        kept
          ? new Map()
          : readLedgerMoney(
              req,
              docs.map((doc) => doc.id),
            ).then(byStay),
        readStayGroups(
          req,
          groups.filter((group) => !groupsSeen.has(group)),
        ),
      ])
      for (const booking of docs) {
        if (booking.group && groupsSeen.has(booking.group)) continue
        const group = booking.group ? stayGroups.get(booking.group) : undefined
        if (group && booking.group) {
          groupsSeen.add(booking.group)
          const last = lastToLeave(group.stays)
          if (!last || last.checkOut >= before || group.money.balance <= 0) continue
          const lead = { ...group.lead, checkOut: last.checkOut }
          owed.push({ place: placeOf(last), booking: lead, balance: group.money.balance })
          continue
        }
        const balance = kept
          ? (booking.ledgerBalance ?? 0)
          : bookingMoney({ ...booking, ledger: { docs: entries.get(String(booking.id)) ?? [] } })
              .balance
        if (balance > 0) owed.push({ place: placeOf(booking), booking, balance })
      }
    }
  }
  owed.sort((a, b) => (a.place < b.place ? -1 : a.place > b.place ? 1 : 0))
  for (const { booking, balance } of owed) onOwed(booking, balance)
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
