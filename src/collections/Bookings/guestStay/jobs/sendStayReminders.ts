import type { PayloadRequest, TaskConfig, Where } from 'payload'

import { addDays, todayInGhana } from '@/lib/dates'
import { STAY_MOMENT_LABELS } from '@/lib/guestStay/stayMessages'
import { readGroupMoney } from '@/collections/Ledger/readStayMoney'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { claimOnce, oncePerPeriod, QUEUES } from '@/database/acrossInstances'
import { staysOfGroup } from '../../groupStays'
import { historyEntry, pushHistory } from '../../hooks/history'

type Stamp = 'reminderAt' | 'thanksAt'

/**
 * Who gets which message now: arrivals of today and tomorrow not yet reminded their reminder (a
 * stay confirmed after the day's last run, or on its arrival day, is still reminded), departures of
 * the last days their thanks.
 */
function due(stamp: Stamp, today: string): Where {
  return stamp === 'reminderAt'
    ? {
        and: [
          { status: { equals: 'confirmed' } },
          { checkIn: { greater_than_equal: `${today}T00:00:00.000Z` } },
          { checkIn: { less_than: `${addDays(today, 2)}T00:00:00.000Z` } },
          { reminderAt: { equals: null } },
        ],
      }
    : {
        // A stay checked out up to three days ago: a job missed while the server was down still
        // thanks the guest, and a stay from long ago is not thanked out of the blue.
        and: [
          { status: { equals: 'completed' } },
          { checkOut: { greater_than_equal: `${addDays(today, -3)}T00:00:00.000Z` } },
          { checkOut: { less_than: `${addDays(today, 1)}T00:00:00.000Z` } },
          { thanksAt: { equals: null } },
        ],
      }
}

/**
 * The due stays in messages: a group's rooms of the same status arriving (or, for the thanks,
 * leaving) the same day make one, in the order chosen; any other stay one of its own.
 */
function messagesOf(stays: readonly Booking[], stamp: Stamp): Booking[][] {
  const day = stamp === 'thanksAt' ? 'checkOut' : 'checkIn'
  const batches = new Map<string, Booking[]>()
  for (const stay of stays) {
    const key = stay.group ? `${stay.group}|${stay.status}|${stay[day]}` : `stay|${stay.id}`
    batches.set(key, [...(batches.get(key) ?? []), stay])
  }
  return [...batches.values()]
}

/**
 * The message's rooms this instance claims, each stay's stamp set once across instances, all with
 * one value (the email job finds the rooms made with its stay by it). Two instances read the same
 * rooms in the same order, so the one that claims the first makes the message: the other stops
 * there, and a room only one of them saw (answered between their reads) gets its own.
 */
async function claimRooms(req: PayloadRequest, rooms: Booking[], stamp: Stamp): Promise<Booking[]> {
  const claimed: Booking[] = []
  const at = new Date().toISOString()
  for (const room of rooms) {
    if (await claimOnce(req, 'bookings', room.id, stamp, at)) claimed.push(room)
    else if (!claimed.length) break
  }
  return claimed
}

/**
 * One message of each moment for the rooms: the balance asked with the reminder when the group's
 * rooms owe together (money paid for a group lands on its first room), a history line on each
 * room, and one email for all of them.
 */
async function produce(req: PayloadRequest, rooms: Booking[], stamp: Stamp): Promise<void> {
  const [first] = rooms
  const moments =
    stamp === 'thanksAt'
      ? (['afterStay'] as const)
      : (await readGroupMoney(req, await staysOfGroup(req, first))).money.balance > 0
        ? (['dayBefore', 'balanceDue'] as const)
        : (['dayBefore'] as const)
  const made = moments.map((moment) => STAY_MOMENT_LABELS[moment]).join(', ')
  for (const room of rooms) {
    await pushHistory(req, room.id, historyEntry(req, null, MESSAGES.stayMessages.produced, made))
  }
  if (!first.email) return
  for (const moment of moments) {
    await req.payload.jobs.queue({
      task: 'sendBookingEmail',
      input: { bookingId: String(first.id), to: 'guest', about: moment },
      req,
    })
  }
}

/**
 * Makes the day-before reminder (with the balance-due message when money is owed) and the
 * after-stay thanks, each once per stay and once for a group's rooms due together: emailed when
 * the guest gave an address, and listed on the desk's Today screen for staff to send by WhatsApp.
 * Answers how many messages it made.
 */
export async function sendStayReminders(req: PayloadRequest, now = new Date()): Promise<number> {
  const today = todayInGhana(now)
  let made = 0
  for (const stamp of ['reminderAt', 'thanksAt'] as const) {
    const stays = await req.payload.find({
      collection: 'bookings',
      where: due(stamp, today),
      sort: 'requestId',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const rooms of messagesOf(stays.docs, stamp)) {
      // Of two instances (or a retried job) reading the same rooms, exactly one sets each stamp
      // and makes the message and history entries.
      const claimed = await claimRooms(req, rooms, stamp)
      if (!claimed.length) continue
      await produce(req, claimed, stamp)
      made += 1
    }
  }
  return made
}

/** Every hour, in the housekeeping queue: a stay confirmed late in the day is still reminded. */
export const sendStayRemindersTask: TaskConfig<'sendStayReminders'> = {
  slug: 'sendStayReminders',
  label: 'Make the day-before and after-stay messages',
  schedule: [
    { cron: '7 * * * *', queue: QUEUES.housekeeping, hooks: { beforeSchedule: oncePerPeriod } },
  ],
  outputSchema: [{ name: 'made', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { made: await sendStayReminders(req) } }),
}
