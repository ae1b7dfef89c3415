import { randomBytes } from 'node:crypto'

import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

export type HistoryEntry = NonNullable<Booking['history']>[number]

/** An id for an array row written below Payload's hooks, shaped as Payload makes them. */
export function newRowId(): string {
  return randomBytes(12).toString('hex')
}

/**
 * Who did it, as staff read it later: the account's name (its email when it has none), a guest
 * on the website, or the system. Taken from the session on the server, never from what was sent.
 */
export function actorName(req: PayloadRequest, source?: string | null): string {
  const user = req.user
  if (user?.collection === 'users') return user.name?.trim() || user.email
  return source === 'website' ? MESSAGES.booking.guestActor : MESSAGES.booking.systemActor
}

export function historyEntry(
  req: PayloadRequest,
  source: string | null | undefined,
  action: string,
  detail = '',
): HistoryEntry {
  return {
    id: newRowId(),
    at: new Date().toISOString(),
    by: req.user?.collection === 'users' ? req.user.id : null,
    byName: actorName(req, source),
    action,
    detail,
  }
}

/**
 * Adds history lines to a stay as an append in the database: the one way a line is added outside
 * Payload's own write of the booking. It never writes the history back whole, so lines written at
 * the same moment by someone else (a payment recorded while another member of staff checks the
 * guest in) are all kept. `touch` marks the booking as changed now, for a change staff made.
 */
export async function pushHistory(
  req: PayloadRequest,
  bookingId: string | number,
  lines: HistoryEntry | HistoryEntry[],
  { touch = false }: { touch?: boolean } = {},
): Promise<void> {
  await req.payload.db.updateOne({
    collection: 'bookings',
    id: bookingId,
    data: {
      history: { $push: Array.isArray(lines) ? lines : [lines] },
      ...(touch ? { updatedAt: new Date().toISOString() } : {}),
    },
    req,
    returning: false,
  })
}

const pendingKey = (id: string | number) => `bookingHistory:${id}`

/**
 * Keeps an update's new entries until the write is done (see `appendHistory`). On the request's
 * context as it is now: each Local API call made with the request gives it a new context object.
 */
export function holdHistory(req: PayloadRequest, id: string | number, entries: HistoryEntry[]) {
  req.context[pendingKey(id)] = entries
}

/**
 * Adds an update's entries to the history once the booking is written (`pushHistory`): an update
 * never writes the history back whole.
 */
export const appendHistory: CollectionAfterChangeHook<Booking> = async ({ doc, req }) => {
  const entries = req.context[pendingKey(doc.id)] as HistoryEntry[] | undefined
  if (!entries?.length) return doc
  delete req.context[pendingKey(doc.id)]
  await pushHistory(req, doc.id, entries)
  return { ...doc, history: [...(doc.history ?? []), ...entries] }
}
