/**
 * A Ghana taxpayer identification number as invoices print it, in one of its two forms:
 * - the Ghana Revenue Authority's own TIN, issued to companies, government bodies, foreign
 *   missions, trusts and individuals without a Ghana Card: 11 characters, a letter for the kind of
 *   taxpayer (P individual, C company, G government, Q foreign mission, V public institution or
 *   trust) and 10 digits, e.g. C0001234567;
 * - an individual's Ghana Card PIN, the individual's TIN since 1 April 2021: GHA, a hyphen, the
 *   card's 8 or 9 digits, a hyphen and one check character, e.g. GHA-123456789-0.
 * Only the form is checked: whether a number is registered is the Revenue Authority's to say.
 */
const GRA_TIN = /^[PCGQV]\d{10}$/
const GHANA_CARD_PIN = /^GHA-\d{8,9}-[0-9A-Z]$/

/** The number as it is stored and printed: capitals, no spaces. */
export function normalizeTin(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase()
}

export function isGhanaTin(typed: string): boolean {
  const tin = normalizeTin(typed)
  return GRA_TIN.test(tin) || GHANA_CARD_PIN.test(tin)
}
