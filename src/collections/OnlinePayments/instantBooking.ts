import type { PayloadRequest } from 'payload'

import { DESK_INTENT, type DeskIntent } from '@/collections/Bookings/hooks/checkBooking'
import { formatPesewas } from '@/lib/money/amounts'
import { MESSAGES } from '@/lib/messages'
import type { PaymentGateway } from '@/lib/payments/gateway'
import type { Booking, Ledger, OnlinePayment } from '@/payload-types'

import { gatewayActor, gatewayHistory, noteOnAttempt } from './attempts'
import { refundThroughGateway } from './gatewayRefund'

async function instantBookingOn(req: PayloadRequest): Promise<boolean> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return settings.instantBooking === true
}

async function statusOf(req: PayloadRequest, id: string): Promise<Booking['status']> {
  const stay = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    req,
  })
  return stay.status
}

/**
 * A request whose deposit was just paid online: marked "deposit paid" for the desk (and kept from
 * the expiry), then, when the owner turned instant booking on, confirmed at once through the same
 * write as the desk's Confirm, so the same night claims decide between it and any other stay, and
 * the guest gets the confirmation the desk's Confirm sends. When the nights were taken meanwhile
 * the deposit goes back through the gateway, the guest is told, and, should the gateway refuse
 * the refund, Today shows staff the amount to return.
 */
export async function afterDepositPaid(
  req: PayloadRequest,
  gateway: PaymentGateway,
  attempt: OnlinePayment,
  stay: Booking,
  entry: Ledger,
): Promise<void> {
  if (stay.status !== 'requested') return
  await req.payload.db.updateOne({
    collection: 'bookings',
    id: stay.id,
    data: { depositPaidOnlineAt: new Date().toISOString() },
    req,
    returning: false,
  })
  if (!(await instantBookingOn(req))) return
  const intent: DeskIntent = { seenStatus: 'requested' }
  try {
    await req.payload.update({
      collection: 'bookings',
      id: stay.id,
      data: { status: 'confirmed' },
      context: { [DESK_INTENT]: intent },
      overrideAccess: true,
      req,
    })
    return
  } catch (error) {
    if ((error as { status?: number }).status !== 409) throw error
  }
  // Refused: staff answered the request meanwhile (theirs stands), or its nights are taken.
  if ((await statusOf(req, stay.id)) !== 'requested') return
  await giveDepositBack(req, gateway, attempt, stay, entry)
}

async function giveDepositBack(
  req: PayloadRequest,
  gateway: PaymentGateway,
  attempt: OnlinePayment,
  stay: Booking,
  entry: Ledger,
): Promise<void> {
  const text = MESSAGES.onlinePayments
  const amount = formatPesewas(entry.amount)
  const done = await refundThroughGateway(req, gateway, {
    bookingId: stay.id,
    transactionId: entry.transactionId ?? '',
    network: entry.network,
    amount: entry.amount,
    reason: text.instantRefundReason,
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
  if (done.given) {
    const outcome = `${text.nightsTaken}: ${text.refundedThrough(gateway.label, amount, done.refundId)}`
    await noteOnAttempt(req, attempt.id, {
      outcome,
      refundId: done.refundId,
      refundStatus: done.refundStatus,
    })
    await gatewayHistory(req, stay.id, gateway, text.refusedHistory, outcome)
  } else {
    const outcome = `${text.nightsTaken}: ${text.refundToMake(amount, done.why)}`
    await noteOnAttempt(req, attempt.id, { outcome, refundStatus: 'failed' })
    await gatewayHistory(req, stay.id, gateway, text.refusedHistory, outcome)
  }
  if (stay.email) {
    await req.payload.jobs.queue({
      task: 'sendOnlinePaymentEmail',
      input: { onlinePaymentId: String(attempt.id) },
      req,
    })
  }
}
