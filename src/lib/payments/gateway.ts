import type { MobileMoneyNetwork } from '@/lib/money/payments'

/**
 * What the house asks of a payment gateway that collects mobile money on the guest's own phone,
 * and what it hears back. One provider a file (`src/services/payments/`); the rest of the house
 * speaks only these shapes, so a second gateway (Hubtel, Flutterwave) is one more file.
 * Amounts are whole pesewas (the gateways' "subunit"), currency GHS.
 */

/** A transaction's state at the gateway, as the house reads it. */
export type GatewayStatus = 'success' | 'failed' | 'abandoned' | 'pending'

/** One transaction as the gateway reports it (its verify call, or a signed webhook). */
export type GatewayPayment = {
  /** The house's own reference, given when the payment was started: unique per attempt. */
  reference: string
  status: GatewayStatus
  /** Whole pesewas the guest paid. */
  amount: number
  /** ISO 4217, e.g. GHS. */
  currency: string
  /** The gateway's id of the transaction, printed on the receipt as its transaction ID. */
  transactionId: string
  /** The guest's network, when the gateway says it was mobile money. */
  network: MobileMoneyNetwork | null
  /** The gateway's fee in pesewas, when it reports one. */
  fees: number | null
  /** When the money moved, as the gateway says (ISO), or null while it has not. */
  paidAt: string | null
}

/** A refund as the gateway took it: queued or done; a refusal throws instead. */
export type GatewayRefund = {
  /** The gateway's id of the refund. */
  refundId: string
  status: 'pending' | 'processing' | 'processed' | 'failed'
  amount: number
}

/** A webhook whose signature held. */
export type GatewayEvent =
  | { kind: 'payment'; payment: GatewayPayment }
  | {
      kind: 'refund'
      refundId: string
      transactionReference: string
      status: GatewayRefund['status']
      /** Pesewas given back, when the event says: finds the refund when its id is another. */
      amount: number | null
    }
  | { kind: 'other'; name: string }

/** What starting a payment needs: the guest is sent to `redirectUrl`, then back to `callbackUrl`. */
export type StartPayment = {
  reference: string
  amount: number
  currency: 'GHS'
  /** An address the gateway requires; see `payerEmail` for guests who gave none. */
  email: string
  callbackUrl: string
  /** What the gateway keeps beside the transaction (the stay's reference, what it pays for). */
  metadata: Record<string, string>
}

export interface PaymentGateway {
  /** Stored on every online payment and shown to staff: "paystack". */
  readonly id: string
  /** Its name as staff and guests read it: "Paystack". */
  readonly label: string
  /** Opens a payment at the gateway; answers the page the guest pays on. */
  start(payment: StartPayment): Promise<{ redirectUrl: string }>
  /** The transaction of `reference` as the gateway has it now; null when it knows none. */
  verify(reference: string): Promise<GatewayPayment | null>
  /** Gives back `amount` pesewas of the transaction `transactionId` (whole when omitted). */
  refund(transactionId: string, amount: number): Promise<GatewayRefund>
  /**
   * The event a webhook carries, read from the raw body exactly as received, or null when its
   * signature does not hold (or it is not one of the gateway's): such a request changes nothing.
   */
  readWebhook(rawBody: string, headers: Headers): GatewayEvent | null
}

/** The gateway's name for a failure it answered, kept for the logs and staff. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}
