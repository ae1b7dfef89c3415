import type { PayloadRequest, Where } from 'payload'

import type { StayMoment } from '@/lib/guestStay/stayMessages'
import type { Booking } from '@/payload-types'

/** The stamp the reminder job sets on a stay when it makes a moment's message. */
export const MADE_STAMP = {
  dayBefore: 'reminderAt',
  balanceDue: 'reminderAt',
  afterStay: 'thanksAt',
} as const satisfies Partial<Record<StayMoment, 'reminderAt' | 'thanksAt'>>

const isMade = (moment: StayMoment): moment is keyof typeof MADE_STAMP => moment in MADE_STAMP

/**
 * The rooms one message of a moment speaks for. A group's guest hears once of the rooms that
 * arrive together (the day-before reminder, the balance asked with it) or leave together (the
 * thanks), with the same status, in the order chosen (the first stay's request id is the others'
 * beginning). With `madeWith`, only the rooms whose message the reminder job made in the same
 * step, which stamps them alike: a room of the group reminded before, or moved to other days,
 * has a message of its own. Other moments, and a stay outside a group, speak for the stay alone.
 */
export async function roomsTogether(
  req: PayloadRequest,
  stay: Booking,
  moment: StayMoment,
  { madeWith = false }: { madeWith?: boolean } = {},
): Promise<Booking[]> {
  if (!stay.group || !isMade(moment)) return [stay]
  const stamp = MADE_STAMP[moment]
  const day = stamp === 'thanksAt' ? 'checkOut' : 'checkIn'
  const madeAt = stay[stamp]
  if (madeWith && !madeAt) return [stay]
  const where: Where = {
    and: [
      { group: { equals: stay.group } },
      { status: { equals: stay.status } },
      { [day]: { equals: stay[day] } },
      ...(madeWith ? [{ [stamp]: { equals: madeAt } }] : []),
    ],
  }
  const found = await req.payload.find({
    collection: 'bookings',
    where,
    sort: 'requestId',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return found.docs.some((room) => room.id === stay.id) ? found.docs : [stay]
}
