import type { CollectionConfig } from 'payload'

import { hiddenFromAllButBookingsStaff } from '@/access/hiddenFromAllButBookingsStaff'
import { isBookingsStaff } from '@/access/isBookingsStaff'
import { nobody } from '@/access/nobody'

/** The weeks whose Friday return an admin marked as sent to the Immigration Service, and by whom. */
export const RegisterReturns: CollectionConfig = {
  slug: 'register-returns',
  labels: { singular: 'Friday return sent', plural: 'Friday returns sent' },
  defaultSort: '-weekStart',
  admin: {
    useAsTitle: 'weekStart',
    defaultColumns: ['weekStart', 'weekEnd', 'guests', 'sentByName', 'createdAt'],
    group: 'Rooms & bookings',
    hidden: hiddenFromAllButBookingsStaff,
  },
  access: { read: isBookingsStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'weekStart', type: 'text', required: true, unique: true },
    { name: 'weekEnd', type: 'text', required: true },
    { name: 'guests', type: 'number', required: true },
    { name: 'sentBy', type: 'relationship', relationTo: 'users', required: true },
    { name: 'sentByName', type: 'text' },
  ],
}
