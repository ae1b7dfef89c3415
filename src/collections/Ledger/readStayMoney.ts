import type { PayloadRequest } from 'payload'

import { chargeLines, type ChargeLine } from '@/lib/money/documentLines'
import { groupMoney } from '@/lib/money/groupMoney'
import { bookingMoney } from '@/lib/money/ledger'
import { guestPayments, type StayMoney, type StayPayment } from '@/lib/money/stayPriceLines'
import type { Booking } from '@/payload-types'

import { readLedger } from './readLedger'

/**
 * A stay's money (its extras included) for the guest's page and messages, read from its ledger in one query whatever
 * depth the booking was read at (a shallow read carries entry ids only, which hold no money), so
 * a guest is never told a balance the desk does not show.
 */
export async function readStayMoney(
  req: PayloadRequest,
  booking: Pick<Booking, 'id' | 'price' | 'status' | 'deposit'>,
): Promise<{ money: StayMoney; payments: StayPayment[]; extras: ChargeLine[] }> {
  const entries = await readLedger(req, [booking.id])
  return {
    money: bookingMoney({ ...booking, ledger: { docs: entries } }),
    payments: guestPayments(entries),
    // The extras still standing: one charged by mistake and reversed is no longer the guest's.
    extras: chargeLines(entries).filter((line) => !line.reversal),
  }
}

/**
 * The money of a group's rooms as the guest's page and payments read it: one balance and one
 * deposit over every room (`groupMoney`), every room's payments and extras. A stay alone reads as
 * `readStayMoney`.
 */
export async function readGroupMoney(
  req: PayloadRequest,
  stays: readonly Pick<Booking, 'id' | 'price' | 'status' | 'deposit'>[],
): Promise<{ money: StayMoney; payments: StayPayment[]; extras: ChargeLine[] }> {
  const rooms = await Promise.all(stays.map((stay) => readStayMoney(req, stay)))
  if (rooms.length === 1) return rooms[0]
  return {
    money: groupMoney(rooms.map((room) => room.money)),
    payments: rooms.flatMap((room) => room.payments),
    extras: rooms.flatMap((room) => room.extras),
  }
}
