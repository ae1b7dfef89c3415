/**
 * A stay's price in whole pesewas, read in this one place so the reports do not depend on how the
 * booking keeps it.
 */
export function stayPricePesewas(booking: { price?: number | null }): number {
  return Math.round(booking.price ?? 0)
}
