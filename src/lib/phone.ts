/** Ghana phone numbers: how they are checked, dialled and handed to WhatsApp. */

/** 0XX XXX XXXX or +233 XX XXX XXXX (spaces and dashes allowed), on the MTN, Telecel and AirtelTigo ranges. */
export const GHANA_PHONE_PATTERN = /^(?:\+233|0)[235]\d{8}$/

export function isGhanaPhone(value: string): boolean {
  return GHANA_PHONE_PATTERN.test(value.replace(/[\s-]/g, ''))
}

/** A `tel:` address: digits and a leading '+' only. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Keeps only digits: wa.me wants the international number without '+', spaces or dashes. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  // A local Ghana number (0XX XXX XXXX) becomes 233XXXXXXXXX.
  if (digits.length === 10 && digits.startsWith('0')) return `233${digits.slice(1)}`
  return digits
}
