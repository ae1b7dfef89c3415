import type { Endpoint } from 'payload'

import { historyEntry, newRowId } from '@/collections/Bookings/hooks/history'
import { hasBookingsRole } from '@/access/roles'
import { Refusal } from '@/endpoints/refusal'
import { paymentProblem, type PaymentInput } from '@/lib/bookings'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas, parseAmount, toCedis } from '@/lib/money'
import type { Booking } from '@/payload-types'

import { errorResponse, optionalString, readJsonObject } from '@/endpoints/http'

type Payment = NonNullable<Booking['payments']>[number]

/**
 * The amount is taken only as the text typed ("19.99"): a JSON number of cedis has already become
 * a float on the way (1.15 arrives as 1.1499999…), and a bare number could be meant as cedis or as
 * pesewas. A number is refused with the same message as any other amount that is not one.
 */
function paymentFrom(body: Record<string, unknown>): PaymentInput {
  return {
    amount: typeof body.amount === 'string' ? body.amount : '',
    method: optionalString(body, 'method'),
    date: optionalString(body, 'date'),
    network: optionalString(body, 'network') || null,
    transactionId: optionalString(body, 'transactionId').trim() || null,
    note: optionalString(body, 'note').trim() || null,
  }
}

/**
 * `POST /api/bookings/{id}/payments` with `{ amount: "19.99", method, date, network?, transactionId?,
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

      // Checked above, so it is an amount: whole pesewas, stored in the payments' cedis.
      const pesewas = parseAmount(payment.amount) ?? 0
      const mobileMoney = payment.method === 'mobile-money'
      const row: Payment = {
        id: newRowId(),
        amount: toCedis(pesewas),
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
        `${formatPesewas(pesewas)} ${payment.method}`,
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
