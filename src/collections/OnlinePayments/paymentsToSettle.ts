import type { PayloadRequest } from 'payload'

import { relationId } from '@/lib/relationId'

/** An online payment staff must settle by hand, as Today lists it. */
export type PaymentToSettle = {
  id: string
  reference: string
  status: string
  /** What the gateway took, in pesewas: the amount to return or settle. */
  amount: number
  outcome: string
  booking: { id: string; reference: string; guestName: string }
}

/**
 * Money the gateway took that no one has settled yet: a payment not accepted as asked (another
 * amount or currency) and not given back, or a refund the gateway refused (an instant booking
 * that lost its nights, a stay cancelled before the money came). Today shows each with the amount.
 */
export async function paymentsToSettle(req: PayloadRequest): Promise<PaymentToSettle[]> {
  const found = await req.payload.find({
    collection: 'online-payments',
    where: {
      or: [
        { and: [{ status: { equals: 'refused' } }, { refundId: { exists: false } }] },
        { refundStatus: { equals: 'failed' } },
      ],
    },
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    populate: { bookings: { reference: true, guestName: true } },
    overrideAccess: true,
    req,
  })
  return found.docs.map((attempt) => {
    const stay = typeof attempt.booking === 'object' ? attempt.booking : null
    return {
      id: String(attempt.id),
      reference: attempt.reference,
      status: attempt.status,
      amount: attempt.paidAmount ?? attempt.amount,
      outcome: attempt.outcome ?? '',
      booking: {
        id: relationId(attempt.booking),
        reference: stay?.reference ?? '',
        guestName: stay?.guestName ?? '',
      },
    }
  })
}
