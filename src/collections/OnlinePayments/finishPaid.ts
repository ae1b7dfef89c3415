import type { PayloadRequest } from 'payload'

import { claimOnce } from '@/database/acrossInstances'
import { formatPesewas } from '@/lib/money/amounts'
import { MOBILE_MONEY_NETWORK_LABELS } from '@/lib/money/payments'
import { MESSAGES } from '@/lib/messages'
import type { GatewayPayment, PaymentGateway } from '@/lib/payments/gateway'
import { relationId } from '@/lib/relationId'
import type { OnlinePayment } from '@/payload-types'

import { asGateway, attemptById, gatewayHistory } from './attempts'
import { afterDepositPaid } from './instantBooking'
import { postOnlinePayment } from './postPayment'

/** The transaction as the attempt recorded it when it was marked paid. */
function paymentOfAttempt(attempt: OnlinePayment): GatewayPayment {
  return {
    reference: attempt.reference,
    status: 'success',
    amount: attempt.paidAmount ?? attempt.amount,
    currency: attempt.currency,
    transactionId: attempt.transactionId ?? '',
    network: attempt.network ?? null,
    fees: attempt.fees ?? null,
    paidAt: attempt.paidAt ?? null,
  }
}

/**
 * The rest of a payment already marked paid: posted to the ledger (once, `postOnlinePayment`),
 * then tied to its entry by a compare-and-set, whose one winner writes the stay's history line and
 * confirms an instant booking. Anyone finding the attempt paid with no entry yet (a confirmer
 * racing the first, or one coming after a writer that stopped midway) runs it too: the ledger and
 * the tie each let one write, so it finishes once.
 */
export async function finishPaid(
  asked: PayloadRequest,
  gateway: PaymentGateway,
  attempt: OnlinePayment,
): Promise<OnlinePayment> {
  const req = await asGateway(asked)
  const entry = await postOnlinePayment(req, gateway, attempt, paymentOfAttempt(attempt))
  if (await claimOnce(req, 'online-payments', attempt.id, 'ledgerEntry', entry.id)) {
    const text = MESSAGES.onlinePayments
    const network = entry.network ? MOBILE_MONEY_NETWORK_LABELS[entry.network] : ''
    const stayId = relationId(attempt.booking)
    await gatewayHistory(
      req,
      stayId,
      gateway,
      text.paidHistory,
      text.paidDetail(formatPesewas(entry.amount), network, entry.receipt ?? ''),
    )
    if (attempt.purpose === 'deposit') {
      const stay = await req.payload.findByID({
        collection: 'bookings',
        id: stayId,
        depth: 0,
        overrideAccess: true,
        req,
      })
      await afterDepositPaid(req, gateway, attempt, stay, entry)
    }
  }
  return attemptById(req, attempt.id)
}
