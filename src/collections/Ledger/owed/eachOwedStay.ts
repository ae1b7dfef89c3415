import type { PayloadRequest, Where } from 'payload'

import { readLedger } from '@/collections/Ledger/readLedger'
import { addDays } from '@/lib/dates'
import { bookingMoney, type StayMoney } from '@/lib/money/ledger'
import { relationId } from '@/lib/relationId'
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
} as const

/**
 * The one rule of a balance owed by a guest who has left: a stay checked out (`completed`) by
 * `lastDay` whose money, by the ledger's rule (`bookingMoney`), still has a balance. A no-show is
 * read by the same rule and owes nothing by it, so only checked-out stays are read. Oldest
 * check-out first (longest unpaid), then by reference; a page of stays and its ledger at a time, so
 * a house's years of stays are never held at once.
 */
export async function eachOwedStay(
  req: PayloadRequest,
  lastDay: string,
  onOwed: (booking: Booking, money: StayMoney) => void,
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
      const entries = await readLedger(
        req,
        docs.map((doc) => doc.id),
      )
      for (const booking of docs) {
        const own = entries.filter((entry) => relationId(entry.booking) === String(booking.id))
        const money = bookingMoney({ ...booking, ledger: { docs: own } })
        if (money.balance > 0) onOwed(booking, money)
      }
    },
    OWED_STAY_FIELDS,
  )
}
