import type { PayloadRequest } from 'payload'

import { leadRoom } from '@/lib/bookings/groupStep'
import { groupMoney } from '@/lib/money/groupMoney'
import { bookingMoney, type StayMoney } from '@/lib/money/ledger'
import { relationId } from '@/lib/relationId'
import type { Booking, Ledger } from '@/payload-types'

import { readLedger } from './readLedger'

/** What the money of a stay is read from: its price, deposit and status as the booking keeps them. */
type MoneyFields = Pick<Booking, 'id' | 'price' | 'status' | 'deposit'>

/** A stay as its group's money and the desk's group panel read it. */
export type GroupRoom = MoneyFields &
  Pick<Booking, 'reference' | 'room' | 'group' | 'guestName' | 'phone' | 'checkIn' | 'checkOut'>

/** A stay's group: every room (its lead first), the lead that speaks for it, and its money. */
export type StayGroup = { stays: GroupRoom[]; lead: GroupRoom; money: StayMoney }

/**
 * The rooms of each group, read straight from the database in one query: this is read while a
 * booking itself is read (its group's money travels with it), where a read through Payload would
 * read the group again for every room.
 */
async function readGroupRooms(
  req: PayloadRequest,
  groups: readonly string[],
): Promise<Map<string, GroupRoom[]>> {
  const rooms = new Map<string, GroupRoom[]>()
  if (!groups.length) return rooms
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
  for (const room of found.docs) {
    const group = String(room.group)
    rooms.set(group, [...(rooms.get(group) ?? []), room])
  }
  return rooms
}

/**
 * The money of the given stays as one, from their entries already read: each room's by the
 * ledger's rule, then added up by `groupMoney` (the lead's credit paying the others' balances).
 * One stay reads as its own money.
 */
function moneyOfEntries(stays: readonly MoneyFields[], entries: readonly Ledger[]): StayMoney {
  const rooms = stays.map((stay) =>
    bookingMoney({
      ...stay,
      ledger: { docs: entries.filter((entry) => relationId(entry.booking) === String(stay.id)) },
    }),
  )
  return rooms.length === 1 ? rooms[0] : groupMoney(rooms)
}

/** The money of the given stays as one (`moneyOfEntries`), their entries read in one query. */
export async function moneyOfStays(
  req: PayloadRequest,
  stays: readonly MoneyFields[],
): Promise<StayMoney> {
  const entries = await readLedger(
    req,
    stays.map((stay) => stay.id),
  )
  return moneyOfEntries(stays, entries)
}

/** A group's rooms in the order the guest's page lists them: its lead first, then the others. */
function inGuestOrder(group: string, rooms: GroupRoom[]): { stays: GroupRoom[]; lead: GroupRoom } {
  const lead = leadRoom(group, rooms) ?? rooms[0]
  return { stays: [lead, ...rooms.filter((room) => room !== lead)], lead }
}

/**
 * The groups of many stays at once, for lists that read hundreds of stays (the balances owed):
 * every room of every group in one query, their entries in one more. A group of one room is no
 * group and is left out, as `readStayGroup` gives none for it.
 */
export async function readStayGroups(
  req: PayloadRequest,
  groups: readonly string[],
): Promise<Map<string, StayGroup>> {
  const rooms = await readGroupRooms(req, groups)
  const together = [...rooms.entries()].filter(([, rows]) => rows.length >= 2)
  const entries = await readLedger(
    req,
    together.flatMap(([, rows]) => rows.map((row) => row.id)),
  )
  return new Map(
    together.map(([group, rows]) => {
      const { stays, lead } = inGuestOrder(group, rows)
      return [group, { stays, lead, money: moneyOfEntries(stays, entries) }]
    }),
  )
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
  const rows = (await readGroupRooms(req, [stay.group])).get(stay.group) ?? []
  if (rows.length < 2) return null
  const rooms = rows.map((row) =>
    String(row.id) === String(stay.id) ? { ...row, ...change } : row,
  )
  const { stays, lead } = inGuestOrder(stay.group, rooms)
  return { stays, lead, money: await moneyOfStays(req, stays) }
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
