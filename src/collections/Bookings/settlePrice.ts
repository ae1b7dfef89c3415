import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/roles'
import { handPriceProblem, type HandPriceProblem } from '@/lib/money/handPrice'
import { MESSAGES } from '@/lib/messages'
import { formatPesewas } from '@/lib/money/amounts'
import type { Booking } from '@/payload-types'

import { Refusal } from '@/http/refusal'
import { storedNightPrices, type StayQuote } from './pricing'

/** The fields a settled price writes: `nightPrices` null clears the nights' prices. */
type PriceFields = Pick<Partial<Booking>, 'price'> & { nightPrices?: Booking['nightPrices'] | null }

/** How one write's price was settled: by the rates, or by hand with its reason. */
export type SettledPrice = { byHand: boolean; reason: string }

/** The key a write's settled price is held under: the booking's id, or a new one's request id. */
export function settledPriceKey(booking: { id?: string | number; requestId?: string | null }) {
  return `settledPrice:${booking.id ?? `new:${booking.requestId ?? ''}`}`
}

/**
 * How this write's price was settled, held until the history and the ledger are written; `take`
 * lets it go, so a later write of the same booking in the same request never reads it again.
 */
export function settledPriceOf(
  req: PayloadRequest,
  key: string,
  { take = false }: { take?: boolean } = {},
): SettledPrice | undefined {
  const settled = req.context[key] as SettledPrice | undefined
  if (take) delete req.context[key]
  return settled
}

async function receptionCutMax(req: PayloadRequest): Promise<number> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { receptionPriceCutMax: true },
    overrideAccess: true,
    req,
  })
  return Number(settings.receptionPriceCutMax ?? 0)
}

function refusal(problem: HandPriceProblem, cutMax: number): Refusal {
  if (problem === 'reason') return new Refusal(MESSAGES.booking.priceReasonRequired, 400)
  if (problem === 'cutTooLarge') {
    return new Refusal(MESSAGES.booking.priceCutTooLarge(formatPesewas(cutMax)), 403)
  }
  return new Refusal(MESSAGES.booking.priceAdminsOnly, 403)
}

/**
 * The price a write of a stay ends with, whichever door it came through. A stay made or moved is
 * priced by the rates (`quote`), night by night, unless another price is asked: one sent that
 * differs from the stored one, or the stored one kept on a move (the desk's `keepPrice`, or a
 * reason sent with the price left as it was). Another price must pass `handPriceProblem` for the
 * signed-in member of staff; the server's own writes (a guest's request, upgrades) set theirs.
 * Answers the fields to write, and holds how the price was settled for the history and ledger.
 */
export async function settlePrice(
  req: PayloadRequest,
  {
    before,
    data,
    quote,
    moved,
    keepPrice,
  }: {
    before: Booking | undefined
    data: Partial<Booking>
    quote: StayQuote
    moved: boolean
    keepPrice: boolean
  },
): Promise<PriceFields> {
  const key = settledPriceKey(before ?? { requestId: data.requestId })
  const reason = typeof data.priceReason === 'string' ? data.priceReason.trim() : ''
  const sent = data.price
  let asked: number | null =
    typeof sent === 'number' && (!before || sent !== Number(before.price)) ? sent : null
  if (asked === null && before && moved && (keepPrice || reason)) asked = Number(before.price)

  if (asked === null || (moved && asked === quote.price)) {
    if (!moved) return {}
    req.context[key] = { byHand: false, reason: '' } satisfies SettledPrice
    return { price: quote.price, nightPrices: storedNightPrices(quote.nights) }
  }
  if (req.user) {
    const cutMax = await receptionCutMax(req)
    const problem = handPriceProblem({
      price: asked,
      quoted: quote.price,
      admin: hasAdminRole(req.user),
      receptionCutMax: cutMax,
      reason,
    })
    if (problem) throw refusal(problem, cutMax)
  }
  // The server's own writes without a reason keep the ledger's plain words ("Priced when booked").
  if (req.user || reason) {
    req.context[key] = {
      byHand: true,
      reason: reason || MESSAGES.ledger.priceByHand,
    } satisfies SettledPrice
  }
  // Nights priced by the rates would not add up to a price set by hand.
  return moved ? { price: asked, nightPrices: null } : { price: asked }
}
