import type { Endpoint } from 'payload'

import { historyEntry, pushHistory } from '@/collections/Bookings/hooks/history'
import { setStayFigure } from '@/collections/Ledger/stayFigures'
import { Refusal } from '@/http/refusal'
import { depositShare } from '@/lib/money/ledger'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas, parseAmount } from '@/lib/money/amounts'

import { errorResponse, optionalString, readJsonObject } from '@/http/responses'

import { requireBookingsStaff } from '../../../http/staffRequest'

const REASON_MAX = 200

/** The deposit asked, in pesewas: an amount typed in cedis ("200"), or a share of the price. */
function depositFrom(body: Record<string, unknown>, price: number): number {
  if (typeof body.amount === 'string') {
    const amount = parseAmount(body.amount)
    if (amount === null) throw new Refusal(MESSAGES.booking.depositAmount, 400)
    return amount
  }
  const percent = body.percent
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new Refusal(MESSAGES.booking.depositAmount, 400)
  }
  return depositShare(price, percent)
}

/**
 * `POST /api/bookings/{id}/deposit` with `{ amount: "200" }` or `{ percent: 30 }` and a `reason`:
 * the deposit the stay requires before the house holds the room (0 for none). Staff only; the
 * deposit is a ledger entry with its reason and who set it, and a line in the history.
 */
export const setDeposit: Endpoint = {
  path: '/:id/deposit',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const body = await readJsonObject(req)
      const reason = optionalString(body, 'reason').trim()
      if (!reason || reason.length > REASON_MAX) {
        throw new Refusal(MESSAGES.booking.depositReason, 400)
      }
      const id = String(req.routeParams?.id ?? '')
      const found = await req.payload.find({
        collection: 'bookings',
        where: { id: { equals: id } },
        limit: 1,
        depth: 0,
        select: { source: true, price: true, deposit: true },
        overrideAccess: false,
        user: req.user,
        req,
      })
      const booking = found.docs[0]
      if (!booking) throw new Refusal(MESSAGES.booking.notFound, 404)
      const price = booking.price ?? 0
      const deposit = depositFrom(body, price)
      if (deposit > price) throw new Refusal(MESSAGES.booking.depositTooHigh, 400)

      const entry = historyEntry(
        req,
        booking.source,
        'Deposit',
        `${formatPesewas(booking.deposit ?? 0)} → ${formatPesewas(deposit)}: ${reason}`,
      )
      await setStayFigure(req, booking.id, 'deposit', deposit, reason)
      await pushHistory(req, booking.id, entry, { touch: true })
      const doc = await req.payload.findByID({
        collection: 'bookings',
        id: booking.id,
        depth: 1,
        overrideAccess: false,
        user: req.user,
        req,
      })
      return Response.json({
        success: true,
        message: MESSAGES.booking.depositSet(formatPesewas(deposit)),
        doc,
      })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.booking.depositFailed)
    }
  },
}
