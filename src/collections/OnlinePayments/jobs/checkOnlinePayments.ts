import type { PayloadRequest, TaskConfig } from 'payload'

import { moveOnce, oncePerPeriod, QUEUES } from '@/database/acrossInstances'
import { MESSAGES } from '@/lib/messages'
import { nextCheckAt } from '@/lib/payments/onlinePaymentRules'
import { gatewayById } from '@/services/payments'

import { finishPaid } from '../finishPaid'
import { verifyAttempt } from '../verifyAttempt'

/** Payments checked in one run: the rest wait a minute for the next. */
const BATCH = 50

/**
 * Payments whose webhook never came (the guest closed the page mid-payment, the gateway's call was
 * lost): each is verified with the gateway when its next check is due, a few minutes after it
 * started and again later (`CHECK_AFTER_MS`), and settled by what the gateway says. One still
 * pending after the last check is marked abandoned; should the guest's money come after all, the
 * gateway's word still posts it (`confirmOnlinePayment` settles from abandoned too). A payment
 * marked paid whose posting stopped midway is finished. Answers how many it looked at.
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
  const unfinished = await finishStopped(req, now)
  const checked = due.docs.length + unfinished
  if (checked) req.payload.logger.info(MESSAGES.onlinePayments.checked(checked))
  return checked
}

/** A payment marked paid this long ago and still not in the ledger: its writer stopped midway. */
const STOPPED_AFTER_MS = 2 * 60_000

/**
 * Payments marked paid whose ledger entry was never tied to them (the instance writing them
 * stopped between the two): each is finished now, once (`finishPaid`).
 */
async function finishStopped(req: PayloadRequest, now: Date): Promise<number> {
  const stopped = await req.payload.find({
    collection: 'online-payments',
    where: {
      and: [
        { status: { equals: 'paid' } },
        { ledgerEntry: { exists: false } },
        { updatedAt: { less_than: new Date(now.getTime() - STOPPED_AFTER_MS).toISOString() } },
      ],
    },
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const attempt of stopped.docs) {
    const gateway = gatewayById(attempt.gateway)
    if (gateway) await finishPaid(req, gateway, attempt)
  }
  return stopped.docs.length
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
