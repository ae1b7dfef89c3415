import type { PayloadRequest } from 'payload'

import { leadRoom } from '@/lib/bookings/groupStep'
import { groupMoney } from '@/lib/money/groupMoney'
import { bookingMoney, type StayMoney } from '@/lib/money/ledger'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { readLedger } from './readLedger'

/** What the money of a stay is read from: its price, deposit and status as the booking keeps them. */
type MoneyFields = Pick<Booking, 'id' | 'price' | 'status' | 'deposit'>

/** A stay as its group's money and the desk's group panel read it. */
export type GroupRoom = MoneyFields &
  Pick<Booking, 'reference' | 'room' | 'group' | 'guestName' | 'phone' | 'checkIn' | 'checkOut'>

/** A stay's group: every room (its lead first), the lead that speaks for it, and its money. */
export type StayGroup = { stays: GroupRoom[]; lead: GroupRoom; money: StayMoney }

/**
 * The rooms of `group`, read straight from the database: this is read while a booking itself is
 * read (its group's money travels with it), where a read through Payload would read the group
 * again for every room.
 */
async function readGroupRooms(req: PayloadRequest, group: string): Promise<GroupRoom[]> {
  const found = await req.payload.db.find<GroupRoom>({
    collection: 'bookings',
    where: { group: { equals: group } },
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

/**
 * The money of the given stays as one: each room's by the ledger's rule, read in one query, then
 * added up by `groupMoney` (the lead's credit paying the others' balances). One stay reads as its
 * own money.
 */
export async function moneyOfStays(
  req: PayloadRequest,
  stays: readonly MoneyFields[],
): Promise<StayMoney> {
  const entries = await readLedger(
    req,
    stays.map((stay) => stay.id),
  )
  const rooms = stays.map((stay) =>
    bookingMoney({
      ...stay,
      ledger: { docs: entries.filter((entry) => relationId(entry.booking) === String(stay.id)) },
    }),
  )
  return rooms.length === 1 ? rooms[0] : groupMoney(rooms)
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
  const rows = await readGroupRooms(req, stay.group)
  if (rows.length < 2) return null
  const rooms = rows.map((row) =>
    String(row.id) === String(stay.id) ? { ...row, ...change } : row,
  )
  const lead = leadRoom(stay.group, rooms) ?? rooms[0]
  // The lead first, as the guest's page lists them, then the others in the order chosen.
  const stays = [lead, ...rooms.filter((room) => room !== lead)]
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
