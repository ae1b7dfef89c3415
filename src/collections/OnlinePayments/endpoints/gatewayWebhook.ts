import type { Endpoint } from 'payload'

import { errorResponse, fail, MAX_JSON_BYTES } from '@/http/responses'
import { MESSAGES } from '@/lib/messages'
import { gatewayById } from '@/services/payments'

import { confirmOnlinePayment } from '../confirmOnlinePayment'
import { refundSettled } from '../refundOutcome'

/**
 * `POST /api/online-payments/webhook/{gateway}`: the gateway's signed events. The body is read raw,
 * as sent, before anything parses it: the signature is over those exact bytes. An unsigned or
 * wrongly signed event answers 401 and changes nothing; a signed one is settled
 * (`confirmOnlinePayment`, which posts a transaction once however often it is reported) and
 * answered 200, an unknown reference included, so the gateway stops sending it; a refund's later
 * state is kept, and one that failed after all is undone in the ledger (`refundSettled`). A fault
 * answers 500: the gateway sends the event again later, and the job's own checks come too.
 */
export const gatewayWebhook: Endpoint = {
  path: '/webhook/:gateway',
  method: 'post',
  handler: async (req) => {
    try {
      const raw = req.text ? await req.text() : ''
      const gateway = gatewayById(String(req.routeParams?.gateway ?? ''))
      if (!gateway) return fail(404, MESSAGES.onlinePayments.webhookUnknown)
      // Far above any event a gateway sends, and the server's own limit for the API's bodies.
      if (Buffer.byteLength(raw) > MAX_JSON_BYTES) {
        return fail(413, MESSAGES.request.tooLarge)
      }
      const event = gateway.readWebhook(raw, req.headers)
      if (!event) return fail(401, MESSAGES.onlinePayments.webhookUnsigned)
      if (event.kind === 'payment') await confirmOnlinePayment(req, gateway, event.payment)
      if (event.kind === 'refund') await refundSettled(req, gateway, event)
      return Response.json({ received: true })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.onlinePayments.webhookFailed)
    }
  },
}
