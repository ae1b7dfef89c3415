import type { Field } from 'payload'

import { isBookingsStaffField } from '@/access/isBookingsStaffField'
import { nobody } from '@/access/nobody'
import { DOCUMENT_TYPES } from '@/lib/guestRegister/documents'
import { VISIT_PURPOSES } from '@/lib/guestRegister/purposes'

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** Never read through any API: the desk's reveal reads it, and records that it did. */
const neverRead = { read: nobody, update: nobody }
const serverSet = { update: nobody }

export const registrationFields: Field[] = [
  {
    name: 'booking',
    type: 'relationship',
    relationTo: 'bookings',
    required: true,
    index: true,
    access: serverSet,
  },
  { name: 'fullName', type: 'text', required: true, maxLength: 100, access: serverSet },
  { name: 'nationality', type: 'text', required: true, maxLength: 60, access: serverSet },
  {
    name: 'documentType',
    type: 'select',
    options: options(DOCUMENT_TYPES),
    access: serverSet,
  },
  { name: 'documentNumber', type: 'text', access: neverRead, admin: { hidden: true } },
  {
    name: 'documentMasked',
    label: 'Document number',
    type: 'text',
    access: serverSet,
    admin: { description: 'Its last 4 characters; the desk shows the whole number on request.' },
  },
  { name: 'dateOfBirth', type: 'text', access: neverRead, admin: { hidden: true } },
  {
    name: 'address',
    type: 'text',
    maxLength: 200,
    access: { read: isBookingsStaffField, update: nobody },
  },
  { name: 'phone', type: 'text', maxLength: 30, access: serverSet },
  // Digits only, to offer a returning guest's details again.
  { name: 'phoneKey', type: 'text', index: true, access: neverRead, admin: { hidden: true } },
  { name: 'arrivingFrom', type: 'text', maxLength: 100, access: serverSet },
  { name: 'goingTo', type: 'text', maxLength: 100, access: serverSet },
  { name: 'purpose', type: 'select', options: options(VISIT_PURPOSES), access: serverSet },
  { name: 'registeredOnline', type: 'checkbox', defaultValue: false, access: serverSet },
  { name: 'registeredBy', type: 'relationship', relationTo: 'users', access: serverSet },
  // The same guest twice in one stay is refused by this key: the stay and the document's number,
  // hashed so the index holds no number. Their names are spelled differently at times, their
  // document never. Freed when the number is erased.
  {
    name: 'stayDocumentKey',
    type: 'text',
    unique: true,
    access: neverRead,
    admin: { hidden: true },
  },
  {
    name: 'detailsErasedAt',
    label: 'Document, birth date and address erased',
    type: 'date',
    access: serverSet,
    admin: { readOnly: true },
  },
  {
    name: 'erasedOnRequestAt',
    label: 'Erased on the guest’s request',
    type: 'date',
    access: serverSet,
    admin: { readOnly: true },
  },
]
