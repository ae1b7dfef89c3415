import { createHmac, timingSafeEqual } from 'node:crypto'

import type { MobileMoneyNetwork } from '@/lib/money/payments'
import {
  GatewayError,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayRefund,
  type GatewayStatus,
  type PaymentGateway,
  type StartPayment,
} from '@/lib/payments/gateway'

/** Paystack's answer to an API call: `status` false carries its reason in `message`. */
type Answer<T> = { status: boolean; message?: string; data?: T }

/** The parts of Paystack's transaction the house reads (verify, and `charge.success`). */
type PaystackTransaction = {
  id: number | string
  status: string
  reference: string
  amount: number | string
  currency: string
  channel?: string
  fees?: number | string | null
  paid_at?: string | null
  authorization?: { bank?: string | null; brand?: string | null; channel?: string | null } | null
}

/** Longest the house waits on Paystack before telling the guest to try again. */
const TIMEOUT_MS = 15_000

/**
 * The guest's network from how Paystack names the wallet ("MTN Mobile Money", "Vodafone Cash",
 * "Telecel Cash", "AirtelTigo Money"); Telecel was Vodafone Ghana until 2024.
 */
export function networkOf(wallet: string | null | undefined): MobileMoneyNetwork | null {
  const name = (wallet ?? '').toLowerCase()
  if (name.includes('mtn')) return 'mtn'
  if (name.includes('vodafone') || name.includes('telecel')) return 'telecel'
  if (name.includes('airtel') || name.includes('tigo')) return 'airteltigo'
  return null
}

function statusOf(status: string): GatewayStatus {
  if (status === 'success') return 'success'
  if (status === 'failed' || status === 'reversed') return 'failed'
  if (status === 'abandoned') return 'abandoned'
  // "ongoing", "pending", "processing", "queued", "send_otp": the guest has not finished.
  return 'pending'
}

function wholeNumber(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null
}

export function paymentOf(transaction: PaystackTransaction): GatewayPayment {
  const mobileMoney =
    transaction.channel === 'mobile_money' || transaction.authorization?.channel === 'mobile_money'
  return {
    reference: String(transaction.reference),
    status: statusOf(String(transaction.status)),
    amount: wholeNumber(transaction.amount) ?? -1,
    currency: String(transaction.currency ?? '').toUpperCase(),
    transactionId: String(transaction.id),
    network: mobileMoney
      ? networkOf(transaction.authorization?.bank ?? transaction.authorization?.brand)
      : null,
    fees: wholeNumber(transaction.fees),
    paidAt: transaction.paid_at ?? null,
  }
}

function refundStatusOf(status: string): GatewayRefund['status'] {
  if (status === 'processed' || status === 'failed' || status === 'processing') return status
  return 'pending'
}

/** Whether `signature` is Paystack's HMAC-SHA512 of the raw body under the secret key. */
export function signatureHolds(rawBody: string, signature: string | null, secretKey: string) {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false
  const expected = createHmac('sha512', secretKey).update(rawBody, 'utf8').digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

/**
 * Paystack's hosted checkout, limited to mobile money: the house opens a transaction
 * (`POST /transaction/initialize`), the guest picks MTN, Telecel or AirtelTigo on Paystack's page
 * and approves on their phone, and Paystack sends them back to the callback address. Paystack
 * then posts `charge.success` to the webhook, signed in `x-paystack-signature`; the house also
 * asks `GET /transaction/verify/:reference` itself. Refunds are `POST /refund`.
 */
export function paystack({ secretKey, baseUrl }: { secretKey: string; baseUrl: string }) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new GatewayError(`Paystack could not be reached: ${(error as Error).message}`)
    }
    const answer = (await response.json().catch(() => null)) as Answer<T> | null
    return { httpStatus: response.status, answer }
  }

  const gateway: PaymentGateway = {
    id: 'paystack',
    label: 'Paystack',

    async start(payment: StartPayment) {
      const { httpStatus, answer } = await call<{ authorization_url: string }>(
        'POST',
        '/transaction/initialize',
        {
          email: payment.email,
          amount: String(payment.amount),
          currency: payment.currency,
          reference: payment.reference,
          callback_url: payment.callbackUrl,
          channels: ['mobile_money'],
          metadata: payment.metadata,
        },
      )
      const url = answer?.data?.authorization_url
      if (!answer?.status || !url) {
        throw new GatewayError(answer?.message ?? `Paystack answered ${httpStatus}`, httpStatus)
      }
      return { redirectUrl: url }
    },

    async verify(reference: string) {
      const { httpStatus, answer } = await call<PaystackTransaction>(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      )
      if (httpStatus === 404 || (httpStatus === 400 && answer?.status === false)) return null
      if (!answer?.status || !answer.data) {
        throw new GatewayError(answer?.message ?? `Paystack answered ${httpStatus}`, httpStatus)
      }
      return paymentOf(answer.data)
    },

    async refund(transactionId: string, amount: number) {
      const { httpStatus, answer } = await call<{
        id: number | string
        status: string
        amount: number | string
      }>('POST', '/refund', { transaction: transactionId, amount: String(amount) })
      if (!answer?.status || !answer.data) {
        throw new GatewayError(answer?.message ?? `Paystack answered ${httpStatus}`, httpStatus)
      }
      return {
        refundId: String(answer.data.id),
        status: refundStatusOf(String(answer.data.status)),
        amount: wholeNumber(answer.data.amount) ?? amount,
      }
    },

    readWebhook(rawBody: string, headers: Headers): GatewayEvent | null {
      if (!signatureHolds(rawBody, headers.get('x-paystack-signature'), secretKey)) return null
      let event: { event?: unknown; data?: Record<string, unknown> }
      try {
        event = JSON.parse(rawBody)
      } catch {
        return null
      }
      const name = typeof event.event === 'string' ? event.event : ''
      const data = event.data ?? {}
      if (name.startsWith('charge.') && typeof data.reference === 'string') {
        return { kind: 'payment', payment: paymentOf(data as unknown as PaystackTransaction) }
      }
      if (name.startsWith('refund.') && data.transaction_reference) {
        return {
          kind: 'refund',
          refundId: String(data.refund_reference ?? data.id ?? ''),
          transactionReference: String(data.transaction_reference),
          status: refundStatusOf(String(data.status)),
          amount: wholeNumber(data.amount as number | string | null | undefined),
        }
      }
      return { kind: 'other', name }
    },
  }
  return gateway
}
