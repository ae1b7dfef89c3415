import type { PayloadRequest } from 'payload'

import { addLedgerEntry } from '@/collections/Ledger/addEntry'
import { todayInGhana } from '@/lib/dates'
import { GatewayError, type PaymentGateway } from '@/lib/payments/gateway'
import { refundReference } from '@/lib/payments/onlinePaymentRules'
import type { Ledger } from '@/payload-types'

/** What a refund through the gateway gives back, and of which of the stay's transactions. */
export type GatewayRefundAsked = {
  bookingId: string
  transactionId: string
  network: Ledger['network']
  amount: number
  reason: string
  /** The day the refund is dated (today unless the desk says otherwise). */
  date?: string
  /** Whom the ledger names: the member of staff (from the session) unless given. */
  recordedByName?: string
  note?: string | null
}

export type GatewayRefundDone =
  | { given: true; refundId: string; refundStatus: string; entry: Ledger | null }
  | { given: false; why: string; status?: number }

/**
 * Gives money back through the gateway, then, only when the gateway took the refund, writes it to
 * the ledger as an ordinary refund carrying the gateway's refund id (`refund:<id>`, unique as a
 * payment's reference is) and the transaction it came from. A refusal by the gateway, or no
 * answer, writes nothing and says why. `intoLedger` false gives back money the ledger never held
 * (a payment refused before it was posted).
 */
export async function refundThroughGateway(
  req: PayloadRequest,
  gateway: PaymentGateway,
  asked: GatewayRefundAsked,
  intoLedger = true,
): Promise<GatewayRefundDone> {
  let refund
  try {
    refund = await gateway.refund(asked.transactionId, asked.amount)
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    return { given: false, why: error.message, status: error.status }
  }
  if (refund.status === 'failed') return { given: false, why: refund.status }
  const entry = intoLedger
    ? await addLedgerEntry(req, {
        booking: asked.bookingId,
        kind: 'refund',
        amount: refund.amount,
        method: 'mobile-money',
        network: asked.network,
        transactionId: asked.transactionId,
        gatewayReference: refundReference(refund.refundId),
        date: `${asked.date ?? todayInGhana()}T00:00:00.000Z`,
        reason: asked.reason,
        note: asked.note ?? null,
        ...(asked.recordedByName ? { recordedByName: asked.recordedByName } : {}),
      })
    : null
  return { given: true, refundId: refund.refundId, refundStatus: refund.status, entry }
}
