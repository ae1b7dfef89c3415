import type { Endpoint, PayloadRequest } from 'payload'

import { withStayToken } from '@/collections/Bookings/guestStay/endpoints/guestStay'
import { leadStay, staysOfGroup } from '@/collections/Bookings/groupStays'
import { readGroupMoney } from '@/collections/Ledger/readStayMoney'
import { Refusal } from '@/http/refusal'
import { readJsonObject } from '@/http/responses'
import { formatPesewas } from '@/lib/money/amounts'
import { guestPayments as text } from '@/lib/messages/guestPayments'
import { isOnlinePaymentPurpose } from '@/lib/payments/onlinePayment'
import { amountToPay, guestOutcome } from '@/lib/payments/onlinePaymentRules'
import type { OnlinePayment } from '@/payload-types'
import { paymentGateway } from '@/services/payments'

import { attemptByReference } from '../attempts'
import { startPayment } from '../startPayment'
import { verifyAttempt } from '../verifyAttempt'

/** Stays a guest may still pay for: not ended, whether lived or not. */
const PAYABLE = ['requested', 'confirmed', 'checked-in']

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/**
 * `POST /api/bookings/stay/{token}/pay` with `{ purpose: "deposit" | "balance" }`: opens a
 * payment at the gateway for what the stay owes for that purpose, as the ledger says now (never
 * an amount the browser sent), and answers `{ redirectUrl, reference }`. A group's rooms pay
 * together: the amount is what they owe together, and the money lands on the group's first room. 409 when nothing is due,
 * the stay has ended or no gateway is set up; 502 when the gateway cannot be reached.
 */
export const startStayPayment: Endpoint = {
  path: '/stay/:token/pay',
  method: 'post',
  handler: withStayToken(text.startFailed, async (req, stay) => {
    const body = await readJsonObject(req)
    if (!isOnlinePaymentPurpose(body.purpose)) throw new Refusal(text.badPurpose, 400)
    const gateway = paymentGateway()
    if (!gateway) throw new Refusal(text.noGateway, 409)
    // A group pays as one, on its first room: what its rooms owe together.
    const lead = await leadStay(req, stay)
    if (!PAYABLE.includes(lead.status)) throw new Refusal(text.stayClosed, 409)
    const { money } = await readGroupMoney(req, await staysOfGroup(req, lead))
    const amount = amountToPay(money, body.purpose)
    if (amount <= 0) throw new Refusal(text.nothingDue, 409)
    const opened = await startPayment(req, gateway, lead, body.purpose, amount)
    return Response.json(opened, { headers: noStore })
  }),
}

async function receiptOf(req: PayloadRequest, attempt: OnlinePayment): Promise<string | null> {
  if (!attempt.ledgerEntry) return null
  const entry = await req.payload.findByID({
    collection: 'ledger',
    id: String(attempt.ledgerEntry),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return entry?.receipt ?? null
}

/** What the guest is told of a payment: its state in a sentence. */
function messageOf(attempt: OnlinePayment, receipt: string | null): string {
  const amount = formatPesewas(attempt.paidAmount ?? attempt.amount)
  const outcome = guestOutcome(attempt)
  switch (outcome) {
    case 'paid':
      return text.paid(amount, receipt)
    case 'refusedRefunded':
    case 'nightsTakenRefunded':
    case 'nightsTakenByHand':
      return text[outcome](amount)
    default:
      return text[outcome]
  }
}

/**
 * `GET /api/bookings/stay/{token}/pay/{reference}`: what became of one of the stay's payments,
 * `{ status, amount, receipt, message }`. A payment still open is first verified with the gateway,
 * so a guest back from the checkout sees it as soon as the gateway says so. Another stay's
 * reference is not found.
 */
export const stayPaymentStatus: Endpoint = {
  path: '/stay/:token/pay/:reference',
  method: 'get',
  handler: withStayToken(
    text.statusFailed,
    async (req, stay) => {
      const found = await attemptByReference(req, String(req.routeParams?.reference ?? ''))
      // A group's payments are its first room's, whichever room's link asks.
      const lead = await leadStay(req, stay)
      if (!found || String(found.booking) !== String(lead.id)) {
        throw new Refusal(text.notFound, 404)
      }
      const attempt = await verifyAttempt(req, found)
      const receipt = await receiptOf(req, attempt)
      return Response.json(
        {
          status: attempt.status,
          amount: attempt.amount,
          receipt,
          message: messageOf(attempt, receipt),
        },
        { headers: noStore },
      )
    },
    'stayPaymentStatus',
  ),
}
