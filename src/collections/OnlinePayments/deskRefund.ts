import type { PayloadRequest } from 'payload'

import { readLedger } from '@/collections/Ledger/readLedger'
import { Refusal } from '@/http/refusal'
import { formatPesewas } from '@/lib/money/amounts'
import { stayMoney } from '@/lib/money/ledger'
import { MESSAGES } from '@/lib/messages'
import { refundableOf } from '@/lib/payments/onlinePaymentRules'
import { relationId } from '@/lib/relationId'
import type { Ledger } from '@/payload-types'
import { gatewayById } from '@/services/payments'

import { attemptByReference, noteOnAttempt } from './attempts'
import { refundThroughGateway } from './gatewayRefund'

const text = MESSAGES.onlinePayments
const isRefundReference = (reference: string | null | undefined) =>
  Boolean(reference?.startsWith('refund:'))

/**
 * The payment a desk refund through the gateway gives back: one of this stay's payments that a
 * gateway confirmed (it carries the online payment's reference). Anything else is refused.
 */
export async function gatewayPaymentOf(
  req: PayloadRequest,
  bookingId: string,
  entryId: string,
): Promise<Ledger> {
  if (!entryId) throw new Refusal(text.refundsRequired, 400)
  const entry = await req.payload.findByID({
    collection: 'ledger',
    id: entryId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const online =
    entry &&
    relationId(entry.booking) === bookingId &&
    entry.kind === 'payment' &&
    entry.gatewayReference &&
    !isRefundReference(entry.gatewayReference)
  if (!online) throw new Refusal(text.refundsNotGateway, 400)
  return entry
}

/**
 * The desk gives back `amount` of a payment taken online, through the gateway that took it. It
 * may give back what that payment can still give (its amount less its refunds written before) and
 * at most what the house holds for the stay; the gateway is asked, and only when it took the
 * refund is the ledger refund written, with the gateway's refund id. A refusal by the gateway
 * answers its reason and writes nothing.
 */
export async function refundAtDesk(
  req: PayloadRequest,
  bookingId: string,
  payment: Ledger,
  asked: { amount: number; reason: string; date: string; note: string | null },
): Promise<Ledger> {
  const attempt = await attemptByReference(req, payment.gatewayReference ?? '')
  const gateway = attempt ? gatewayById(attempt.gateway) : null
  if (!attempt || !gateway) throw new Refusal(text.gatewayGone, 409)
  const entries = await readLedger(req, [bookingId])
  const refundedBefore = entries
    .filter(
      (entry) =>
        entry.kind === 'refund' &&
        entry.transactionId === payment.transactionId &&
        isRefundReference(entry.gatewayReference),
    )
    .reduce((sum, entry) => sum + entry.amount, 0)
  const most = refundableOf(payment.amount, refundedBefore, stayMoney(0, entries).received)
  if (asked.amount > most) throw new Refusal(text.refundTooHigh(formatPesewas(most)), 409)
  const done = await refundThroughGateway(req, gateway, {
    bookingId,
    transactionId: payment.transactionId ?? '',
    network: payment.network,
    amount: asked.amount,
    reason: asked.reason,
    date: asked.date,
    note: asked.note,
  })
  if (!done.given) {
    const status = done.status && done.status < 500 ? 409 : 502
    throw new Refusal(text.gatewayRefused(done.why), status)
  }
  await noteOnAttempt(req, attempt.id, { refundId: done.refundId, refundStatus: done.refundStatus })
  return done.entry as Ledger
}
