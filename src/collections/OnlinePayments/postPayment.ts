import type { PayloadRequest } from 'payload'

import { addLedgerEntry, PostedBefore } from '@/collections/Ledger/addEntry'
import { Refusal } from '@/http/refusal'
import { ghanaDay } from '@/lib/bookings/availability'
import { formatStayDate, todayInGhana } from '@/lib/dates'
import { closedDayRefusal } from '@/lib/money/cashUpClose'
import { MESSAGES } from '@/lib/messages'
import type { GatewayPayment, PaymentGateway } from '@/lib/payments/gateway'
import type { Ledger, OnlinePayment } from '@/payload-types'

import { gatewayActor } from './attempts'

/** The ledger entry of a gateway reference, written by whoever posted it first. */
export async function entryOfReference(
  req: PayloadRequest,
  gatewayReference: string,
): Promise<Ledger | null> {
  const found = await req.payload.find({
    collection: 'ledger',
    where: { gatewayReference: { equals: gatewayReference } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

/**
 * Writes a confirmed online payment to the ledger as an ordinary mobile-money payment, once: the
 * entry carries the attempt's reference, unique in the ledger, so of any number of webhooks and
 * verify calls posting it at once (on any number of instances) one writes it and the others read
 * that entry back. It is dated the Ghana day the money moved; when that day's takings were already
 * closed, it goes to today with a note saying which day it belongs to, as the desk does.
 */
export async function postOnlinePayment(
  req: PayloadRequest,
  gateway: PaymentGateway,
  attempt: OnlinePayment,
  paid: GatewayPayment,
): Promise<Ledger> {
  const today = todayInGhana()
  const paidDay = paid.paidAt ? ghanaDay(paid.paidAt) : today
  const write = (day: string, note: string | null) =>
    addLedgerEntry(req, {
      booking: String(attempt.booking),
      kind: 'payment',
      amount: paid.amount,
      method: 'mobile-money',
      network: paid.network,
      transactionId: paid.transactionId,
      gatewayReference: attempt.reference,
      gatewayFees: paid.fees,
      date: `${day}T00:00:00.000Z`,
      note,
      recordedByName: gatewayActor(gateway),
    })
  try {
    try {
      return await write(paidDay, null)
    } catch (error) {
      const closed =
        error instanceof Refusal &&
        paidDay !== today &&
        error.message === closedDayRefusal(paidDay, today)
      if (!closed) throw error
      return await write(today, MESSAGES.onlinePayments.closedDayNote(formatStayDate(paidDay)))
    }
  } catch (error) {
    if (!(error instanceof PostedBefore)) throw error
    const entry = await entryOfReference(req, attempt.reference)
    if (!entry) throw error
    return entry
  }
}
