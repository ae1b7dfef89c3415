import type { PayloadRequest } from 'payload'

import { Refusal } from '@/http/refusal'
import { changeSince, lineOfChange, seenStayOf, staleStayMessage } from '@/lib/bookings/seenStay'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

async function roomNameOf(req: PayloadRequest, booking: Booking): Promise<string> {
  const room = await req.payload.findByID({
    collection: 'rooms',
    id: relationId(booking.room),
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return room?.name ?? ''
}

/**
 * The refusal of a step made offline on a stay whose status, dates or room are no longer those
 * the phone showed (a 409 saying what changed, when and by whom), or null when they are. A step
 * sent with a key that does not say what it saw is refused (400): it cannot be told fresh.
 */
export async function staleOfflineRefusal(
  req: PayloadRequest,
  body: Record<string, unknown>,
  booking: Booking,
): Promise<Refusal | null> {
  const seen = seenStayOf(body)
  if (!seen) return new Refusal(MESSAGES.offline.seenStayMissing, 400)
  const change = changeSince(seen, booking)
  if (!change) return null
  const roomName = change.kind === 'room' ? await roomNameOf(req, booking) : ''
  const line = lineOfChange(booking.history, change)
  return new Refusal(staleStayMessage(change, line, roomName, todayInGhana()), 409)
}
