import type { PayloadRequest } from 'payload'

import { leadRoom } from '@/lib/bookings/groupStep'
import { groupMoney } from '@/lib/money/groupMoney'
import { bookingMoney, type StayMoney } from '@/lib/money/ledger'
import type { Booking } from '@/payload-types'

import { byStay, readLedgerMoney, type MoneyEntryRead } from './readLedger'

/** What the money of a stay is read from: its price, deposit and status as the booking keeps them. */
type MoneyFields = Pick<Booking, 'id' | 'price' | 'status' | 'deposit'>

/** A stay as its group's money and the desk's group panel read it. */
export type GroupRoom = MoneyFields &
  Pick<Booking, 'reference' | 'room' | 'group' | 'guestName' | 'phone' | 'checkIn' | 'checkOut'>

/** A stay's group: every room (its lead first), the lead that speaks for it, and its money. */
export type StayGroup = { stays: GroupRoom[]; lead: GroupRoom; money: StayMoney }

/**
 * The rooms of the groups, read straight from the database: this is read while a booking itself
 * is read (its group's money travels with it), where a read through Payload would read the group
 * again for every room.
 */
async function readGroupRooms(
  req: PayloadRequest,
  groups: readonly string[],
): Promise<GroupRoom[]> {
  const found = await req.payload.db.find<GroupRoom>({
    collection: 'bookings',
    where: { group: { in: [...groups] } },
    sort: 'requestId',
    pagination: false,
    limit: 0,
    select: {
      price: true,
      status: true,
      deposit: true,
      reference: true,
      room: true,
      group: true,
      guestName: true,
      phone: true,
      checkIn: true,
      checkOut: true,
    },
    req,
  })
  return found.docs
}

/** The money of the given stays as one, from their entries: each room's, added up by `groupMoney`. */
function moneyFrom(stays: readonly MoneyFields[], entries: readonly MoneyEntryRead[]): StayMoney {
  const entriesOf = byStay(entries)
  const rooms = stays.map((stay) =>
    bookingMoney({ ...stay, ledger: { docs: entriesOf.get(String(stay.id)) ?? [] } }),
  )
  return rooms.length === 1 ? rooms[0] : groupMoney(rooms)
}

/**
 * The money of the given stays as one: each room's by the ledger's rule, read in one query, then
 * added up by `groupMoney` (the lead's credit paying the others' balances). One stay reads as its
 * own money.
 */
export async function moneyOfStays(
  req: PayloadRequest,
  stays: readonly MoneyFields[],
): Promise<StayMoney> {
  return moneyFrom(
    stays,
    await readLedgerMoney(
      req,
      stays.map((stay) => stay.id),
    ),
  )
}

/** A group of at least two rooms, its lead first then the others in the order chosen. */
function asGroup(group: string, rooms: GroupRoom[]): Omit<StayGroup, 'money'> | null {
  if (rooms.length < 2) return null
  const lead = leadRoom(group, rooms) ?? rooms[0]
  // The lead first, as the guest's page lists them, then the others in the order chosen.
  return { stays: [lead, ...rooms.filter((room) => room !== lead)], lead }
}

/**
 * The one rule of a stay's money at the desk: a room of a group owes, holds and is paid as its
 * whole group (money paid for the group lands on one room and pays for all), a stay alone as
 * itself. Each room is read as stored, the stay with `change` over it (a price being written).
 * Null for a stay that is not part of a group.
 */
export async function readStayGroup(
  req: PayloadRequest,
  stay: Pick<Booking, 'id' | 'group'>,
  change: Partial<MoneyFields> = {},
): Promise<StayGroup | null> {
  if (!stay.group) return null
  const rows = await readGroupRooms(req, [stay.group])
  const group = asGroup(
    stay.group,
    rows.map((row) => (String(row.id) === String(stay.id) ? { ...row, ...change } : row)),
  )
  return group && { ...group, money: await moneyOfStays(req, group.stays) }
}

/**
 * The groups of a list of stays (`readStayGroup`, as stored), by group, in two queries whatever
 * their number: a page of the accountant's list reads its groups at once.
 */
export async function readStayGroups(
  req: PayloadRequest,
  groups: readonly string[],
): Promise<Map<string, StayGroup>> {
  const found = new Map<string, StayGroup>()
  if (!groups.length) return found
  const rows = await readGroupRooms(req, groups)
  const entries = await readLedgerMoney(
    req,
    rows.map((row) => row.id),
  )
  for (const name of new Set(groups)) {
    const group = asGroup(
      name,
      rows.filter((row) => row.group === name),
    )
    if (group) found.set(name, { ...group, money: moneyFrom(group.stays, entries) })
  }
  return found
}

/** A stay's money at the desk: its group's when it is part of one (`readStayGroup`), else its own. */
export async function readDeskMoney(
  req: PayloadRequest,
  stay: MoneyFields & Pick<Booking, 'group'>,
  change: Partial<MoneyFields> = {},
): Promise<StayMoney> {
  return (
    (await readStayGroup(req, stay, change))?.money ??
    (await moneyOfStays(req, [{ ...stay, ...change }]))
  )
}
