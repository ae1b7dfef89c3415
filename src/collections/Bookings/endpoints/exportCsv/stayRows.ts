import type { PayloadRequest } from 'payload'

import { pagesOf } from '@/collections/Ledger/endpoints/getMonth/pages'
import { readStayGroup, type StayGroup } from '@/collections/Ledger/groupStayMoney'
import { readLedger } from '@/collections/Ledger/readLedger'
import { bookingCsvRow } from '@/lib/bookings/bookingsCsv'
import type { CsvCell } from '@/lib/csv'
import { addDays } from '@/lib/dates'
import type { DayRange } from '@/lib/reports/reportRanges'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

/** What a stay's line reads of it; its ledger entries and its group are read a page at a time. */
const LINE_FIELDS = {
  reference: true,
  status: true,
  source: true,
  room: true,
  checkIn: true,
  checkOut: true,
  nights: true,
  guests: true,
  guestName: true,
  phone: true,
  price: true,
  deposit: true,
  group: true,
} as const

async function roomNames(req: PayloadRequest): Promise<Map<string, string>> {
  const rooms = await req.payload.find({
    collection: 'rooms',
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    req,
  })
  return new Map(rooms.docs.map((room) => [String(room.id), room.name]))
}

/**
 * The lines of the stays checking in within the range (both days included), by check-in, as the
 * caller may read them, a page at a time: each page's ledger entries in one query, each group's
 * rooms once, the rooms' names once for the whole file.
 */
export async function* stayRows(req: PayloadRequest, range: DayRange): AsyncGenerator<CsvCell[][]> {
  const names = await roomNames(req)
  const pages = pagesOf(req, 'bookings', {
    where: {
      and: [
        { checkIn: { greater_than_equal: `${range.from}T00:00:00.000Z` } },
        { checkIn: { less_than: `${addDays(range.to, 1)}T00:00:00.000Z` } },
      ],
    },
    // Newest first among stays checking in the same day, as they have always been listed; of
    // those made in the same instant (a group's rooms) the last stored first, so that every
    // stay has one place and pages read apart neither repeat nor skip one.
    sort: ['checkIn', '-createdAt', '-id'],
    select: LINE_FIELDS,
    user: req.user,
  })
  for await (const stays of pages) {
    const entries = await readLedger(
      req,
      stays.map((stay) => stay.id),
    )
    const groups = new Map<string, Promise<StayGroup | null>>()
    const groupOf = (stay: Booking) => {
      if (!stay.group) return null
      if (!groups.has(stay.group)) groups.set(stay.group, readStayGroup(req, stay))
      return groups.get(stay.group) ?? null
    }
    const rows: CsvCell[][] = []
    for (const stay of stays) {
      const group = await groupOf(stay)
      const own = entries.filter((entry) => relationId(entry.booking) === String(stay.id))
      const line = {
        ...stay,
        ledger: { docs: own },
        groupSummary: group
          ? { lead: group.lead.reference ?? stay.group ?? '', money: group.money }
          : null,
      }
      rows.push(bookingCsvRow(line, names.get(relationId(stay.room)) ?? ''))
    }
    yield rows
  }
}
