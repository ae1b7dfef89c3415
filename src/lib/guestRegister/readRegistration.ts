import { addDays, isCalendarDay } from '@/lib/dates'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import {
  DOCUMENT_NUMBER_PATTERN,
  isDocumentType,
  isGhanaCardNumber,
  normalizeDocumentNumber,
  type DocumentType,
} from './documents'
import { isGhanaian } from './nationality'
import { isVisitPurpose, type VisitPurpose } from './purposes'

/** One guest's registration as both forms send it and the server stores it. */
export type RegistrationInput = {
  fullName: string
  nationality: string
  documentType: DocumentType
  documentNumber: string
  dateOfBirth: string
  address: string
  phone: string
  arrivingFrom: string
  goingTo: string
  purpose: VisitPurpose
}
export type RegistrationField = keyof RegistrationInput
export type RegistrationErrors = Partial<Record<RegistrationField, string>>

export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'fullName',
  'nationality',
  'documentType',
  'documentNumber',
  'dateOfBirth',
  'address',
  'phone',
  'arrivingFrom',
  'goingTo',
  'purpose',
]

const ADULT_YEARS = 18

function textOf(body: Record<string, unknown>, field: RegistrationField): string {
  const value = body[field]
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''
}

/** 7 to 20 digits, a leading + allowed, spaces, dashes and brackets between. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/[\s()-]/g, '')
  return /^\+?\d{7,20}$/.test(digits)
}

/** Phones matched across stays: digits only, a Ghana number in its local 0XX form. */
export function phoneKey(value: string): string {
  const digits = value.replace(/\D/g, '')
  return digits.startsWith('233') && digits.length === 12 ? `0${digits.slice(3)}` : digits
}

/** Whether someone born on `dateOfBirth` is 18 or older on `today`. */
function isAdultOn(dateOfBirth: string, today: string): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number)
  const [nowYear, nowMonth, nowDay] = today.split('-').map(Number)
  const age = nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0)
  return age >= ADULT_YEARS
}

/**
 * Reads a registration field by field: each field gets its own clear message, and a registration
 * with any message is not saved at all. A Ghana Card number must have its form; other documents
 * are free text in sane limits. Where the guest comes from and goes to is asked of foreign guests,
 * whose weekly return carries it.
 */
export function readRegistration(
  body: Record<string, unknown>,
  today: string,
): { ok: true; registration: RegistrationInput } | { ok: false; errors: RegistrationErrors } {
  const errors: RegistrationErrors = {}
  const fullName = textOf(body, 'fullName')
  if (!fullName) errors.fullName = text.fullNameRequired
  else if (fullName.length > 100) errors.fullName = text.fullNameTooLong

  const nationality = textOf(body, 'nationality')
  if (!nationality) errors.nationality = text.nationalityRequired
  else if (nationality.length > 60) errors.nationality = text.nationalityTooLong

  const documentType = body.documentType
  if (!isDocumentType(documentType)) errors.documentType = text.documentTypeRequired

  const documentNumber = normalizeDocumentNumber(textOf(body, 'documentNumber'))
  if (!documentNumber) errors.documentNumber = text.documentNumberRequired
  else if (documentType === 'ghana-card' && !isGhanaCardNumber(documentNumber)) {
    errors.documentNumber = text.ghanaCardShape
  } else if (!DOCUMENT_NUMBER_PATTERN.test(documentNumber)) {
    errors.documentNumber = text.documentNumberShape
  }

  const dateOfBirth = textOf(body, 'dateOfBirth')
  if (!dateOfBirth) errors.dateOfBirth = text.dateOfBirthRequired
  else if (
    !isCalendarDay(dateOfBirth) ||
    dateOfBirth >= today ||
    dateOfBirth < addDays(today, -365 * 120)
  ) {
    errors.dateOfBirth = text.dateOfBirthShape
  } else if (!isAdultOn(dateOfBirth, today)) errors.dateOfBirth = text.notAdult

  const address = textOf(body, 'address')
  if (!address) errors.address = text.addressRequired
  else if (address.length > 200) errors.address = text.addressTooLong

  const phone = textOf(body, 'phone')
  if (phone && !isPhoneNumber(phone)) errors.phone = text.phoneShape

  const foreign = nationality !== '' && !isGhanaian(nationality)
  const arrivingFrom = textOf(body, 'arrivingFrom')
  const goingTo = textOf(body, 'goingTo')
  if (arrivingFrom.length > 100) errors.arrivingFrom = text.placeTooLong
  else if (foreign && !arrivingFrom) errors.arrivingFrom = text.placeRequired
  if (goingTo.length > 100) errors.goingTo = text.placeTooLong
  else if (foreign && !goingTo) errors.goingTo = text.placeRequired

  const purpose = body.purpose
  if (!isVisitPurpose(purpose)) errors.purpose = text.purposeRequired

  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    registration: {
      fullName,
      nationality,
      documentType: documentType as DocumentType,
      documentNumber,
      dateOfBirth,
      address,
      phone,
      arrivingFrom,
      goingTo,
      purpose: purpose as VisitPurpose,
    },
  }
}
