import type { PayloadRequest, TaskConfig } from 'payload'

import { moveOnce, oncePerPeriod, QUEUES } from '@/database/acrossInstances'
import { MESSAGES } from '@/lib/messages'
import { nextCheckAt } from '@/lib/payments/onlinePaymentRules'

import { verifyAttempt } from '../verifyAttempt'

/** Payments checked in one run: the rest wait a minute for the next. */
const BATCH = 50

/**
 * Payments whose webhook never came (the guest closed the page mid-payment, the gateway's call was
 * lost): each is verified with the gateway when its next check is due, a few minutes after it
 * started and again later (`CHECK_AFTER_MS`), and settled by what the gateway says. One still
 * pending after the last check is marked abandoned; should the guest's money come after all, the
 * gateway's word still posts it (`confirmOnlinePayment` settles from abandoned too). Answers how
 * many it checked.
 */
export async function checkOnlinePayments(req: PayloadRequest, now = new Date()): Promise<number> {
  const due = await req.payload.find({
    collection: 'online-payments',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { nextCheckAt: { less_than_equal: now.toISOString() } },
      ],
    },
    sort: 'nextCheckAt',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const attempt of due.docs) {
    const after = await verifyAttempt(req, attempt)
    if (after.status !== 'pending') continue
    const checks = (attempt.checks ?? 0) + 1
    const next = nextCheckAt(attempt.createdAt, checks)
    await moveOnce(
      req,
      'online-payments',
      attempt.id,
      'status',
      ['pending'],
      next ? { checks, nextCheckAt: next } : { checks, status: 'abandoned', nextCheckAt: null },
    )
  }
  if (due.docs.length) req.payload.logger.info(MESSAGES.onlinePayments.checked(due.docs.length))
  return due.docs.length
}

/** Every minute, in the housekeeping queue. */
export const checkOnlinePaymentsTask: TaskConfig<'checkOnlinePayments'> = {
  slug: 'checkOnlinePayments',
  label: 'Check online payments the gateway has not called back',
  schedule: [
    { cron: '* * * * *', queue: QUEUES.housekeeping, hooks: { beforeSchedule: oncePerPeriod } },
  ],
  outputSchema: [{ name: 'checked', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { checked: await checkOnlinePayments(req) } }),
}
