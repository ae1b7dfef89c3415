export type LoopbackTransaction = {
  id: number
  reference: string
  code: string
  amount: number
  currency: string
  email: string
  callbackUrl: string
  channels?: string[]
  metadata?: Record<string, string>
  status: string
  network: 'mtn' | 'telecel' | 'airteltigo' | null
  paidAmount?: number
  paidCurrency?: string
  fees?: number
  paidAt: string | null
}
export type LoopbackCall = { method: string; path: string; body: string; status: number }
export type LoopbackWebhook = { body: string; signature: string; status: number; answer: string }
export declare function paystackSignature(rawBody: string, secretKey: string): string
export declare function startPaystackGateway(options?: {
  port?: number
  secretKey?: string
  webhookUrl?: string
  autoWebhook?: boolean
}): Promise<{
  url: string
  secretKey: string
  state: {
    webhookUrl: string
    autoWebhook: boolean
    refundFails: boolean
    verifyDelayMs: number
    calls: LoopbackCall[]
    webhooks: LoopbackWebhook[]
  }
  transactions: Map<string, LoopbackTransaction>
  refunds: Array<{ id: number; transaction: number; amount: number; status: string }>
  approve(
    reference: string,
    options?: {
      network?: 'mtn' | 'telecel' | 'airteltigo'
      amount?: number
      currency?: string
      webhook?: boolean
    },
  ): Promise<{ status: number; answer: string } | null>
  settle(reference: string, status: 'failed' | 'abandoned'): void
  chargeEvent(
    reference: string,
    options?: { tamper?: boolean },
  ): { body: string; signature: string }
  postWebhook(
    body: string,
    signature: string,
    target?: string,
  ): Promise<{ status: number; answer: string }>
  lastReference(): string | undefined
  close(): Promise<void>
}>
