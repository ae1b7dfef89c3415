import type { PayloadRequest } from 'payload'

import { GatewayError } from '@/lib/payments/gateway'
import type { OnlinePayment } from '@/payload-types'
import { gatewayById } from '@/services/payments'

import { confirmOnlinePayment } from './confirmOnlinePayment'

/**
 * Asks the gateway itself what became of a payment still open, and settles it by that answer
 * (`confirmOnlinePayment`): the guest back from the checkout, or the job after a webhook that
 * never came. A gateway that cannot be reached leaves the payment as it is, for the next check.
 */
export async function verifyAttempt(
  req: PayloadRequest,
  attempt: OnlinePayment,
): Promise<OnlinePayment> {
  if (attempt.status !== 'pending') return attempt
  const gateway = gatewayById(attempt.gateway)
  if (!gateway) return attempt
  try {
    const reported = await gateway.verify(attempt.reference)
    if (!reported || reported.reference !== attempt.reference) return attempt
    return (await confirmOnlinePayment(req, gateway, reported)) ?? attempt
  } catch (error) {
    if (error instanceof GatewayError) {
      req.payload.logger.warn(`Online payment ${attempt.reference} not verified: ${error.message}`)
      return attempt
    }
    throw error
  }
}
