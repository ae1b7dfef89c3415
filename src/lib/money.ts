/** Prices are whole or decimal Ghana cedis per night. */
export const CURRENCY_SYMBOL = '₵'
export const PER_NIGHT = 'per night'

const formatter = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 2 })

export function formatCedis(amount: number): string {
  return `${CURRENCY_SYMBOL}${formatter.format(amount)}`
}
