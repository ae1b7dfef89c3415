import type { PayloadRequest } from 'payload'

import { pagesOf } from '@/collections/Ledger/endpoints/getMonth/pages'
import { readStayGroups } from '@/collections/Ledger/groupStayMoney'
import { byStay, readLedgerMoney } from '@/collections/Ledger/readLedger'
import { bookingCsvRow } from '@/lib/bookings/bookingsCsv'
import type { CsvCell } from '@/lib/csv'
import { addDays } from '@/lib/dates'
import type { DayRange } from '@/lib/reports/reportRanges'
import { relationId } from '@/lib/relationId'

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
 * caller may read them, a page at a time: each page's ledger entries and its groups in a few
 * queries, the rooms' names once for the whole file.
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
    const ids = stays.map((stay) => stay.id)
    const groupNames = stays.flatMap((stay) => (stay.group ? [stay.group] : []))
    const [entries, groups] = await Promise.all([
      readLedgerMoney(req, ids),
      readStayGroups(req, groupNames),
    ])
    const entriesOf = byStay(entries)
    yield stays.map((stay) => {
      const group = stay.group ? groups.get(stay.group) : undefined
      const line = {
        ...stay,
        ledger: { docs: entriesOf.get(String(stay.id)) ?? [] },
        groupSummary: group
          ? { lead: group.lead.reference ?? stay.group ?? '', money: group.money }
          : null,
      }
      return bookingCsvRow(line, names.get(relationId(stay.room)) ?? '')
    })
  }
}
