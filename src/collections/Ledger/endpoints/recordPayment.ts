import type { Endpoint, PayloadRequest } from 'payload'

import { addLedgerEntry } from '@/collections/Ledger/addEntry'
import { hasAdminRole } from '@/access/roles'
import { Refusal } from '@/http/refusal'
import {
  MOBILE_MONEY_NETWORK_LABELS,
  PAYMENT_METHOD_LABELS,
  paymentDatingFor,
  paymentProblem,
  type MobileMoneyNetwork,
  type PaymentInput,
  type PaymentMethod,
} from '@/lib/money/payments'
import { stayMoney } from '@/lib/money/ledger'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas, parseAmount } from '@/lib/money/amounts'
import type { Ledger } from '@/payload-types'

import { answerOnce, isSentLater } from '@/http/actionKeys'
import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import { gatewayPaymentOf, refundAtDesk } from '@/collections/OnlinePayments/deskRefund'

import { bookingForMoney, traceAndRead } from '../bookingForMoney'

export const REASON_MAX = 200

/**
 * The amount is taken only as the text typed ("19.99"): a JSON number of cedis has already become
 * a float on the way (1.15 arrives as 1.1499999…), and a bare number could be meant as cedis or as
 * pesewas. A number is refused with the same message as any other amount that is not one.
 */
function paymentFrom(body: Record<string, unknown>): PaymentInput {
  return {
    amount: typeof body.amount === 'string' ? body.amount : '',
    method: optionalString(body, 'method'),
    date: optionalString(body, 'date'),
    network: optionalString(body, 'network') || null,
    transactionId: optionalString(body, 'transactionId').trim() || null,
    note: optionalString(body, 'note').trim() || null,
  }
}

/** How the money moved, as the history says it: "mobile money MTN", "cash". */
export function methodText(method: string, network?: string | null): string {
  const label = PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method
  const named = network ? ` ${MOBILE_MONEY_NETWORK_LABELS[network as MobileMoneyNetwork]}` : ''
  return `${label.toLowerCase()}${named}`
}

/**
 * `POST /api/bookings/{id}/payments` with `{ kind?: 'payment' | 'refund', amount: "19.99", method,
 * date, network?, transactionId?, note?, reason? }`: writes one payment, or one refund (with the
 * reason it is given back), to the stay's ledger with the next receipt number, and a line in its
 * history; answers the booking. Staff only. A refund gives back at most what the house holds for
 * the stay (received less refunded), as the ledger is when the refund is written: the ledger never
 * shows money going out that never came in, however many refunds are sent at once.
 * With `throughGateway: true` and `refunds` (the ledger id of a payment taken online), the refund
 * goes back through the gateway that took that payment (`refundAtDesk`); cash refunds are as ever.
 *
 * A payment made offline on the phone is sent later with the header `Idempotency-Key: <uuid>`
 * (`answerOnce`): it is recorded once however often it is sent, each later send answered with the
 * first answer (the same entry and receipt). It is the same payment as one made online, held to
 * every rule above (amount, method, network, the stay's state, a closed day, no backdating) as
 * they stand when it arrives, and is never refused for the stay having changed meanwhile. A refund
 * waits for the network: one sent with a key is refused.
 */
export const recordPayment: Endpoint = {
  path: '/:id/payments',
  method: 'post',
  handler: (req) =>
    answerOnce(req, `payments:${String(req.routeParams?.id ?? '')}`, MESSAGES.payment.failed, () =>
      paymentOrRefund(req),
    ),
}

async function paymentOrRefund(req: PayloadRequest): Promise<Response> {
  let refund = false
  try {
    const booking = await bookingForMoney(req)
    const body = await readJsonObject(req)
    refund = body.kind === 'refund'
    if (body.kind !== undefined && body.kind !== 'payment' && !refund) {
      throw new Refusal(MESSAGES.ledger.kind, 400)
    }
    if (refund && isSentLater(req)) throw new Refusal(MESSAGES.offline.refundNotOffline, 400)
    // A refund of a payment taken online goes back through the gateway that took it: the
    // network and transaction are that payment's.
    const online =
      body.throughGateway === true
        ? await gatewayPaymentOf(req, booking.id, optionalString(body, 'refunds'))
        : null
    if (online && !refund) throw new Refusal(MESSAGES.ledger.kind, 400)
    const payment = paymentFrom(body)
    if (online) {
      Object.assign(payment, {
        method: 'mobile-money',
        network: online.network,
        transactionId: online.transactionId,
      })
    }
    const dating = paymentDatingFor(booking, hasAdminRole(req.user), todayInGhana())
    const problem = paymentProblem(payment, dating)
    if (problem) throw new Refusal(problem, 400)
    const reason = optionalString(body, 'reason').trim()
    if (refund && !reason) throw new Refusal(MESSAGES.ledger.refundReason, 400)
    if (reason.length > REASON_MAX) throw new Refusal(MESSAGES.ledger.reasonTooLong, 400)

    // Checked above, so it is an amount in whole pesewas.
    const amount = parseAmount(payment.amount) ?? 0
    // Checked against the ledger as it is when the refund is written, other refunds and
    // reversals sent at the same moment included (`addLedgerEntry`).
    const withinHeld = (entries: readonly Ledger[]) => {
      const held = stayMoney(0, entries).received
      if (amount > held) {
        throw new Refusal(MESSAGES.ledger.refundTooHigh(formatPesewas(held)), 409)
      }
    }
    const mobileMoney = payment.method === 'mobile-money'
    const network = mobileMoney ? (payment.network as MobileMoneyNetwork) : null
    const date = `${payment.date}T00:00:00.000Z`
    const entry = online
      ? await refundAtDesk(req, booking.id, online, {
          amount,
          reason,
          date: payment.date,
          note: payment.note ?? null,
        })
      : await addLedgerEntry(
          req,
          {
            booking: booking.id,
            kind: refund ? 'refund' : 'payment',
            amount,
            method: payment.method as PaymentMethod,
            network,
            transactionId: mobileMoney ? payment.transactionId : null,
            date,
            note: payment.note,
            reason: refund ? reason : null,
          },
          refund ? withinHeld : undefined,
        )
    const detail = `${formatPesewas(amount)} ${methodText(payment.method, network)}, receipt ${entry.receipt}`
    const doc = await traceAndRead(
      req,
      booking,
      refund ? 'Refund' : 'Payment',
      refund ? `${detail}: ${reason}` : detail,
    )
    const message = refund ? MESSAGES.ledger.refunded : MESSAGES.booking.paymentAdded
    return Response.json({ success: true, message, doc, entry }, { status: 201 })
  } catch (error) {
    return errorResponse(
      req,
      error,
      refund ? MESSAGES.ledger.refundFailed : MESSAGES.payment.failed,
    )
  }
}
