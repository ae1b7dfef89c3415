import type { Endpoint, PayloadRequest } from 'payload'

import { addLedgerEntry } from '@/collections/Ledger/addEntry'
import { answerOnce } from '@/http/actionKeys'
import { Refusal } from '@/http/refusal'
import { errorResponse, optionalString, readJsonObject } from '@/http/responses'
import { chargeAmount, chargeProblem, isChargeableStatus } from '@/lib/money/charges'
import { readHouseTaxes } from '@/collections/Taxes/taxRules'
import { formatPesewas } from '@/lib/money/amounts'
import { owedCharge } from '@/lib/taxes/owed'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import type { Extra } from '@/payload-types'

import { bookingForMoney, traceAndRead } from '../bookingForMoney'

/** The listed item a charge names, active on the price list; refused otherwise. */
async function listedExtra(req: PayloadRequest, id: unknown): Promise<Extra> {
  if (typeof id !== 'string' && typeof id !== 'number') {
    throw new Refusal(MESSAGES.charges.unknownItem, 400)
  }
  const found = await req.payload.find({
    collection: 'extras',
    where: { id: { equals: String(id) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const extra = found.docs[0]
  if (!extra) throw new Refusal(MESSAGES.charges.unknownItem, 400)
  if (!extra.active) throw new Refusal(MESSAGES.charges.inactiveItem, 400)
  return extra
}

/**
 * `POST /api/bookings/{id}/charges` with `{ extra, quantity, unitPrice?, reason?, note? }`: charges
 * an extra from the price list to a stay that is confirmed or checked in, as one `charge` ledger
 * entry (quantity × unit price, whole pesewas, dated today) with a line in the stay's history.
 * The unit price is the list's unless another is sent, which needs a reason. Reception and
 * admins; a charge is never changed or removed, only reversed (`/reverse`) with a reason.
 * A charge posted offline on the phone is sent later with the header `Idempotency-Key: <uuid>`
 * (`answerOnce`): posted once however often it is sent, by the rules above as they stand when it
 * arrives (dated the day it arrives, as a charge posted online then would be).
 */
export const addCharge: Endpoint = {
  path: '/:id/charges',
  method: 'post',
  handler: (req) =>
    answerOnce(req, `charges:${String(req.routeParams?.id ?? '')}`, MESSAGES.charges.failed, () =>
      postCharge(req),
    ),
}

async function postCharge(req: PayloadRequest): Promise<Response> {
  try {
    const booking = await bookingForMoney(req)
    const body = await readJsonObject(req)
    if (!isChargeableStatus(booking.status)) throw new Refusal(MESSAGES.charges.notInHouse, 409)
    const extra = await listedExtra(req, body.extra)
    const input = {
      quantity: body.quantity,
      unitPrice:
        body.unitPrice === undefined || body.unitPrice === null ? extra.price : body.unitPrice,
      reason: optionalString(body, 'reason').trim(),
      note: optionalString(body, 'note').trim(),
    }
    const problem = chargeProblem(input, extra.price)
    if (problem) throw new Refusal(problem, 400)

    // Checked above: whole numbers within their bounds.
    const quantity = input.quantity as number
    const unitPrice = input.unitPrice as number
    const day = todayInGhana()
    const { rules, settings } = await readHouseTaxes(req)
    const amount = owedCharge(
      chargeAmount(quantity, unitPrice),
      day,
      Boolean(extra.taxable),
      rules,
      settings,
    )
    const entry = await addLedgerEntry(req, {
      booking: booking.id,
      kind: 'charge',
      amount,
      extra: extra.id,
      description: extra.name,
      quantity,
      unitPrice,
      taxable: Boolean(extra.taxable),
      date: `${day}T00:00:00.000Z`,
      note: input.note || null,
      reason: unitPrice === extra.price ? null : input.reason,
    })
    const detail = MESSAGES.charges.historyDetail(extra.name, quantity, formatPesewas(amount))
    const doc = await traceAndRead(
      req,
      booking,
      MESSAGES.charges.historyAction,
      entry.reason ? `${detail}: ${entry.reason}` : detail,
    )
    return Response.json(
      { success: true, message: MESSAGES.charges.added, doc, entry },
      { status: 201 },
    )
  } catch (error) {
    return errorResponse(req, error, MESSAGES.charges.failed)
  }
}
