import type { CollectionConfig } from 'payload'

import { hiddenFromAllButBookingsStaff } from '@/access/hiddenFromAllButBookingsStaff'
import { isBookingsStaff } from '@/access/isBookingsStaff'
import { nobody } from '@/access/nobody'

import { registrationFields } from './fields'
import { registerEndpoints } from './endpoints'

/**
 * The guest register the law asks for: one registration per adult guest per stay. Only admins and
 * reception read it, on every door; the document number and date of birth are never read through
 * the API at all (lists show the masked number), only through the desk's reveal, which records
 * each view. It is written by its endpoints alone, which check every field first, so nothing is
 * half-saved and no door skips the checks.
 */
export const GuestRegistrations: CollectionConfig = {
  slug: 'guest-registrations',
  labels: { singular: 'Guest registration', plural: 'Guest register' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'nationality', 'documentType', 'documentMasked', 'booking'],
    group: 'Rooms & bookings',
    hidden: hiddenFromAllButBookingsStaff,
    description:
      'Every adult guest of every stay, as the law asks. Register and print it from the staff portal’s Guest register; document numbers show masked here.',
  },
  access: { read: isBookingsStaff, create: nobody, update: nobody, delete: nobody },
  endpoints: registerEndpoints,
  fields: registrationFields,
}
