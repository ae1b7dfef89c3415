import { createLocalReq, type PayloadRequest } from 'payload'

import { historyEntry, pushHistory } from '@/collections/Bookings/hooks/history'
import { MESSAGES } from '@/lib/messages'
import type { PaymentGateway } from '@/lib/payments/gateway'
import type { OnlinePaymentStatus } from '@/lib/payments/onlinePayment'
import type { OnlinePayment } from '@/payload-types'

/** The states a payment may still be settled from: the gateway's word on a late success wins. */
export const UNSETTLED: readonly OnlinePaymentStatus[] = ['pending', 'failed', 'abandoned']

/** The online payment of a reference, read past access (the server's own steps), or null. */
export async function attemptByReference(
  req: PayloadRequest,
  reference: string,
): Promise<OnlinePayment | null> {
  if (!reference) return null
  const found = await req.payload.find({
    collection: 'online-payments',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

export async function attemptById(req: PayloadRequest, id: string): Promise<OnlinePayment> {
  return req.payload.findByID({
    collection: 'online-payments',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/**
 * Writes what followed a settled payment (a refund and its state, an outcome, a paid deposit given
 * back as its stay closed), past access.
 */
export async function noteOnAttempt(
  req: PayloadRequest,
  id: string,
  data: Partial<Pick<OnlinePayment, 'outcome' | 'refundId' | 'refundStatus' | 'status'>>,
): Promise<void> {
  await req.payload.update({
    collection: 'online-payments',
    id,
    data,
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** Who the ledger and the history name for what a gateway did: "Paystack (online)". */
export function gatewayActor(gateway: Pick<PaymentGateway, 'label'>): string {
  return MESSAGES.onlinePayments.recordedBy(gateway.label)
}

/** A history line on the stay, written in the gateway's name. */
export async function gatewayHistory(
  req: PayloadRequest,
  bookingId: string,
  gateway: Pick<PaymentGateway, 'label'>,
  action: string,
  detail: string,
): Promise<void> {
  const line = { ...historyEntry(req, null, action, detail), byName: gatewayActor(gateway) }
  await pushHistory(req, bookingId, line, { touch: true })
}

/**
 * A request of the gateway's own, signed in as no one: what a gateway settles is recorded by the
 * gateway, never by whoever happened to be signed in on the browser that asked (a member of staff
 * opening a guest's page), so every desk reads it (`writtenByGateway`).
 */
export function asGateway(req: PayloadRequest): Promise<PayloadRequest> {
  return createLocalReq({}, req.payload)
}
