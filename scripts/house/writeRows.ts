import type { Payload } from 'payload'

import { bookingOwner } from '@/collections/Bookings/bookingOwner'
import { nightKey, takesNights } from '@/lib/bookings/availability'
import { receiptText } from '@/lib/money/ledger'

import type { Random } from './random'
import { rowSink } from './rowSink'
import { iso, storedDay, type Entry, type StayRows } from './stayRows'
import type { CloseRows } from './closes'
import type { BlockRows, History } from './timeline'

export type Written = {
  stays: number
  nights: number
  ledger: number
  receipts: number
  historyLines: number
  blocks: number
  closes: number
  reviews: number
}

/** The counts of a history not written yet: every kind of row at none. */
export function nothingWritten(): Written {
  return {
    stays: 0,
    nights: 0,
    ledger: 0,
    receipts: 0,
    historyLines: 0,
    blocks: 0,
    closes: 0,
    reviews: 0,
  }
}

/**
 * Writes the planned history through the database adapter, below Payload's hooks: exactly the
 * rows the hooks and endpoints write (a stay with its history lines, its price, deposit and money
 * in the ledger with receipts numbered in the order written and each entry's place in its stay,
 * its nights in `booked-nights` under the stay's claim while it takes them), dated when they
 * happened, which the hooks cannot do: they stamp every row with the clock and refuse stays,
 * payments and steps outside staff's bounds around today.
 */
export async function writeHistory(
  payload: Payload,
  random: Random,
  history: History,
): Promise<Written> {
  const written = nothingWritten()
  const batch = rowSink(payload)
  await batch.inOneGo(async () => {
    number(history.stays)
    for (const stay of history.stays) {
      const { history: lines, ...row } = bookingRow(random, stay)
      await batch.add('bookings', row)
      await batch.addArray('bookings', 'history', stay.id, lines)
      written.stays += 1
      written.historyLines += stay.lines.length
      if (!takesNights(stay.status)) continue
      for (const night of stay.nights) {
        await batch.add(
          'booked-nights',
          nightRow(random, stay.roomId, night, bookingOwner(stay), stay.tag, stay.createdAt),
        )
        written.nights += 1
      }
    }
    for (const block of history.blocks) {
      await batch.add('room-blocks', blockRow(block))
      written.blocks += 1
      for (const night of block.nights) {
        await batch.add(
          'booked-nights',
          nightRow(
            random,
            block.roomId,
            night,
            `block:${block.holdId}`,
            block.tag,
            block.createdAt,
          ),
        )
        written.nights += 1
      }
    }
    const entries = history.stays.flatMap((stay) => stay.entries).sort((a, b) => a.at - b.at)
    for (const entry of entries) {
      await batch.add('ledger', ledgerRow(entry))
      written.ledger += 1
      if (entry.receiptNumber) written.receipts += 1
    }
    for (const close of history.closes) {
      const { lines, ...row } = closeRow(random, close)
      await batch.add('cash-up-closes', row)
      await batch.addArray('cash-up-closes', 'lines', close.id, lines)
      written.closes += 1
    }
    await batch.done()
  })
  return written
}

/**
 * Each entry's place in its stay (`turn`) and each payment's and refund's receipt number, in the
 * order they were written, across the house: as `addLedgerEntry` numbers them.
 */
function number(stays: readonly StayRows[]) {
  const all: Entry[] = []
  for (const stay of stays) {
    stay.entries.sort((a, b) => a.at - b.at)
    stay.entries.forEach((entry, index) => {
      entry.turn = `${stay.id}:${index + 1}`
      all.push(entry)
    })
  }
  all.sort((a, b) => a.at - b.at)
  let receipt = 0
  for (const entry of all) {
    if (entry.kind === 'payment' || entry.kind === 'refund') entry.receiptNumber = ++receipt
  }
}

function bookingRow(
  random: Random,
  stay: StayRows,
): Record<string, unknown> & { history: Record<string, unknown>[] } {
  const lines = [...stay.lines].sort((a, b) => a.at - b.at)
  const last = lines.length ? lines[lines.length - 1].at : stay.createdAt
  return {
    id: stay.id,
    reference: stay.reference,
    status: stay.status,
    source: stay.source,
    room: stay.roomId,
    checkIn: storedDay(stay.checkIn),
    checkOut: storedDay(stay.checkOut),
    nights: stay.nights.length,
    guests: stay.guests,
    adults: stay.adults,
    children: stay.children,
    guestName: stay.guestName,
    phone: stay.phone,
    email: stay.email,
    note: stay.note,
    price: stay.price,
    deposit: stay.deposit,
    leaveBalanceDue: stay.leaveBalanceDue,
    nightPrices: stay.nightPrices,
    group: stay.group,
    history: lines.map((line) => ({
      id: random.hex(24),
      at: iso(line.at),
      by: line.by?.id ?? null,
      byName: line.byName,
      action: line.action,
      detail: line.detail(),
    })),
    previousStatus: stay.previousStatus,
    statusChangedAt: stay.statusChangedAt === null ? null : iso(stay.statusChangedAt),
    requestId: stay.requestId,
    nightsClaim: stay.tag,
    reminderAt: stay.reminderAt === null ? null : iso(stay.reminderAt),
    thanksAt: stay.thanksAt === null ? null : iso(stay.thanksAt),
    createdAt: iso(stay.createdAt),
    updatedAt: iso(last),
  }
}

function nightRow(
  random: Random,
  room: string,
  night: string,
  owner: string,
  claim: string,
  at: number,
) {
  return {
    id: random.id(),
    key: nightKey(room, night),
    room,
    night,
    owner,
    claim,
    createdAt: iso(at),
    updatedAt: iso(at),
  }
}

function blockRow(block: BlockRows): Record<string, unknown> {
  return {
    id: block.id,
    room: block.roomId,
    startDate: storedDay(block.startDate),
    endDate: storedDay(block.endDate),
    reason: block.reason,
    note: block.note,
    holdId: block.holdId,
    nightsClaim: block.tag,
    feedUrl: block.feedUrl,
    eventUid: block.eventUid,
    createdAt: iso(block.createdAt),
    updatedAt: iso(block.createdAt),
  }
}

function ledgerRow(entry: Entry): Record<string, unknown> {
  return {
    id: entry.id,
    booking: entry.stay.id,
    ...entry.fields,
    turn: entry.turn,
    ...(entry.receiptNumber
      ? { receiptNumber: entry.receiptNumber, receipt: receiptText(entry.receiptNumber) }
      : {}),
    recordedBy: entry.by?.id ?? null,
    recordedByName: entry.byName,
    createdAt: iso(entry.at),
    updatedAt: iso(entry.at),
  }
}

/** A day's close as `closeDay` writes it, the first of its day. */
function closeRow(
  random: Random,
  close: CloseRows,
): Record<string, unknown> & { lines: Record<string, unknown>[] } {
  const { count, figures } = close
  return {
    id: close.id,
    day: close.day,
    turn: `${close.day}:1`,
    countedCash: count.countedCash,
    floatKept: count.floatKept,
    momoStatement: count.momoStatement,
    expectedTotal: figures.expectedTotal,
    openingFloat: figures.openingFloat,
    cashToBank: figures.cashToBank,
    lines: figures.lines.map((line) => ({ id: random.hex(24), ...line })),
    entries: close.entries,
    closedBy: close.by.id,
    closedByName: close.by.name?.trim() || close.by.email,
    closedAt: iso(close.closedAt),
    corrects: null,
    reason: null,
    createdAt: iso(close.closedAt),
    updatedAt: iso(close.closedAt),
  }
}
