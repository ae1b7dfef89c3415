/** A rate as admins type it, in percent with at most two decimals: "15", "2.5", "0.75". */
const TYPED_PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/

/**
 * The rate typed in percent as whole basis points ("2.5" → 250, "15%" → 1500), read from the
 * digits so no floating point is involved; null when it is not a percent with at most two decimals.
 * Whether the rate is in range is the list's validation to say.
 */
export function parseRatePercent(text: string): number | null {
  const match = TYPED_PERCENT.exec(text.trim())
  if (!match) return null
  const [, whole = '0', hundredths = ''] = match
  return Number(whole) * 100 + Number(hundredths.padEnd(2, '0'))
}

/** Basis points as invoices print a rate: 1500 → "15%", 250 → "2.5%", 75 → "0.75%". */
export function formatRatePercent(rateBasisPoints: number): string {
  const whole = Math.trunc(rateBasisPoints / 100)
  const hundredths = String(rateBasisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return `${whole}${hundredths ? `.${hundredths}` : ''}%`
}
