import type { Endpoint } from 'payload'

import { setStayFigure } from '@/collections/Ledger/stayFigures'
import { Refusal } from '@/http/refusal'
import { depositShare } from '@/lib/money/ledger'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas, parseAmount } from '@/lib/money/amounts'

import { errorResponse, optionalString, readJsonObject } from '@/http/responses'

import { requireBookingsStaff } from '@/http/staffRequest'

import { bookingForMoney, traceAndRead } from '../bookingForMoney'

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
      const booking = await bookingForMoney(req)
      const price = booking.price ?? 0
      const deposit = depositFrom(body, price)
      if (deposit > price) throw new Refusal(MESSAGES.booking.depositTooHigh, 400)

      await setStayFigure(req, booking.id, 'deposit', deposit, reason)
      const doc = await traceAndRead(
        req,
        booking,
        'Deposit',
        `${formatPesewas(booking.deposit ?? 0)} → ${formatPesewas(deposit)}: ${reason}`,
      )
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
