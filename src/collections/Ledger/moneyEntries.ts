import type { PayloadRequest, Where } from 'payload'

import { ownOrGatewayEntries, writtenByGateway } from '@/access/moneyEntriesReadBy'
import { ghanaDay } from '@/lib/bookings/availability'
import type { MoneyEntry, MoneyKind } from '@/lib/money/moneyEntry'
import { relationId } from '@/lib/relationId'
import type { Booking, Ledger, Room } from '@/payload-types'

export const MONEY: MoneyKind[] = ['payment', 'refund', 'reversal']

/** What a money entry is read with: what `moneyEntryOf` and `movesMoney` take of it. */
const MONEY_FIELDS = {
  kind: true,
  amount: true,
  reverses: true,
  date: true,
  createdAt: true,
  method: true,
  network: true,
  transactionId: true,
  receipt: true,
  note: true,
  reason: true,
  recordedBy: true,
  recordedByName: true,
  gatewayReference: true,
  booking: true,
} as const

/** The day money moved: the day entered, or for an entry without one, the day it was written. */
const dayOf = (entry: Ledger) => ghanaDay(entry.date ?? entry.createdAt)

/**
 * `recordedBy` keeps one member of staff's entries; with `orByGateway` the entries a gateway wrote
 * by itself too, as reception read their own takings (`moneyEntriesSeenBy`).
 */
export type MoneyRange = { from: string; to: string; recordedBy?: string; orByGateway?: boolean }

/**
 * Money entries whose day is in [from, to] (both YYYY-MM-DD, included), optionally those one
 * member of staff recorded, in the order they were written. For the server's own code after its
 * checks: it reads past access. A reversal carries the kind of the entry it undoes, read even
 * when that entry is outside the range, so `revenueOf` takes the entries as they are.
 */
export function moneyEntriesIn(req: PayloadRequest, range: MoneyRange): Promise<MoneyEntry[]> {
  return moneyEntriesWhere(req, range, daysWithin(range))
}

/** Entries dated within the range's days. */
const daysWithin = (range: MoneyRange): Where[] => [
  { date: { greater_than_equal: `${range.from}T00:00:00.000Z` } },
  { date: { less_than_equal: `${range.to}T23:59:59.999Z` } },
]

/**
 * Money entries written in [from, to] but dated before `from` (money taken last night, entered in
 * the morning, or an admin's correction of an earlier day): they count on the day they are dated,
 * and the takings of the day they were written list them too, so no entry hides from the day's
 * cash-up by its date.
 */
export function moneyRecordedLate(req: PayloadRequest, range: MoneyRange): Promise<MoneyEntry[]> {
  return moneyEntriesWhere(req, range, [
    { createdAt: { greater_than_equal: `${range.from}T00:00:00.000Z` } },
    { createdAt: { less_than_equal: `${range.to}T23:59:59.999Z` } },
    { date: { less_than: `${range.from}T00:00:00.000Z` } },
  ])
}

async function moneyEntriesWhere(
  req: PayloadRequest,
  range: MoneyRange,
  days: Where[],
): Promise<MoneyEntry[]> {
  const { takings, known } = await moneyMovingWhere(req, range, days)
  const stayOf = await staysOf(req, takings)
  return takings.map((entry) => moneyEntryOf(entry, known, stayOf))
}

/** The entries that moved money, with those their reversals undo (`withUndone`). */
async function moneyMovingWhere(req: PayloadRequest, range: MoneyRange, days: Where[]) {
  // Straight from the database: the ledger has no read hooks, and a year's entries are many.
  const found = await req.payload.db.find<Ledger>({
    collection: 'ledger',
    where: {
      and: [{ kind: { in: MONEY } }, ...days, ...recordedByWhere(range)],
    },
    sort: 'createdAt',
    pagination: false,
    limit: 0,
    select: MONEY_FIELDS,
    req,
  })
  const known = await withUndone(req, found.docs)
  return { takings: found.docs.filter((entry) => movesMoney(entry, known)), known }
}

/** A money entry that names its stay by id alone: what sums by room need of it. */
export type MoneyMoved = ReturnType<typeof moneyEntryOf<{ id: string }>>

/**
 * The money moved in [from, to] as `moneyEntriesIn` reads it, each entry naming its stay by id
 * alone: the dashboard adds a range up by room, and naming each of two years' stays (reference,
 * guest, room) cost it a third of its time for nothing shown.
 */
export async function moneyMovedIn(req: PayloadRequest, range: MoneyRange): Promise<MoneyMoved[]> {
  const { takings, known } = await moneyMovingWhere(req, range, daysWithin(range))
  return takings.map((entry) =>
    moneyEntryOf(entry, known, (moved) => ({ id: relationId(moved.booking) })),
  )
}

/** Whose entries a range keeps (`MoneyRange`), as a query. */
export function recordedByWhere(range: Omit<MoneyRange, 'from' | 'to'>): Where[] {
  if (!range.recordedBy) return []
  return [
    range.orByGateway
      ? ownOrGatewayEntries(range.recordedBy)
      : { recordedBy: { equals: range.recordedBy } },
  ]
}

/** The entries by id, with those their reversals undo read too when they are not among them. */
export async function withUndone(
  req: PayloadRequest,
  entries: readonly Ledger[],
): Promise<Map<string, Ledger>> {
  const known = new Map(entries.map((entry) => [String(entry.id), entry]))
  const missing = entries
    .map((entry) => relationId(entry.reverses))
    .filter((id) => id && !known.has(id))
  if (missing.length) {
    const found = await req.payload.db.find<Ledger>({
      collection: 'ledger',
      where: { id: { in: missing } },
      sort: 'createdAt',
      pagination: false,
      limit: 0,
      req,
    })
    for (const entry of found.docs) known.set(String(entry.id), entry)
  }
  return known
}

/** Undoing a charge moves no money: its reversal is a bill's correction, not the day's takings. */
export function movesMoney(entry: Ledger, known: ReadonlyMap<string, Ledger>): boolean {
  return entry.kind !== 'reversal' || known.get(relationId(entry.reverses))?.kind !== 'charge'
}

/** A money entry as reports read it; `known` holds the entry a reversal undoes (`withUndone`). */
export function moneyEntryOf<Stay = MoneyEntry['booking']>(
  entry: Ledger,
  known: ReadonlyMap<string, Ledger>,
  stayOf: (entry: Ledger) => Stay,
): Omit<MoneyEntry, 'booking'> & { booking: Stay } {
  const reverses = relationId(entry.reverses) || null
  const undone = reverses ? known.get(reverses) : undefined
  // A reversal is written with the method and network of what it undoes; one written before
  // it was takes them from that entry, so it still comes off where the money moved.
  const moved = entry.method ? entry : (undone ?? entry)
  return {
    id: String(entry.id),
    kind: entry.kind as MoneyKind,
    amount: entry.amount,
    reverses,
    reversesKind: undone?.kind === 'payment' || undone?.kind === 'refund' ? undone.kind : null,
    day: dayOf(entry),
    recordedAt: entry.createdAt,
    method: moved.method ?? null,
    network: moved.network ?? null,
    transactionId: entry.transactionId ?? null,
    receipt: entry.receipt ?? null,
    note: entry.note ?? null,
    reason: entry.reason ?? null,
    recordedBy: relationId(entry.recordedBy) || null,
    recordedByName: entry.recordedByName,
    byGateway: writtenByGateway(entry),
    booking: stayOf(entry),
  }
}

/**
 * The stays of the entries, as a report line names them: reference, guest, room, status. Read
 * straight from the database in two queries (the stays, then their rooms' names): a year's
 * report asks this for every page of its entries.
 */
export async function staysOf(
  req: PayloadRequest,
  entries: readonly Pick<Ledger, 'booking'>[],
): Promise<(entry: Pick<Ledger, 'booking'>) => MoneyEntry['booking']> {
  const bookingIds = [...new Set(entries.map((entry) => relationId(entry.booking)))]
  const bookings = bookingIds.length
    ? (
        await req.payload.db.find<
          Pick<Booking, 'id' | 'reference' | 'guestName' | 'room' | 'status'>
        >({
          collection: 'bookings',
          where: { id: { in: bookingIds } },
          pagination: false,
          limit: 0,
          select: { reference: true, guestName: true, room: true, status: true },
          req,
        })
      ).docs
    : []
  const roomIds = [...new Set(bookings.map((booking) => relationId(booking.room)).filter(Boolean))]
  const rooms = roomIds.length
    ? (
        await req.payload.db.find<Pick<Room, 'id' | 'name'>>({
          collection: 'rooms',
          where: { id: { in: roomIds } },
          pagination: false,
          limit: 0,
          select: { name: true },
          req,
        })
      ).docs
    : []
  const roomNames = new Map(rooms.map((room) => [String(room.id), room.name]))
  const byId = new Map(bookings.map((booking) => [String(booking.id), booking]))
  return (entry) => {
    const booking = byId.get(relationId(entry.booking))
    return {
      id: relationId(entry.booking),
      reference: booking?.reference ?? '',
      guestName: booking?.guestName ?? '',
      roomName: roomNames.get(relationId(booking?.room)) ?? '',
      status: booking?.status ?? '',
    }
  }
}
