/** A Ghana phone number: 0XX XXX XXXX or +233 XX XXX XXXX, spaces and dashes allowed. */
export const GHANA_PHONE_PATTERN = /^(?:\+233|0)[235]\d{8}$/

export function isGhanaPhone(value: string): boolean {
  return GHANA_PHONE_PATTERN.test(value.replace(/[\s-]/g, ''))
}
