import type { PayloadRequest } from 'payload'

import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import type { ConflictHolder, FeedConflict } from '@/lib/calendarSync/feeds'
import type { ImportedEvent } from '@/lib/calendarSync/ical'
import { todayInGhana } from '@/lib/dates'

/** What each owner of a night is, as staff know it: the stay (reference, guest) or the block. */
async function describeHolders(
  req: PayloadRequest,
  owners: readonly string[],
): Promise<Map<string, ConflictHolder>> {
  const described = new Map<string, ConflictHolder>()
  const ids = (prefix: string) =>
    owners.filter((o) => o.startsWith(prefix)).map((o) => o.slice(prefix.length))
  const [bookingIds, holdIds] = [ids('booking:'), ids('block:')]
  if (bookingIds.length) {
    const stays = await req.payload.find({
      collection: 'bookings',
      where: { requestId: { in: bookingIds } },
      pagination: false,
      depth: 0,
      select: { reference: true, guestName: true, checkIn: true, checkOut: true, requestId: true },
      overrideAccess: true,
      req,
    })
    for (const stay of stays.docs) {
      described.set(`booking:${stay.requestId}`, {
        kind: 'booking',
        reference: stay.reference ?? '',
        guest: stay.guestName,
        from: ghanaDay(stay.checkIn),
        until: ghanaDay(stay.checkOut),
      })
    }
  }
  if (holdIds.length) {
    const blocks = await req.payload.find({
      collection: 'room-blocks',
      where: { holdId: { in: holdIds } },
      pagination: false,
      depth: 0,
      select: { holdId: true, reason: true, feedUrl: true, startDate: true, endDate: true },
      overrideAccess: true,
      req,
    })
    for (const block of blocks.docs) {
      described.set(`block:${block.holdId}`, {
        kind: 'block',
        reason: block.reason,
        site: block.feedUrl ?? null,
        from: ghanaDay(block.startDate),
        until: ghanaDay(block.endDate),
      })
    }
  }
  return described
}

/** Each of the feed's stays that falls on nights taken here from today on, with what holds them. */
export async function conflictsOf(
  req: PayloadRequest,
  events: readonly ImportedEvent[],
  takenHere: ReadonlyMap<string, string>,
): Promise<FeedConflict[]> {
  const today = todayInGhana()
  const found = events
    .map((event) => ({
      event,
      nights: stayNights(event.start, event.end).filter((n) => n >= today && takenHere.has(n)),
    }))
    .filter(({ nights }) => nights.length > 0)
  if (!found.length) return []
  const holders = await describeHolders(req, [...new Set(takenHere.values())])
  return found.map(({ event, nights }) => ({
    from: event.start,
    until: event.end,
    nights,
    here: [...new Set(nights.map((n) => takenHere.get(n) as string))]
      .map((owner) => holders.get(owner))
      .filter((holder): holder is ConflictHolder => Boolean(holder)),
  }))
}
