/**
 * Money is counted in whole pesewas (₵1 = 100 pesewas). Integers add up exactly; cedis with
 * decimals do not (1.15 × 100 is 114.99999999999999 in floating point). Rooms keep their prices in
 * cedis, as the rooms API sends them; everything summed or stored about a stay is pesewas.
 */
export const CURRENCY_SYMBOL = '₵'
export const PER_NIGHT = 'per night'
export const PESEWAS_PER_CEDI = 100

/** A price in cedis as a number's text: whole cedis, or cedis and one or two digits of pesewas. */
export const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/

/** The most digits of cedis an amount may have as typed: beyond it, not a number anyone meant. */
const CEDIS_DIGITS_MAX = 12

/** A price in cedis as rooms store it (at most two decimals) in whole pesewas. */
export function toPesewas(cedis: number): number {
  return Math.round(cedis * PESEWAS_PER_CEDI)
}

/**
 * Whether a price in cedis has at most two decimals (a whole number of pesewas): "250.5" and
 * 46.64 do, 46.645 does not. Read from the number's own shortest text, as it was typed.
 */
export function hasWholePesewas(cedis: number | string): boolean {
  const text = typeof cedis === 'number' ? String(cedis) : cedis.trim()
  return AMOUNT_TEXT.test(text)
}

/** Whole pesewas as cedis, for the places a contract or a form speaks cedis. */
export function toCedis(pesewas: number): number {
  return pesewas / PESEWAS_PER_CEDI
}

/**
 * An amount as the house writes it and staff type it: cedis with or without commas between
 * thousands, each group after the first exactly three digits ("1,250.50", "1250.50"), an optional
 * ₵ in front (as the desk shows it, so a figure copied from the screen reads back), and one or two
 * digits of pesewas. "1,25,0" and "12,50" are not groupings anyone writes, so they are refused.
 */
const TYPED_AMOUNT = /^₵?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/**
 * The amount typed ("1.15", " 250 ", "0.5", "1,250.50", "₵400") in whole pesewas, read from the
 * digits themselves so no floating point is involved; null when it is not an amount (a sign, a
 * misplaced comma, three decimals, letters, empty).
 */
export function parseAmount(text: string): number | null {
  const match = TYPED_AMOUNT.exec(text.trim())
  if (!match) return null
  const [, grouped, fraction = ''] = match
  const cedis = grouped.replaceAll(',', '')
  if (cedis.replace(/^0+(?=\d)/, '').length > CEDIS_DIGITS_MAX) return null
  return Number(cedis) * PESEWAS_PER_CEDI + Number(fraction.padEnd(2, '0'))
}

/** Whole pesewas as an amount typed into a form: "1250.5" → "1250.50", "400" stays "400". */
export function amountText(pesewas: number): string {
  const cedis = Math.trunc(Math.abs(pesewas) / PESEWAS_PER_CEDI)
  const rest = Math.abs(pesewas) % PESEWAS_PER_CEDI
  const sign = pesewas < 0 ? '-' : ''
  return rest === 0 ? `${sign}${cedis}` : `${sign}${cedis}.${String(rest).padStart(2, '0')}`
}

/**
 * Whole cedis with commas between thousands, as Ghana writes them ("1,250"). Written out rather
 * than taken from `Intl.NumberFormat`: the first formatter a browser tab makes loads the locale's
 * data, a cost every page with a price paid while it hydrated (a cheap phone's CPU four times over).
 */
function groupThousands(cedis: number): string {
  return String(cedis).replace(/\B(?=(\d{3})+$)/g, ',')
}

/**
 * Whole pesewas as people read money: "₵1,250.50", and a whole amount without pesewas ("₵400",
 * as prices are written on the site). A negative amount (a refund, a credit) reads "-₵50".
 */
export function formatPesewas(pesewas: number): string {
  const whole = Math.round(pesewas)
  const sign = whole < 0 ? '-' : ''
  const cedis = Math.trunc(Math.abs(whole) / PESEWAS_PER_CEDI)
  const rest = Math.abs(whole) % PESEWAS_PER_CEDI
  const pesewasText = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(cedis)}${pesewasText}`
}

/** A change to an amount, its sign always shown: "+₵49.50", "-₵50.50". */
export function formatPesewasChange(pesewas: number): string {
  return `${Math.round(pesewas) > 0 ? '+' : ''}${formatPesewas(pesewas)}`
}

/** A price in cedis as rooms store it, shown by the same rule: "₵250.50", "₵400". */
export function formatCedis(amount: number): string {
  return formatPesewas(toPesewas(amount))
}
