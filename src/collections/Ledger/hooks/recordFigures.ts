import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { setStayFigure } from '@/collections/Ledger/stayFigures'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { settledPriceKey, settledPriceOf } from '@/collections/Bookings/settlePrice'
import { actorName } from '@/collections/Bookings/hooks/history'

const reasonKey = (id: string | number) => `priceReason:${id}`

/**
 * Keeps why the price changed or was kept on a move (re-priced by the rates, or the reason given,
 * or "set by hand") until the write is done, on the request's context as `holdHistory` does.
 */
export function holdPriceReason(req: PayloadRequest, id: string | number, reason: string) {
  req.context[reasonKey(id)] = reason
}

/**
 * A stay's price and deposit as set, each time they change, are ledger entries with who and when,
 * whichever door the write came through (the desk, REST, /cms, the Local API): the price a stay was
 * booked at (or set by hand, with its reason) and its deposit when it is made, a new price when it
 * is re-priced or set by hand, and the agreed price kept on a move, with the reason given
 * (`priceReason`). The deposit set at the desk writes its own
 * entry with the reason given (`setDeposit`).
 */
export const recordFigures: CollectionAfterChangeHook<Booking> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const by = actorName(req, doc.source)
  const price = doc.price ?? 0
  const deposit = doc.deposit ?? 0
  if (operation === 'create') {
    const settled = settledPriceOf(req, settledPriceKey({ requestId: doc.requestId }), {
      take: true,
    })
    const reason = settled?.byHand ? settled.reason : MESSAGES.ledger.priceBooked
    await setStayFigure(req, doc.id, 'price', price, reason, by)
    if (deposit > 0) {
      await setStayFigure(req, doc.id, 'deposit', deposit, MESSAGES.ledger.depositBooked, by)
    }
    return doc
  }
  // Held by `checkBooking`, which every write of a booking runs: also when a moved stay kept its
  // agreed price, so the ledger says who kept it and why.
  const given = req.context[reasonKey(doc.id)]
  delete req.context[reasonKey(doc.id)]
  if (Number(previousDoc?.price ?? 0) !== price || typeof given === 'string') {
    const reason = typeof given === 'string' ? given : MESSAGES.ledger.priceByHand
    await setStayFigure(req, doc.id, 'price', price, reason, by)
  }
  if (Number(previousDoc?.deposit ?? 0) !== deposit) {
    await setStayFigure(req, doc.id, 'deposit', deposit, MESSAGES.ledger.depositByHand, by)
  }
  return doc
}
