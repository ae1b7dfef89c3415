import type { PayloadRequest } from 'payload'

import { addLedgerEntry } from '@/collections/Ledger/addEntry'
import { todayInGhana } from '@/lib/dates'
import { formatPesewas } from '@/lib/money/amounts'
import { MESSAGES } from '@/lib/messages'
import type { GatewayEvent, PaymentGateway } from '@/lib/payments/gateway'
import { refundReference } from '@/lib/payments/onlinePaymentRules'
import { relationId } from '@/lib/relationId'
import type { Ledger } from '@/payload-types'

import { attemptByReference, gatewayActor, gatewayHistory, noteOnAttempt } from './attempts'
import { entryOfReference } from './postPayment'

const text = MESSAGES.onlinePayments

async function reversalOf(req: PayloadRequest, entry: Ledger): Promise<boolean> {
  const found = await req.payload.count({
    collection: 'ledger',
    where: { reverses: { equals: entry.id } },
    overrideAccess: true,
    req,
  })
  return found.totalDocs > 0
}

/**
 * The one refund through the gateway of this transaction for `amount` not yet undone, when the
 * event names the refund otherwise than the refund call did (Paystack's events may carry the
 * processor's reference): none when there are several, so a guess never undoes the wrong one.
 */
async function onlyRefundOf(
  req: PayloadRequest,
  transactionId: string | null | undefined,
  amount: number | null,
): Promise<Ledger | null> {
  if (!transactionId || amount === null) return null
  const found = await req.payload.find({
    collection: 'ledger',
    where: {
      and: [
        { kind: { equals: 'refund' } },
        { transactionId: { equals: transactionId } },
        { gatewayReference: { like: 'refund:' } },
        { amount: { equals: amount } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const standing = []
  for (const entry of found.docs) if (!(await reversalOf(req, entry))) standing.push(entry)
  return standing.length === 1 ? standing[0] : null
}

/**
 * What the gateway later says of a refund it queued: its state is kept on the payment, and when
 * it failed after all, the ledger's refund is undone by a reversal (the house still holds the
 * money: a reversal is written once however often the event comes, `reverses` being unique) and
 * Today shows staff the amount to return by hand.
 */
export async function refundSettled(
  req: PayloadRequest,
  gateway: PaymentGateway,
  event: Extract<GatewayEvent, { kind: 'refund' }>,
): Promise<void> {
  const attempt = await attemptByReference(req, event.transactionReference)
  if (!attempt || attempt.gateway !== gateway.id) return
  if (attempt.refundId === event.refundId && event.status !== 'failed') {
    await noteOnAttempt(req, attempt.id, { refundStatus: event.status })
  }
  if (event.status !== 'failed') return
  const refund =
    (await entryOfReference(req, refundReference(event.refundId))) ??
    (await onlyRefundOf(req, attempt.transactionId, event.amount))
  if (!refund || refund.kind !== 'refund' || (await reversalOf(req, refund))) return
  const outcome = text.refundToMake(formatPesewas(refund.amount), text.refundFailedLater)
  try {
    await addLedgerEntry(req, {
      booking: relationId(refund.booking),
      kind: 'reversal',
      amount: refund.amount,
      reverses: refund.id,
      method: refund.method,
      network: refund.network,
      date: `${todayInGhana()}T00:00:00.000Z`,
      reason: outcome,
      recordedByName: gatewayActor(gateway),
    })
  } catch (error) {
    // The same event on another instance reversed it first.
    if (await reversalOf(req, refund)) return
    throw error
  }
  await noteOnAttempt(req, attempt.id, { refundStatus: 'failed', outcome })
  await gatewayHistory(req, relationId(refund.booking), gateway, text.refusedHistory, outcome)
}
