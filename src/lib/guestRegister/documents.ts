/**
 * Identity documents in the guest register. A Ghana Card number has a fixed form, GHA-, nine
 * digits, a dash and a check digit; a passport, licence, voter ID or other paper is free text
 * within sane limits. Numbers are kept in one form (upper case, single spaces), so the same
 * document typed twice is the same key.
 */
export const DOCUMENT_TYPES = {
  'ghana-card': 'Ghana Card',
  passport: 'Passport',
  'drivers-licence': 'Driver’s licence',
  'voter-id': 'Voter ID',
  other: 'Other',
} as const
export type DocumentType = keyof typeof DOCUMENT_TYPES

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && Object.hasOwn(DOCUMENT_TYPES, value)
}

export const GHANA_CARD_PATTERN = /^GHA-\d{9}-\d$/

/** Letters, digits, spaces and dashes; 4 to 30 characters once trimmed. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9 -]{2,28}[A-Z0-9]$/

export function normalizeDocumentNumber(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, ' ')
}

export function isGhanaCardNumber(value: string): boolean {
  return GHANA_CARD_PATTERN.test(normalizeDocumentNumber(value))
}

/** How lists show a number: its last 4 characters only. */
export function maskDocumentNumber(value: string | null | undefined): string {
  if (!value) return ''
  const kept = value.slice(-4)
  return `•••• ${kept}`
}
