import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { Refusal } from '@/http/refusal'
import { API } from '@/lib/apiRoutes'
import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'
import { GatewayError, type PaymentGateway } from '@/lib/payments/gateway'
import type { OnlinePaymentPurpose } from '@/lib/payments/onlinePayment'
import {
  nextCheckAt,
  ONLINE_CURRENCY,
  payerEmail,
  REUSE_ATTEMPT_MS,
} from '@/lib/payments/onlinePaymentRules'
import type { Booking, OnlinePayment } from '@/payload-types'

/** How long a second press waits for the first press's page, and how often it looks. */
const FOLLOW_TRIES = 40
const FOLLOW_EVERY_MS = 250

/** The attempts still open for this stay, purpose and amount, started lately, oldest first. */
async function openAttempts(
  req: PayloadRequest,
  gateway: PaymentGateway,
  stay: Booking,
  purpose: OnlinePaymentPurpose,
  amount: number,
): Promise<OnlinePayment[]> {
  const since = new Date(Date.now() - REUSE_ATTEMPT_MS).toISOString()
  const found = await req.payload.find({
    collection: 'online-payments',
    where: {
      and: [
        { booking: { equals: stay.id } },
        { gateway: { equals: gateway.id } },
        { purpose: { equals: purpose } },
        { amount: { equals: amount } },
        { status: { equals: 'pending' } },
        { createdAt: { greater_than: since } },
      ],
    },
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs
}

/** Waits for the first press's attempt to get its page from the gateway. */
async function pageOf(req: PayloadRequest, id: string): Promise<OnlinePayment> {
  for (let tries = 0; tries < FOLLOW_TRIES; tries += 1) {
    const attempt = await req.payload.findByID({
      collection: 'online-payments',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (attempt?.checkoutUrl) return attempt
    if (!attempt || attempt.status !== 'pending') break
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS))
  }
  throw new Refusal(MESSAGES.guestPayments.gatewayDown, 502)
}

/**
 * Opens a payment of `amount` for the stay at the gateway and answers the page the guest pays on.
 * A second press (a double tap, a second tab) within a few minutes for the same purpose and
 * amount answers the first one's page: the gateway sees one transaction. Presses that arrive
 * together each write an attempt, and the oldest one (by time, then id: the same for all of them)
 * alone goes to the gateway; the others remove theirs and answer its page.
 *
 * The gateway asks for the payer's email: a guest who gave none is given an address made from the
 * stay's reference that reaches no one (`payerEmail`), and is never asked for one.
 */
export async function startPayment(
  req: PayloadRequest,
  gateway: PaymentGateway,
  stay: Booking,
  purpose: OnlinePaymentPurpose,
  amount: number,
): Promise<{ redirectUrl: string; reference: string }> {
  const [open] = await openAttempts(req, gateway, stay, purpose, amount)
  if (open?.checkoutUrl) return { redirectUrl: open.checkoutUrl, reference: open.reference }

  const now = new Date()
  const mine = await req.payload.create({
    collection: 'online-payments',
    data: {
      reference: `${stay.reference ?? 'STAY'}-${randomBytes(8).toString('hex')}`,
      booking: stay.id,
      gateway: gateway.id,
      purpose,
      amount,
      currency: ONLINE_CURRENCY,
      status: 'pending',
      checks: 0,
      nextCheckAt: nextCheckAt(now, 0),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const [first] = await openAttempts(req, gateway, stay, purpose, amount)
  if (first && first.id !== mine.id) {
    await req.payload.delete({
      collection: 'online-payments',
      id: mine.id,
      overrideAccess: true,
      req,
    })
    const followed = await pageOf(req, first.id)
    return { redirectUrl: followed.checkoutUrl ?? '', reference: followed.reference }
  }

  let redirectUrl: string
  try {
    ;({ redirectUrl } = await gateway.start({
      reference: mine.reference,
      amount,
      currency: ONLINE_CURRENCY,
      email: payerEmail(stay.email, stay.reference ?? '', env.serverUrl),
      callbackUrl: `${env.serverUrl}${API.onlinePaymentReturn}`,
      metadata: { stay: stay.reference ?? '', purpose },
    }))
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    await req.payload.update({
      collection: 'online-payments',
      id: mine.id,
      data: { status: 'failed', outcome: error.message, nextCheckAt: null },
      overrideAccess: true,
      req,
    })
    throw new Refusal(MESSAGES.guestPayments.gatewayDown, 502)
  }
  await req.payload.update({
    collection: 'online-payments',
    id: mine.id,
    data: { checkoutUrl: redirectUrl },
    overrideAccess: true,
    req,
  })
  return { redirectUrl, reference: mine.reference }
}
