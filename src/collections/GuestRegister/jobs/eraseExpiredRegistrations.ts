import type { PayloadRequest, TaskConfig } from 'payload'

import { oncePerPeriod, QUEUES } from '@/database/acrossInstances'
import { todayInGhana } from '@/lib/dates'
import { keptSinceDeparture } from '@/lib/guestRegister/retention'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { readRegisterSettings } from '../registerParts'

/**
 * Erases the document numbers, dates of birth and addresses of every registration whose stay
 * left more than the owner's retention ago (24 months unless set); the name, nationality and the
 * stay's dates stay in the book. Answers how many it erased, and logs it.
 */
export async function eraseExpiredRegistrations(
  req: PayloadRequest,
  today = todayInGhana(),
): Promise<number> {
  const { months } = await readRegisterSettings(req)
  const keptSince = keptSinceDeparture(today, months)
  const leftLongAgo = await req.payload.find({
    collection: 'bookings',
    where: { checkOut: { less_than: keptSince } },
    select: { createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (leftLongAgo.docs.length === 0) return 0
  const due = await req.payload.find({
    collection: 'guest-registrations',
    where: {
      and: [
        { booking: { in: leftLongAgo.docs.map((stay) => String(stay.id)) } },
        { detailsErasedAt: { exists: false } },
      ],
    },
    select: { createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const now = new Date().toISOString()
  for (const registration of due.docs) {
    await req.payload.update({
      collection: 'guest-registrations',
      id: registration.id,
      data: {
        documentNumber: null,
        dateOfBirth: null,
        address: null,
        stayDocumentKey: `erased:${registration.id}`,
        detailsErasedAt: now,
      },
      overrideAccess: true,
      req,
    })
  }
  if (due.docs.length) req.payload.logger.info(text.erasedAfterRetention(due.docs.length))
  return due.docs.length
}

/** Every night at 02:30, in the housekeeping queue. */
export const eraseExpiredRegistrationsTask: TaskConfig<'eraseExpiredRegistrations'> = {
  slug: 'eraseExpiredRegistrations',
  label: 'Erase guest register details past the retention',
  schedule: [
    { cron: '30 2 * * *', queue: QUEUES.housekeeping, hooks: { beforeSchedule: oncePerPeriod } },
  ],
  outputSchema: [{ name: 'erased', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { erased: await eraseExpiredRegistrations(req) } }),
}
