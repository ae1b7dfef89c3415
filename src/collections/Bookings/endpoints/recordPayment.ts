import type { Endpoint } from 'payload'

import { historyEntry, newRowId } from '@/collections/Bookings/hooks/history'
import { hasBookingsRole } from '@/access/roles'
import { Refusal } from '@/endpoints/refusal'
import { paymentProblem, type PaymentInput } from '@/lib/bookings'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatCedis } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { errorResponse, optionalString, readJsonObject } from '@/endpoints/http'

type Payment = NonNullable<Booking['payments']>[number]

function paymentFrom(body: Record<string, unknown>): PaymentInput {
  const amount = body.amount
  return {
    amount: typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) : NaN,
    method: optionalString(body, 'method'),
    date: optionalString(body, 'date'),
    network: optionalString(body, 'network') || null,
    transactionId: optionalString(body, 'transactionId').trim() || null,
    note: optionalString(body, 'note').trim() || null,
  }
}

/**
 * `POST /api/bookings/{id}/payments` with `{ amount, method, date, network?, transactionId?,
 * note? }`: adds one payment to a stay and answers the booking. Staff only. The payment and its
 * history entry are appended in the database, never written back with the payments read before,
 * so two members of staff recording payments at the same moment both keep theirs.
 */
export const recordPayment: Endpoint = {
  path: '/:id/payments',
  method: 'post',
  handler: async (req) => {
    try {
      if (!req.user) throw new Refusal(MESSAGES.auth.notSignedIn, 401)
      if (!hasBookingsRole(req.user)) throw new Refusal(MESSAGES.auth.forbidden, 403)
      const id = String(req.routeParams?.id ?? '')
      const payment = paymentFrom(await readJsonObject(req))
      const problem = paymentProblem(payment, todayInGhana())
      if (problem) throw new Refusal(problem, 400)

      const found = await req.payload.find({
        collection: 'bookings',
        where: { id: { equals: id } },
        limit: 1,
        depth: 0,
        select: { source: true },
        overrideAccess: false,
        user: req.user,
        req,
      })
      const booking = found.docs[0]
      if (!booking) throw new Refusal(MESSAGES.booking.notFound, 404)

      const mobileMoney = payment.method === 'mobile-money'
      const row: Payment = {
        id: newRowId(),
        amount: payment.amount,
        method: payment.method as Payment['method'],
        date: `${payment.date}T00:00:00.000Z`,
        network: mobileMoney ? (payment.network as Payment['network']) : null,
        transactionId: mobileMoney ? payment.transactionId : null,
        note: payment.note,
      }
      const entry = historyEntry(
        req,
        booking.source,
        'Payment',
        `${formatCedis(payment.amount)} ${payment.method}`,
      )
      await req.payload.db.updateOne({
        collection: 'bookings',
        id: booking.id,
        data: {
          payments: { $push: row },
          history: { $push: entry },
          updatedAt: new Date().toISOString(),
        },
        req,
        returning: false,
      })
      const doc = await req.payload.findByID({
        collection: 'bookings',
        id: booking.id,
        depth: 1,
        overrideAccess: false,
        user: req.user,
        req,
      })
      return Response.json(
        { success: true, message: MESSAGES.booking.paymentAdded, doc },
        { status: 201 },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.payment.failed)
    }
  },
}
