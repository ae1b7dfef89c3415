import { toPesewas } from '../money'

/**
 * A stay's price in whole pesewas, read in this one place so the reports do not depend on how the
 * booking keeps it (today in cedis, as `total`).
 */
export function stayPricePesewas(booking: { total?: number | null }): number {
  return toPesewas(booking.total ?? 0)
}
