/**
 * Ghana phone numbers: how they are checked, dialled, handed to WhatsApp and written. Links are
 * always international (+233…) so a guest abroad reaches the house; the text guests read is the
 * number as Ghana writes it (024 123 4567).
 */

/** 0XX XXX XXXX or +233 XX XXX XXXX (spaces and dashes allowed), on the MTN, Telecel and AirtelTigo ranges. */
export const GHANA_PHONE_PATTERN = /^(?:\+233|0)[235]\d{8}$/

export function isGhanaPhone(value: string): boolean {
  return GHANA_PHONE_PATTERN.test(value.replace(/[\s-]/g, ''))
}

/**
 * The nine digits after Ghana's 0 or +233, for a number written any of the usual ways
 * (024…, +233 24…, 233 24…, 00233 24…); null when it is not a Ghana number.
 */
function ghanaSubscriber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  const match = /^(?:0|233|00233)(\d{9})$/.exec(digits)
  return match ? match[1] : null
}

/** The number in international form, +233241234567; a number from elsewhere keeps its digits. */
export function internationalPhone(phone: string): string {
  const subscriber = ghanaSubscriber(phone)
  if (subscriber) return `+233${subscriber}`
  const digits = phone.replace(/\D/g, '')
  return phone.trim().startsWith('+') && digits ? `+${digits}` : digits
}

/** A `tel:` address in international form, dialled the same from Accra or London. */
export function telLink(phone: string): string {
  return `tel:${internationalPhone(phone)}`
}

/** wa.me wants the international number with no '+', spaces or dashes: 233241234567. */
export function whatsappNumber(phone: string): string {
  return internationalPhone(phone).replace('+', '')
}

/** The number as Ghana writes it, 024 123 4567; a number from elsewhere is shown as written. */
export function displayPhone(phone: string): string {
  const subscriber = ghanaSubscriber(phone)
  if (!subscriber) return phone.trim()
  return `0${subscriber.slice(0, 2)} ${subscriber.slice(2, 5)} ${subscriber.slice(5)}`
}

/**
 * The number in a message read away from the site (email, WhatsApp text), where no link carries
 * the +233: written internationally, +233 24 123 4567, so it dials from abroad as well.
 */
export function writtenInternationalPhone(phone: string): string {
  const subscriber = ghanaSubscriber(phone)
  if (!subscriber) return phone.trim()
  return `+233 ${subscriber.slice(0, 2)} ${subscriber.slice(2, 5)} ${subscriber.slice(5)}`
}
