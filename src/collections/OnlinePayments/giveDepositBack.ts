import type { PayloadRequest } from 'payload'

import { BOOKING_STATUS_LABELS, type BookingStatus } from '@/lib/bookings/status'
import { formatPesewas } from '@/lib/money/amounts'
import { MESSAGES } from '@/lib/messages'
import type { PaymentGateway } from '@/lib/payments/gateway'
import type { Booking, Ledger, OnlinePayment } from '@/payload-types'

import { gatewayActor, gatewayHistory, noteOnAttempt } from './attempts'
import { refundThroughGateway } from './gatewayRefund'

/** Why a deposit already in the ledger goes back: nights taken, or the stay ended unlived. */
export type GiveBackWhy = { nightsTaken: true } | { closedAs: BookingStatus }

/**
 * Gives a deposit already posted back through the gateway, with the ledger refund beside it
 * (`refundThroughGateway`), or, when the gateway refuses, leaves Today the amount to return by
 * hand. A stay that ended unlived marks the attempt `refused` (the guest reads that the stay is no
 * longer open; the desk or the expiry told them of the decline). Nights taken before an instant
 * booking keep it paid, and the guest is emailed when they gave an address.
 */
export async function giveDepositBack(
  req: PayloadRequest,
  gateway: PaymentGateway,
  attempt: OnlinePayment,
  stay: Booking,
  entry: Ledger,
  why: GiveBackWhy,
): Promise<void> {
  const text = MESSAGES.onlinePayments
  const amount = formatPesewas(entry.amount)
  const cause =
    'nightsTaken' in why
      ? text.nightsTaken
      : text.stayClosed(BOOKING_STATUS_LABELS[why.closedAs].toLowerCase())
  const done = await refundThroughGateway(req, gateway, {
    bookingId: stay.id,
    transactionId: entry.transactionId ?? '',
    network: entry.network,
    amount: entry.amount,
    reason: 'nightsTaken' in why ? text.instantRefundReason : cause,
    recordedByName: gatewayActor(gateway),
  })
  // No longer a paid request: the expiry may decline it as any other unanswered one.
  await req.payload.db.updateOne({
    collection: 'bookings',
    id: stay.id,
    data: { depositPaidOnlineAt: null },
    req,
    returning: false,
  })
  const outcome = done.given
    ? `${cause}: ${text.refundedThrough(gateway.label, amount, done.refundId)}`
    : `${cause}: ${text.refundToMake(amount, done.why)}`
  await noteOnAttempt(req, attempt.id, {
    outcome,
    ...(done.given
      ? { refundId: done.refundId, refundStatus: done.refundStatus }
      : { refundStatus: 'failed' }),
    ...('closedAs' in why ? { status: 'refused' as const } : {}),
  })
  await gatewayHistory(req, stay.id, gateway, text.refusedHistory, outcome)
  if ('nightsTaken' in why && stay.email) {
    await req.payload.jobs.queue({
      task: 'sendOnlinePaymentEmail',
      input: { onlinePaymentId: String(attempt.id) },
      req,
    })
  }
}
