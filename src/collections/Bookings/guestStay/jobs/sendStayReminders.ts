import type { PayloadRequest, TaskConfig, Where } from 'payload'

import { addDays, todayInGhana } from '@/lib/dates'
import { STAY_MOMENT_LABELS } from '@/lib/guestStay/stayMessages'
import { readDeskMoney } from '@/collections/Ledger/groupStayMoney'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { claimOnce, oncePerPeriod, QUEUES } from '@/database/acrossInstances'
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

async function produce(req: PayloadRequest, stay: Booking, stamp: Stamp): Promise<void> {
  const moments =
    stamp === 'thanksAt'
      ? (['afterStay'] as const)
      : // A room of a group owes what its group does: its lead's payment may have paid it.
        (await readDeskMoney(req, stay)).balance > 0
        ? (['dayBefore', 'balanceDue'] as const)
        : (['dayBefore'] as const)
  const entry = historyEntry(
    req,
    null,
    MESSAGES.stayMessages.produced,
    moments.map((moment) => STAY_MOMENT_LABELS[moment]).join(', '),
  )
  await pushHistory(req, stay.id, entry)
  if (!stay.email) return
  for (const moment of moments) {
    await req.payload.jobs.queue({
      task: 'sendBookingEmail',
      input: { bookingId: String(stay.id), to: 'guest', about: moment },
      req,
    })
  }
}

/**
 * Makes the day-before reminder (with the balance-due message when money is owed) and the
 * after-stay thanks, each once per stay: emailed when the guest gave an address, and listed on the
 * desk's Today screen for staff to send by WhatsApp. Answers how many messages it made.
 */
export async function sendStayReminders(req: PayloadRequest, now = new Date()): Promise<number> {
  const today = todayInGhana(now)
  let made = 0
  for (const stamp of ['reminderAt', 'thanksAt'] as const) {
    const stays = await req.payload.find({
      collection: 'bookings',
      where: due(stamp, today),
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const stay of stays.docs) {
      // Of two instances (or a retried job) reading the same stay, exactly one sets its stamp and
      // makes its messages and history entry.
      if (!(await claimOnce(req, 'bookings', stay.id, stamp, new Date().toISOString()))) continue
      await produce(req, stay, stamp)
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
