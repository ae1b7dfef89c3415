import type { PayloadRequest } from 'payload'

import { moveOnce } from '@/database/acrossInstances'
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@/lib/bookings/status'
import { formatPesewas } from '@/lib/money/amounts'
import { OWES_NOTHING } from '@/lib/money/ledger'
import { MESSAGES } from '@/lib/messages'
import type { GatewayPayment, PaymentGateway } from '@/lib/payments/gateway'
import { paymentMismatch } from '@/lib/payments/onlinePaymentRules'
import { relationId } from '@/lib/relationId'
import type { Booking, OnlinePayment } from '@/payload-types'

import {
  asGateway,
  attemptById,
  attemptByReference,
  gatewayHistory,
  noteOnAttempt,
  UNSETTLED,
} from './attempts'
import { refundThroughGateway } from './gatewayRefund'
import { finishPaid } from './finishPaid'

const text = MESSAGES.onlinePayments

/** What the gateway reported of the transaction, as the attempt keeps it. */
function reportedFields(paid: GatewayPayment) {
  return {
    transactionId: paid.transactionId,
    network: paid.network,
    paidAmount: paid.amount,
    fees: paid.fees,
    paidAt: paid.paidAt ?? new Date().toISOString(),
    nextCheckAt: null,
  }
}

/**
 * Money the gateway took that the house does not accept as asked (another amount or currency, or
 * a stay no longer open): the attempt is `refused` with what happened, once (a compare-and-set
 * from its unsettled states), the stay's history tells staff, and nothing enters the ledger. A
 * stay no longer open gets its money back through the gateway; a wrong amount is left for staff
 * to settle with the guest, listed on Today.
 */
async function refuse(
  req: PayloadRequest,
  gateway: PaymentGateway,
  attempt: OnlinePayment,
  paid: GatewayPayment,
  outcome: string,
  giveBack: boolean,
): Promise<void> {
  const won = await moveOnce(req, 'online-payments', attempt.id, 'status', UNSETTLED, {
    status: 'refused',
    outcome,
    ...reportedFields(paid),
  })
  if (!won) return
  const bookingId = relationId(attempt.booking)
  let detail = outcome
  if (giveBack) {
    const amount = formatPesewas(paid.amount)
    const done = await refundThroughGateway(
      req,
      gateway,
      {
        bookingId,
        transactionId: paid.transactionId,
        network: paid.network,
        amount: paid.amount,
        reason: outcome,
      },
      false,
    )
    detail = done.given
      ? `${outcome}: ${text.refundedThrough(gateway.label, amount, done.refundId)}`
      : `${outcome}: ${text.refundToMake(amount, done.why)}`
    await noteOnAttempt(req, attempt.id, {
      outcome: detail,
      ...(done.given
        ? { refundId: done.refundId, refundStatus: done.refundStatus }
        : { refundStatus: 'failed' }),
    })
  }
  await gatewayHistory(req, bookingId, gateway, text.refusedHistory, detail)
}

/**
 * THE one place a gateway's word becomes money. Given what the gateway reports of a transaction
 * (a signed webhook, or the server's own verify call), it settles the online payment of that
 * reference: only a success is posted, for the amount and currency asked, to a stay that is still
 * open. The attempt moves from its unsettled states to paid (or refused) by one compare-and-set,
 * so of confirmers and refusers racing exactly one decides; it is then posted to the ledger once
 * however many reports arrive at once, on any instance (`finishPaid`), and exactly one of them
 * writes the stay's history line and confirms an instant booking. A failure marks the attempt
 * failed; a transaction still open changes nothing. Answers the attempt as it now stands, or null
 * when the reference is none of this house's.
 */
export async function confirmOnlinePayment(
  asked: PayloadRequest,
  gateway: PaymentGateway,
  paid: GatewayPayment,
): Promise<OnlinePayment | null> {
  const req = await asGateway(asked)
  const attempt = await attemptByReference(req, paid.reference)
  if (!attempt) return null
  if (attempt.gateway !== gateway.id) return attempt
  // Paid but not in the ledger yet (its writer is writing now, or stopped midway): finish it.
  if (attempt.status === 'paid' && !attempt.ledgerEntry) return finishPaid(req, gateway, attempt)
  // Settled for good: nothing more to do.
  if (!UNSETTLED.includes(attempt.status)) return attempt
  if (paid.status === 'failed') {
    await moveOnce(req, 'online-payments', attempt.id, 'status', ['pending'], {
      status: 'failed',
      nextCheckAt: null,
    })
    return attemptById(req, attempt.id)
  }
  if (paid.status !== 'success') return attempt

  const mismatch = paymentMismatch(attempt, paid)
  if (mismatch) {
    const outcome =
      mismatch === 'currency'
        ? text.wrongCurrency(paid.currency || '?')
        : text.wrongAmount(formatPesewas(paid.amount), formatPesewas(attempt.amount))
    await refuse(req, gateway, attempt, paid, outcome, false)
    return attemptById(req, attempt.id)
  }

  const stay: Booking = await req.payload.findByID({
    collection: 'bookings',
    id: relationId(attempt.booking),
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (OWES_NOTHING.includes(stay.status as BookingStatus)) {
    const outcome = text.stayClosed(BOOKING_STATUS_LABELS[stay.status].toLowerCase())
    await refuse(req, gateway, attempt, paid, outcome, true)
    return attemptById(req, attempt.id)
  }

  // Decided once: of confirmers and refusers racing, one moves the attempt on, before any money
  // moves; whoever finds it paid then posts it (`finishPaid`).
  await moveOnce(req, 'online-payments', attempt.id, 'status', UNSETTLED, {
    status: 'paid',
    ...reportedFields(paid),
  })
  const settled = await attemptById(req, attempt.id)
  return settled.status === 'paid' ? finishPaid(req, gateway, settled) : settled
}
