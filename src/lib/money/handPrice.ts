/**
 * Who may price a stay otherwise than by the rates. The rates' price is everyone's; another price
 * (set by hand, or the agreed price kept when the stay moves) is an admin's, or reception's when it
 * takes at most `receptionCutMax` pesewas off the rates' price and adds nothing, and always comes
 * with a reason, kept with the price in the history and the ledger.
 */
export type HandPriceAsk = {
  /** The price asked, in whole pesewas. */
  price: number
  /** The rates' price for the stay as it will be, in whole pesewas. */
  quoted: number
  admin: boolean
  receptionCutMax: number
  reason: string
}

export type HandPriceProblem = 'adminsOnly' | 'cutTooLarge' | 'reason'

/** Why this price may not be set by this person, or null when it may. */
export function handPriceProblem(ask: HandPriceAsk): HandPriceProblem | null {
  if (!ask.admin) {
    const cut = ask.quoted - ask.price
    if (cut < 0 || cut > ask.receptionCutMax) {
      return ask.receptionCutMax > 0 ? 'cutTooLarge' : 'adminsOnly'
    }
  }
  return ask.reason.trim() ? null : 'reason'
}
