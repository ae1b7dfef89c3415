import type { PayloadRequest } from 'payload'

import { composeStayMessage } from '@/collections/Bookings/guestStay/stayMessageText'
import { ghanaDay } from '@/lib/bookings/availability'
import { OWED_PAGE_SIZE, type OwedPage, type OwedStay, type OwedSum } from '@/lib/reports/owed'
import type { Booking } from '@/payload-types'

import { eachOwedStay } from './eachOwedStay'

/** How many guests who have left still owe, and how much in all, today. */
export async function owedSum(req: PayloadRequest, today: string): Promise<OwedSum> {
  const sum: OwedSum = { count: 0, total: 0 }
  await eachOwedStay(req, today, (_booking, balance) => {
    sum.count += 1
    sum.total += balance
  })
  return sum
}

/**
 * One page of the balances owed, oldest first, with the sum of them all: the stays are walked a
 * page at a time and only the asked page's are kept, so the list never holds every stay.
 */
export async function readOwedPage(
  req: PayloadRequest,
  today: string,
  page: number,
): Promise<OwedPage> {
  const from = (page - 1) * OWED_PAGE_SIZE
  const kept: Kept[] = []
  const sum: OwedSum = { count: 0, total: 0 }
  await eachOwedStay(req, today, (booking, balance) => {
    if (sum.count >= from && sum.count < from + OWED_PAGE_SIZE) {
      kept.push({ id: String(booking.id), balance, checkOut: booking.checkOut })
    }
    sum.count += 1
    sum.total += balance
  })
  const stays = await describe(req, kept)
  return {
    ...sum,
    stays,
    page,
    totalPages: Math.max(1, Math.ceil(sum.count / OWED_PAGE_SIZE)),
  }
}

/** A stay kept for the page: a group's lead, listed when its last room left. */
type Kept = { id: string; balance: number; checkOut: string }

/** The page's stays read whole (room named), each with its balance message made ready. */
async function describe(req: PayloadRequest, kept: readonly Kept[]): Promise<OwedStay[]> {
  if (!kept.length) return []
  const found = await req.payload.find({
    collection: 'bookings',
    where: { id: { in: kept.map((stay) => stay.id) } },
    pagination: false,
    depth: 1,
    populate: { rooms: { name: true }, users: { name: true } },
    overrideAccess: true,
    req,
  })
  const byId = new Map(found.docs.map((booking) => [String(booking.id), booking]))
  const stays: OwedStay[] = []
  for (const { id, balance, checkOut } of kept) {
    const booking = byId.get(id)
    if (!booking) continue
    stays.push({
      id,
      reference: booking.reference ?? '',
      guestName: booking.guestName,
      roomName: roomNameOf(booking),
      phone: booking.phone ?? '',
      checkOut: ghanaDay(checkOut),
      balance,
      message: booking.phone
        ? (await composeStayMessage(req, booking, 'balanceDue', 'whatsapp')).text
        : null,
    })
  }
  return stays
}

/** The stay's room, or every room of its group: the group is one booking. */
const roomNameOf = (booking: Booking) =>
  booking.groupSummary?.rooms.map((room) => room.roomName).join(', ') ??
  (typeof booking.room === 'object' && booking.room ? booking.room.name : '')
