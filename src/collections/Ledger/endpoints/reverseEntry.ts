import type { Endpoint } from 'payload'

import { addLedgerEntry } from '@/collections/Ledger/addEntry'
import { readLedger } from '@/collections/Ledger/readLedger'
import { Refusal } from '@/http/refusal'
import { reversalProblem, stayMoney } from '@/lib/money/ledger'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'
import { relationId } from '@/lib/relationId'
import type { Ledger } from '@/payload-types'

import { errorResponse, optionalString, readJsonObject } from '@/http/responses'

import { bookingForMoney, traceAndRead } from '../bookingForMoney'
import { REASON_MAX } from './recordPayment'

const PROBLEMS = {
  notFound: [MESSAGES.ledger.reverseNotFound, 404],
  notMoney: [MESSAGES.ledger.reverseNotMoney, 400],
  alreadyReversed: [MESSAGES.ledger.alreadyReversed, 409],
} as const

/**
 * `POST /api/bookings/{id}/reverse` with `{ entryId, reason }`: undoes one payment, refund or charge
 * of the stay entered by mistake, once, by a reversal entry of the same amount; the entry itself stays as
 * it was. Two reversals of one entry sent at the same moment cannot both be stored: each is checked
 * against the ledger as it is when written, and the ledger keeps one reversal per entry (a unique
 * index) besides; the second is refused as already reversed.
 */
export const reverseEntry: Endpoint = {
  path: '/:id/reverse',
  method: 'post',
  handler: async (req) => {
    try {
      const booking = await bookingForMoney(req)
      const body = await readJsonObject(req)
      const entryId = optionalString(body, 'entryId')
      const reason = optionalString(body, 'reason').trim()
      if (!reason) throw new Refusal(MESSAGES.ledger.reverseReason, 400)
      if (reason.length > REASON_MAX) throw new Refusal(MESSAGES.ledger.reasonTooLong, 400)

      // Checked against the ledger as it is when the reversal is written: of two reversals of
      // one entry sent at once, the second finds the first (`addLedgerEntry`). An entry never
      // changes, so the one found here is the one reversed.
      const reversible = (entries: readonly Ledger[]): Ledger => {
        const target = entries.find((entry) => String(entry.id) === entryId)
        const reversed = new Set(
          entries.flatMap((entry) =>
            entry.kind === 'reversal' && entry.reverses ? [relationId(entry.reverses)] : [],
          ),
        )
        const held = stayMoney(0, entries).received
        const problem = reversalProblem(target, reversed, held)
        if (problem === 'overdraws')
          throw new Refusal(MESSAGES.ledger.reverseOverdraws(formatPesewas(held)), 409)
        if (problem || !target) {
          const [message, status] = PROBLEMS[problem ?? 'notFound']
          throw new Refusal(message, status)
        }
        return target
      }
      const target = reversible(await readLedger(req, [booking.id]))
      await addLedgerEntry(
        req,
        {
          booking: booking.id,
          kind: 'reversal',
          amount: target.amount,
          reverses: target.id,
          // It comes off where the money it undoes moved (a mistaken MTN payment reversed the next
          // day comes off that day's MTN takings), so every report reads it from the entry itself.
          // A charge moved no money, so its reversal has no method.
          method: target.method,
          network: target.network,
          // A correction counts on the day it is made, as in any cash book.
          date: `${todayInGhana()}T00:00:00.000Z`,
          reason,
        },
        reversible,
      )
      // A charge has no receipt: the history names it by what was charged.
      const named = target.receipt ?? `${target.quantity ?? 1} × ${target.description ?? ''}`
      const doc = await traceAndRead(req, booking, 'Reversed', `${named}: ${reason}`)
      return Response.json({ success: true, message: MESSAGES.ledger.reversed, doc })
    } catch (error) {
      return errorResponse(req, error, MESSAGES.ledger.reverseFailed)
    }
  },
}
