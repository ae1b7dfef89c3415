import { env } from '@/lib/env'
import type { PaymentGateway } from '@/lib/payments/gateway'

import { paystack } from './paystack'

/**
 * The gateway this house takes online payments through, or null when none is set up (no key in
 * the environment): then no Pay button shows and every other way to pay works as before. A second
 * provider is one more file beside `paystack.ts`, chosen here by its own key.
 */
export function paymentGateway(): PaymentGateway | null {
  if (env.paystack) return paystack(env.paystack)
  return null
}

/** The gateway of the given id, for payments started under it (null when it is no longer set up). */
export function gatewayById(id: string): PaymentGateway | null {
  const gateway = paymentGateway()
  return gateway && gateway.id === id ? gateway : null
}
