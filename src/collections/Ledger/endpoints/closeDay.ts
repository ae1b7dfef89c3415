import { createLocalReq, type Endpoint } from 'payload'

import { closesOf, lastCloseBefore } from '@/collections/Ledger/CashUpCloses/readCloses'
import { dayTakings } from '@/collections/Ledger/CashUpCloses/dayTakings'
import { withMoneyDay } from '@/collections/Ledger/dayLock'
import { actorName } from '@/collections/Bookings/hooks/history'
import { Refusal } from '@/http/refusal'
import { errorResponse, readJsonObject } from '@/http/responses'
import { requireBookingsStaff } from '@/http/staffRequest'
import { isCalendarDay, todayInGhana } from '@/lib/dates'
import { closeFigures, correctionReason, readCloseCount } from '@/lib/money/cashUpClose'
import { MESSAGES } from '@/lib/messages'

/**
 * `POST /api/bookings/cash-up-close` with `{ day, countedCash?, denominations?, floatKept,
 * momoStatement: { mtn, telecel, airteltigo }, corrects?, reason? }`, amounts in whole pesewas:
 * closes the day's takings, signed with who closed and when. Admins and reception.
 *
 * A day is closed once; a second close must name the close in force (`corrects`) and say why, and
 * is kept beside it. A day to come cannot be closed. Bad figures are refused before anything is
 * written.
 *
 * The figures are taken and the close written holding the day (`withMoneyDay`), which every
 * ledger entry dated in the day also holds while it checks the day is open and is written. So no
 * entry can land between the snapshot and the close: a payment sent at the same moment either was
 * written first, and is in the figures, or comes after and is refused as the day is closed. The
 * close's `turn` ("<day>:<n>", unique) is a second guard: two closes can never both be the n-th.
 */
export const closeDay: Endpoint = {
  path: '/cash-up-close',
  method: 'post',
  handler: async (req) => {
    try {
      requireBookingsStaff(req)
      const body = await readJsonObject(req)
      const day = typeof body.day === 'string' ? body.day : ''
      if (!isCalendarDay(day)) throw new Refusal(MESSAGES.cashUp.dayRequired, 400)
      if (day > todayInGhana()) throw new Refusal(MESSAGES.cashUp.futureDay, 400)
      const count = readCloseCount(body)
      if (typeof count === 'string') throw new Refusal(count, 400)
      const corrects = body.corrects === undefined || body.corrects === null ? null : body.corrects
      const reason = corrects === null ? null : correctionReason(body.reason)
      if (reason !== null && typeof reason === 'object') throw new Refusal(reason.refused, 400)

      const own = await createLocalReq({ user: req.user }, req.payload)
      const close = await withMoneyDay(own, day, async () => {
        const closes = await closesOf(own, day)
        const inForce = closes.at(-1)
        if (corrects === null && inForce) {
          throw new Refusal(MESSAGES.cashUp.alreadyClosed(inForce.closedByName), 409)
        }
        if (corrects !== null && !inForce) throw new Refusal(MESSAGES.cashUp.nothingToCorrect, 409)
        if (inForce && String(corrects) !== String(inForce.id)) {
          throw new Refusal(MESSAGES.cashUp.correctsLatest, 409)
        }
        const takings = await dayTakings(own, day)
        const opening = (await lastCloseBefore(own, day))?.floatKept ?? 0
        const figures = closeFigures(takings, count, opening)
        return req.payload.create({
          collection: 'cash-up-closes',
          data: {
            day,
            turn: `${day}:${closes.length + 1}`,
            countedCash: count.countedCash,
            denominations: count.denominations,
            floatKept: count.floatKept,
            momoStatement: count.momoStatement,
            ...figures,
            entries: takings.byMethod.flatMap((group) => group.entries.map((entry) => entry.id)),
            closedBy: req.user.id,
            closedByName: actorName(req),
            closedAt: new Date().toISOString(),
            corrects: inForce ? inForce.id : null,
            reason: typeof reason === 'string' ? reason : null,
          },
          depth: 0,
          overrideAccess: true,
          req: own,
        })
      })
      return Response.json(
        { success: true, message: MESSAGES.cashUp.closed, close },
        { status: 201 },
      )
    } catch (error) {
      return errorResponse(req, error, MESSAGES.cashUp.closeFailed)
    }
  },
}
